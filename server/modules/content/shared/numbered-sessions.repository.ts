import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database';
import type { ContentRepository, ContentRowCommon } from '../content-kind';
import type { ContentUsers } from '../content-usage';
import { contentTableRepository, searchColumns, type UniqueField } from '../content-table.repository';

// The SQL of a "numbered sessions" kind (the plans: sessions of training programs; the music
// programmes: sessions of tracks): its table through the generic repository, and its sessions in
// an items table, one row per item of a session, in order. Every row a kind answers carries its
// sessions with the items' words, so the item, the history and the form read them alike.

/** The columns of a sessions kind's own table that this SQL reads beside the generic ones. */
export type SessionsTable = Parameters<typeof contentTableRepository>[0] & {
  code: AnyPgColumn;
  nameZh: AnyPgColumn;
  nameEn: AnyPgColumn;
};

/**
 * An items table: session `session` (1 first) holds the item in column `Item` at place `position`
 * (0 first), for the row whose id is in column `Owner`.
 */
export type SessionItemsTable<Owner extends string, Item extends string> = PgTable &
  Record<Owner | Item | 'session' | 'position', AnyPgColumn>;

/** The values every sessions kind stores beside its own: code, names, the sessions (as the kind holds them). */
export type SessionsValuesStored<Session> = { code: string; nameZh: string; nameEn: string; sessions: Session[] };

type Link = { owner: string; session: number; item: string };

/** How one family of sessions kinds (plans, music programmes) holds and answers its sessions. */
export type SessionsFamily<Owner extends string, Item extends string, StoredSession, Ref, Session> = {
  /** The items table's columns that name the owner row and the item. */
  owner: Owner;
  item: Item;
  /** A stored session's item ids, in order. */
  idsOf: (session: StoredSession) => readonly string[];
  /** The library's items by id, with the words a session answers. */
  itemsById: (tx: Tx, ids: readonly string[]) => Promise<Map<string, Ref>>;
  /** Session `number` (1 first) as a row answers it, holding these items. */
  sessionOf: (number: number, items: Ref[]) => Session;
};

/** What a sessions kind gives its repository beside its tables. */
export type SessionsKindOptions<Values, Row, Extra> = {
  what: string;
  /** The kind's own columns (code, names and the session count are the family's). */
  columnsOf: (values: Values) => Record<string, unknown>;
  /**
   * Runs before a write and throws its refusal; `current` reads the row an update replaces (null
   * on an insert), so only the kinds that check against it read it.
   */
  check: (tx: Tx, values: Values, current: () => Promise<Row | null>) => Promise<void>;
  /** What else the kind links, read with its rows and written after them (a music plan's tags). */
  extra?: {
    read: (tx: Tx, ids: readonly string[]) => Promise<(id: string) => Extra>;
    write: (tx: Tx, id: string, values: Values) => Promise<void>;
  };
};

/**
 * A family's SQL: `repository` of each of its kinds (the generic one for its table, searched by
 * code and both names, code and names unique; its sessions written after the row and read with
 * it), and `usersOf`, who uses an item (the rows whose sessions hold it).
 */
