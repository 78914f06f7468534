import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GroupPlan } from '../../../machines/group-plan.machine';
import type { Tx } from '../../platform/db/database';
import {
  contentTrainingPrograms,
  groupMembers,
  groups,
  groupTrainingPlanAttendance,
  groupTrainingPlanItems,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  subjects,
} from '../../platform/db/schema/index';

// The only SQL of group training plans. Row-level security keeps every statement to the current
// centre: another centre's group, plan or child is simply not found. The group and its children
// are read here (never written): a plan needs them in the same statement as its own rows.

export type GroupPlanRow = typeof groupTrainingPlans.$inferSelect;
export type NewGroupPlan = typeof groupTrainingPlans.$inferInsert;
export type Attendance = 'Attend' | 'Absent';

/** The group as a plan needs it. */
export const findGroup = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: groups.id, name: groups.name, type: groups.type })
    .from(groups)
    .where(eq(groups.id, id));
  return row;
};

/** The group's children, by name. */
export const findGroupChildren = async (tx: Tx, groupId: string) =>
  tx
    .select({ id: subjects.id, name: subjects.name })
    .from(groupMembers)
    .innerJoin(subjects, eq(subjects.id, groupMembers.subjectId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(subjects.name), asc(subjects.id));

/** The plan, locked for the rest of the transaction when `lock` (every step that changes it). */
export const findPlan = async (tx: Tx, id: string, lock = false) => {
  const query = tx.select().from(groupTrainingPlans).where(eq(groupTrainingPlans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** The group's open plan (NotStarted or Started), if any. */
export const findOpenPlan = async (tx: Tx, groupId: string) => {
  const [row] = await tx
    .select({ id: groupTrainingPlans.id })
    .from(groupTrainingPlans)
    .where(and(eq(groupTrainingPlans.groupId, groupId), inArray(groupTrainingPlans.status, ['NotStarted', 'Started'])));
  return row;
};

/** Inserts the plan, or answers undefined when the group already has an open one (the unique index). */
export const insertPlan = async (tx: Tx, plan: NewGroupPlan) => {
  const [row] = await tx.insert(groupTrainingPlans).values(plan).onConflictDoNothing().returning();
  return row;
};

/** Writes the machine's answer (and what else the step changed) onto the plan. */
export const updatePlan = async (
  tx: Tx,
  id: string,
  next: GroupPlan,
  extra: Partial<Pick<GroupPlanRow, 'startedAt' | 'endedAt'>> = {},
) => {
  const [row] = await tx
    .update(groupTrainingPlans)
    .set({
      status: next.status,
      num: next.num,
      totalNum: next.totalNum,
      classState: next.classState,
      courseOpen: next.courseOpen,
      difficulty: next.difficulty,
      ...extra,
      updatedAt: sql`now()`,
    })
    .where(eq(groupTrainingPlans.id, id))
    .returning();
  return row!;
};

/** The group's plans, newest first. */
export const findPlansOfGroup = async (tx: Tx, groupId: string) =>
  tx
    .select()
    .from(groupTrainingPlans)
    .where(eq(groupTrainingPlans.groupId, groupId))
    .orderBy(desc(groupTrainingPlans.createdAt), desc(groupTrainingPlans.id));

/** The plans of several groups, each group's open one first, then newest first. */
export const findPlansOfGroups = async (tx: Tx, groupIds: readonly string[]) =>
  groupIds.length === 0
    ? []
    : tx
        .select()
        .from(groupTrainingPlans)
        .where(inArray(groupTrainingPlans.groupId, [...groupIds]))
        .orderBy(
          sql`${groupTrainingPlans.status} = 'Ended'`,
          desc(groupTrainingPlans.createdAt),
          desc(groupTrainingPlans.id),
        );

/** Opens session `num`'s class; undefined when it was opened already (it opens once). */
export const openSession = async (
  tx: Tx,
  values: { tenantId: string; planId: string; num: number; startedBy: string },
) => {
  const [row] = await tx.insert(groupTrainingPlanSessions).values(values).onConflictDoNothing().returning();
  return row;
};

/** Stamps the running class's course start or end (each once). */
export const stampCourse = async (tx: Tx, planId: string, num: number, edge: 'start' | 'end') => {
  const sessions = groupTrainingPlanSessions;
  const column = edge === 'start' ? sessions.courseStartedAt : sessions.courseEndedAt;
  const [row] = await tx
    .update(sessions)
    .set(edge === 'start' ? { courseStartedAt: sql`now()` } : { courseEndedAt: sql`now()` })
    .where(and(eq(sessions.planId, planId), eq(sessions.num, num), isNull(column)))
    .returning();
  return row;
};

/** Ends session `num`'s class, once. */
export const endSession = async (tx: Tx, planId: string, num: number, endedBy: string) => {
  const sessions = groupTrainingPlanSessions;
  const [row] = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endedBy })
    .where(and(eq(sessions.planId, planId), eq(sessions.num, num), isNull(sessions.endedAt)))
    .returning();
  return row;
};

/** The plan's classes so far, by session. */
export const findSessions = async (tx: Tx, planId: string) =>
  tx
    .select()
    .from(groupTrainingPlanSessions)
    .where(eq(groupTrainingPlanSessions.planId, planId))
    .orderBy(asc(groupTrainingPlanSessions.num));

/** Marks (or re-marks) each child's attendance at class `num`. */
export const upsertAttendance = async (
  tx: Tx,
  rows: {
    tenantId: string;
    planId: string;
    num: number;
    subjectId: string;
    attendance: Attendance;
    markedBy: string;
  }[],
) => {
  if (rows.length === 0) return;
  const a = groupTrainingPlanAttendance;
  await tx
    .insert(a)
    .values(rows)
    .onConflictDoUpdate({
      target: [a.planId, a.num, a.subjectId],
      set: { attendance: sql`excluded.attendance`, markedBy: sql`excluded.marked_by`, markedAt: sql`now()` },
    });
};

/** Attendance at one class of the plan, or at every class when `num` is not given. */
export const findAttendance = async (tx: Tx, planId: string, num?: number) =>
  tx
    .select({
      num: groupTrainingPlanAttendance.num,
      subjectId: groupTrainingPlanAttendance.subjectId,
      attendance: groupTrainingPlanAttendance.attendance,
      markedAt: groupTrainingPlanAttendance.markedAt,
    })
    .from(groupTrainingPlanAttendance)
    .where(
      and(
        eq(groupTrainingPlanAttendance.planId, planId),
        num === undefined ? undefined : eq(groupTrainingPlanAttendance.num, num),
      ),
    );

/** How many of the group's children have no mark at class `num` yet. */
export const countUnmarked = async (tx: Tx, groupId: string, planId: string, num: number) => {
  const a = groupTrainingPlanAttendance;
  const [row] = await tx
    .select({ value: count() })
    .from(groupMembers)
    .leftJoin(a, and(eq(a.subjectId, groupMembers.subjectId), eq(a.planId, planId), eq(a.num, num)))
    .where(and(eq(groupMembers.groupId, groupId), isNull(a.subjectId)));
  return row?.value ?? 0;
};

/** Children by id (those marked at a class who have since left the group), by name. */
export const findSubjectNames = async (tx: Tx, ids: string[]) =>
  tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.id, ids))
    .orderBy(asc(subjects.name), asc(subjects.id));

