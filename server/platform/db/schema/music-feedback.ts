import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CoursePlanKind } from './music-listening';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// Music feedback (issue 21 item 3; spec 001 §3 "Music feedback: userPlanId, listenedList,
// notListenedList"; §4 the in-order rule; §7 POST idtMusic/recordMusicState, GET planMusicRecords).

/**
 * What the trainer says a child listened to in a session of a plan: the listened tracks (a prefix
 * of the session's order) and the rest. One row per plan, session and child: a retry, or a later
 * correction, replaces it.
 */
export const musicFeedbacks = pgTable(
  'music_feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planKind: text('plan_kind').$type<CoursePlanKind>().notNull(),
    /** userPlanId: the child's offline plan or the class's group plan. */
    planId: uuid('plan_id').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    /** Track codes in the session's order. */
    listenedList: text('listened_list').array().notNull(),
    notListenedList: text('not_listened_list').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('music_feedbacks_key').on(t.planKind, t.planId, t.subjectId, t.num),
    check('music_feedbacks_kind_check', sql`${t.planKind} in ('OFFLINE', 'GROUP')`),
    check('music_feedbacks_num_check', sql`${t.num} >= 1`),
    tenantIsolation('music_feedbacks'),
  ],
).enableRLS();
