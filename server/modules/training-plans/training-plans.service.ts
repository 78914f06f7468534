import type { Tx } from '../../platform/db/database';
import type { TrainingPlanType } from '../../platform/db/schema/index';
import { appendEvent } from '../../platform/outbox';
import { centreDay } from '../../platform/time';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { notifyColleagues } from '../notifications/notifications.service';
import { boundSubjectOf, canWrite, PLAN_POLICY, requireReader, requireWriter, subjectOf } from './training-plan-access';
import { earliestClockInDay, streakOf } from './training-plan-days';
import { planConflict, planInvalid, planNotFound } from './training-plans.errors';
import {
  endPlanRow,
  findActivePlan,
  findExercisePage,
  findExercisesOf,
  findPlan,
  findPlansOfSubject,
  findPlanWithAuthor,
  findPunchDays,
  findPunchPage,
  insertActivePlan,
  insertExercises,
  insertPunch,
  type ExerciseRow,
  type PlanRow,
} from './training-plans.repository';
import type {
  ActivateBody,
  Exercise,
  ExerciseListQuery,
  PunchBody,
  PunchHistoryQuery,
  PunchRecord,
  TrainingPlan,
  UserInfo,
  UserInfoBody,
} from './training-plans.schemas';

// A child's sleep, nutrition and exercise clock-in plans (issue 19; spec 001 §3, §7): the centre
// activates one of each kind at most, the family clocks in each day (recorded by staff for them
// until guardians have accounts: docs/decisions.md "Clock-in plans"), the console reads the counts
// and the records. Each change is a TrainingPlanChanged event; an activation also notifies the
// colleagues who follow training plans, with the spec's SleepActivated / NutritionActivated /
// ExerciseActivated notification.

/** The centre's today and time zone: days are the centre's calendar days, not UTC's. */
export type Calendar = { today: string; timeZone: string };

type PlanWithAuthor = { plan: PlanRow; activatedByName: string | null };

const exerciseOf = (row: ExerciseRow): Exercise => ({
  id: row.id,
  type: row.type,
  name: row.name,
  minutes: row.minutes,
});

/** The plans as the console reads them, their counts from their clock-in days. */
const plansOf = async (tx: Tx, rows: PlanWithAuthor[], { today, timeZone }: Calendar): Promise<TrainingPlan[]> => {
  const ids = rows.map((r) => r.plan.id);
  const days = await findPunchDays(tx, ids);
  const exercises = await findExercisesOf(tx, ids);
  return rows.map(({ plan, activatedByName }) => {
    const planDays = days.get(plan.id) ?? [];
    // An ended plan's streak is read on its last day: it does not keep decaying after the end.
    const endDay = plan.endedAt ? centreDay(timeZone, plan.endedAt) : null;
    const asOf = endDay && endDay < today ? endDay : today;
    return {
      id: plan.id,
      subjectId: plan.subjectId,
      type: plan.type,
      state: plan.state,
      remark: plan.remark,
      creationTime: plan.creationTime.toISOString(),
      activatedByName: activatedByName || null,
      endedAt: plan.endedAt?.toISOString() ?? null,
      finishedDayCount: planDays.length,
      continueDayCount: streakOf(planDays, asOf),
      lastClockInDay: planDays[0] ?? null,
      clockedInToday: planDays[0] === today,
      exercises: exercises.filter((e) => e.planId === plan.id).map(exerciseOf),
    };
  });
};

const onePlan = async (tx: Tx, id: string, cal: Calendar) => {
  const row = await findPlanWithAuthor(tx, id);
  if (!row) throw planNotFound();
  const [plan] = await plansOf(tx, [row], cal);
  return plan!;
};

/** A clock-in may be recorded from the plan's first day, and at most six days late. */
const firstClockInDay = (plan: PlanRow, cal: Calendar): string => {
  const planDay = centreDay(cal.timeZone, plan.creationTime);
  const earliest = earliestClockInDay(cal.today);
  return planDay > earliest ? planDay : earliest;
};

