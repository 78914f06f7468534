import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userOfflinePlans } from './offline-plans';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// A course arranged on the centre's calendar for a child's offline plan (spec 001 §3 "Calendar
// event", §5 "Arrange course"): one row per course; a repeating arrangement writes one row per
// repetition sharing a series id. Overlaps (one trainer or one child twice at a time) are refused
// by the service under a per-trainer and per-child advisory lock (an exclusion constraint would
// need btree_gist, which the embedded engine does not load).

export const COURSE_TYPES = ['Offline', 'Online'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const PERIOD_INTERVAL_UNITS = ['Day', 'Month'] as const;
export type PeriodIntervalUnit = (typeof PERIOD_INTERVAL_UNITS)[number];

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** The arrangement it came from: every repetition of one repeating course shares it. */
    seriesId: uuid('series_id').notNull(),
    calendarEventType: text('calendar_event_type').notNull().default('Training'),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    executorId: uuid('executor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    courseType: text('course_type').$type<CourseType>().notNull(),
    periodIntervalUnit: text('period_interval_unit').$type<PeriodIntervalUnit>(),
    periodIntervalNumber: integer('period_interval_number'),
    courseCount: integer('course_count'),
    parentSms: boolean('parent_sms').notNull().default(true),
    trainerSms: boolean('trainer_sms').notNull().default(true),
    parentBeforeHours: integer('parent_before_hours').notNull().default(24),
    executorBeforeHours: integer('executor_before_hours').notNull().default(24),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_tenant_start_idx').on(t.tenantId, t.startTime),
    index('calendar_events_executor_start_idx').on(t.executorId, t.startTime),
    index('calendar_events_subject_start_idx').on(t.subjectId, t.startTime),
    index('calendar_events_plan_start_idx').on(t.planId, t.startTime),
    check('calendar_events_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('calendar_events_course_type_check', sql`${t.courseType} in ('Offline', 'Online')`),
    check(
      'calendar_events_period_check',
      sql`${t.periodIntervalUnit} is null or ${t.periodIntervalUnit} in ('Day', 'Month')`,
    ),
    tenantIsolation('calendar_events'),
  ],
).enableRLS();
