import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import type { Tx } from '../../../platform/db/database';
import {
  contentClassPlans,
  contentProgramCategories,
  contentTrainingPrograms,
} from '../../../platform/db/schema/index';
import type { ContentRepository, ContentRowCommon } from '../content-kind';
import { contentTableRepository, searchColumns, type UniqueField } from '../content-table.repository';
import type { PlanProgram, PlanSession } from './plan.schemas';

// The SQL of a plan kind: its table through the generic repository, and its sessions (one row per
// program of a session, in order) in its items table. Every row a kind answers carries its sessions
// with the programs' words, so the item, the history and the form read them alike.

/** The values every plan kind stores beside its own: code, names, the sessions' program ids. */
export type PlanValuesStored = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessions: { programIds: string[] }[];
};

export type PlanItemsTable = PgTable & {
  planId: AnyPgColumn;
  session: AnyPgColumn;
  position: AnyPgColumn;
  programId: AnyPgColumn;
};

type PlanTable = PgTable & {
  id: AnyPgColumn;
  code: AnyPgColumn;
  nameZh: AnyPgColumn;
  nameEn: AnyPgColumn;
  sortOrder: AnyPgColumn;
  contentStatus: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

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

/** The plans (by name) whose sessions use a program: the program's delete names them. */
export const plansUsingProgram = async (
  tx: Tx,
  table: PlanTable,
  items: PlanItemsTable,
  programId: string,
): Promise<{ nameZh: string; nameEn: string }[]> =>
  tx
    .selectDistinct({ nameZh: table.nameZh, nameEn: table.nameEn, sortOrder: table.sortOrder })
    .from(table)
    .innerJoin(items, eq(items.planId, table.id))
    .where(eq(items.programId, programId))
    .orderBy(asc(table.sortOrder)) as Promise<{ nameZh: string; nameEn: string }[]>;

/**
 * A plan kind's repository: the generic one for its table (searched by code and both names; code
 * and names unique), its sessions written after the row and read with it. `check` runs before a
 * write with the transaction (programs that exist, the kind's own references) and throws its refusal.
 */
export const planRepository = <Values extends PlanValuesStored, Row extends ContentRowCommon>(
  table: PlanTable,
  items: PlanItemsTable,
  options: {
    what: string;
    columnsOf: (values: Values) => Record<string, unknown>;
    check: (tx: Tx, values: Values, current: WithSessions<Row> | null) => Promise<void>;
  },
): ContentRepository<Values, WithSessions<Row>> => {
  const unique: UniqueField<Values>[] = [
    { field: 'code', column: table.code, value: (v) => v.code },
    { field: 'nameZh', column: table.nameZh, value: (v) => v.nameZh },
    { field: 'nameEn', column: table.nameEn, value: (v) => v.nameEn },
  ];
  const base = contentTableRepository<Values, Row>(table as never, {
    what: options.what,
    search: searchColumns(table.code, table.nameZh, table.nameEn),
    unique,
    columnsOf: (v) => ({
      ...options.columnsOf(v),
      code: v.code,
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      sessionCount: v.sessions.length,
    }),
  });
  // drizzle's builders are typed by the concrete table; this one is any plan kind's items.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const i = items as any;

  const withSessions = async (tx: Tx, rows: Row[]): Promise<WithSessions<Row>[]> => {
    if (rows.length === 0) return [];
    const links = (await tx
      .select({ planId: items.planId, session: items.session, programId: items.programId })
      .from(i)
      .where(
        inArray(
          items.planId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(items.planId), asc(items.session), asc(items.position))) as {
      planId: string;
      session: number;
      programId: string;
    }[];
    const programs = await programsById(
      tx,
      links.map((l) => l.programId),
    );
    return rows.map((row) => {
      const count = (row as unknown as { sessionCount: number }).sessionCount;
      const sessions: PlanSession[] = Array.from({ length: count }, (_, n) => ({ number: n + 1, programs: [] }));
      for (const link of links.filter((l) => l.planId === row.id)) {
        const program = programs.get(link.programId);
        if (program) sessions[link.session - 1]?.programs.push(program);
      }
      return { ...row, sessions };
    });
  };
  const one = async (tx: Tx, row: Row | undefined) => (row ? (await withSessions(tx, [row]))[0] : undefined);

  const writeSessions = async (tx: Tx, planId: string, sessions: Values['sessions']) => {
    await tx.delete(i).where(eq(items.planId, planId));
    const rows = sessions.flatMap((s, n) =>
      s.programIds.map((programId, position) => ({ planId, session: n + 1, position, programId })),
    );
    if (rows.length > 0) await tx.insert(i).values(rows);
  };

  return {
    async page(tx, query) {
      const page = await base.page(tx, query);
      return { items: await withSessions(tx, page.items), totalCount: page.totalCount };
    },
    find: async (tx, id) => one(tx, await base.find(tx, id)),
    async insert(tx, values, by) {
      await options.check(tx, values, null);
      const row = await base.insert(tx, values, by);
      await writeSessions(tx, row.id, values.sessions);
      return (await one(tx, row))!;
    },
    async update(tx, id, values, by) {
      const current = await one(tx, await base.find(tx, id));
      await options.check(tx, values, current ?? null);
      const row = await base.update(tx, id, values, by);
      if (!row) return undefined;
      await writeSessions(tx, id, values.sessions);
      return one(tx, row);
    },
    setStatus: async (tx, id, status, by) => one(tx, await base.setStatus(tx, id, status, by)),
    order: (tx) => base.order(tx),
    setSortOrders: (tx, orders, by) => base.setSortOrders(tx, orders, by),
    remove: (tx, id) => base.remove(tx, id),
    takenFields: (tx, values, exceptId) => base.takenFields(tx, values, exceptId),
  };
};

/** A template's or class plan's rules replaced (already checked against its sessions). */
export const writePlanRules = async (
  tx: Tx,
  table: PlanTable & { rules: AnyPgColumn },
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
