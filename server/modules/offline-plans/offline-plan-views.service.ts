import { offlinePlanAllows } from '../../../machines/offline-plan.machine';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { machinePlanOf, requireReader } from './offline-plan-access';
import { planNotFound } from './offline-plan.errors';
import { getPlan } from './offline-plan-read.service';
import { endedPlansOf, findItems, findPlan, findSubject, latestCheckIn } from './offline-plans.repository';
import { COURSE_ADJUSTMENTS, type CourseAdjustment } from './offline-plans.schemas';
import { PLAN_MAX_SESSIONS } from '../../../machines/offline-plan.machine';
import { sessionQuotaStatus, TIMES_SETTING } from '../quotas/session-quota.service';
import { sessionsTrackCodes } from '../music-listening/music-listening.service';
import { listenedBySession } from './offline-plan-audio.service';

// The smaller reads of spec 001 §7's userOfflinePlan calls: one session's items, the items by
// session, each session's progress, whether a parent interview is owed, what the course
// adjustment and the extension may offer now, and a child's ended plans to start a new one from.

const planOf = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireReader(ctx);
  const plan = await findPlan(tx, id);
  if (!plan) throw planNotFound();
  return plan;
};

/** GET items?id&num: one session's training activities, as the plan's card shows them. */
export const itemsOfSession = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  num: number,
  language: Language,
  today: string,
) => (await getPlan(tx, ctx, id, language, today)).planItems.filter((item) => item.num === num);

/** GET itemsGrouped?id: every session's training activities, session by session. */
export const itemsGrouped = async (tx: Tx, ctx: RequestContext, id: string, language: Language, today: string) => {
  const plan = await getPlan(tx, ctx, id, language, today);
  return plan.sessions.map((session) => ({
    num: session.num,
    items: plan.planItems.filter((item) => item.num === session.num),
  }));
};

/** GET numProgress?id: per session, how many activities have feedback, are marked not started, are open. */
export const numProgress = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await planOf(tx, ctx, id);
  const items = (await findItems(tx, plan.id)).map((i) => i.item);
  return Array.from({ length: plan.totalNum }, (_, k) => {
    const num = k + 1;
    const own = items.filter((item) => item.num === num);
    return {
      num,
      total: own.length,
      done: own.filter((item) => item.hasDone === true).length,
      notStarted: own.filter((item) => item.hasDone === false).length,
      open: own.filter((item) => item.hasDone === null).length,
      current: num === plan.num,
    };
  });
};

/**
 * GET forPunch?id: the plan's punch targets (001 §3 "Punch targets", §4: a centre with
 * hfs1.timesSetting is warned before ending a plan whose targets are not all finished). The
 * training target is every programme of the sessions so far, a programme finished once one of its
 * activities has feedback. The audio target is every course-music track of the sessions so far
 * (session:code, a track heard again in a later session counts again), finished once the
 * listening records have it heard to the end in that session.
 */
export const forPunch = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await planOf(tx, ctx, id);
  const sofar = (await findItems(tx, plan.id)).filter(({ item }) => item.num <= plan.num);
  const codes = new Set(sofar.map(({ program }) => program.code));
  const finished = new Set(sofar.filter(({ item }) => item.hasDone === true).map(({ program }) => program.code));
  const listened = await listenedBySession(tx, ctx, plan);
  const sessions = await sessionsTrackCodes(tx, ctx, 'OFFLINE', {
    userOfflinePlanId: plan.id,
    userId: plan.subjectId,
    upTo: plan.num,
  });
  const tracks: string[] = [];
  const heard: string[] = [];
  for (let num = 1; num <= plan.num; num++) {
    const own = new Set((listened.get(num) ?? []).map((code) => code.toLowerCase()));
    for (const code of sessions.get(num) ?? []) {
      tracks.push(`${num}:${code}`);
      if (own.has(code.toLowerCase())) heard.push(`${num}:${code}`);
    }
  }
  return {
    timesSetting: ctx.features.has(TIMES_SETTING),
    programTarget: { targetCount: codes.size, realFinishedCodes: [...finished].sort() },
    audioTarget: { targetCount: tracks.length, realFinishedCodes: heard },
  };
};

