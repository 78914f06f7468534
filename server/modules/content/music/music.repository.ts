import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import type { Tx } from '../../../platform/db/database';
import { contentMusicPlanTags, contentTags, contentTracks } from '../../../platform/db/schema/index';
import type { ContentRepository, ContentRowCommon } from '../content-kind';
import { contentTableRepository, likeLiteral, searchColumns, type UniqueField } from '../content-table.repository';
import type { MusicSession, MusicTagRef, MusicTrackRef } from './music.schemas';

// The SQL of a music programme kind (music plans, brain music): its table through the generic
// repository, and its sessions (one row per track of a session, in order) in its tracks table.
// Every row a kind answers carries its sessions with the tracks' words, so the item, the history
// and the form read them alike.

/** The values every programme kind stores beside its own: code, names, the sessions' track ids. */
export type ProgrammeValuesStored = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessions: { trackIds: string[] }[];
};

export type ProgrammeTracksTable = PgTable & {
  programmeId: AnyPgColumn;
  session: AnyPgColumn;
  position: AnyPgColumn;
  trackId: AnyPgColumn;
};

export type ProgrammeTable = PgTable & {
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

export type WithSessions<Row> = Row & { sessions: MusicSession[] };

/** The library's tracks by id, with their words, file and status (the programmes' view of them). */
export const tracksById = async (tx: Tx, ids: readonly string[]): Promise<Map<string, MusicTrackRef>> => {
  if (ids.length === 0) return new Map();
  const t = contentTracks;
  const rows = await tx
    .select({
      id: t.id,
      code: t.code,
      courseCode: t.courseCode,
      nameZh: t.nameZh,
      nameEn: t.nameEn,
      durationMs: t.durationMs,
      audioStorageKey: t.audioStorageKey,
      contentStatus: t.contentStatus,
    })
    .from(t)
    .where(inArray(t.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ durationMs, audioStorageKey, ...r }) => [
      r.id,
      { ...r, duration: durationMs === null ? null : durationMs / 1000, hasAudio: audioStorageKey !== null },
    ]),
  );
};

/** The programmes (code and names) whose sessions play a track: the track's delete names them. */
export const programmesPlayingTrack = (tx: Tx, table: ProgrammeTable, tracks: ProgrammeTracksTable, trackId: string) =>
  tx
    .selectDistinct({ code: table.code, nameZh: table.nameZh, nameEn: table.nameEn, sortOrder: table.sortOrder })
    .from(table)
    .innerJoin(tracks, eq(tracks.programmeId, table.id))
    .where(eq(tracks.trackId, trackId))
    .orderBy(asc(table.sortOrder), asc(table.code)) as Promise<{ code: string; nameZh: string; nameEn: string }[]>;

/** The library's tags by id or by name in either language, in the library's order (POST /queryTags). */
export const queryTags = (
  tx: Tx,
  query: { statuses: readonly ContentStatus[]; search: string | null; ids: readonly string[] | null; limit: number },
): Promise<MusicTagRef[]> => {
  const t = contentTags;
  return tx
    .select({ id: t.id, nameZh: t.nameZh, nameEn: t.nameEn })
    .from(t)
    .where(
      and(
        inArray(t.contentStatus, [...query.statuses]),
        query.search === null
          ? undefined
          : or(ilike(t.nameZh, likeLiteral(query.search)), ilike(t.nameEn, likeLiteral(query.search))),
        query.ids === null ? undefined : inArray(t.id, [...query.ids]),
      ),
    )
    .orderBy(asc(t.sortOrder), asc(t.id))
    .limit(query.limit);
};

/** Which of these tag ids exist (a plan may name only those). */
export const existingTagIds = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: contentTags.id })
    .from(contentTags)
    .where(inArray(contentTags.id, [...ids]));
  return new Set(rows.map((r) => r.id));
};

