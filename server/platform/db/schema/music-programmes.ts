import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentMusicPlans, MUSIC_TYPES, type MusicType } from './content-music';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

/**
 * A child's music programme (spec 001 screen 8, §3 "Music programme request: userId, edit flag,
 * musicType (Fas or CmSmo), order"): which of the content library's music plans of that type the
 * child follows and the session (order, 1 first) it is at. One per child and music type; editing
 * continues from `currentOrder` or restarts at 1.
 */
export const subjectMusicProgrammes = pgTable(
  'subject_music_programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    musicType: text('music_type').$type<MusicType>().notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => contentMusicPlans.id, { onDelete: 'restrict' }),
    currentOrder: integer('current_order').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subject_music_programmes_subject_type_key').on(t.subjectId, t.musicType),
    check(
      'subject_music_programmes_music_type_check',
      sql.raw(`music_type in (${MUSIC_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check('subject_music_programmes_order_check', sql`${t.currentOrder} >= 1`),
    tenantIsolation('subject_music_programmes'),
  ],
).enableRLS();
