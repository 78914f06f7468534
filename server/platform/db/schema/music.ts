import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

/**
 * A music plan of the platform's catalogue (idtMusicPlan; managed under
 * /system/manage/content/musicPlan). Not tenant-owned: every centre reads the same plans.
 */
export const musicPlans = pgTable('music_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** How many sessions (courses) the plan has (userMusics.musicCourseNum). */
  courseCount: integer('course_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// machines/music-plan.machine.ts: a child's plan is started once, replayed, then finished for good.
export const SUBJECT_MUSIC_PLAN_STATES = ['NotStarted', 'Started', 'Finished'] as const;
export type SubjectMusicPlanState = (typeof SUBJECT_MUSIC_PLAN_STATES)[number];

/** A music plan given to a child: what "start music" on the subject list starts. */
export const subjectMusicPlans = pgTable(
  'subject_music_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    musicPlanId: uuid('music_plan_id')
      .notNull()
      .references(() => musicPlans.id),
    state: text('state').$type<SubjectMusicPlanState>().notNull().default('NotStarted'),
    /** How many playlists were generated from it (playedTime of the validity check). */
    playedTime: integer('played_time').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subject_music_plans_subject_idx').on(t.subjectId, t.createdAt),
    check('subject_music_plans_state_check', sql`${t.state} in ('NotStarted', 'Started', 'Finished')`),
    tenantIsolation('subject_music_plans'),
  ],
).enableRLS();

/**
 * A child's FAS questionnaire result, once its report is obtained. Valid for 3 months
 * (spec 000 §9); its tags steer the playlist.
 */
export const fasResults = pgTable(
  'fas_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    tagNames: text('tag_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fas_results_subject_idx').on(t.subjectId, t.reportedAt), tenantIsolation('fas_results')],
).enableRLS();

/** A playlist generated when music is started (the id the start call answers with). */
export const musicPlaylists = pgTable(
  'music_playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectMusicPlanId: uuid('subject_music_plan_id')
      .notNull()
      .references(() => subjectMusicPlans.id, { onDelete: 'cascade' }),
    fasResultId: uuid('fas_result_id')
      .notNull()
      .references(() => fasResults.id),
    tagNames: text('tag_names').array().notNull(),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('music_playlists_plan_idx').on(t.subjectMusicPlanId, t.createdAt), tenantIsolation('music_playlists')],
).enableRLS();
