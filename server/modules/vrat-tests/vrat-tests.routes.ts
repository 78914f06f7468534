import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TestRequestBody, TestRequestItem, TestRequestListQuery, TestRequestListResponse } from './vrat-tests.schemas';
import { listRequests, requestTest } from './vrat-tests.service';

// The spec shows no path for "submitting a test for a subject" (001 §7): this one is ours.
const BASE = '/api/vrclassroom/testRequest';

export const vratTestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Test requests'];

  app.post(BASE, { schema: { tags, body: TestRequestBody, response: { 200: TestRequestItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => requestTest(tx, ctx, request.body)),
  );

  app.get(
    BASE,
    { schema: { tags, querystring: TestRequestListQuery, response: { 200: TestRequestListResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listRequests(tx, ctx, request.query)),
  );
};
