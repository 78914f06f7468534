import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CLIENT_ERROR_LIMITS,
  ClientErrorCreated,
  ClientErrorList,
  ClientErrorListQuery,
  ClientErrorReport,
} from './client-errors.schemas';
import { listClientErrors, reportClientError } from './client-errors.service';

// Not a spec path (000 §8 names only "an error-reporting service"); ABP's lowerCamel style.
export const clientErrorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/clientErrors',
    {
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      schema: { tags: ['ClientErrors'], body: ClientErrorReport, response: { 201: ClientErrorCreated } },
    },
    async (request, reply) => {
      const created = await request.inTenantTx((tx, ctx) =>
        reportClientError(tx, ctx, request.body, { userAgent: request.headers['user-agent'] }),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/clientErrors',
    { schema: { tags: ['ClientErrors'], querystring: ClientErrorListQuery, response: { 200: ClientErrorList } } },
    (request) => request.inTenantTx((tx, ctx) => listClientErrors(tx, ctx, request.query)),
  );
};
