import {
  and,
  asc,
  Column,
  count,
  type DriverValueDecoder,
  eq,
  fillPlaceholders,
  getTableColumns,
  getTableName,
  inArray,
  is,
  ne,
  or,
  type Placeholder,
  type Query,
  sql,
  SQL,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES, type ContentStatus } from '../../../machines/content-status.machine';
import { rowsOf, type Tx } from '../../platform/db/database';
import { executeNamedQuery, statementName } from '../../platform/db/prepared';
import { contentCounts, contentVersions } from '../../platform/db/schema/index';
import { countCache, ID_TEXT, idsSlice, type KeptCount } from './content-count-cache';
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

/**
 * A kind's search condition for `pattern`, the typed text as a bound LIKE pattern (likeLiteral),
 * `lines` whether that text holds a line break. It is built once per shape of the list
 * (statement text cached, values bound), so it may depend on the text only through these two.
 */
export type ContentSearch = (pattern: SQL, lines: boolean) => SQL | undefined;

/** Text columns searched case-insensitively for the typed text. */
export const searchColumns =
  (...columns: (AnyPgColumn | SQL)[]): ContentSearch =>
  (pattern) =>
    or(...columns.map((column) => sql`${column} ilike ${pattern}`));

/** A statement built once: its text, its parameters (placeholders among them) and its prepared name. */
type Built = { name: string; query: Query };

const dialect = new PgDialect();

const built = (prefix: string, statement: SQL): Built => {
  const query = dialect.sqlToQuery(statement);
  return { name: statementName(prefix, query.sql), query };
};

/** `statement` with its placeholders' `values`, prepared once per session (platform/db/prepared.ts). */
const executeBuilt = <T>(tx: Tx, statement: Built, values: Record<string, unknown>) =>
  executeNamedQuery<T>(tx, statement.name, {
    sql: statement.query.sql,
    params: fillPlaceholders(statement.query.params, values),
  });

/** `statement` with its placeholders' `values` as an unnamed statement, planned for those values. */
const executeBuiltUnnamed = async <T>(tx: Tx, statement: Built, values: Record<string, unknown>) =>
  rowsOf<T>(
    await tx._.session
      .prepareQuery(
        { sql: statement.query.sql, params: fillPlaceholders(statement.query.params, values) },
        undefined,
        undefined,
        false,
      )
      .execute(),
  );

/** How many shapes of a kind's page stay built; past it the cache starts again (filter values are part of a shape). */
const SHAPES_KEPT = 64;

/** How many lists' counts a kind keeps (content-count-cache.ts): a few KB. */
const COUNTS_KEPT = 512;

/**
 * A list of at most this many matches keeps their ids beside its count (content-count-cache.ts):
 * the whole programme list of bench/content (10,000) is one, a library of 20,000 still is.
 */
const IDS_PER_LIST = 20_000;

