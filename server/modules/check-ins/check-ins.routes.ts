import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CheckInBody, CheckInListQuery, CheckInListResponse, CheckInResult } from './check-ins.schemas';
import { checkIn, checkOut, listDay } from './check-ins.service';

/** Spec 000 §7 "Check-in". */
export const checkInRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/business/checkIn',
    { schema: { tags: ['Check-in'], querystring: CheckInListQuery, response: { 200: CheckInListResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listDay(tx, ctx, request.query, timeZone)),
  );

  app.post(
    '/api/business/checkIn/in',
    { schema: { tags: ['Check-in'], body: CheckInBody, response: { 200: CheckInResult } } },
    (request) => request.inTenantTx((tx, ctx) => checkIn(tx, ctx, request.body.subjectId, timeZone)),
  );

  app.post(
    '/api/business/checkIn/out',
    { schema: { tags: ['Check-in'], body: CheckInBody, response: { 200: CheckInResult } } },
    (request) => request.inTenantTx((tx, ctx) => checkOut(tx, ctx, request.body.subjectId, timeZone)),
  );
};
