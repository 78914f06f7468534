import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  userOfflinePlanFeedbacks,
  userOfflinePlanItems,
  userOfflinePlanReports,
  userOfflinePlanSessions,
} from '../../platform/db/schema/index';
import { appendEvent } from '../../platform/outbox';
import { PLAN_READ, planForStep, requireReader, stepOf } from './offline-plan-access';
import { planConflict, planInvalid, planNotFound } from './offline-plan.errors';
import { findPlan, staffNamesOf, updatePlan, type PlanRow } from './offline-plans.repository';
import type { ReportBody } from './offline-plan-report.schemas';

// The plan's closing report and its closing (issue 19 item 1; spec 001 §3 "Plan progress", §4
// "Offline plan flow"): Finished → ReportedReady (the report written, rewritable while
// ReportedReady) → Closed (filed away: the machine refuses every later step). Both steps go
// through the plan's machine (offline-plan-access.ts stepOf), so an illegal one is a 409.

/** The plan's facts, computed on reading so they always agree with its sessions and items. */
const factsOf = async (tx: Tx, plan: PlanRow) => {
  const [sessions] = await tx
    .select({
      delivered: sql<number>`count(*) filter (where ${userOfflinePlanSessions.finishedAt} is not null)`.mapWith(Number),
      attended: sql<number>`count(*) filter (where ${userOfflinePlanSessions.attendance} = 'Attend')`.mapWith(Number),
      absent: sql<number>`count(*) filter (where ${userOfflinePlanSessions.attendance} = 'Absent')`.mapWith(Number),
    })
    .from(userOfflinePlanSessions)
    .where(eq(userOfflinePlanSessions.planId, plan.id));
  const [levels] = await tx
    .select({
      up: sql<number>`count(*) filter (where ${userOfflinePlanItems.operate} = 'Increase')`.mapWith(Number),
      down: sql<number>`count(*) filter (where ${userOfflinePlanItems.operate} = 'Decrease')`.mapWith(Number),
    })
    .from(userOfflinePlanItems)
    .where(and(eq(userOfflinePlanItems.planId, plan.id), isNotNull(userOfflinePlanItems.operate)));
  const [feedback] = await tx
    .select({ value: count() })
    .from(userOfflinePlanFeedbacks)
    .where(eq(userOfflinePlanFeedbacks.planId, plan.id));
  return {
    sessionsDelivered: sessions?.delivered ?? 0,
    totalSessions: plan.totalNum,
    attended: sessions?.attended ?? 0,
    absent: sessions?.absent ?? 0,
    levelsUp: levels?.up ?? 0,
    levelsDown: levels?.down ?? 0,
    feedbackCount: feedback?.value ?? 0,
    validFrom: plan.validFrom,
    validUntil: plan.validUntil,
    startedAt: plan.startedAt?.toISOString() ?? null,
    endedAt: plan.endedAt?.toISOString() ?? null,
  };
};

const reportRowOf = async (tx: Tx, planId: string) => {
  const [row] = await tx.select().from(userOfflinePlanReports).where(eq(userOfflinePlanReports.planId, planId));
  return row;
};

const viewOf = async (tx: Tx, plan: PlanRow) => {
  const row = await reportRowOf(tx, plan.id);
  // The author's name, as staff know them; null when the account is gone (the console says so).
  const author = row?.writtenBy ? (await staffNamesOf(tx, [row.writtenBy])).get(row.writtenBy) || null : null;
  return {
    planId: plan.id,
    status: plan.status,
    report: row
      ? {
          summary: row.summary,
          progress: row.progress,
          recommendations: row.recommendations,
          writtenBy: author,
          writtenAt: row.writtenAt.toISOString(),
        }
      : null,
    facts: await factsOf(tx, plan),
  };
};

/** GET report/{id}: the report (or null) with the plan's facts, for every reader of the plan. */
export const readPlanReport = async (tx: Tx, ctx: Parameters<typeof requireReader>[0], id: string) => {
  requireReader(ctx);
  const plan = await findPlan(tx, id);
  if (!plan || plan.isDeleted) throw planNotFound();
  return viewOf(tx, plan);
};

/** A running plan has neither report nor closing yet: say so rather than a bare refusal. */
const requireEnded = (plan: PlanRow) => {
  if (!plan.isDeleted && (plan.status === 'None' || plan.status === 'Started'))
    throw planConflict('report-not-finished');
};

const planFact = (
  tx: Tx,
  plan: PlanRow,
  type: 'PlanReported' | 'PlanClosed',
  subject: { id: string; name: string },
  by: string,
) =>
  appendEvent(tx, {
    tenantId: plan.tenantId,
    type,
    version: 1,
    permission: PLAN_READ,
    payload: { planId: plan.id, subjectId: subject.id, subjectName: subject.name, num: plan.num, by },
  });

/**
 * POST report/{id}: writes the report of a Finished plan (→ ReportedReady) or rewrites that of a
 * ReportedReady one. Any other status is refused by the machine (409): a Started plan has no
 * report yet, a Closed one keeps its report as it was.
 */
export const writePlanReport = async (
  tx: Tx,
  ctx: Parameters<typeof requireReader>[0],
  id: string,
  body: ReportBody,
) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  requireEnded(plan);
  // A rewrite stays ReportedReady; only a Finished plan takes the machine's report step.
  const row =
    plan.status === 'ReportedReady' && !plan.isDeleted
      ? plan
      : await updatePlan(tx, plan.id, stepOf(plan, { type: 'plan.report' }));
  const text = {
    summary: body.summary.trim(),
    progress: (body.progress ?? '').trim(),
    recommendations: (body.recommendations ?? '').trim(),
  };
  if (text.summary === '') throw planInvalid('summary', 'report-summary-required');
  await tx
    .insert(userOfflinePlanReports)
    .values({ tenantId: plan.tenantId, planId: plan.id, ...text, writtenBy: ctx.userId })
    .onConflictDoUpdate({
      target: userOfflinePlanReports.planId,
      set: { ...text, writtenBy: ctx.userId, writtenAt: new Date() },
    });
  await planFact(tx, row, 'PlanReported', subject, ctx.userId);
  return viewOf(tx, row);
};

/** POST close/{id}: files a Finished (no report) or ReportedReady plan away; closing twice is a 409. */
export const closePlan = async (tx: Tx, ctx: Parameters<typeof requireReader>[0], id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  requireEnded(plan);
  const row = await updatePlan(tx, plan.id, stepOf(plan, { type: 'plan.close' }));
  await planFact(tx, row, 'PlanClosed', subject, ctx.userId);
  return viewOf(tx, row);
};
