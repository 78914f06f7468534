import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { userOfflinePlanPunches, type PunchKind } from '../../platform/db/schema/index';

// The SQL of a plan's punches (user_offline_plan_punches; RLS keeps each centre's own).

const p = userOfflinePlanPunches;
export type PunchRow = typeof p.$inferSelect;

/** The plan's punches, of one session or all, in session order. */
export const findPunches = (tx: Tx, planId: string, num?: number) =>
  tx
    .select()
    .from(p)
    .where(num === undefined ? eq(p.planId, planId) : and(eq(p.planId, planId), eq(p.num, num)))
    .orderBy(asc(p.num), asc(p.kind));

/**
 * Stores the punch once: a retry (or a second browser) finds the row the first one stored and gets
 * it back unchanged, `created` false.
 */
export const insertPunchOnce = async (
  tx: Tx,
  row: { tenantId: string; planId: string; num: number; kind: PunchKind; codes: string[]; punchedBy: string },
): Promise<{ punch: PunchRow; created: boolean }> => {
  const [inserted] = await tx
    .insert(p)
    .values(row)
    .onConflictDoNothing({ target: [p.planId, p.num, p.kind] })
    .returning();
  if (inserted) return { punch: inserted, created: true };
  const [stored] = await tx
    .select()
    .from(p)
    .where(and(eq(p.planId, row.planId), eq(p.num, row.num), eq(p.kind, row.kind)));
  return { punch: stored!, created: false };
};
