import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MenuResponse,
  TenantFrontPermissionBody,
  TenantFrontPermissionQuery,
  TenantFrontPermissionResponse,
} from './menu.schemas';
import { getMenu, getTenantFrontPermissions, setTenantFrontPermissions } from './menu.service';

export const menuRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Path not shown in the spec (its console built the menu itself): the menu the caller sees.
  app.get('/api/business/account/menus', { schema: { tags: ['Menus'], response: { 200: MenuResponse } } }, (request) =>
    request.inTenantTx((tx, ctx) => getMenu(tx, ctx)),
  );

  // Spec 000 §7 "Tenant front permission": GET and POST with tenantId in the query.
  app.get(
    '/api/business/frontPermission/tenantFrontPermission',
    {
      schema: {
        tags: ['Front permissions'],
        querystring: TenantFrontPermissionQuery,
        response: { 200: TenantFrontPermissionResponse },
      },
    },
    (request) => request.inTenantTx((tx, ctx) => getTenantFrontPermissions(tx, ctx, request.query.tenantId)),
  );

  app.post(
    '/api/business/frontPermission/tenantFrontPermission',
    {
      schema: {
        tags: ['Front permissions'],
        querystring: TenantFrontPermissionQuery,
        body: TenantFrontPermissionBody,
        response: { 200: TenantFrontPermissionResponse },
      },
    },
    (request) =>
      request.inTenantTx((tx, ctx) => setTenantFrontPermissions(tx, ctx, request.query.tenantId, request.body.names)),
  );
};