/** The ids a kind keeps over all its lists: 100,000 ids, 3.6 MB of text. */
const IDS_BUDGET = 100_000 * ID_TEXT;

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
    search: ContentSearch;
    unique: readonly UniqueField<Values>[];
    /** The kind's own list filters as a condition (ContentPageQuery.filters). */
    filter?: (filters: Readonly<Record<string, unknown>>) => SQL | undefined;
    /** The kind's own columns of `values` (for insert and update). */
    columnsOf: (values: Values) => Record<string, unknown>;
    /**
     * The table's items per status are kept in content_counts by its triggers (migration 0027):
     * a list without a search or filter sums the reader's statuses there instead of counting.
     * Its version is kept too (content_versions, migration 0047, on the same tables): a list
     * that is counted (a search, a filter) keeps its count for that version and reuses it.
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
  const totalOf = (tx: Tx, statuses: readonly Placeholder[], narrowed: boolean, where: SQL | undefined) =>
    (options.counted && !narrowed
      ? sql<number>`(select coalesce(sum(${contentCounts.count}), 0) from ${contentCounts}
          where ${contentCounts.kind} = ${kind} and ${inArray(contentCounts.contentStatus, [...statuses])})`
      : sql<number>`(${tx.select({ value: count() }).from(t).where(where)})`
    ).mapWith(Number);
  const listOrder = [asc(table.sortOrder), asc(table.createdAt), asc(table.id)];
  const rowFields: Record<string, Field> = getTableColumns(table);
  const pageFields = aliasedFields({ ...rowFields, pageTotal: sql`0`.mapWith(Number), pageVersion: sql<string>`null` });
  const findFields = aliasedFields(rowFields);
  const prefix = `content_${kind}`;
  // The kind's version in the statement's own snapshot (content_versions; a PK read, an InitPlan
  // run once per statement).
  const versionOf = sql<string>`(select ${contentVersions.version} from ${contentVersions}
    where ${contentVersions.kind} = ${kind})`;
  const counts = options.counted ? countCache(COUNTS_KEPT, IDS_BUDGET) : undefined;
  let versionStatement: Built | undefined;
  /** Rows by their ids (the slice of a kept list), with the version, for any list of the kind. */
  let idsPage: Built | undefined;
  /**
   * A page's statement per shape (docs/decisions.md "bench/content: shaped statements and a
   * narrow count"): its text varies only with how many statuses the reader reads (or every one),
   * whether there is a search (and whether it holds a line break), the kind's filters that apply
   * and their values, and whether the count is kept; every other value (statuses, pattern, offset, size) is a
   * placeholder bound at each call. drizzle built and compiled the statement on every request,
   * about a fifth of a page's CPU on PGlite.
   */
  type Shape = {
    key: string;
    page: Built;
    total: SQL;
    pastEnd?: Built;
    /** The page without its count, for a list whose count is kept (below). */
    keptPage?: Built;
    /** The page's statement with another count (or none): the rows are those of `page`. */
    pageWith: (total: SQL) => SQL;
    /** Whether this shape reads the kind's version beside its rows (its count is kept). */
    versioned: boolean;
    /** The list's conditions (the page's and the count's). */
    where: SQL | undefined;
    /** Every match's id in list order, as one text, and the version, in one statement. */
    ids?: Built;
  };
  const shapes = new Map<string, Shape>();
  const shapeOf = (
    tx: Tx,
    query: ContentPageQuery,
    everyStatus: boolean,
    filter: SQL | undefined,
    filterKey: string,
  ): Shape => {
    const lines = query.search?.includes('\n') ?? false;
    const key = `${everyStatus ? '*' : query.statuses.length}|${query.search === null ? '-' : lines ? 'L' : 'S'}|${filterKey}`;
    const known = shapes.get(key);
    if (known) return known;
    const statuses = query.statuses.map((_, i) => sql.placeholder(`s${i}`));
    const search = query.search === null ? undefined : options.search(sql`${sql.placeholder('pattern')}`, lines);
    // A reader of every status (an editor) is not narrowed by status at all: the column holds
    // nothing else (its check constraint), and testing each index entry against the five
    // statuses cost about a fifth of a broad search's count and of a deep page on PGlite.
    const where = and(everyStatus ? undefined : inArray(table.contentStatus, statuses), search, filter);
    // The page and the count of every match in one statement, one round trip: the count an
    // aggregate over the matches, the page's ids read in list order (both index-only scans of
    // the order index where the kind's index ends with what it filters on), then the page's
    // rows (what they name, a program's links, its repository reads after for all of them;
    // docs/decisions.md "bench/content"). A window count(*) over ()
    // beside the ids was slower on PostgreSQL and on PGlite's first pages: it keeps every
    // match in a tuplestore to count them, where the aggregate only counts.
    const narrowed = query.search !== null || filter !== undefined;
    const total = totalOf(tx, statuses, narrowed, where);
    // Every list of a kind with a version keeps its count, and its ids when they are few enough
    // (content-count-cache.ts): a list without a search too, whose deep pages walk the order
    // index to their offset.
    const versioned = counts !== undefined;
    // The page's ids as an array the rows are then found by (their primary key), its offset and
    // size read through a subquery each when the statement is prepared (no search). With
    // OFFSET $1 LIMIT $2 the planner costed the plan for any values (the generic one) at a tenth
    // of the list and kept planning the page for its own values on every execution, a third of
    // a page on PGlite; behind a subquery neither plan knows them, the generic plan is kept
    // from the sixth execution on, and an array of unknown length still meets its rows by
    // primary key (a join on the ids became a hash join over the whole table).
    const bound = (name: string) =>
      query.search === null ? sql`(select ${sql.placeholder(name)}::bigint)` : sql`${sql.placeholder(name)}`;
    const ids = sql`array(select ${table.id} from ${table} where ${where ?? sql`true`}
      order by ${sql.join(listOrder, sql`, `)} offset ${bound('skip')} limit ${bound('take')})`;
    const pageWith = (pageTotal: SQL) =>
      tx
        .select({
          ...pageFields.select,
          pageTotal: pageTotal.as(pageFields.select.pageTotal!.fieldAlias),
          ...(versioned ? { pageVersion: versionOf.as(pageFields.select.pageVersion!.fieldAlias) } : {}),
        })
        .from(t)
        .where(sql`${table.id} = any(${ids})`)
        .orderBy(...listOrder)
        .getSQL();
    const shape: Shape = { key, page: built(prefix, pageWith(total)), total, pageWith, versioned, where };
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    shapes.set(key, shape);
    return shape;
  };
  let findStatement: Built | undefined;
  return {
    async page(tx, query) {
      if (query.statuses.length === 0) return { items: [], totalCount: 0 };
      const filter = query.filters === undefined ? undefined : options.filter?.(query.filters);
      const everyStatus = CONTENT_STATUSES.every((s) => query.statuses.includes(s));
      const shape = shapeOf(tx, query, everyStatus, filter, filter === undefined ? '' : JSON.stringify(query.filters));
      const values: Record<string, unknown> = {
        skip: query.skipCount,
        take: query.maxResultCount,
        ...(query.search === null ? {} : { pattern: likeLiteral(query.search) }),
        ...Object.fromEntries(query.statuses.map((s, i) => [`s${i}`, s])),
      };
      // A page without a search is prepared once per session (platform/db/prepared.ts): planning
      // the page (26 columns and its count) cost a third of running it on PGlite. A search is
      // planned for its text, as before: a generic plan of `search_text LIKE $1` walks the order
      // index for a code the trigram index finds at once (2.5 ms against 1 on PostgreSQL).
      const run = async (statement: Built) =>
        (query.search === null
          ? await executeBuilt<Record<string, unknown>>(tx, statement, values)
          : await executeBuiltUnnamed<Record<string, unknown>>(tx, statement, values)
        ).map(pageFields.read) as (Row & { pageTotal: number | null; pageVersion: string | null })[];
      const itemsOf = (rows: Awaited<ReturnType<typeof run>>) =>
        rows.map(({ pageTotal: _, pageVersion: _v, ...row }) => row as unknown as Row);
      /**
       * Every match's id in list order and the version, read in one statement, kept for the list
       * under that version (its count is their number): exact for that snapshot, whatever was
       * kept before. Nothing is kept without a version, or past IDS_PER_LIST.
       */
      const listIds = async (of: Shape, with_: Record<string, unknown>): Promise<KeptCount | undefined> => {
        of.ids ??= built(
          prefix,
          sql`select ${versionOf} as version, array_to_string(array(select ${table.id} from ${table}
            where ${of.where ?? sql`true`} order by ${sql.join(listOrder, sql`, `)}), '') as ids`,
        );
        const [listed] =
          query.search === null
            ? await executeBuilt<{ version: string | null; ids: string }>(tx, of.ids, with_)
            : await executeBuiltUnnamed<{ version: string | null; ids: string }>(tx, of.ids, with_);
        if (!listed?.version) return undefined;
        const entry: KeptCount = { version: listed.version, count: listed.ids.length / ID_TEXT, ids: listed.ids };
        if (entry.count > IDS_PER_LIST) return undefined;
        counts!.set(keptKey!, entry);
        return entry;
      };
      /**
       * The page as the kept ids place it: their slice read by primary key with the version in one
       * statement, served only if that version is the kept one and every id came back (a row the
       * reader may not read is not served from another reader's list); else undefined.
       */
      const pageOfIds = async (list: KeptCount, ids: string) => {
        const slice = idsSlice(ids, query.skipCount, query.maxResultCount);
        // Past the end of the list as read now: exact for the snapshot that read it.
        if (slice.length === 0) return { items: [], totalCount: list.count };
        idsPage ??= built(
          prefix,
          tx
            .select({ ...pageFields.select, pageVersion: versionOf.as(pageFields.select.pageVersion!.fieldAlias) })
            .from(t)
            .where(sql`${table.id} = any(string_to_array(${sql.placeholder('ids')}::text, ',')::uuid[])`)
            .getSQL(),
        );
        const rows = (await executeBuilt<Record<string, unknown>>(tx, idsPage, { ids: slice.join(',') })).map(
          pageFields.read,
        ) as (Row & { id: string; pageTotal: number | null; pageVersion: string | null })[];
        if (rows.length !== slice.length || rows[0]!.pageVersion !== list.version) return undefined;
        const place = new Map(slice.map((id, i) => [id, i]));
        rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
        return { items: itemsOf(rows), totalCount: list.count };
      };
      // A count kept for this list (its shape and values, whatever the page) serves while the
      // statement reads the version it was counted in; the page is then read without counting
      // (and without planning the count: a search is planned for its text on every request).
      // docs/decisions.md "bench/content: counts kept per version".
      const keptKey = shape.versioned ? JSON.stringify([shape.key, query.statuses, query.search]) : undefined;
      const kept = keptKey === undefined ? undefined : counts!.get(keptKey);
      if (kept && query.skipCount >= kept.count) {
        // Past the end by the kept count: so it is while the version has not changed.
        versionStatement ??= built(prefix, sql`select ${versionOf} as version`);
        const [current] = await executeBuilt<{ version: string | null }>(tx, versionStatement, {});
        if (current?.version === kept.version) return { items: [], totalCount: kept.count };
      } else if (kept) {
        // The list's ids, kept or read now (once per version), then the page is its slice of them.
        const listed =
          kept.ids === undefined && !kept.idsDropped && kept.count <= IDS_PER_LIST
            ? await listIds(shape, values)
            : kept;
        const served = listed?.ids === undefined ? undefined : await pageOfIds(listed, listed.ids);
        if (served) return served;
        if (listed?.ids === undefined) {
          shape.keptPage ??= built(prefix, shape.pageWith(sql`null`));
          const rows = await run(shape.keptPage);
          if (rows.length > 0 && rows[0]!.pageVersion === kept.version)
            return { items: itemsOf(rows), totalCount: kept.count };
        }
        // The library changed since: read and count again, in one snapshot.
      }
      const keep = (version: string | null, count: number) => {
        if (keptKey !== undefined && version !== null) counts!.set(keptKey, { version, count });
      };
      const rows = await run(shape.page);
      const items = itemsOf(rows);
      if (rows.length > 0) {
        keep(rows[0]!.pageVersion, rows[0]!.pageTotal!);
        return { items, totalCount: rows[0]!.pageTotal! };
      }
      // A page past the end has no row to carry the count (nor the version, for a kept count).
      if (query.skipCount === 0 && keptKey === undefined) return { items, totalCount: 0 };
      shape.pastEnd ??= built(
        prefix,
        sql`select ${shape.total} as value, ${shape.versioned ? versionOf : sql`null`} as version`,
      );
      const [counted] = await executeBuiltUnnamed<{ value: unknown; version: string | null }>(
        tx,
        shape.pastEnd,
        values,
      );
      const totalCount = Number(counted?.value ?? 0);
      keep(counted?.version ?? null, totalCount);
      return { items, totalCount };
    },
    async find(tx, id) {
      findStatement ??= built(
        prefix,
        tx
          .select(findFields.select)
          .from(t)
          .where(eq(table.id, sql.placeholder('id')))
          .getSQL(),
      );
      const [raw] = await executeBuilt<Record<string, unknown>>(tx, findStatement, { id });
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