/** POST userInfo: the child's active plan of a kind, or null, and whether the caller may write. */
export const userInfo = async (tx: Tx, ctx: RequestContext, body: UserInfoBody, cal: Calendar): Promise<UserInfo> => {
  requireReader(ctx, body.type);
  const subject = await subjectOf(tx, body.subjectId);
  const active = await findActivePlan(tx, subject.id, body.type);
  const [plan] = active ? await plansOf(tx, [active], cal) : [];
  return {
    subjectId: subject.id,
    subjectName: subject.name,
    type: body.type,
    canWrite: canWrite(ctx) && subject.status === 'Bind',
    plan: plan ?? null,
    today: cal.today,
    earliestClockInDay: active ? firstClockInDay(active.plan, cal) : null,
  };
};

/** GET /api/rocket/trainingPlan: every plan of the child the caller may read, newest first. */
export const plansOfSubject = async (tx: Tx, ctx: RequestContext, subjectId: string, cal: Calendar) => {
  requireReader(ctx);
  const subject = await subjectOf(tx, subjectId);
  const readsExercise = ctx.permissions.has(PLAN_POLICY);
  const rows = (await findPlansOfSubject(tx, subject.id)).filter((r) => readsExercise || r.plan.type !== 'Exercise');
  const items = await plansOf(tx, rows, cal);
  return { items, totalCount: items.length };
};

/** The plan a list names, which must be the child's the list names too. */
const planOfSubject = async (tx: Tx, ctx: RequestContext, planId: string, subjectId: string) => {
  requireReader(ctx);
  const plan = await findPlan(tx, planId);
  if (!plan || plan.subjectId !== subjectId) throw planNotFound();
  requireReader(ctx, plan.type);
  return plan;
};

/** GET punchHistory: one page of a plan's clock-ins, newest day first (001 §9: 10 a page). */
export const punchHistory = async (tx: Tx, ctx: RequestContext, query: PunchHistoryQuery) => {
  const plan = await planOfSubject(tx, ctx, query.UserTrainingPlanId, query.SubjectId);
  const page = await findPunchPage(tx, plan.id, { skip: query.SkipCount, take: query.MaxResultCount });
  const items: PunchRecord[] = page.items.map(({ punch, recordedByName }) => ({
    id: punch.id,
    day: punch.day,
    remark: punch.remark,
    creationTime: punch.creationTime.toISOString(),
    recordedByName: recordedByName || null,
  }));
  return { items, totalCount: page.totalCount };
};

/** The exercise list (Type=Online: the online exercise list) of the child's active Exercise plan. */
export const exerciseList = async (tx: Tx, ctx: RequestContext, query: ExerciseListQuery) => {
  requireReader(ctx, 'Exercise');
  const subject = await subjectOf(tx, query.SubjectId);
  const active = await findActivePlan(tx, subject.id, 'Exercise');
  if (!active) return { items: [], totalCount: 0 };
  const page = await findExercisePage(tx, active.plan.id, query.Type, {
    skip: query.SkipCount,
    take: query.MaxResultCount,
  });
  return { items: page.items.map(exerciseOf), totalCount: page.totalCount };
};

const NOTICE_KIND = {
  Sleep: 'SleepActivated',
  Nutrition: 'NutritionActivated',
  Exercise: 'ExerciseActivated',
} as const satisfies Record<TrainingPlanType, string>;

const changed = (
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
  plan: PlanRow,
  subjectName: string,
  action: 'Activated' | 'ClockedIn' | 'Ended',
) =>
  appendEvent(tx, {
    tenantId,
    type: 'TrainingPlanChanged',
    version: 1,
    permission: plan.type === 'Exercise' ? PLAN_POLICY : undefined,
    payload: { planId: plan.id, subjectId: plan.subjectId, subjectName, type: plan.type, action, by: ctx.userId },
  });

