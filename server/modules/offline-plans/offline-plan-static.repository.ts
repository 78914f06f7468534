import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { userOfflinePlanStatics } from '../../platform/db/schema/index';

// The SQL of a plan's static activities (user_offline_plan_statics; RLS keeps each centre's own).

const s = userOfflinePlanStatics;
export type StaticRow = typeof s.$inferSelect;

export const insertStatics = async (tx: Tx, rows: (typeof s.$inferInsert)[]) => {
  if (rows.length > 0) await tx.insert(s).values(rows);
};

/** A plan's static activities, of one session or all, in session and card order. */
export const findStatics = (tx: Tx, planId: string, num?: number) =>
  tx
    .select()
    .from(s)
    .where(num === undefined ? eq(s.planId, planId) : and(eq(s.planId, planId), eq(s.num, num)))
    .orderBy(asc(s.num), asc(s.position));

export const findStatic = async (tx: Tx, id: string) => (await tx.select().from(s).where(eq(s.id, id)))[0];

/** How many of the session's static activities are not ticked yet (ending the class waits). */
export const countOpenStatics = async (tx: Tx, planId: string, num: number) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(and(eq(s.planId, planId), eq(s.num, num), or(isNull(s.hasDone), eq(s.hasDone, false))));
  return row?.n ?? 0;
};

export const updateStatic = async (tx: Tx, id: string, values: Pick<StaticRow, 'hasDone' | 'doneTime' | 'doneBy'>) =>
  (await tx.update(s).set(values).where(eq(s.id, id)).returning())[0];

/**
 * Sessions after `num` move on by `count` (a course adjustment inserted sessions before them), in
 * two steps like the items: the place index is unique and checked row by row.
 */
export const shiftStaticsAfter = async (tx: Tx, planId: string, num: number, count: number) => {
  await tx
    .update(s)
    .set({ num: sql`${s.num} + 1000 + ${count}` })
    .where(and(eq(s.planId, planId), sql`${s.num} > ${num}`));
  await tx
    .update(s)
    .set({ num: sql`${s.num} - 1000` })
    .where(and(eq(s.planId, planId), sql`${s.num} > 1000`));
};
