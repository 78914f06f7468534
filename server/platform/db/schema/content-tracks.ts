import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { contentEditorsWrite as editorsWrite, contentStatusCheck as statusCheck } from './content';
import { users } from './tenancy';

/**
 * The music library's tracks (issue 18 item 1 musicLibrary; spec 001 §3 "Music track: courseCode,
 * code", "Course-music plan: iLs.tracks (code, duration, track.url)"; §7 PUT /track/duration). A
 * track is its code (unique), the course code it belongs to (FAS, CMSMO ...), a title in both
 * languages, and its audio file: the storage key of the bytes, their type, name and size, and the
 * duration read from the file (or set by PUT /track/duration), in milliseconds.
 */
export const contentTracks = pgTable(
  'content_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    courseCode: text('course_code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Null until an audio file is uploaded or a duration is set. */
    durationMs: integer('duration_ms'),
    audioStorageKey: text('audio_storage_key'),
    audioContentType: text('audio_content_type'),
    audioFileName: text('audio_file_name'),
    audioSize: integer('audio_size'),
    sortOrder: integer('sort_order').notNull().default(0),
    contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_tracks_code_key').on(sql`lower(${t.code})`),
    // The list's order with its status last, as programs have it (one index-only scan a page).
    index('content_tracks_order_idx').on(t.sortOrder, t.createdAt, t.id, t.contentStatus),
    statusCheck('content_tracks', t.contentStatus),
    check('content_tracks_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('content_tracks_duration_check', sql`${t.durationMs} is null or ${t.durationMs} >= 0`),
    check(
      'content_tracks_audio_check',
      sql`(${t.audioStorageKey} is null) = (${t.audioContentType} is null) and (${t.audioStorageKey} is null) = (${t.audioSize} is null)`,
    ),
    ...editorsWrite('content_tracks'),
  ],
).enableRLS();
