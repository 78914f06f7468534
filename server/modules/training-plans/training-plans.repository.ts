import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  subjects,
  userTrainingPlanExercises,
  userTrainingPlanPunches,
  userTrainingPlans,
  users,
  type ExerciseType,
  type TrainingPlanType,
} from '../../platform/db/schema/index';

// The only SQL of clock-in plans. Row-level security keeps every statement to the current centre:
// another centre's child or plan is simply not found.

export type PlanRow = typeof userTrainingPlans.$inferSelect;
export type ExerciseRow = typeof userTrainingPlanExercises.$inferSelect;

export const findSubject = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return row;
};

const planColumns = { plan: userTrainingPlans, activatedByName: users.name };

export const findPlan = async (tx: Tx, id: string, lock = false) => {
  const query = tx.select().from(userTrainingPlans).where(eq(userTrainingPlans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const findActivePlan = async (tx: Tx, subjectId: string, type: TrainingPlanType) => {
  const [row] = await tx
    .select(planColumns)
    .from(userTrainingPlans)
    .leftJoin(users, eq(users.id, userTrainingPlans.createdBy))
    .where(
      and(
        eq(userTrainingPlans.subjectId, subjectId),
        eq(userTrainingPlans.type, type),
        eq(userTrainingPlans.state, 'Active'),
      ),
    );
  return row;
};

/** Every plan of the child, newest first (a few a year at most: no paging). */
export const findPlansOfSubject = (tx: Tx, subjectId: string) =>
  tx
    .select(planColumns)
    .from(userTrainingPlans)
    .leftJoin(users, eq(users.id, userTrainingPlans.createdBy))
    .where(eq(userTrainingPlans.subjectId, subjectId))
    .orderBy(desc(userTrainingPlans.creationTime), desc(userTrainingPlans.id));

export const findPlanWithAuthor = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select(planColumns)
    .from(userTrainingPlans)
    .leftJoin(users, eq(users.id, userTrainingPlans.createdBy))
    .where(eq(userTrainingPlans.id, id));
  return row;
};

/** A new active plan, or nothing when the child has an active one of the kind already. */
export const insertActivePlan = async (tx: Tx, values: typeof userTrainingPlans.$inferInsert) => {
  const [row] = await tx.insert(userTrainingPlans).values(values).onConflictDoNothing().returning();
  return row;
};

export const insertExercises = async (tx: Tx, rows: (typeof userTrainingPlanExercises.$inferInsert)[]) => {
  if (rows.length > 0) await tx.insert(userTrainingPlanExercises).values(rows);
};

export const endPlanRow = async (tx: Tx, id: string, userId: string, at: Date) => {
  await tx
    .update(userTrainingPlans)
    .set({ state: 'Ended', endedAt: at, endedBy: userId })
    .where(eq(userTrainingPlans.id, id));
};

/** The plans' exercises, in their order. */
export const findExercisesOf = (tx: Tx, planIds: string[]) =>
  planIds.length === 0
    ? Promise.resolve([] as ExerciseRow[])
    : tx
        .select()
        .from(userTrainingPlanExercises)
        .where(inArray(userTrainingPlanExercises.planId, planIds))
        .orderBy(asc(userTrainingPlanExercises.planId), asc(userTrainingPlanExercises.position));

/** One page of a plan's exercises of one type (the online exercise list), and how many there are. */
export const findExercisePage = async (
  tx: Tx,
  planId: string,
  type: ExerciseType,
  page: { skip: number; take: number },
) => {
  const where = and(eq(userTrainingPlanExercises.planId, planId), eq(userTrainingPlanExercises.type, type));
  // One statement after the other: a transaction's connection runs one at a time.
  const items = await tx
    .select()
    .from(userTrainingPlanExercises)
    .where(where)
    .orderBy(asc(userTrainingPlanExercises.position))
    .offset(page.skip)
    .limit(page.take);
  const [total] = await tx.select({ n: count() }).from(userTrainingPlanExercises).where(where);
  return { items, totalCount: Number(total?.n ?? 0) };
};

/** Every day each plan was clocked in, newest first (the counts read them all). */
export const findPunchDays = async (tx: Tx, planIds: string[]) => {
  if (planIds.length === 0) return new Map<string, string[]>();
  const rows = await tx
    .select({ planId: userTrainingPlanPunches.planId, day: userTrainingPlanPunches.day })
    .from(userTrainingPlanPunches)
    .where(inArray(userTrainingPlanPunches.planId, planIds))
    .orderBy(desc(userTrainingPlanPunches.day));
  const days = new Map<string, string[]>();
  for (const row of rows) days.set(row.planId, [...(days.get(row.planId) ?? []), row.day]);
  return days;
};

/** One page of a plan's clock-ins, newest day first, with who recorded each. */
export const findPunchPage = async (tx: Tx, planId: string, page: { skip: number; take: number }) => {
  const where = eq(userTrainingPlanPunches.planId, planId);
  const items = await tx
    .select({ punch: userTrainingPlanPunches, recordedByName: users.name })
    .from(userTrainingPlanPunches)
    .leftJoin(users, eq(users.id, userTrainingPlanPunches.recordedBy))
    .where(where)
    .orderBy(desc(userTrainingPlanPunches.day))
    .offset(page.skip)
    .limit(page.take);
  const [total] = await tx.select({ n: count() }).from(userTrainingPlanPunches).where(where);
  return { items, totalCount: Number(total?.n ?? 0) };
};

/** A clock-in, or nothing when the day is clocked in already. */
export const insertPunch = async (tx: Tx, values: typeof userTrainingPlanPunches.$inferInsert) => {
  const [row] = await tx.insert(userTrainingPlanPunches).values(values).onConflictDoNothing().returning();
  return row;
};
