import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/i18n';
import {
  guardianPunchHistory,
  planItemPunchHistory,
  planPunchHistory,
  readChildPunch,
  readPunchSession,
  userPunchHistory,
} from './group-plan-feedback-read.service';
import { submitGroupFeedback, submitSessionFeedback } from './group-plan-feedback.service';
import {
  ChildPunchQuery,
  GroupChildPunch,
  GroupFeedbackRecordPage,
  GroupPunchSession,
  ItemPunchHistoryQuery,
  NumDoneBody,
  PunchBody,
  PunchForNumBody,
  PunchHistoryQuery,
  PunchSessionQuery,
  SubmittedId,
  SubmittedIds,
} from './group-plan-feedback.schemas';

/**
 * A class's feedback under /api/rocket/groupTrainingPlan (spec 001 §7): punch and punchForNum (PUT
 * or POST, the same: every submission is kept and the newest is current), done (POST punch by the
 * offline plans' name for a feedback submission), forPunch and numDone (a session's activities and
 * whether all have the class's answers), forChildPunch, and the four record lists. punchForChild
 * (attendance and a child's own answers) stays in group-plans.routes.ts beside the class steps.
 */
export const groupPlanFeedbackRoutes = (fastify: FastifyInstance, base: string) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Group training plans'];
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

  for (const method of ['post', 'put'] as const) {
    app[method](`${base}/punch`, { schema: { tags, body: PunchBody, response: { 200: SubmittedId } } }, (r) =>
      r.inTenantTx((tx, ctx) => submitGroupFeedback(tx, ctx, r.body, language(r))),
    );
    app[method](
      `${base}/punchForNum`,
      { schema: { tags, body: PunchForNumBody, response: { 200: SubmittedIds } } },
      (r) => r.inTenantTx((tx, ctx) => submitSessionFeedback(tx, ctx, r.body, language(r))),
    );
  }
  app.post(`${base}/done`, { schema: { tags, body: PunchBody, response: { 200: SubmittedId } } }, (r) =>
    r.inTenantTx((tx, ctx) => submitGroupFeedback(tx, ctx, r.body, language(r))),
  );

  app.get(
    `${base}/forPunch`,
    { schema: { tags, querystring: PunchSessionQuery, response: { 200: GroupPunchSession } } },
    (r) => r.inTenantTx((tx, ctx) => readPunchSession(tx, ctx, r.query, language(r))),
  );
  app.post(`${base}/numDone`, { schema: { tags, body: NumDoneBody, response: { 200: GroupPunchSession } } }, (r) =>
    r.inTenantTx((tx, ctx) =>
      readPunchSession(tx, ctx, { groupTrainingPlanId: r.body.id, num: r.body.num }, language(r)),
    ),
  );
  app.get(
    `${base}/forChildPunch`,
    { schema: { tags, querystring: ChildPunchQuery, response: { 200: GroupChildPunch } } },
    (r) => r.inTenantTx((tx, ctx) => readChildPunch(tx, ctx, r.query, language(r))),
  );

  const history = { tags, querystring: PunchHistoryQuery, response: { 200: GroupFeedbackRecordPage } };
  app.get(`${base}/planPunchHistory`, { schema: history }, (r) =>
    r.inTenantTx((tx, ctx) => planPunchHistory(tx, ctx, r.query, language(r))),
  );
  app.get(`${base}/planItemPunchHistory`, { schema: { ...history, querystring: ItemPunchHistoryQuery } }, (r) =>
    r.inTenantTx((tx, ctx) => planItemPunchHistory(tx, ctx, r.query, language(r))),
  );
  app.get(`${base}/userPunchHistory`, { schema: history }, (r) =>
    r.inTenantTx((tx, ctx) => userPunchHistory(tx, ctx, r.query, language(r))),
  );
  app.get(`${base}/punchHistory`, { schema: history }, (r) =>
    r.inTenantTx((tx, ctx) => guardianPunchHistory(tx, ctx, r.query, language(r))),
  );
};
