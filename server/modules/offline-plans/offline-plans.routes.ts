import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { Uuid } from '../../platform/schemas';
import { centreDay } from '../../platform/time';
import { ILS_VERSIONS } from '../../platform/db/schema/index';
import type { PlanRow } from './offline-plans.repository';
import { adjustCourse, adjustDifficulty, markNotStarted, submitFeedback } from './offline-plan-items.service';
import { supervisorBoard } from './supervisor-board.service';
import { offlinePlanPunchRoutes } from './offline-plan-punch.routes';
import { coachCourseCosts, tenantCourseCosts } from './offline-plan-costs.service';
import {
  availableInitUserPlans,
  beforeExtendClasses,
  forCourseAdjustment,
  itemsGrouped,
  itemsOfSession,
  numProgress,
  forPunch,
  parentalInterviewsNeed,
} from './offline-plan-views.service';
import { getPlan, listFeedbackRecords, listPlansOfSubject, listPlansOfTenant } from './offline-plan-read.service';
import { TenantPlanList, TenantPlanListQuery } from './offline-plan-list.schemas';
import {
  activateNext,
  arrangePlan,
  beforeCreate,
  endPlan,
  extendPlan,
  finishCurrentSession,
  recordParentInterview,
  restartPlan,
  startPlan,
  suspendPlan,
  trialCheck,
} from './offline-plan.service';
import {
  BeforeCreateResponse,
  CourseAdjustmentBody,
  CreatePlanBody,
  CurrentListQuery,
  DifficultyBody,
  ExtendBody,
  FeedbackBody,
  FeedbackRecordList,
  FeedbackRecordsQuery,
  NumDoneBody,
  PlanDetail,
  PlanIdBody,
  PlanIdParams,
  PlanItemBody,
  PlanListResponse,
  PunchTargets,
  SubjectIdParams,
  CoachCourseCostList,
  CostQuery,
  TenantCourseCostList,
  CourseAdjustmentOptions,
  ExtendOptions,
  InitPlan,
  PlanItem,
  SessionProgress,
  SupervisorBoard,
  SupervisorBoardQuery,
  TrialCheckResponse,
} from './offline-plans.schemas';

const BASE = '/api/rocket/userOfflinePlan';

/** What every step answers: where the plan stands now. */
const StepResponse = Type.Object({
  id: Type.String(),
  status: Type.String(),
  num: Type.Integer(),
  totalNum: Type.Integer(),
  canNext: Type.Boolean(),
  interviewPending: Type.Boolean(),
  isDeleted: Type.Boolean(),
});
const stepOf = (plan: PlanRow) => ({
  id: plan.id,
  status: plan.status,
  num: plan.num,
  totalNum: plan.totalNum,
  canNext: plan.canNext,
  interviewPending: plan.interviewPending,
  isDeleted: plan.isDeleted,
});
const Ok = Type.Object({ id: Type.String() });

/**
 * Spec 001 §7 "Offline plans (/api/rocket/userOfflinePlan)". The spec names the calls but not the
 * paths of the plan page's other calls; docs/decisions.md "Offline plans: the calls" lists ours.
 */
