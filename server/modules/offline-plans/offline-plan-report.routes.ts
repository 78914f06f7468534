import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import { PlanReport, ReportBody, ReportParams } from './offline-plan-report.schemas';
import { closePlan, readPlanReport, writePlanReport } from './offline-plan-report.service';

const BASE = '/api/rocket/userOfflinePlan';

/**
 * The plan's closing report and closing (issue 19 item 1). Our own calls: the spec names the
 * statuses but no call reaches ReportedReady or Closed (C decisions "The plan report").
 */
export const offlinePlanReportRoutes: FastifyPluginAsync<RouteDeps> = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Offline plans'];

  app.get(`${BASE}/report/:id`, { schema: { tags, params: ReportParams, response: { 200: PlanReport } } }, (request) =>
    request.inTenantTx((tx, ctx) => readPlanReport(tx, ctx, request.params.id)),
  );
  app.post(
    `${BASE}/report/:id`,
    { schema: { tags, params: ReportParams, body: ReportBody, response: { 200: PlanReport } } },
    (request) => request.inTenantTx((tx, ctx) => writePlanReport(tx, ctx, request.params.id, request.body)),
  );
  app.post(`${BASE}/close/:id`, { schema: { tags, params: ReportParams, response: { 200: PlanReport } } }, (request) =>
    request.inTenantTx((tx, ctx) => closePlan(tx, ctx, request.params.id)),
  );
};
