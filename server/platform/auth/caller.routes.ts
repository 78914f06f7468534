import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** The path the gateway's SignalR hub checks a connecting client's token and tenant with. */
export const CALLER_PATH = '/api/platform/caller';

export const CallerSchema = Type.Object({
  userId: Type.String(),
  tenantId: Type.Union([Type.String(), Type.Null()]),
  grantedPermissions: Type.Array(Type.String()),
});

/**
 * Who the bearer is, in the tenant they ask for: the request context every route resolves and
 * nothing more (the spec names no such path). The hub asked tenantInfo and Account/Info per
 * connecting client, two requests that each read menus, centres and a profile it never used.
 */
export const callerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(CALLER_PATH, { schema: { tags: ['Account'], response: { 200: CallerSchema } } }, (request) =>
    request.inTenantTx(async (_tx, ctx) => ({
      userId: ctx.userId,
      tenantId: ctx.tenant?.id ?? null,
      grantedPermissions: [...ctx.permissions].sort(),
    })),
  );
};
