import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTENT_KINDS } from './content-kinds';
import {
  ContentHistoryResponse,
  ContentListQuery,
  ContentMoveQuery,
  ContentParams,
  ContentStatusBody,
  PrepareForEditBody,
  pageOf,
  prepareOf,
} from './content.schemas';
import {
  changeContentStatus,
  contentHistoryOf,
  createContent,
  deleteContent,
  editContent,
  getContent,
  listContent,
  moveContent,
  prepareContentForEdit,
} from './content.service';

/**
 * Spec 001 §7 "Generic resource endpoints" under /api/rocket, one set per content kind: POST
 * /{resource}, GET /{resource} (paged, searched), GET, PUT, DELETE /{resource}/{id}, POST
 * /{resource}/prepareForEdit; and, as the spec's course and assessment have them, PUT
 * /{resource}/contentStatus and PUT /{resource}/move/{id}?newSortOrder. Ours: GET
 * /{resource}/{id}/history. Each kind's own schemas are in the OpenAPI document.
 */
export const contentRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  for (const kind of CONTENT_KINDS) {
    const base = `/api/rocket/${kind.segment}`;
    const tags = [kind.openApiTag];
    const body = kind.body;
    const item = kind.item;

    // A kind's own list filters sit beside the common query fields, so the OpenAPI document shows them.
    const querystring = kind.listFilters
      ? Type.Object({ ...ContentListQuery.properties, ...kind.listFilters })
      : ContentListQuery;
    app.get(base, { schema: { tags, querystring, response: { 200: pageOf(item) } } }, (request) =>
      request.inTenantTx((tx, ctx) => listContent(tx, ctx, kind, request.query as ContentListQuery)),
    );

    app.post(base, { schema: { tags, body, response: { 200: item } } }, (request) =>
      request.inTenantTx((tx, ctx) => createContent(tx, ctx, kind, request.body as Record<string, unknown>)),
    );

    app.post(
      `${base}/prepareForEdit`,
      { schema: { tags, body: PrepareForEditBody, response: { 200: prepareOf(item, kind.values) } } },
      (request) => request.inTenantTx((tx, ctx) => prepareContentForEdit(tx, ctx, kind, request.body.id)),
    );

    app.put(
      `${base}/contentStatus`,
      { schema: { tags, body: ContentStatusBody, response: { 200: item } } },
      (request) =>
        request.inTenantTx((tx, ctx) =>
          changeContentStatus(tx, ctx, kind, request.body.id, request.body.contentStatus),
        ),
    );

    app.put(
      `${base}/move/:id`,
      { schema: { tags, params: ContentParams, querystring: ContentMoveQuery, response: { 200: item } } },
      (request) =>
        request.inTenantTx((tx, ctx) => moveContent(tx, ctx, kind, request.params.id, request.query.newSortOrder)),
    );

    app.get(`${base}/:id`, { schema: { tags, params: ContentParams, response: { 200: item } } }, (request) =>
      request.inTenantTx((tx, ctx) => getContent(tx, ctx, kind, request.params.id)),
    );

    app.put(`${base}/:id`, { schema: { tags, params: ContentParams, body, response: { 200: item } } }, (request) =>
      request.inTenantTx((tx, ctx) =>
        editContent(tx, ctx, kind, request.params.id, request.body as Record<string, unknown>),
      ),
    );

    app.delete(
      `${base}/:id`,
      { schema: { tags, params: ContentParams, response: { 204: Type.Null() } } },
      async (request, reply) => {
        const files = await request.inTenantTx((tx, ctx) => deleteContent(tx, ctx, kind, request.params.id));
        // After the commit: a rolled-back delete must still find the item's bytes.
        for (const key of files) await deps.storage.remove(key);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${base}/:id/history`,
      { schema: { tags, params: ContentParams, response: { 200: ContentHistoryResponse } } },
      (request) => request.inTenantTx((tx, ctx) => contentHistoryOf(tx, ctx, kind, request.params.id)),
    );
  }
};
