import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CleanEntry } from '../../../forms/feedback-answers';
import type { SessionMode } from '../../platform/db/schema/index';
import type { OfflinePlan } from '../../../machines/offline-plan.machine';
import { rowsOf, type Tx } from '../../platform/db/database';
import {
  checkIns,
  memberships,
  contentTrainingPrograms,
  groupTrainingPlans,
  subjects,
  userOfflinePlanFeedbacks,
  userOfflinePlanItems,
  userOfflinePlans,
  userOfflinePlanSessions,
  users,
} from '../../platform/db/schema/index';

// The only SQL of offline plans. Row-level security keeps every statement to the current centre:
// another centre's plan, item or child is simply not found.

export type PlanRow = typeof userOfflinePlans.$inferSelect;
export type NewPlan = typeof userOfflinePlans.$inferInsert;
export type ItemRow = typeof userOfflinePlanItems.$inferSelect;
export type SessionRow = typeof userOfflinePlanSessions.$inferSelect;

/** The child as a plan needs it: visible in this centre, and whether it is still bound. */
export const findSubject = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return row;
};

/** The plan, locked for the rest of the transaction when `lock` (every step that changes it). */
export const findPlan = async (tx: Tx, id: string, lock = false) => {
  const query = tx.select().from(userOfflinePlans).where(eq(userOfflinePlans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** The child's open plan (None or Started, not suspended), if any. */
export const findOpenPlan = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ id: userOfflinePlans.id })
    .from(userOfflinePlans)
    .where(
      and(
        eq(userOfflinePlans.subjectId, subjectId),
        sql`${userOfflinePlans.status} in ('None', 'Started')`,
        eq(userOfflinePlans.isDeleted, false),
      ),
    );
  return row;
};

/** Inserts the plan, or answers undefined when the child already has an open one (the unique index). */
export const insertPlan = async (tx: Tx, plan: NewPlan) => {
  const [row] = await tx.insert(userOfflinePlans).values(plan).onConflictDoNothing().returning();
  return row;
};

export const insertItems = async (tx: Tx, items: (typeof userOfflinePlanItems.$inferInsert)[]) => {
  if (items.length > 0) await tx.insert(userOfflinePlanItems).values(items);
};

/** Writes the machine's answer (and what else the step changed) onto the plan. */
export const updatePlan = async (
  tx: Tx,
  id: string,
  next: OfflinePlan,
  extra: Partial<Pick<PlanRow, 'startedAt' | 'endedAt'>> = {},
) => {
  const [row] = await tx
    .update(userOfflinePlans)
    .set({
      status: next.status,
      num: next.num,
      totalNum: next.totalNum,
      canNext: next.canNext,
      interviewPending: next.interviewPending,
      isDeleted: next.isDeleted,
      ...extra,
      updatedAt: sql`now()`,
    })
    .where(eq(userOfflinePlans.id, id))
    .returning();
  return row!;
};