export const offlinePlanRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Offline plans'];
  const today = () => centreDay(deps.timeZone, deps.clock());
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
  const step = { tags, body: PlanIdBody, response: { 200: StepResponse } };
  // The sessions' punches (offline-plan-punch.routes.ts), under the same base path.
  await fastify.register(offlinePlanPunchRoutes, { deps });

  app.get(
    `${BASE}/beforeCreate/:subjectId`,
    { schema: { tags, params: SubjectIdParams, response: { 200: BeforeCreateResponse } } },
    (request) => request.inTenantTx((tx, ctx) => beforeCreate(tx, ctx, request.params.subjectId)),
  );
  app.get(
    `${BASE}/trialCheck`,
    {
      schema: {
        tags,
        querystring: Type.Object({ ilsVersion: Type.Enum(ILS_VERSIONS), templateId: Uuid }),
        response: { 200: TrialCheckResponse },
      },
    },
    (request) =>
      request.inTenantTx((tx, ctx) => trialCheck(tx, ctx, request.query.ilsVersion, request.query.templateId)),
  );
  app.post(BASE, { schema: { tags, body: CreatePlanBody, response: { 200: StepResponse } } }, async (request) =>
    stepOf(await request.inTenantTx((tx, ctx) => arrangePlan(tx, ctx, request.body))),
  );
  app.get(
    `${BASE}/currentList`,
    { schema: { tags, querystring: CurrentListQuery, response: { 200: PlanListResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => listPlansOfSubject(tx, ctx, request.query, language(request), today())),
  );
  app.get(
    `${BASE}/tenantList`,
    { schema: { tags, querystring: TenantPlanListQuery, response: { 200: TenantPlanList } } },
    (request) => request.inTenantTx((tx, ctx) => listPlansOfTenant(tx, ctx, request.query, language(request), today())),
  );
  app.get(`${BASE}/find`, { schema: { tags, querystring: PlanIdBody, response: { 200: PlanDetail } } }, (request) =>
    request.inTenantTx((tx, ctx) => getPlan(tx, ctx, request.query.id, language(request), today())),
  );
  app.get(
    `${BASE}/feedbackRecords`,
    { schema: { tags, querystring: FeedbackRecordsQuery, response: { 200: FeedbackRecordList } } },
    (request) => request.inTenantTx((tx, ctx) => listFeedbackRecords(tx, ctx, request.query, language(request))),
  );
  app.get(
    `${BASE}/supervisorBoard`,
    { schema: { tags, querystring: SupervisorBoardQuery, response: { 200: SupervisorBoard } } },
    (request) => request.inTenantTx((tx, ctx) => supervisorBoard(tx, ctx, request.query, deps.timeZone, deps.clock())),
  );
  const planQuery = { tags, querystring: PlanIdBody };
  const planParams = { tags, params: PlanIdParams };
  app.get(
    `${BASE}/items`,
    {
      schema: {
        tags,
        querystring: Type.Object({ id: Uuid, num: Type.Integer({ minimum: 1, maximum: 200 }) }),
        response: { 200: Type.Array(PlanItem) },
      },
    },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        itemsOfSession(tx, ctx, request.query.id, request.query.num, language(request), today()),
      ),
  );
  app.get(
    `${BASE}/itemsGrouped`,
    {
      schema: {
        ...planQuery,
        response: { 200: Type.Array(Type.Object({ num: Type.Integer(), items: Type.Array(PlanItem) })) },
      },
    },
    (request) => request.inTenantTx((tx, ctx) => itemsGrouped(tx, ctx, request.query.id, language(request), today())),
  );
  app.get(
    `${BASE}/forPunch`,
    { schema: { tags, querystring: PlanIdBody, response: { 200: PunchTargets } } },
    (request) => request.inTenantTx((tx, ctx) => forPunch(tx, ctx, request.query.id)),
  );
  app.get(
    `${BASE}/numProgress`,
    { schema: { ...planQuery, response: { 200: Type.Array(SessionProgress) } } },
    (request) => request.inTenantTx((tx, ctx) => numProgress(tx, ctx, request.query.id)),
  );
  app.get(
    `${BASE}/parentalInterviewsNeed/:id`,
    { schema: { ...planParams, response: { 200: Type.Object({ need: Type.Boolean(), num: Type.Integer() }) } } },
    (request) => request.inTenantTx((tx, ctx) => parentalInterviewsNeed(tx, ctx, request.params.id)),
  );
  app.get(
    `${BASE}/forCourseAdjustment/:id`,
    { schema: { ...planParams, response: { 200: CourseAdjustmentOptions } } },
    (request) => request.inTenantTx((tx, ctx) => forCourseAdjustment(tx, ctx, request.params.id)),
  );
  app.get(
    `${BASE}/beforeExtendClasses/:id`,
    { schema: { ...planParams, response: { 200: ExtendOptions } } },
    (request) => request.inTenantTx((tx, ctx) => beforeExtendClasses(tx, ctx, request.params.id)),
  );
  app.get(
    `${BASE}/availableInitUserPlans/:subjectId`,
    { schema: { tags, params: SubjectIdParams, response: { 200: Type.Array(InitPlan) } } },
    (request) =>
      request.inTenantTx((tx, ctx) => availableInitUserPlans(tx, ctx, request.params.subjectId, language(request))),
  );
  app.get(
    `${BASE}/tenantCourseCostList`,
    { schema: { tags, querystring: CostQuery, response: { 200: TenantCourseCostList } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        tenantCourseCosts(tx, ctx, request.query, {
          timeZone: deps.timeZone,
          now: deps.clock(),
          language: language(request),
        }),
      ),
  );
  app.get(
    `${BASE}/coachCourseCostList`,
    { schema: { tags, querystring: CostQuery, response: { 200: CoachCourseCostList } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        coachCourseCosts(tx, ctx, request.query, { timeZone: deps.timeZone, now: deps.clock() }),
      ),
  );
  app.post(`${BASE}/start`, { schema: step }, async (request) =>
    stepOf(await request.inTenantTx((tx, ctx) => startPlan(tx, ctx, request.body.id))),
  );
  app.post(`${BASE}/done`, { schema: { tags, body: FeedbackBody, response: { 200: Ok } } }, async (request) => {
    const feedback = await request.inTenantTx((tx, ctx) => submitFeedback(tx, ctx, request.body, language(request)));
    return { id: feedback.id };
  });
  app.post(`${BASE}/notStarted`, { schema: { tags, body: PlanItemBody, response: { 200: Ok } } }, async (request) => {
    const item = await request.inTenantTx((tx, ctx) => markNotStarted(tx, ctx, request.body));
    return { id: item.id };
  });
  app.post(
    `${BASE}/numDone`,
    {
      schema: {
        tags,
        body: NumDoneBody,
        response: {
          200: Type.Object({
            ...StepResponse.properties,
            interviewRequired: Type.Boolean(),
            lastSession: Type.Boolean(),
            /** Sessions left on the child's quota after this one; null: unlimited or none kept. */
            remainingSessions: Type.Union([Type.Integer(), Type.Null()]),
            /** What the centre's HFS contract paid for the session, in fen; null: nothing priced it. */
            chargedFen: Type.Union([Type.Integer(), Type.Null()]),
          }),
        },
      },
    },
    async (request) => {
      const done = await request.inTenantTx((tx, ctx) =>
        finishCurrentSession(tx, ctx, request.body, today(), deps.messenger),
      );
      return {
        ...stepOf(done.plan),
        interviewRequired: done.interviewRequired,
        lastSession: done.lastSession,
        remainingSessions: done.remainingSessions,
        chargedFen: done.chargedFen,
      };
    },
  );
  app.post(`${BASE}/parentalInterview`, { schema: step }, async (request) =>
    stepOf(await request.inTenantTx((tx, ctx) => recordParentInterview(tx, ctx, request.body.id))),
  );
  app.post(`${BASE}/startNext`, { schema: step }, async (request) =>
    stepOf(await request.inTenantTx((tx, ctx) => activateNext(tx, ctx, request.body.id))),
  );
  app.post(
    `${BASE}/end/:id`,
    { schema: { tags, params: PlanIdParams, response: { 200: StepResponse } } },
    async (request) => stepOf(await request.inTenantTx((tx, ctx) => endPlan(tx, ctx, request.params.id))),
  );
  app.post(
    `${BASE}/restart/:id`,
    { schema: { tags, params: PlanIdParams, response: { 200: StepResponse } } },
    async (request) => stepOf(await request.inTenantTx((tx, ctx) => restartPlan(tx, ctx, request.params.id))),
  );
  app.post(
    `${BASE}/difficultyAdjustment`,
    { schema: { tags, body: DifficultyBody, response: { 200: Ok } } },
    async (request) => {
      const item = await request.inTenantTx((tx, ctx) => adjustDifficulty(tx, ctx, request.body));
      return { id: item.id };
    },
  );
  app.post(
    `${BASE}/courseAdjustment`,
    { schema: { tags, body: CourseAdjustmentBody, response: { 200: StepResponse } } },
    async (request) => stepOf(await request.inTenantTx((tx, ctx) => adjustCourse(tx, ctx, request.body))),
  );
  app.post(
    `${BASE}/extendClasses`,
    { schema: { tags, body: ExtendBody, response: { 200: StepResponse } } },
    async (request) => stepOf(await request.inTenantTx((tx, ctx) => extendPlan(tx, ctx, request.body))),
  );
  app.delete(BASE, { schema: { tags, querystring: PlanIdBody, response: { 200: StepResponse } } }, async (request) =>
    stepOf(await request.inTenantTx((tx, ctx) => suspendPlan(tx, ctx, request.query.id))),
  );
};
