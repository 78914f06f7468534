import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { contentTracks } from '../../../platform/db/schema/index';
import { contentTableRepository, searchColumns } from '../content-table.repository';

export type TrackValuesStored = { code: string; courseCode: string; nameZh: string; nameEn: string };
export type TrackRow = typeof contentTracks.$inferSelect;

const t = contentTracks;

/**
 * Tracks' SQL is the generic one (searched by code, course code and both titles; the code unique
 * whatever its case); the audio columns are the track's own, set only by an upload (below).
 */
export const trackRepository = contentTableRepository<TrackValuesStored, TrackRow>(t, {
  what: 'track',
  search: searchColumns(t.code, t.courseCode, t.nameZh, t.nameEn),
  unique: [{ field: 'code', column: t.code, value: (v) => v.code }],
  counted: true,
  columnsOf: (v) => ({ code: v.code, courseCode: v.courseCode, nameZh: v.nameZh, nameEn: v.nameEn }),
});

export type TrackAudioStored = { storageKey: string; contentType: string; fileName: string; size: number };

/** A new audio file and the duration read from it; answers the updated row (the caller read the old key before). */
export const setTrackAudio = async (
  tx: Tx,
  id: string,
  audio: TrackAudioStored,
  durationMs: number,
  by: string,
): Promise<TrackRow | undefined> => {
  const [row] = await tx
    .update(t)
    .set({
      audioStorageKey: audio.storageKey,
      audioContentType: audio.contentType,
      audioFileName: audio.fileName,
      audioSize: audio.size,
      durationMs,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(eq(t.id, id))
    .returning();
  return row;
};

export const setTrackDuration = async (tx: Tx, id: string, durationMs: number, by: string) => {
  const [row] = await tx
    .update(t)
    .set({ durationMs, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning();
  return row;
};
