import {
  and,
  asc,
  Column,
  count,
  type DriverValueDecoder,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  is,
  ne,
  or,
  sql,
  SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES, type ContentStatus } from '../../../machines/content-status.machine';
import { rowsOf, type Tx } from '../../platform/db/database';
import { executeNamed } from '../../platform/db/prepared';
import { contentCounts } from '../../platform/db/schema/index';
import type { ContentPageQuery, ContentRepository, ContentRowCommon } from './content-kind';

/** The columns the generic SQL needs of a content kind's table. */
type ContentTable = PgTable & {
  id: AnyPgColumn;
  sortOrder: AnyPgColumn;
  contentStatus: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

// `%` and `_` typed into the search box are searched for, not wildcards.
export const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Text columns searched case-insensitively for the typed text. */
export const searchColumns =
  (...columns: (AnyPgColumn | SQL)[]) =>
  (search: string): SQL | undefined =>
    or(...columns.map((column) => ilike(column as AnyPgColumn, likeLiteral(search))));

type Field = AnyPgColumn | SQL | SQL.Aliased;

/** What turns a field's driver value into its value, as drizzle's own select does. */
const decoderOf = (field: Field): DriverValueDecoder<unknown, unknown> =>
  is(field, Column)
    ? field
    : ((is(field, SQL) ? field : field.sql) as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * `fields` selected each under an alias of its own (the session's rows are keyed by name, and
 * several subqueries would share one), and the rows read back into the fields' names and types.
 */
const aliasedFields = (fields: Record<string, Field>) => {
  // Each field's decoder found once: drizzle's `is` walks the prototype chain, and a page reads
  // 26 fields of up to 24 rows.
  const entries = Object.entries(fields).map(([key, field], i) => ({
    key,
    field,
    alias: `f${i}`,
    decoder: decoderOf(field),
  }));
  return {
    select: Object.fromEntries(
      entries.map(({ key, field, alias }) => [key, sql`${is(field, SQL.Aliased) ? field.sql : field}`.as(alias)]),
    ),
    read: (raw: Record<string, unknown>) =>
      Object.fromEntries(
        entries.map(({ key, alias, decoder }) => {
          const value = raw[alias];
          return [key, value === null || value === undefined ? null : decoder.mapFromDriverValue(value)];
        }),
      ),
  };
};

/** A field another item already holds (compared lower-case), and what else must match (a category's type). */
export type UniqueField<Values> = {
  field: string;
  column: AnyPgColumn;
  value: (values: Values) => string;
  scope?: (values: Values) => SQL | undefined;
};

/**
 * The SQL of a content kind whose table has the common columns (ContentRowCommon): paging in list
 * order, moves, status changes and deletes, for any table; every kind's repository is one call of
 * it (tags, tracks, reminder templates, the training parts). The kind gives its search, its unique
 * fields and how its values become columns.
 */
export const contentTableRepository = <Values extends object, Row extends ContentRowCommon>(
  table: ContentTable,
  options: {
    what: string;
    search: (search: string) => SQL | undefined;
    unique: readonly UniqueField<Values>[];
    /** The kind's own list filters as a condition (ContentPageQuery.filters). */
    filter?: (filters: Readonly<Record<string, unknown>>) => SQL | undefined;
    /** The kind's own columns of `values` (for insert and update). */
    columnsOf: (values: Values) => Record<string, unknown>;
    /**
     * The table's items per status are kept in content_counts by its triggers (migration 0027):
     * a list without a search or filter sums the reader's statuses there instead of counting.
     */
    counted?: boolean;
  },
): ContentRepository<Values, Row> => {
  // drizzle's builders are typed by the concrete table; this one is any kind's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const t = table as any;
  const kind = getTableName(table);
  /**
   * How many match: the maintained counts when nothing but the reader's statuses narrows the list
   * (no search, no filter of the kind's), else a count of `where`.
   */
  const totalOf = (tx: Tx, statuses: ContentPageQuery['statuses'], narrowed: boolean, where: SQL | undefined) =>
    (options.counted && !narrowed
      ? sql<number>`(select coalesce(sum(${contentCounts.count}), 0) from ${contentCounts}
          where ${contentCounts.kind} = ${kind} and ${inArray(contentCounts.contentStatus, [...statuses])})`
      : sql<number>`(${tx.select({ value: count() }).from(t).where(where)})`
    ).mapWith(Number);
  const listOrder = [asc(table.sortOrder), asc(table.createdAt), asc(table.id)];
  const rowFields: Record<string, Field> = getTableColumns(table);
  const pageFields = aliasedFields({ ...rowFields, pageTotal: sql`0`.mapWith(Number) });
  const findFields = aliasedFields(rowFields);
  // A page and a find are prepared once per session (platform/db/prepared.ts): planning the
  // page (26 columns and its count) cost a third of running it on PGlite. One name per
  // statement text, which varies with the kind, how many statuses its reader reads, which of the
  // kind's filters apply and whether the count is kept; every value is a parameter.
  const prepared = (tx: Tx, query: SQL) => executeNamed<Record<string, unknown>>(tx, `content_${kind}`, query);
  return {
    async page(tx, query) {
      if (query.statuses.length === 0) return { items: [], totalCount: 0 };
      const search = query.search === null ? undefined : options.search(query.search);
      const filter = query.filters === undefined ? undefined : options.filter?.(query.filters);
      // A reader of every status (an editor) is not narrowed by status at all: the column holds
      // nothing else (its check constraint), and testing each index entry against the five
      // statuses cost about a fifth of a broad search's count and of a deep page on PGlite.
      const everyStatus = CONTENT_STATUSES.every((s) => query.statuses.includes(s));
      const where = and(everyStatus ? undefined : inArray(table.contentStatus, [...query.statuses]), search, filter);
      // The page and the count of every match in one statement, one round trip: the count an
      // aggregate over the matches, the page's ids read in list order (both index-only scans of
      // the order index where the kind's index ends with what it filters on), then the page's
      // rows (what they name, a program's links, its repository reads after for all of them;
      // docs/decisions.md "bench/content"). A window count(*) over ()
      // beside the ids was slower on PostgreSQL and on PGlite's first pages: it keeps every
      // match in a tuplestore to count them, where the aggregate only counts.
      const total = totalOf(tx, query.statuses, query.search !== null || filter !== undefined, where);
      // The page's ids as an array the rows are then found by (their primary key), its offset and
      // size read through a subquery each when the statement is prepared (no search). With
      // OFFSET $1 LIMIT $2 the planner costed the plan for any values (the generic one) at a tenth
      // of the list and kept planning the page for its own values on every execution, a third of
      // a page on PGlite; behind a subquery neither plan knows them, the generic plan is kept
      // from the sixth execution on, and an array of unknown length still meets its rows by
      // primary key (a join on the ids became a hash join over the whole table).
      const bound = (n: number) => (query.search === null ? sql`(select ${n}::bigint)` : sql`${n}`);
      const ids = sql`array(select ${table.id} from ${table} where ${where ?? sql`true`}
        order by ${sql.join(listOrder, sql`, `)} offset ${bound(query.skipCount)} limit ${bound(query.maxResultCount)})`;
      const statement = tx
        .select({ ...pageFields.select, pageTotal: total.as(pageFields.select.pageTotal!.fieldAlias) })
        .from(t)
        .where(sql`${table.id} = any(${ids})`)
        .orderBy(...listOrder);
      // A search is planned for its text, as before: a generic plan of `search_text LIKE $1` walks
      // the order index for a code the trigram index finds at once (2.5 ms against 1 on PostgreSQL).
      const raws =
        query.search === null
          ? await prepared(tx, statement.getSQL())
          : rowsOf<Record<string, unknown>>(await tx.execute(statement.getSQL()));
      const rows = raws.map(pageFields.read) as (Row & { pageTotal: number })[];
      const items = rows.map(({ pageTotal: _, ...row }) => row as unknown as Row);
      if (rows.length > 0) return { items, totalCount: rows[0]!.pageTotal };
      // A page past the end has no row to carry the count.
      if (query.skipCount === 0) return { items, totalCount: 0 };
      const [counted] = rowsOf<{ value: unknown }>(await tx.execute(sql`select ${total} as value`));
      return { items, totalCount: Number(counted?.value ?? 0) };
    },
    async find(tx, id) {
      const [raw] = await prepared(tx, tx.select(findFields.select).from(t).where(eq(table.id, id)).getSQL());
      return raw === undefined ? undefined : (findFields.read(raw) as unknown as Row);
    },
    async insert(tx, values, by) {
      const [row] = (await tx
        .insert(t)
        .values({
          ...options.columnsOf(values),
          sortOrder: values.sortOrder,
          contentStatus: values.contentStatus,
          createdBy: by,
          updatedBy: by,
        })
        .returning()) as Row[];
      if (!row) throw new Error(`the ${options.what} insert returned no row`);
      return row;
    },
    async update(tx, id, values, by) {
      const [row] = (await tx
        .update(t)
        .set({ ...options.columnsOf(values), sortOrder: values.sortOrder, updatedBy: by, updatedAt: sql`now()` })
        .where(eq(table.id, id))
        .returning()) as Row[];
      return row;
    },
    async setStatus(tx, id, status: ContentStatus, by) {
      const [row] = (await tx
        .update(t)
        .set({ contentStatus: status, updatedBy: by, updatedAt: sql`now()` })
        .where(eq(table.id, id))
        .returning()) as Row[];
      return row;
    },
    order: (tx) =>
      tx
        .select({ id: table.id, sortOrder: table.sortOrder })
        .from(t)
        .orderBy(...listOrder) as Promise<{ id: string; sortOrder: number }[]>,
    async setSortOrders(tx, orders, by) {
      if (orders.length === 0) return;
      // One statement for the whole move: a list of ids and their new places.
      const list = sql.join(
        orders.map((o) => sql`(${o.id}::uuid, ${o.sortOrder}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`update ${table} set sort_order = v.sort_order, updated_by = ${by}::uuid, updated_at = now()
        from (values ${list}) as v(id, sort_order) where ${table.id} = v.id`);
    },
    async remove(tx, id) {
      const rows = await tx.delete(t).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    async takenFields(tx, values, exceptId) {
      const fields: string[] = [];
      for (const unique of options.unique) {
        const [hit] = await tx
          .select({ id: table.id })
          .from(t)
          .where(
            and(
              eq(sql`lower(${unique.column})`, unique.value(values).toLowerCase()),
              unique.scope?.(values),
              exceptId === null ? undefined : ne(table.id, exceptId),
            ),
          )
          .limit(1);
        if (hit) fields.push(unique.field);
      }
      return fields;
    },
  };
};
