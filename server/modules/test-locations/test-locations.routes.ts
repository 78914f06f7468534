import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  TestLocationBody,
  TestLocationItem,
  TestLocationListQuery,
  TestLocationListResponse,
  TestLocationParams,
} from './test-locations.schemas';
import { createLocation, editLocation, getLocation, listLocations, removeLocation } from './test-locations.service';

const BASE = '/api/vrclassroom/testLocation';

/** Spec 001 §7 "Test locations". */
export const testLocationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Test locations'];

  app.get(
    BASE,
    { schema: { tags, querystring: TestLocationListQuery, response: { 200: TestLocationListResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listLocations(tx, ctx, request.query)),
  );

  app.post(BASE, { schema: { tags, body: TestLocationBody, response: { 200: TestLocationItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => createLocation(tx, ctx, request.body)),
  );

  app.get(
    `${BASE}/:id`,
    { schema: { tags, params: TestLocationParams, response: { 200: TestLocationItem } } },
    (request) => request.inTenantTx((tx, ctx) => getLocation(tx, ctx, request.params.id)),
  );

  app.put(
    `${BASE}/:id`,
    { schema: { tags, params: TestLocationParams, body: TestLocationBody, response: { 200: TestLocationItem } } },
    (request) => request.inTenantTx((tx, ctx) => editLocation(tx, ctx, request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, params: TestLocationParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await request.inTenantTx((tx, ctx) => removeLocation(tx, ctx, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
