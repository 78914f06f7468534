import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import {
  beforeStartCourse,
  parentalInterviewsNeed,
  refreshChildStatus,
  userCourseRecords,
} from './group-plan-checks.service';
import {
  BeforeStartCourse,
  CheckPlanQuery,
  ChildStatus,
  InterviewQuery,
  InterviewsNeed,
  UserCourseRecordQuery,
  UserCourseRecords,
} from './group-plan-checks.schemas';

const BASE = '/api/rocket/groupTrainingPlan';

/**
 * Spec 001 §7 /api/rocket/groupTrainingPlan checks around a class (beforeStartCourse,
 * refreshChildStatus, parentalInterviewsNeed) and userCourseRecord (ours: a child's class
 * sessions). Reads only; docs/decisions.md "Group plan checks". checkCertificateState is the
 * trainer-credentials module's (it reads the caller's certificates).
 */
export const groupPlanCheckRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Group training plans'];
  const today = () => centreDay(deps.timeZone, deps.clock());

  app.get(
    `${BASE}/beforeStartCourse`,
    { schema: { tags, querystring: CheckPlanQuery, response: { 200: BeforeStartCourse } } },
    (r) => r.inTenantTx((tx, ctx) => beforeStartCourse(tx, ctx, r.query.groupTrainingPlanId, today())),
  );
  app.get(
    `${BASE}/refreshChildStatus`,
    { schema: { tags, querystring: CheckPlanQuery, response: { 200: ChildStatus } } },
    (r) => r.inTenantTx((tx, ctx) => refreshChildStatus(tx, ctx, r.query.groupTrainingPlanId)),
  );
  app.get(
    `${BASE}/parentalInterviewsNeed`,
    { schema: { tags, querystring: InterviewQuery, response: { 200: InterviewsNeed } } },
    (r) => r.inTenantTx((tx, ctx) => parentalInterviewsNeed(tx, ctx, r.query)),
  );
  app.get(
    `${BASE}/userCourseRecord`,
    { schema: { tags, querystring: UserCourseRecordQuery, response: { 200: UserCourseRecords } } },
    (r) =>
      r.inTenantTx((tx, ctx) => userCourseRecords(tx, ctx, r.query, requestLanguage(r.headers['accept-language']))),
  );
};
