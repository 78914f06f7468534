import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import type { Tx } from '../../../platform/db/database';
import { contentMusicPlanTags, contentTags, contentTracks } from '../../../platform/db/schema/index';
import { likeLiteral } from '../content-table.repository';
import { sessionsFamily, type SessionsValuesStored } from '../shared/numbered-sessions.repository';
import type { MusicSession, MusicTagRef, MusicTrackRef } from './music.schemas';

// The SQL of a music programme kind (music plans, brain music): a sessions kind
// (shared/numbered-sessions.repository.ts) whose sessions hold tracks, in its tracks table; and
// the library's tags the music plans name.

/** The values every programme kind stores beside its own: code, names, the sessions' track ids. */
export type ProgrammeValuesStored = SessionsValuesStored<{ trackIds: string[] }>;

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

const programmes = sessionsFamily({
  owner: 'programmeId',
  item: 'trackId',
  idsOf: (session: { trackIds: string[] }) => session.trackIds,
  itemsById: tracksById,
  sessionOf: (number, tracks): MusicSession => ({ number, tracks }),
});

/** Who uses a track: the programmes of these tables whose sessions play it (music-usage.ts). */
export const programmeUsersOf = programmes.usersOf;

/** A programme kind's repository: its sessions hold tracks (shared/numbered-sessions.repository.ts). */
export const programmeRepository = programmes.repository;