export const sessionsFamily = <Owner extends string, Item extends string, StoredSession, Ref, Session>(
  family: SessionsFamily<Owner, Item, StoredSession, Ref, Session>,
) => {
  type Items = SessionItemsTable<Owner, Item>;

  // drizzle's select and join want a concrete table (`items as PgTable`): this is any of the family's.
  const linksOf = async (tx: Tx, items: Items, ownerIds: string[]) =>
    (await tx
      .select({ owner: items[family.owner], session: items.session, item: items[family.item] })
      .from(items as PgTable)
      .where(inArray(items[family.owner], ownerIds))
      .orderBy(asc(items[family.owner]), asc(items.session), asc(items.position))) as Link[];

  /**
   * Who uses an item: the rows of these kinds' tables whose sessions hold it, in each table's list
   * order, each named by `nameOf` (an item's delete is refused naming them).
   */
  const usersOf =
    (
      tables: readonly (readonly [SessionsTable, Items])[],
      nameOf: (row: { code: string; nameZh: string; nameEn: string }) => string,
    ): ContentUsers =>
    async (tx, itemId) => {
      const names: string[] = [];
      for (const [table, items] of tables) {
        const rows = (await tx
          .selectDistinct({ code: table.code, nameZh: table.nameZh, nameEn: table.nameEn, sortOrder: table.sortOrder })
          .from(table)
          .innerJoin(items as PgTable, eq(items[family.owner], table.id))
          .where(eq(items[family.item], itemId))
          .orderBy(asc(table.sortOrder), asc(table.code))) as { code: string; nameZh: string; nameEn: string }[];
        names.push(...rows.map(nameOf));
      }
      return names;
    };

  const repository = <
    Values extends SessionsValuesStored<StoredSession>,
    Row extends ContentRowCommon,
    Extra extends object = object,
  >(
    table: SessionsTable,
    items: Items,
    options: SessionsKindOptions<Values, Row, Extra>,
  ): ContentRepository<Values, Row & { sessions: Session[] } & Extra> => {
    type Full = Row & { sessions: Session[] } & Extra;
    const unique: UniqueField<Values>[] = [
      { field: 'code', column: table.code, value: (v) => v.code },
      { field: 'nameZh', column: table.nameZh, value: (v) => v.nameZh },
      { field: 'nameEn', column: table.nameEn, value: (v) => v.nameEn },
    ];
    const base = contentTableRepository<Values, Row>(table, {
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

    const complete = async (tx: Tx, rows: Row[]): Promise<Full[]> => {
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const links = await linksOf(tx, items, ids);
      const library = await family.itemsById(
        tx,
        links.map((l) => l.item),
      );
      const extraOf = options.extra ? await options.extra.read(tx, ids) : () => ({}) as Extra;
      return rows.map((row) => {
        const count = (row as unknown as { sessionCount: number }).sessionCount;
        const held: Ref[][] = Array.from({ length: count }, () => []);
        for (const link of links.filter((l) => l.owner === row.id)) {
          const item = library.get(link.item);
          if (item) held[link.session - 1]?.push(item);
        }
        return { ...row, sessions: held.map((refs, n) => family.sessionOf(n + 1, refs)), ...extraOf(row.id) };
      });
    };
    const one = async (tx: Tx, row: Row | undefined) => (row ? (await complete(tx, [row]))[0] : undefined);

    const writeSessions = async (tx: Tx, id: string, values: Values) => {
      await tx.delete(items).where(eq(items[family.owner], id));
      const rows = values.sessions.flatMap((s, n) =>
        family.idsOf(s).map((itemId, position) => ({
          [family.owner]: id,
          session: n + 1,
          position,
          [family.item]: itemId,
        })),
      );
      // drizzle types an insert's values by the concrete table; this is any of the family's.
      if (rows.length > 0) await tx.insert(items).values(rows as never);
      await options.extra?.write(tx, id, values);
    };

    return {
      async page(tx, query) {
        const page = await base.page(tx, query);
        return { items: await complete(tx, page.items), totalCount: page.totalCount };
      },
      find: async (tx, id) => one(tx, await base.find(tx, id)),
      async insert(tx, values, by) {
        await options.check(tx, values, () => Promise.resolve(null));
        const row = await base.insert(tx, values, by);
        await writeSessions(tx, row.id, values);
        return (await one(tx, row))!;
      },
      async update(tx, id, values, by) {
        await options.check(tx, values, async () => (await base.find(tx, id)) ?? null);
        const row = await base.update(tx, id, values, by);
        if (!row) return undefined;
        await writeSessions(tx, id, values);
        return one(tx, row);
      },
      setStatus: async (tx, id, status, by) => one(tx, await base.setStatus(tx, id, status, by)),
      order: (tx) => base.order(tx),
      setSortOrders: (tx, orders, by) => base.setSortOrders(tx, orders, by),
      remove: (tx, id) => base.remove(tx, id),
      takenFields: (tx, values, exceptId) => base.takenFields(tx, values, exceptId),
    };
  };

  return { repository, usersOf };
};
