import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import {
  AudioPunchView,
  NumPunchBody,
  NumPunchQuery,
  NumPunchView,
  PunchBody,
  PunchRecord,
} from './offline-plan-punch.schemas';
import { audioPunch, forNumPunch, punchForAudio, punchSession } from './offline-plan-punch.service';

const BASE = '/api/rocket/userOfflinePlan';

/**
 * Spec 001 §7 userOfflinePlan punch (POST/PUT), forNumPunch, punchForNum, punchForAudio,
 * audioPunch: a session's punches, registered by offlinePlanRoutes. One transaction per request.
 */
export const offlinePlanPunchRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Offline plans'];
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
  const today = () => centreDay(deps.timeZone, deps.clock());

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: `${BASE}/punch`,
      schema: { tags, body: PunchBody, response: { 200: PunchRecord } },
      handler: (request) => request.inTenantTx((tx, ctx) => punchSession(tx, ctx, request.body)),
    });
    app.route({
      method,
      url: `${BASE}/punchForNum`,
      schema: { tags, body: NumPunchBody, response: { 200: PunchRecord } },
      handler: (request) => request.inTenantTx((tx, ctx) => punchSession(tx, ctx, request.body)),
    });
  }
  app.get(
    `${BASE}/forNumPunch`,
    { schema: { tags, querystring: NumPunchQuery, response: { 200: NumPunchView } } },
    (request) => request.inTenantTx((tx, ctx) => forNumPunch(tx, ctx, request.query, language(request), today())),
  );
  app.get(
    `${BASE}/punchForAudio`,
    { schema: { tags, querystring: NumPunchQuery, response: { 200: AudioPunchView } } },
    (request) => request.inTenantTx((tx, ctx) => punchForAudio(tx, ctx, request.query)),
  );
  app.post(
    `${BASE}/audioPunch`,
    { schema: { tags, body: NumPunchBody, response: { 200: AudioPunchView } } },
    (request) => request.inTenantTx((tx, ctx) => audioPunch(tx, ctx, request.body)),
  );
};
