import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import { centreDay } from '../../platform/time';
import {
  activatePlan,
  clockIn,
  endPlan,
  exerciseList,
  plansOfSubject,
  punchHistory,
  userInfo,
  type Calendar,
} from './training-plans.service';
import {
  ActivateBody,
  ExerciseList,
  ExerciseListQuery,
  PlanIdParams,
  PlanList,
  PunchBody,
  PunchHistoryQuery,
  PunchList,
  SubjectPlansQuery,
  TrainingPlan,
  UserInfo,
  UserInfoBody,
} from './training-plans.schemas';

const BASE = '/api/rocket/trainingPlan';

/**
 * Spec 001 §7 "Training plan": POST userInfo, GET punchHistory, GET /api/rocket/trainingPlan, and
 * the clock-in and online exercise lists (paths not shown in the spec: ours are punchHistory and
 * exerciseList). Activating, clocking in and ending are ours (docs/decisions.md "Clock-in plans").
 */
export const trainingPlanRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Training plans'];
  const calendar = (): Calendar => ({ today: centreDay(deps.timeZone, deps.clock()), timeZone: deps.timeZone });

  app.get(BASE, { schema: { tags, querystring: SubjectPlansQuery, response: { 200: PlanList } } }, (request) =>
    request.inTenantTx((tx, ctx) => plansOfSubject(tx, ctx, request.query.SubjectId, calendar())),
  );
  app.post(`${BASE}/userInfo`, { schema: { tags, body: UserInfoBody, response: { 200: UserInfo } } }, (request) =>
    request.inTenantTx((tx, ctx) => userInfo(tx, ctx, request.body, calendar())),
  );
  app.get(
    `${BASE}/punchHistory`,
    { schema: { tags, querystring: PunchHistoryQuery, response: { 200: PunchList } } },
    (request) => request.inTenantTx((tx, ctx) => punchHistory(tx, ctx, request.query)),
  );
  app.get(
    `${BASE}/exerciseList`,
    { schema: { tags, querystring: ExerciseListQuery, response: { 200: ExerciseList } } },
    (request) => request.inTenantTx((tx, ctx) => exerciseList(tx, ctx, request.query)),
  );
  app.post(BASE, { schema: { tags, body: ActivateBody, response: { 200: TrainingPlan } } }, (request) =>
    request.inTenantTx((tx, ctx) => activatePlan(tx, ctx, request.body, calendar())),
  );
  app.post(`${BASE}/punch`, { schema: { tags, body: PunchBody, response: { 200: TrainingPlan } } }, (request) =>
    request.inTenantTx((tx, ctx) => clockIn(tx, ctx, request.body, calendar())),
  );
  app.post(`${BASE}/end/:id`, { schema: { tags, params: PlanIdParams, response: { 200: TrainingPlan } } }, (request) =>
    request.inTenantTx((tx, ctx) => endPlan(tx, ctx, request.params.id, deps.clock(), calendar())),
  );
};
