import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db/database';
import { requestLanguage } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import type { RequestContext } from '../../platform/tenancy';
import { continueClass, endClass, markAttendance, startClass, stepCourse } from './group-plan-class.service';
import { groupPlanFeedbackRoutes } from './group-plan-feedback.routes';
import { PunchForChildBody } from './group-plan-feedback.schemas';
import { keepAnswers } from './group-plan-feedback.service';
import {
  listGroupCourses,
  listPlanChildren,
  listPlansOfGroup,
  readGroupCourse,
  readGroupPlan,
} from './group-plan-read.service';
import { adjustGroupDifficulty, createGroupPlan, endGroupPlan, restartGroupPlan } from './group-plan.service';
import { groupPlanView } from './group-plan-view';
import type { GroupPlanRow } from './group-plans.repository';
import {
  ChildListQuery,
  CreateGroupPlanBody,
  DifficultyBody,
  GroupCourseDetail,
  GroupCourseList,
  GroupIdBody,
  GroupPlanChildList,
  GroupPlanIdBody,
  GroupPlanIdParams,
  GroupPlanList,
  GroupPlanQuery,
  GroupPlanView,
} from './group-plans.schemas';

const BASE = '/api/rocket/groupTrainingPlan';

type Stepped = { plan: GroupPlanRow; group: { name: string } };

/**
 * Spec 001 §7 "Group training" /api/rocket/groupTrainingPlan: assigning a class plan, its classes
 * and attendance, difficulty, end and restart, and the drawer's reads. Every step answers where
 * the plan stands (GroupPlanView). docs/decisions.md "Group plans: the calls" says which of §7's
 * calls these are.
 */
export const groupPlanRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Group training plans'];
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
  /** Runs a step in the request's one transaction and answers the plan's view. */
  const step = (request: FastifyRequest, fn: (tx: Tx, ctx: RequestContext) => Promise<Stepped>) =>
    request.inTenantTx(async (tx, ctx) => {
      const { plan, group } = await fn(tx, ctx);
      return groupPlanView(plan, group, ctx, language(request));
    });
  const stepSchema = { tags, body: GroupPlanIdBody, response: { 200: GroupPlanView } };

  app.post(BASE + '/create', { schema: { tags, body: CreateGroupPlanBody, response: { 200: GroupPlanView } } }, (r) =>
    step(r, (tx, ctx) => createGroupPlan(tx, ctx, r.body)),
  );

  app.get(
    `${BASE}/groupTrainingPlanCourse`,
    { schema: { tags, querystring: GroupPlanQuery, response: { 200: GroupPlanView } } },
    (r) => r.inTenantTx((tx, ctx) => readGroupPlan(tx, ctx, r.query.groupTrainingPlanId, language(r))),
  );
  app.post(
    `${BASE}/groupCurrentPlanList`,
    { schema: { tags, body: GroupIdBody, response: { 200: GroupPlanList } } },
    (r) => r.inTenantTx((tx, ctx) => listPlansOfGroup(tx, ctx, r.body.groupId, language(r))),
  );
  app.get(
    `${BASE}/groupCourseList`,
    { schema: { tags, querystring: GroupPlanQuery, response: { 200: GroupCourseList } } },
    (r) => r.inTenantTx((tx, ctx) => listGroupCourses(tx, ctx, r.query.groupTrainingPlanId)),
  );
  app.get(
    `${BASE}/groupTrainingPlanCourseDetail`,
    { schema: { tags, querystring: ChildListQuery, response: { 200: GroupCourseDetail } } },
    (r) => r.inTenantTx((tx, ctx) => readGroupCourse(tx, ctx, r.query, language(r))),
  );
  app.get(
    `${BASE}/childList`,
    { schema: { tags, querystring: ChildListQuery, response: { 200: GroupPlanChildList } } },
    (r) => r.inTenantTx((tx, ctx) => listPlanChildren(tx, ctx, r.query)),
  );

  app.post(`${BASE}/startClass`, { schema: stepSchema }, (r) => step(r, (tx, ctx) => startClass(tx, ctx, r.body.id)));
  app.post(`${BASE}/endClass`, { schema: stepSchema }, (r) =>
    step(r, (tx, ctx) => endClass(tx, ctx, r.body.id, centreDay(deps.timeZone, deps.clock()), deps.messenger)),
  );
  app.post(`${BASE}/continueClass`, { schema: stepSchema }, (r) =>
    step(r, (tx, ctx) => continueClass(tx, ctx, r.body.id)),
  );
  app.post(`${BASE}/startCourse`, { schema: stepSchema }, (r) =>
    step(r, (tx, ctx) => stepCourse(tx, ctx, r.body.id, 'start')),
  );
  app.post(`${BASE}/endCourse`, { schema: stepSchema }, (r) =>
    step(r, (tx, ctx) => stepCourse(tx, ctx, r.body.id, 'end')),
  );
  // 001 §7: "PUT or POST … punchForChild": attendance, and each child's own answers (after the
  // marks, so a child marked present here may be answered for in the same request).
  for (const method of ['post', 'put'] as const)
    app[method](
      `${BASE}/punchForChild`,
      { schema: { tags, body: PunchForChildBody, response: { 200: GroupPlanView } } },
      (r) =>
        step(r, async (tx, ctx) => {
          const stepped = await markAttendance(tx, ctx, r.body);
          const answers = r.body.children.flatMap((c) =>
            (c.items ?? []).map((i) => ({ ...i, subjectId: c.subjectId })),
          );
          await keepAnswers(tx, ctx, stepped.plan, r.body.num, answers, language(r));
          return stepped;
        }),
    );
  app.post(
    `${BASE}/difficultyAdjustment`,
    { schema: { tags, body: DifficultyBody, response: { 200: GroupPlanView } } },
    (r) => step(r, (tx, ctx) => adjustGroupDifficulty(tx, ctx, r.body)),
  );
  app.post(`${BASE}/end/:id`, { schema: { tags, params: GroupPlanIdParams, response: { 200: GroupPlanView } } }, (r) =>
    step(r, (tx, ctx) => endGroupPlan(tx, ctx, r.params.id)),
  );
  app.post(
    `${BASE}/restart/:id`,
    { schema: { tags, params: GroupPlanIdParams, response: { 200: GroupPlanView } } },
    (r) => step(r, (tx, ctx) => restartGroupPlan(tx, ctx, r.params.id)),
  );
  groupPlanFeedbackRoutes(fastify, BASE);
};