/** Each program's level range (L1–L20 at the widest), for placing a copied activity's level. */
export const findProgramRanges = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, { min: number; max: number }>();
  const rows = await tx
    .select({
      id: contentTrainingPrograms.id,
      min: contentTrainingPrograms.minDifficulty,
      max: contentTrainingPrograms.maxDifficulty,
    })
    .from(contentTrainingPrograms)
    .where(inArray(contentTrainingPrograms.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { min: r.min, max: r.max }]));
};

export const insertItems = async (tx: Tx, items: (typeof groupTrainingPlanItems.$inferInsert)[]) => {
  if (items.length > 0) await tx.insert(groupTrainingPlanItems).values(items);
};

/** Every activity of session `num`, in place order, with its program. */
export const findSessionItems = async (tx: Tx, planId: string, num: number) =>
  tx
    .select({
      id: groupTrainingPlanItems.id,
      position: groupTrainingPlanItems.position,
      difficulty: groupTrainingPlanItems.difficulty,
      program: {
        id: contentTrainingPrograms.id,
        code: contentTrainingPrograms.code,
        titleZh: contentTrainingPrograms.titleZh,
        titleEn: contentTrainingPrograms.titleEn,
      },
    })
    .from(groupTrainingPlanItems)
    .innerJoin(contentTrainingPrograms, eq(contentTrainingPrograms.id, groupTrainingPlanItems.programId))
    .where(and(eq(groupTrainingPlanItems.planId, planId), eq(groupTrainingPlanItems.num, num)))
    .orderBy(asc(groupTrainingPlanItems.position));

/**
 * Moves the level of every activity from session `fromNum` on by `by`, each kept within its
 * program's range: a group difficulty adjustment applies to the classes still to come.
 */
export const shiftItemLevels = async (tx: Tx, planId: string, fromNum: number, by: number) => {
  const items = groupTrainingPlanItems;
  const programs = contentTrainingPrograms;
  await tx
    .update(items)
    .set({
      difficulty: sql`least(${programs.maxDifficulty}, 20, greatest(${programs.minDifficulty}, 1, ${items.difficulty} + ${by}))`,
    })
    .from(programs)
    .where(and(eq(programs.id, items.programId), eq(items.planId, planId), sql`${items.num} >= ${fromNum}`));
};