/** Each plan's tags, in the plan's order. */
export const tagsOfPlans = async (tx: Tx, planIds: readonly string[]) => {
  const byPlan = new Map<string, MusicTagRef[]>();
  if (planIds.length === 0) return byPlan;
  const l = contentMusicPlanTags;
  const rows = await tx
    .select({ planId: l.planId, id: contentTags.id, nameZh: contentTags.nameZh, nameEn: contentTags.nameEn })
    .from(l)
    .innerJoin(contentTags, eq(contentTags.id, l.tagId))
    .where(inArray(l.planId, [...planIds]))
    .orderBy(asc(l.planId), asc(l.position));
  for (const { planId, ...tag } of rows) byPlan.set(planId, [...(byPlan.get(planId) ?? []), tag]);
  return byPlan;
};

/** A plan's tags replaced, in the given order. */
export const writePlanTags = async (tx: Tx, planId: string, tagIds: readonly string[]) => {
  await tx.delete(contentMusicPlanTags).where(eq(contentMusicPlanTags.planId, planId));
  if (tagIds.length > 0)
    await tx.insert(contentMusicPlanTags).values(tagIds.map((tagId, position) => ({ planId, tagId, position })));
};

/**
 * A programme kind's repository: the generic one for its table (searched by code and both names;
 * code and names unique), its sessions written after the row and read with it. `check` runs before
 * a write (tracks that exist, the kind's own rules) and throws its refusal; `extra` reads and
 * writes what else the kind links (a music plan's tags).
 */
export const programmeRepository = <Values extends ProgrammeValuesStored, Row extends ContentRowCommon, Extra>(
  table: ProgrammeTable,
  tracks: ProgrammeTracksTable,
  options: {
    what: string;
    columnsOf: (values: Values) => Record<string, unknown>;
    check: (tx: Tx, values: Values) => Promise<void>;
    extra: {
      read: (tx: Tx, ids: readonly string[]) => Promise<(id: string) => Extra>;
      write: (tx: Tx, id: string, values: Values) => Promise<void>;
    };
  },
): ContentRepository<Values, WithSessions<Row> & Extra> => {
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
  // drizzle's builders are typed by the concrete table; this one is any programme kind's tracks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const links = tracks as any;

  const complete = async (tx: Tx, rows: Row[]): Promise<(WithSessions<Row> & Extra)[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const found = (await tx
      .select({ programmeId: tracks.programmeId, session: tracks.session, trackId: tracks.trackId })
      .from(links)
      .where(inArray(tracks.programmeId, ids))
      .orderBy(asc(tracks.programmeId), asc(tracks.session), asc(tracks.position))) as {
      programmeId: string;
      session: number;
      trackId: string;
    }[];
    const library = await tracksById(
      tx,
      found.map((l) => l.trackId),
    );
    const extraOf = await options.extra.read(tx, ids);
    return rows.map((row) => {
      const count = (row as unknown as { sessionCount: number }).sessionCount;
      const sessions: MusicSession[] = Array.from({ length: count }, (_, n) => ({ number: n + 1, tracks: [] }));
      for (const link of found.filter((l) => l.programmeId === row.id)) {
        const track = library.get(link.trackId);
        if (track) sessions[link.session - 1]?.tracks.push(track);
      }
      return { ...row, sessions, ...extraOf(row.id) };
    });
  };
  const one = async (tx: Tx, row: Row | undefined) => (row ? (await complete(tx, [row]))[0] : undefined);

  const writeSessions = async (tx: Tx, id: string, values: Values) => {
    await tx.delete(links).where(eq(tracks.programmeId, id));
    const rows = values.sessions.flatMap((s, n) =>
      s.trackIds.map((trackId, position) => ({ programmeId: id, session: n + 1, position, trackId })),
    );
    if (rows.length > 0) await tx.insert(links).values(rows);
    await options.extra.write(tx, id, values);
  };

  return {
    async page(tx, query) {
      const page = await base.page(tx, query);
      return { items: await complete(tx, page.items), totalCount: page.totalCount };
    },
    find: async (tx, id) => one(tx, await base.find(tx, id)),
    async insert(tx, values, by) {
      await options.check(tx, values);
      const row = await base.insert(tx, values, by);
      await writeSessions(tx, row.id, values);
      return (await one(tx, row))!;
    },
    async update(tx, id, values, by) {
      await options.check(tx, values);
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