/**
 * GET beforeStart/{planId}: what starting the plan or ending its current session would take from
 * the child's session quota of the plan's mode, so the page warns first (001 §4 "Quotas", §8: not
 * set, 1 to 5 left, used up). Only a centre with hfs1.timesSetting is warned (quota null
 * otherwise); finishing still refuses a session the quota cannot give, in the same transaction.
 */
export const beforeStart = async (tx: Tx, ctx: RequestContext, id: string, today: string) => {
  const plan = await planOf(tx, ctx, id);
  const timesSetting = ctx.features.has(TIMES_SETTING);
  return {
    id: plan.id,
    subjectId: plan.subjectId,
    num: plan.num,
    mode: plan.mode,
    quota: timesSetting ? await sessionQuotaStatus(tx, plan.subjectId, plan.mode, today) : null,
  };
};

/** GET parentalInterviewsNeed/{id}: whether the next session waits for a parent interview. */
export const parentalInterviewsNeed = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await planOf(tx, ctx, id);
  return { need: plan.interviewPending && !plan.isDeleted, num: plan.num };
};

/** GET forCourseAdjustment/{planId}: the adjustments the plan may take now (no repeats for V4, 001 §4). */
export const forCourseAdjustment = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await planOf(tx, ctx, id);
  const offered = (kind: CourseAdjustment) => {
    if (kind === 'Calming') return true;
    if (plan.ilsVersion === 'V4') return false;
    return kind === 'RepeatLastOne' || plan.num >= 2;
  };
  const kinds = COURSE_ADJUSTMENTS.filter(
    (kind) =>
      offered(kind) &&
      offlinePlanAllows(machinePlanOf(plan), { type: 'plan.adjustCourse', sessions: kind === 'RepeatLastTwo' ? 2 : 1 }),
  );
  return { ilsVersion: plan.ilsVersion, num: plan.num, kinds };
};

/** GET beforeExtendClasses/{id}: how many sessions the plan may still gain. */
export const beforeExtendClasses = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await planOf(tx, ctx, id);
  const maxMore = PLAN_MAX_SESSIONS - plan.totalNum;
  return {
    totalNum: plan.totalNum,
    maxMore,
    canExtend: maxMore > 0 && offlinePlanAllows(machinePlanOf(plan), { type: 'plan.extend', sessions: 1 }),
  };
};

/**
 * GET availableInitUserPlans/{subjectId}: the child's ended plans a new one may start from, each
 * with the level its last delivered session reached (001 §4: "a prior-plan choice or an initial
 * level"); arranging with that level as startLevel carries it on.
 */
export const availableInitUserPlans = async (tx: Tx, ctx: RequestContext, subjectId: string, language: Language) => {
  requireReader(ctx);
  if (!(await findSubject(tx, subjectId))) throw notFound('subject');
  const rows = await endedPlansOf(tx, subjectId);
  return rows.map((row) => ({
    id: row.id,
    displayName: language === 'en-US' ? row.nameEn : row.nameZh,
    ilsVersion: row.ilsVersion,
    endedAt: row.endedAt === null ? null : row.endedAt.toISOString(),
    lastLevel: row.lastLevel,
  }));
};

/**
 * GET next?id: the session the plan goes on to, with its training activities, as activating it
 * would open it; null after the last session.
 */
export const nextSession = async (tx: Tx, ctx: RequestContext, id: string, language: Language, today: string) => {
  const plan = await getPlan(tx, ctx, id, language, today);
  const num = plan.num + 1;
  if (num > plan.totalNum) return { num: null, items: [] };
  return { num, items: plan.planItems.filter((item) => item.num === num) };
};

/**
 * GET judgeCheckIn?id: whether the plan's child has checked in at the centre today (the centre's
 * day), and when: finishing a session asks it, so that attendance agrees with the front desk.
 */
export const judgeCheckIn = async (tx: Tx, ctx: RequestContext, id: string, today: string) => {
  const plan = await planOf(tx, ctx, id);
  const visit = await latestCheckIn(tx, plan.subjectId, today);
  return {
    day: today,
    checkedIn: visit !== undefined,
    checkedInAt: visit?.checkedInAt.toISOString() ?? null,
    checkedOutAt: visit?.checkedOutAt?.toISOString() ?? null,
  };
};
