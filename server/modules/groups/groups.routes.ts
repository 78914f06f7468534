import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { centreDay } from '../../platform/time';
import {
  BoundChildrenRequest,
  GroupBody,
  GroupChildListResponse,
  GroupChildrenBody,
  GroupIdParams,
  GroupItem,
  GroupListRequest,
  GroupListResponse,
  GroupParams,
  GroupUpdateBody,
} from './groups.schemas';
import {
  createGroup,
  editGroup,
  getGroup,
  listBoundChildren,
  listGroupChildren,
  listGroups,
  saveGroupChildren,
} from './groups.service';

const BASE = '/api/rocket/group';

/** Spec 001 §7 "Group training": groups (classes) and their children. timeZone decides a child's age. */
export const groupRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Groups'];

  app.post(BASE, { schema: { tags, body: GroupBody, response: { 200: GroupItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => createGroup(tx, ctx, request.body)),
  );

  app.put(BASE, { schema: { tags, body: GroupUpdateBody, response: { 200: GroupItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => editGroup(tx, ctx, request.body)),
  );

  app.post(
    `${BASE}/getList`,
    { schema: { tags, body: GroupListRequest, response: { 200: GroupListResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listGroups(tx, ctx, request.body)),
  );

  app.put(`${BASE}/user`, { schema: { tags, body: GroupChildrenBody, response: { 200: GroupItem } } }, (request) =>
    request.inTenantTx((tx, ctx) =>
      saveGroupChildren(tx, ctx, request.body, centreDay(timeZone, deps.clock()), timeZone),
    ),
  );

  app.get(
    `${BASE}/childList/:groupId`,
    { schema: { tags, params: GroupIdParams, response: { 200: GroupChildListResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        listGroupChildren(tx, ctx, request.params.groupId, centreDay(timeZone, deps.clock())),
      ),
  );

  // Spec 000 §7 gives the bound-children list no path; docs/decisions.md says why it lives here.
  app.post(
    `${BASE}/boundChildren`,
    { schema: { tags, body: BoundChildrenRequest, response: { 200: GroupChildListResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => listBoundChildren(tx, ctx, request.body, centreDay(timeZone, deps.clock()))),
  );

  app.get(`${BASE}/:id`, { schema: { tags, params: GroupParams, response: { 200: GroupItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => getGroup(tx, ctx, request.params.id)),
  );
};
