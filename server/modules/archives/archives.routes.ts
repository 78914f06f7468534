import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { centreDay } from '../../platform/time';
import { addEntry, archiveSummary, editEntry, listArchive, removeEntry } from './archives.service';
import {
  ArchiveEntry,
  ArchiveEntryBody,
  ArchiveEntryParams,
  ArchiveEntryUpdateBody,
  ArchiveList,
  ArchiveListQuery,
  ArchiveSourceQuery,
  ArchiveSubjectParams,
  ArchiveSummary,
} from './archives.schemas';

const BASE = '/api/rocket/subjectArchive';

/** A child's archives (spec 000 §2 "Archives"): the paths are ours, the spec names none. */
export const archiveRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Archives'];
  const today = () => centreDay(deps.timeZone, deps.clock());

  app.get(
    `${BASE}/summary/:subjectId`,
    {
      schema: {
        tags,
        params: ArchiveSubjectParams,
        querystring: ArchiveSourceQuery,
        response: { 200: ArchiveSummary },
      },
    },
    (request) => request.inTenantTx((tx, ctx) => archiveSummary(tx, ctx, request.params.subjectId, request.query.from)),
  );
  app.get(BASE, { schema: { tags, querystring: ArchiveListQuery, response: { 200: ArchiveList } } }, (request) =>
    request.inTenantTx((tx, ctx) => listArchive(tx, ctx, request.query)),
  );
  app.post(BASE, { schema: { tags, body: ArchiveEntryBody, response: { 200: ArchiveEntry } } }, (request) =>
    request.inTenantTx((tx, ctx) => addEntry(tx, ctx, request.body, today())),
  );
  app.put(
    `${BASE}/:id`,
    { schema: { tags, params: ArchiveEntryParams, body: ArchiveEntryUpdateBody, response: { 200: ArchiveEntry } } },
    (request) => request.inTenantTx((tx, ctx) => editEntry(tx, ctx, request.params.id, request.body, today())),
  );
  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        params: ArchiveEntryParams,
        response: { 200: Type.Object({ id: Type.String(), subjectId: Type.String(), section: Type.String() }) },
      },
    },
    (request) => request.inTenantTx((tx, ctx) => removeEntry(tx, ctx, request.params.id)),
  );
};
