import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import {
  StaticActivityItem,
  StaticActivityList,
  StaticActivityQuery,
  StaticTickBody,
} from './offline-plan-static.schemas';
import { listStatics, tickStatic } from './offline-plan-static.service';

const BASE = '/api/rocket/userOfflinePlan';

/** Spec 001 §7 userOfflinePlan `nonePlaybook`: a session's static activities, and ticking one. */
export const offlinePlanStaticRoutes: FastifyPluginAsync<RouteDeps> = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Offline plans'];
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

  app.get(
    `${BASE}/nonePlaybook`,
    { schema: { tags, querystring: StaticActivityQuery, response: { 200: StaticActivityList } } },
    (request) => request.inTenantTx((tx, ctx) => listStatics(tx, ctx, request.query, language(request))),
  );
  app.post(
    `${BASE}/nonePlaybook`,
    { schema: { tags, body: StaticTickBody, response: { 200: StaticActivityItem } } },
    (request) => request.inTenantTx((tx, ctx) => tickStatic(tx, ctx, request.body, language(request))),
  );
};
