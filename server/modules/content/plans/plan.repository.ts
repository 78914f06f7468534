import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import type { Tx } from '../../../platform/db/database';
import {
  contentClassPlans,
  contentProgramCategories,
  contentTrainingPrograms,
} from '../../../platform/db/schema/index';
import { sessionsFamily, type SessionsTable, type SessionsValuesStored } from '../shared/numbered-sessions.repository';
import type { PlanProgram, PlanSession } from './plan.schemas';

// The SQL of a plan kind: a sessions kind (shared/numbered-sessions.repository.ts) whose sessions
// hold training programs, in its items table; and what else the plans read (class plan categories).

/** The values every plan kind stores beside its own: code, names, the sessions' program ids. */
export type PlanValuesStored = SessionsValuesStored<{ programIds: string[] }>;

export type WithSessions<Row> = Row & { sessions: PlanSession[] };

/** The programs of the library by id, with their words and status (the plans' view of them). */
export const programsById = async (tx: Tx, ids: readonly string[]): Promise<Map<string, PlanProgram>> => {
  if (ids.length === 0) return new Map();
  const p = contentTrainingPrograms;
  const rows = await tx
    .select({ id: p.id, code: p.code, titleZh: p.titleZh, titleEn: p.titleEn, contentStatus: p.contentStatus })
    .from(p)
    .where(inArray(p.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
};

/** A class plan's category: a program category of type '1' that is not in the Trash. */
export const classPlanCategoryExists = async (tx: Tx, id: string) => {
  const c = contentProgramCategories;
  const [hit] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), eq(c.categoryType, '1'), sql`${c.contentStatus} <> 'Trash'`));
  return hit !== undefined;
};

/** GET /trainingPlanV2/categories: the categories a class plan may be filed under, in library order. */
export const classPlanCategories = (tx: Tx, statuses: readonly ContentStatus[]) => {
  const c = contentProgramCategories;
  return tx
    .select({ id: c.id, nameZh: c.nameZh, nameEn: c.nameEn })
    .from(c)
    .where(and(eq(c.categoryType, '1'), inArray(c.contentStatus, [...statuses])))
    .orderBy(asc(c.sortOrder), asc(c.id));
};

/** The class plans (by name) filed under a category, in library order. */
export const classPlansOfCategory = (tx: Tx, categoryId: string) =>
  tx
    .select({ nameZh: contentClassPlans.nameZh, nameEn: contentClassPlans.nameEn })
    .from(contentClassPlans)
    .where(eq(contentClassPlans.categoryId, categoryId))
    .orderBy(asc(contentClassPlans.sortOrder));

const plans = sessionsFamily({
  owner: 'planId',
  item: 'programId',
  idsOf: (session: { programIds: string[] }) => session.programIds,
  itemsById: programsById,
  sessionOf: (number, programs): PlanSession => ({ number, programs }),
});

/** Who uses a program: the plans of these tables whose sessions hold it (plan-usage.ts). */
export const planUsersOf = plans.usersOf;

/** A plan kind's repository: its sessions hold programs (shared/numbered-sessions.repository.ts). */
export const planRepository = plans.repository;

/** A template's or class plan's rules replaced (already checked against its sessions). */
export const writePlanRules = async (
  tx: Tx,
  table: SessionsTable & { rules: AnyPgColumn },
  id: string,
  rules: unknown,
  by: string,
) => {
  const rows = await tx
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plan table (see above)
    .update(table as any)
    .set({ rules, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
};
