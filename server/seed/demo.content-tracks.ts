// The music library's demo tracks (issue 18 items 4 and 7: "a music library of FAS and CMSMO
// tracks", "short real audio tracks generated at seed time (no downloads)"). The rows go in with
// the rest of the demo; their audio is synthesised (chords, track-synth.ts) and stored through the
// storage adapter once the seed has committed, when the caller gives one (a server's first start;
// the tests' template databases have no files and keep tracks without audio).

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ContentStatus } from '../../machines/content-status.machine';
import { sniffAudio } from '../modules/content/tracks/track-audio';
import { synthesiseChords, type Chord } from '../modules/content/tracks/track-synth';
import type { Database, Tx } from '../platform/db/database';
import { contentHistory, contentTracks } from '../platform/db/schema/index';
import type { FileStorage } from '../platform/storage/file-storage';

type DemoTrack = {
  code: string;
  courseCode: 'FAS' | 'CMSMO';
  nameZh: string;
  nameEn: string;
  contentStatus: ContentStatus;
  /** MIDI notes of each chord, and how long each plays. */
  chords: readonly Chord[];
  secondsPerChord: number;
};

// Calm progressions: I-vi-IV-V and friends, 6 to 8 seconds each, played DEMO_TRACK_REPEATS times
// (48 to 64 seconds a track): long enough for the player's 15 s progress call (spec 001 §9) to
// come within a track, as it does with real music.
export const DEMO_TRACK_REPEATS = 8;
/** 8 kHz mono 16-bit: the chords' highest partial is under 1.2 kHz, and a minute stays under 1 MB. */
export const DEMO_TRACK_SAMPLE_RATE = 8_000;

export const DEMO_TRACKS: readonly DemoTrack[] = [
  {
    code: 'FAS-001',
    courseCode: 'FAS',
    nameZh: '晨光',
    nameEn: 'Morning light',
    contentStatus: 'Public',
    chords: [
      [60, 64, 67],
      [57, 60, 64],
      [53, 57, 60],
      [55, 59, 62],
    ],
    secondsPerChord: 1.5,
  },
  {
    code: 'FAS-002',
    courseCode: 'FAS',
    nameZh: '溪流',
    nameEn: 'Brook',
    contentStatus: 'Public',
    chords: [
      [62, 65, 69],
      [55, 59, 62],
      [60, 64, 67],
      [57, 60, 64],
    ],
    secondsPerChord: 1.75,
  },
  {
    code: 'FAS-003',
    courseCode: 'FAS',
    nameZh: '萤火',
    nameEn: 'Fireflies',
    contentStatus: 'Unpublish',
    chords: [
      [67, 71, 74],
      [64, 67, 71],
      [60, 64, 67],
      [62, 66, 69],
    ],
    secondsPerChord: 1.5,
  },
  {
    code: 'CMSMO-001',
    courseCode: 'CMSMO',
    nameZh: '摇篮',
    nameEn: 'Cradle',
    contentStatus: 'Public',
    chords: [
      [53, 57, 60],
      [48, 52, 55],
      [50, 53, 57],
      [48, 52, 55],
    ],
    secondsPerChord: 2,
  },
  {
    code: 'CMSMO-002',
    courseCode: 'CMSMO',
    nameZh: '海浪',
    nameEn: 'Waves',
    contentStatus: 'Public',
    chords: [
      [57, 60, 64],
      [55, 59, 62],
      [53, 57, 60],
      [52, 55, 59],
    ],
    secondsPerChord: 1.75,
  },
  {
    code: 'CMSMO-003',
    courseCode: 'CMSMO',
    nameZh: '星空',
    nameEn: 'Starry sky',
    contentStatus: 'Hide',
    chords: [
      [64, 67, 71],
      [60, 64, 67],
      [57, 60, 64],
      [59, 62, 66],
    ],
    secondsPerChord: 2,
  },
];

/** The tracks' rows and their history (Created, then the status), as the demo editor. */
export const seedDemoTracks = async (tx: Tx, demo: { editorId: string; now: number }) => {
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const at = new Date(demo.now - 20 * 24 * 3600_000);
  const rows = DEMO_TRACKS.map((track, i) => ({
    id: randomUUID(),
    code: track.code,
    courseCode: track.courseCode,
    nameZh: track.nameZh,
    nameEn: track.nameEn,
    contentStatus: track.contentStatus,
    sortOrder: i,
    createdBy: demo.editorId,
    updatedBy: demo.editorId,
    createdAt: at,
    updatedAt: at,
  }));
  await tx.insert(contentTracks).values(rows);
  await tx.insert(contentHistory).values(
    rows.flatMap((row): (typeof contentHistory.$inferInsert)[] => [
      {
        kind: 'track',
        itemId: row.id,
        action: 'Created',
        changes: {
          code: { from: null, to: row.code },
          courseCode: { from: null, to: row.courseCode },
          nameZh: { from: null, to: row.nameZh },
          nameEn: { from: null, to: row.nameEn },
          sortOrder: { from: null, to: row.sortOrder },
          contentStatus: { from: null, to: 'Unpublish' },
        },
        userId: demo.editorId,
        at,
      },
      ...(row.contentStatus === 'Unpublish'
        ? []
        : [
            {
              kind: 'track',
              itemId: row.id,
              action: 'StatusChanged',
              changes: { contentStatus: { from: 'Unpublish', to: row.contentStatus } },
              userId: demo.editorId,
              at: new Date(at.getTime() + 3600_000),
            },
          ]),
    ]),
  );
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};

/**
 * After the seed's commit: each demo track still without audio gets its chords synthesised,
 * stored, and its duration read back from the file it got.
 */
export const attachDemoTrackAudio = async (db: Database, storage: FileStorage) => {
  await db.privileged(async (tx) => {
    const rows = await tx
      .select({ id: contentTracks.id, code: contentTracks.code })
      .from(contentTracks)
      .where(
        and(
          inArray(
            contentTracks.code,
            DEMO_TRACKS.map((t) => t.code),
          ),
          isNull(contentTracks.audioStorageKey),
        ),
      );
    for (const row of rows) {
      const demo = DEMO_TRACKS.find((t) => t.code === row.code);
      if (!demo) continue;
      const chords = Array.from({ length: DEMO_TRACK_REPEATS }, () => demo.chords).flat();
      const data = synthesiseChords(chords, demo.secondsPerChord, DEMO_TRACK_SAMPLE_RATE);
      const audio = sniffAudio(data);
      if (!audio) throw new Error(`the synthesised ${row.code} is not audio`);
      const storageKey = await storage.put(`tracks/${row.id}`, data);
      await tx
        .update(contentTracks)
        .set({
          audioStorageKey: storageKey,
          audioContentType: audio.contentType,
          audioFileName: `${demo.code}.${audio.extension}`,
          audioSize: data.length,
          durationMs: audio.durationMs,
        })
        .where(eq(contentTracks.id, row.id));
    }
  });
};