/** A child's plans, newest first, with the coach's name. */
export const findPlansOfSubject = async (tx: Tx, subjectId: string, skipCount: number, maxResultCount: number) => {
  const where = and(eq(userOfflinePlans.subjectId, subjectId), eq(userOfflinePlans.isDeleted, false));
  const [total] = await tx.select({ value: count() }).from(userOfflinePlans).where(where);
  const rows = await tx
    .select({ plan: userOfflinePlans, coachName: users.name })
    .from(userOfflinePlans)
    .leftJoin(users, eq(users.id, userOfflinePlans.coachId))
    .where(where)
    .orderBy(desc(userOfflinePlans.createdAt), desc(userOfflinePlans.id))
    .offset(skipCount)
    .limit(maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

/** The centre's plans (RLS keeps them to the tenant), last changed first, with the child's and coach's names. */
export const findPlansOfTenant = async (
  tx: Tx,
  query: {
    statuses?: readonly OfflinePlan['status'][];
    coachId?: string;
    filter?: string;
    skipCount: number;
    maxResultCount: number;
  },
) => {
  const name = query.filter?.trim();
  const where = and(
    eq(userOfflinePlans.isDeleted, false),
    query.statuses ? inArray(userOfflinePlans.status, [...query.statuses]) : undefined,
    query.coachId ? eq(userOfflinePlans.coachId, query.coachId) : undefined,
    name ? sql`strpos(lower(${subjects.name}), lower(${name})) > 0` : undefined,
  );
  const [total] = await tx
    .select({ value: count() })
    .from(userOfflinePlans)
    .innerJoin(subjects, eq(subjects.id, userOfflinePlans.subjectId))
    .where(where);
  const rows = await tx
    .select({ plan: userOfflinePlans, coachName: users.name, subjectName: subjects.name })
    .from(userOfflinePlans)
    .innerJoin(subjects, eq(subjects.id, userOfflinePlans.subjectId))
    .leftJoin(users, eq(users.id, userOfflinePlans.coachId))
    .where(where)
    .orderBy(desc(userOfflinePlans.updatedAt), desc(userOfflinePlans.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

export const findCoachName = async (tx: Tx, userId: string | null) => {
  if (!userId) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
};

/** Every item of the plan (or of one session), in session and place order, with its program. */
export const findItems = async (tx: Tx, planId: string, num?: number) =>
  tx
    .select({
      item: userOfflinePlanItems,
      program: {
        id: contentTrainingPrograms.id,
        code: contentTrainingPrograms.code,
        titleZh: contentTrainingPrograms.titleZh,
        titleEn: contentTrainingPrograms.titleEn,
        minDifficulty: contentTrainingPrograms.minDifficulty,
        maxDifficulty: contentTrainingPrograms.maxDifficulty,
      },
    })
    .from(userOfflinePlanItems)
    .innerJoin(contentTrainingPrograms, eq(contentTrainingPrograms.id, userOfflinePlanItems.programId))
    .where(
      and(eq(userOfflinePlanItems.planId, planId), num === undefined ? undefined : eq(userOfflinePlanItems.num, num)),
    )
    .orderBy(asc(userOfflinePlanItems.num), asc(userOfflinePlanItems.position));

export type ItemWithProgram = Awaited<ReturnType<typeof findItems>>[number];

/** The item with its plan, both locked for the rest of the transaction: one statement for a step on an item. */
export const findItemWithPlanForUpdate = async (tx: Tx, itemId: string) => {
  const [row] = await tx
    .select({ item: userOfflinePlanItems, plan: userOfflinePlans })
    .from(userOfflinePlanItems)
    .innerJoin(userOfflinePlans, eq(userOfflinePlans.id, userOfflinePlanItems.planId))
    .where(eq(userOfflinePlanItems.id, itemId))
    .for('update');
  return row;
};

export const updateItem = async (tx: Tx, itemId: string, values: Partial<typeof userOfflinePlanItems.$inferInsert>) => {
  const [row] = await tx
    .update(userOfflinePlanItems)
    .set(values)
    .where(eq(userOfflinePlanItems.id, itemId))
    .returning();
  return row!;
};

/** Moves the sessions after `afterNum` on by `by`, to make room for inserted sessions. */
export const shiftSessionsAfter = async (tx: Tx, planId: string, afterNum: number, by: number) => {
  // Two steps through numbers no plan reaches (a plan has at most 200 sessions): the place index
  // is unique and checked row by row, so a single `num + by` could meet its neighbour.
  const items = userOfflinePlanItems;
  await tx
    .update(items)
    .set({ num: sql`${items.num} + 1000 + ${by}` })
    .where(and(eq(items.planId, planId), sql`${items.num} > ${afterNum}`));
  await tx
    .update(items)
    .set({ num: sql`${items.num} - 1000` })
    .where(and(eq(items.planId, planId), sql`${items.num} > 1000`));
};

export const insertFeedback = async (tx: Tx, feedback: typeof userOfflinePlanFeedbacks.$inferInsert) => {
  const [row] = await tx.insert(userOfflinePlanFeedbacks).values(feedback).returning();
  return row!;
};

/** The newest submission of each of the plan's items, by staff and by guardians. */
export const latestFeedbacks = async (tx: Tx, planId: string, num?: number) => {
  const f = userOfflinePlanFeedbacks;
  return rowsOf<{ itemId: string; forGuardian: boolean; answers: CleanEntry[]; creationTime: string }>(
    await tx.execute(sql`
      select distinct on (${f.itemId}, ${f.forGuardian}) ${f.itemId} as "itemId", ${f.forGuardian} as "forGuardian",
        ${f.answers} as answers, ${f.creationTime} as "creationTime"
      from ${f}
      where ${f.planId} = ${planId} ${num === undefined ? sql`` : sql`and ${f.num} = ${num}`}
      order by ${f.itemId}, ${f.forGuardian}, ${f.creationTime} desc, ${f.id} desc`),
  );
};

/** The plan's feedback records, newest first (the record list loads 10 more at a time). */
export const feedbackRecords = async (tx: Tx, planId: string, skipCount: number, maxResultCount: number) => {
  const f = userOfflinePlanFeedbacks;
  const [total] = await tx.select({ value: count() }).from(f).where(eq(f.planId, planId));
  const rows = await tx
    .select({
      id: f.id,
      itemId: f.itemId,
      num: f.num,
      forGuardian: f.forGuardian,
      answers: f.answers,
      creationTime: f.creationTime,
      createdByName: users.name,
      programId: userOfflinePlanItems.programId,
      hasDone: userOfflinePlanItems.hasDone,
    })
    .from(f)
    .innerJoin(userOfflinePlanItems, eq(userOfflinePlanItems.id, f.itemId))
    .leftJoin(users, eq(users.id, f.createdBy))
    .where(eq(f.planId, planId))
    .orderBy(desc(f.creationTime), desc(f.id))
    .offset(skipCount)
    .limit(maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

export const findSession = async (tx: Tx, planId: string, num: number) => {
  const [row] = await tx
    .select()
    .from(userOfflinePlanSessions)
    .where(and(eq(userOfflinePlanSessions.planId, planId), eq(userOfflinePlanSessions.num, num)));
  return row;
};

export const findSessions = (tx: Tx, planId: string) =>
  tx
    .select()
    .from(userOfflinePlanSessions)
    .where(eq(userOfflinePlanSessions.planId, planId))
    .orderBy(asc(userOfflinePlanSessions.num));

/** Opens session `num` (once: a second opening of the same session changes nothing). */
export const openSession = async (tx: Tx, session: typeof userOfflinePlanSessions.$inferInsert) => {
  await tx.insert(userOfflinePlanSessions).values(session).onConflictDoNothing();
};

/**
 * Marks session `num` finished, once: answers the row only to the one caller that finished it, so
 * of two staff finishing at once exactly one goes on to use the quota and charge the contract.
 */
export const finishSession = async (
  tx: Tx,
  planId: string,
  num: number,
  values: { finishedBy: string; attendance: 'Attend' | 'Absent'; interviewRequired: boolean },
) => {
  const [row] = await tx
    .update(userOfflinePlanSessions)
    .set({ ...values, finishedAt: sql`now()` })
    .where(
      and(
        eq(userOfflinePlanSessions.planId, planId),
        eq(userOfflinePlanSessions.num, num),
        isNull(userOfflinePlanSessions.finishedAt),
      ),
    )
    .returning();
  return row;
};

export const recordInterview = async (tx: Tx, planId: string, num: number) => {
  await tx
    .update(userOfflinePlanSessions)
    .set({ interviewAt: sql`now()` })
    .where(and(eq(userOfflinePlanSessions.planId, planId), eq(userOfflinePlanSessions.num, num)));
};

/** The difficulty range of these programs (L1–L20 within each program's min and max). */
export const programLevels = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, { min: number; max: number }>();
  const rows = await tx
    .select({
      id: contentTrainingPrograms.id,
      min: contentTrainingPrograms.minDifficulty,
      max: contentTrainingPrograms.maxDifficulty,
    })
    .from(contentTrainingPrograms)
    .where(sql`${contentTrainingPrograms.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, { min: r.min, max: r.max }]));
};

/** A Public program by its code (a calming lesson's), case-insensitively. */
export const findPublicProgramByCode = async (tx: Tx, code: string) => {
  const [row] = await tx
    .select({
      id: contentTrainingPrograms.id,
      min: contentTrainingPrograms.minDifficulty,
      max: contentTrainingPrograms.maxDifficulty,
    })
    .from(contentTrainingPrograms)
    .where(
      and(
        sql`lower(${contentTrainingPrograms.code}) = lower(${code})`,
        eq(contentTrainingPrograms.contentStatus, 'Public'),
      ),
    );
  return row;
};

/**
 * Whether `userId` is a member of centre `tenantId` (a plan's coach must be). The tenant is named:
 * a user's own memberships are readable in every tenant.
 */
export const isCentreMember = async (tx: Tx, tenantId: string, userId: string) => {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)));
  return row !== undefined;
};

/** How many trial plans this centre has arranged from the template (the trial check's count). */
export const trialPlansOf = async (tx: Tx, templateId: string) => {
  const [row] = await tx
    .select({ value: count() })
    .from(userOfflinePlans)
    .where(and(eq(userOfflinePlans.templateId, templateId), eq(userOfflinePlans.isTry, true)));
  return row?.value ?? 0;
};

/**
 * The child's ended plans (Finished, ReportedReady, Closed), newest first, each with the highest
 * level of its last finished session (null when none was finished).
 */
export const endedPlansOf = async (tx: Tx, subjectId: string) =>
  rowsOf<{
    id: string;
    nameZh: string;
    nameEn: string;
    ilsVersion: 'V3' | 'V4';
    endedAt: Date | null;
    lastLevel: number | null;
  }>(
    await tx.execute(sql`
      select ${userOfflinePlans.id} as id, ${userOfflinePlans.nameZh} as "nameZh", ${userOfflinePlans.nameEn} as "nameEn",
        ${userOfflinePlans.ilsVersion} as "ilsVersion", ${userOfflinePlans.endedAt} as "endedAt",
        (select max(${userOfflinePlanItems.difficulty}) from ${userOfflinePlanItems}
          where ${userOfflinePlanItems.planId} = ${userOfflinePlans.id}
            and ${userOfflinePlanItems.num} = (
              select max(${userOfflinePlanSessions.num}) from ${userOfflinePlanSessions}
              where ${userOfflinePlanSessions.planId} = ${userOfflinePlans.id} and ${userOfflinePlanSessions.finishedAt} is not null))::int
          as "lastLevel"
      from ${userOfflinePlans}
      where ${userOfflinePlans.subjectId} = ${subjectId}
        and ${userOfflinePlans.status} in ('Finished', 'ReportedReady', 'Closed') and not ${userOfflinePlans.isDeleted}
      order by ${userOfflinePlans.endedAt} desc nulls last, ${userOfflinePlans.createdAt} desc`),
  ).map((r) => ({ ...r, endedAt: r.endedAt === null ? null : new Date(r.endedAt) }));

/** Plans by id, with what a cost list names of them. */
export const plansByIds = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, { coachId: string | null; nameZh: string; nameEn: string }>();
  const rows = await tx
    .select({
      id: userOfflinePlans.id,
      coachId: userOfflinePlans.coachId,
      nameZh: userOfflinePlans.nameZh,
      nameEn: userOfflinePlans.nameEn,
    })
    .from(userOfflinePlans)
    .where(sql`${userOfflinePlans.id} in ${ids}`);
  return new Map(rows.map(({ id, ...plan }) => [id, plan]));
};

/** Staff names by user id. */
export const staffNamesOf = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`${users.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** Group plans' names by id, for a class's charges in the cost lists. */
export const groupPlanNamesByIds = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, { nameZh: string; nameEn: string }>();
  const rows = await tx
    .select({ id: groupTrainingPlans.id, nameZh: groupTrainingPlans.nameZh, nameEn: groupTrainingPlans.nameEn })
    .from(groupTrainingPlans)
    .where(sql`${groupTrainingPlans.id} in ${ids}`);
  return new Map(rows.map(({ id, ...plan }) => [id, plan]));
};

/** The child's latest check-in of the day (the front desk's, spec 000 §4), if any. */
export const latestCheckIn = async (tx: Tx, subjectId: string, day: string) => {
  const [row] = await tx
    .select({ checkedInAt: checkIns.checkedInAt, checkedOutAt: checkIns.checkedOutAt })
    .from(checkIns)
    .where(and(eq(checkIns.subjectId, subjectId), eq(checkIns.day, day)))
    .orderBy(desc(checkIns.checkedInAt))
    .limit(1);
  return row;
};

/** The plan's mode, and its session not yet finished with it (finished ones keep theirs). */
export const setPlanMode = async (tx: Tx, planId: string, mode: SessionMode) => {
  const [row] = await tx
    .update(userOfflinePlans)
    .set({ mode, updatedAt: sql`now()` })
    .where(eq(userOfflinePlans.id, planId))
    .returning();
  await tx
    .update(userOfflinePlanSessions)
    .set({ mode })
    .where(and(eq(userOfflinePlanSessions.planId, planId), isNull(userOfflinePlanSessions.finishedAt)));
  return row!;
};
