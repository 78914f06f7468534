import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestLanguage } from '../../platform/i18n';
import { AccountInfoSchema, ChooseTenantBody, TenantInfoSchema } from './account.schemas';
import { chooseTenant, getAccountInfo, getTenantInfo } from './account.service';

export const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/Account/Info', { schema: { tags: ['Account'], response: { 200: AccountInfoSchema } } }, (request) =>
    request.inTenantTx((tx, ctx) => getAccountInfo(tx, ctx)),
  );

  app.get(
    '/api/business/account/tenantInfo',
    { schema: { tags: ['Account'], response: { 200: TenantInfoSchema } } },
    (request) =>
      request.inTenantTx((tx, ctx) => getTenantInfo(tx, ctx, requestLanguage(request.headers['accept-language']))),
  );

  app.get(
    '/api/business/tenant/changeList2',
    { schema: { tags: ['Account'], response: { 200: Type.Array(Type.Unknown()) } } },
    (request) => request.inTenantTx(async (tx, ctx) => (await getTenantInfo(tx, ctx, 'zh-CN')).canChangeList),
  );

  // Path not shown in the spec: the choice made on /system/choseRoles, remembered for the user.
  app.post(
    '/api/business/account/chooseTenant',
    { schema: { tags: ['Account'], body: ChooseTenantBody, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await request.inTenantTx((tx, ctx) => chooseTenant(tx, ctx, request.body.tenantId));
      return reply.code(204).send(null);
    },
  );
};
