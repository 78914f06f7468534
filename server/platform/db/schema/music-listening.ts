import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentBrainMusic } from './content-music';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// Music listening (issue 21; spec 001 §3 "Course-music plan", "Audio progress record", "Music
// record"; §7 "Audio tracks (userOfflinePlan and groupTrainingPlan)").

/**
 * Which plan a listening belongs to: a child's offline plan, a class's group plan, or a child's
 * music programme (FAS or CMSMO: subject_music_programmes, the music rehab tab). Course music and
 * music feedback belong to the first two only.
 */
export const LISTENING_PLAN_KINDS = ['OFFLINE', 'GROUP', 'PROGRAMME'] as const;
export type ListeningPlanKind = (typeof LISTENING_PLAN_KINDS)[number];
/** The plans that have sessions of course music (and music feedback): offline and group plans. */
export type CoursePlanKind = Exclude<ListeningPlanKind, 'PROGRAMME'>;

/**
 * The course-music plan: the brain-music programme a plan plays, session num → the programme's
 * session num. Plans are in two tables, so the link is its own row (plan kind + plan id).
 */
export const planCourseMusic = pgTable(
  'plan_course_music',
  {
    tenantId: tenantIdColumn(),
    planKind: text('plan_kind').$type<CoursePlanKind>().notNull(),
    planId: uuid('plan_id').notNull(),
    brainMusicId: uuid('brain_music_id')
      .notNull()
      .references(() => contentBrainMusic.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_course_music_plan_key').on(t.planKind, t.planId),
    check('plan_course_music_kind_check', sql`${t.planKind} in ('OFFLINE', 'GROUP')`),
    tenantIsolation('plan_course_music'),
  ],
).enableRLS();

/** 001 §3 "Audio progress record: trackCode, lastProgress, isFinished", per child, plan and session. */
export const audioTrackProgress = pgTable(
  'audio_track_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    planKind: text('plan_kind').$type<ListeningPlanKind>().notNull(),
    planId: uuid('plan_id').notNull(),
    num: integer('num').notNull(),
    trackCode: text('track_code').notNull(),
    /** ms; never moves backwards. */
    lastProgress: integer('last_progress').notNull().default(0),
    isFinished: boolean('is_finished').notNull().default(false),
    /** The first listening (play history records only the first). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('audio_track_progress_key').on(t.planKind, t.planId, t.subjectId, t.num, t.trackCode),
    check('audio_track_progress_kind_check', sql`${t.planKind} in ('OFFLINE', 'GROUP', 'PROGRAMME')`),
    check('audio_track_progress_values_check', sql`${t.num} >= 1 and ${t.lastProgress} >= 0`),
    tenantIsolation('audio_track_progress'),
  ],
).enableRLS();

/**
 * A play session: one open (ended_at null) per child and track (the unique index decides between
 * two tabs). It counts as "listening now" while its last call is within two intervals (30 s); a
 * start may close an open one that went quiet for that long.
 */
export const audioPlaySessions = pgTable(
  'audio_play_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    planKind: text('plan_kind').$type<ListeningPlanKind>().notNull(),
    planId: uuid('plan_id').notNull(),
    num: integer('num').notNull(),
    trackCode: text('track_code').notNull(),
    progress: integer('progress').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastProgressAt: timestamp('last_progress_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last ListeningProgress event was written (throttle: one per interval). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('audio_play_sessions_one_open_idx')
      .on(t.subjectId, t.trackCode)
      .where(sql`${t.endedAt} is null`),
    index('audio_play_sessions_open_idx')
      .on(t.tenantId, t.lastProgressAt)
      .where(sql`${t.endedAt} is null`),
    check('audio_play_sessions_kind_check', sql`${t.planKind} in ('OFFLINE', 'GROUP', 'PROGRAMME')`),
    tenantIsolation('audio_play_sessions'),
  ],
).enableRLS();