/** POST /api/rocket/trainingPlan: activates a plan of a kind the child has none active of. */
export const activatePlan = async (tx: Tx, ctx: RequestContext, body: ActivateBody, cal: Calendar) => {
  requireWriter(ctx, body.type);
  const tenant = requireTenant(ctx);
  const exercises = body.exercises ?? [];
  if (body.type === 'Exercise' && exercises.length === 0) throw planInvalid('exercises', 'exercises-needed');
  if (body.type !== 'Exercise' && exercises.length > 0) throw planInvalid('exercises', 'exercises-only-for-exercise');
  exercises.forEach((e, i) => {
    if (!e.name.trim()) throw planInvalid(`exercises[${i}].name`, 'exercise-name-needed');
  });
  const subject = await boundSubjectOf(tx, body.subjectId);
  const plan = await insertActivePlan(tx, {
    tenantId: tenant.id,
    subjectId: subject.id,
    type: body.type,
    remark: body.remark?.trim() ?? '',
    createdBy: ctx.userId,
  });
  if (!plan) throw planConflict('already-active', { name: subject.name });
  await insertExercises(
    tx,
    exercises.map((e, position) => ({
      tenantId: tenant.id,
      planId: plan.id,
      type: e.type,
      name: e.name.trim(),
      minutes: e.minutes,
      position,
    })),
  );
  await changed(tx, ctx, tenant.id, plan, subject.name, 'Activated');
  // Spec 000 §2's "exercise/sleep/nutrition activated" notice, to the colleagues who follow the
  // centre's training plans (opening the child's page); guardians have no accounts to receive it.
  await notifyColleagues(tx, ctx, {
    kind: NOTICE_KIND[body.type],
    permission: PLAN_POLICY,
    extraProperties: { subjectName: [subject.name], subjectId: [subject.id] },
  });
  return onePlan(tx, plan.id, cal);
};

/** The plan a writing step works on, locked until the transaction ends, with its bound child. */
const planForStep = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireWriter(ctx);
  const plan = await findPlan(tx, id, true);
  if (!plan) throw planNotFound();
  requireWriter(ctx, plan.type);
  const subject = await boundSubjectOf(tx, plan.subjectId);
  if (plan.state !== 'Active') throw planConflict('plan-ended', { name: subject.name });
  return { plan, subject, tenant: requireTenant(ctx) };
};

/**
 * POST punch: the family did the plan on `day` (today when absent), recorded once a day, from
 * the plan's first day, up to six days late, never ahead.
 */
export const clockIn = async (tx: Tx, ctx: RequestContext, body: PunchBody, cal: Calendar) => {
  const { today } = cal;
  const { plan, subject, tenant } = await planForStep(tx, ctx, body.userTrainingPlanId);
  const day = body.day ?? today;
  if (day > today) throw planInvalid('day', 'day-in-future');
  const firstDay = centreDay(cal.timeZone, plan.creationTime);
  if (day < firstDay) throw planInvalid('day', 'day-before-plan', { day: firstDay });
  const earliest = earliestClockInDay(today);
  if (day < earliest) throw planInvalid('day', 'day-too-old', { day: earliest });
  const punch = await insertPunch(tx, {
    tenantId: tenant.id,
    planId: plan.id,
    day,
    remark: body.remark?.trim() ?? '',
    recordedBy: ctx.userId,
  });
  if (!punch) throw planConflict('already-clocked-in', { name: subject.name, day });
  await changed(tx, ctx, tenant.id, plan, subject.name, 'ClockedIn');
  return onePlan(tx, plan.id, cal);
};

/** POST end/{id}: the plan stops; its records stay, and another of its kind may be activated. */
export const endPlan = async (tx: Tx, ctx: RequestContext, id: string, at: Date, cal: Calendar) => {
  const { plan, subject, tenant } = await planForStep(tx, ctx, id);
  await endPlanRow(tx, plan.id, ctx.userId, at);
  await changed(tx, ctx, tenant.id, plan, subject.name, 'Ended');
  return onePlan(tx, plan.id, cal);
};
