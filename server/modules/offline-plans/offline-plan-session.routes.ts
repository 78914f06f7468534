import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { Uuid } from '../../platform/schemas';
import { centreDay } from '../../platform/time';
import { sendWorkbook } from '../../platform/workbook';
import { changeDeductionType } from './offline-plan-mode.service';
import { beforeStart, judgeCheckIn, nextSession } from './offline-plan-views.service';
import { PlanIdBody, PlanItem, PlanQuotaCheck } from './offline-plans.schemas';
import { sessionFormWorkbook } from './session-form.excel';
import { sessionForm } from './session-form.service';

const BASE = '/api/rocket/userOfflinePlan';

const CheckIn = Type.Object({
  day: Type.String(),
  checkedIn: Type.Boolean(),
  checkedInAt: Type.Union([Type.String(), Type.Null()]),
  checkedOutAt: Type.Union([Type.String(), Type.Null()]),
});
const ModeBody = Type.Object({ id: Uuid, mode: Type.Union([Type.Literal('Offline'), Type.Literal('Online')]) });
const ModeChanged = Type.Object({ id: Type.String(), mode: Type.String() });
const NextSession = Type.Object({ num: Type.Union([Type.Integer(), Type.Null()]), items: Type.Array(PlanItem) });

/**
 * The calls about a plan's sessions beside its steps (spec 001 §7): `next`, `beforeStart`,
 * `judgeCheckIn` and `changeDeductionType`, and ours, `sessionFeedbackForm` (screen 2's "download" of the session
 * feedback form, as Excel).
 */
export const offlinePlanSessionRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Offline plans'];
  const today = () => centreDay(deps.timeZone, deps.clock());
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

  app.get(`${BASE}/next`, { schema: { tags, querystring: PlanIdBody, response: { 200: NextSession } } }, (request) =>
    request.inTenantTx((tx, ctx) => nextSession(tx, ctx, request.query.id, language(request), today())),
  );

  app.get(
    `${BASE}/beforeStart/:planId`,
    { schema: { tags, params: Type.Object({ planId: Uuid }), response: { 200: PlanQuotaCheck } } },
    (request) => request.inTenantTx((tx, ctx) => beforeStart(tx, ctx, request.params.planId, today())),
  );

  app.get(
    `${BASE}/judgeCheckIn`,
    { schema: { tags, querystring: PlanIdBody, response: { 200: CheckIn } } },
    (request) => request.inTenantTx((tx, ctx) => judgeCheckIn(tx, ctx, request.query.id, today())),
  );

  app.post(
    `${BASE}/changeDeductionType`,
    { schema: { tags, body: ModeBody, response: { 200: ModeChanged } } },
    async (request) => {
      const row = await request.inTenantTx((tx, ctx) => changeDeductionType(tx, ctx, request.body));
      return { id: row.id, mode: row.mode };
    },
  );

  app.get(
    `${BASE}/sessionFeedbackForm`,
    {
      schema: {
        tags,
        querystring: Type.Object({ id: Uuid, num: Type.Integer({ minimum: 1, maximum: 200 }) }),
      },
    },
    async (request, reply) => {
      const form = await request.inTenantTx((tx, ctx) =>
        sessionForm(tx, ctx, request.query, language(request), today()),
      );
      return sendWorkbook(
        reply,
        await sessionFormWorkbook(form, { language: language(request), timeZone: deps.timeZone }),
      );
    },
  );
};
