import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groupTrainingPlans } from './group-plans';
import { groups } from './groups';
import { userOfflinePlans } from './offline-plans';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// A course arranged on the centre's calendar (spec 001 §3 "Calendar event", §5 "Arrange course")
// for a child's offline plan (plan_id and subject_id) or a class's group plan (group_plan_id and
// group_id; issue 20): one row per course; a repeating arrangement writes one row per repetition
// sharing a series id. Overlaps (one trainer, one child or one of a class's children twice at a
// time) are refused by the service under per-trainer and per-child advisory locks (an exclusion
// constraint would need btree_gist, which the embedded engine does not load).

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
    /** The child of a child's plan course; null for a class course. */
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    /** The group plan of a class course; null for a child's plan course. */
    groupPlanId: uuid('group_plan_id').references(() => groupTrainingPlans.id, { onDelete: 'cascade' }),
    /** The plan's class, kept on the row so that the overlap query reads no plan. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
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
    index('calendar_events_group_plan_start_idx').on(t.groupPlanId, t.startTime),
    index('calendar_events_group_start_idx').on(t.groupId, t.startTime),
    // A course is for exactly one plan: a child's (with its child) or a class's (with its class).
    check(
      'calendar_events_owner_check',
      sql`(${t.planId} is not null and ${t.subjectId} is not null and ${t.groupPlanId} is null and ${t.groupId} is null) or (${t.planId} is null and ${t.subjectId} is null and ${t.groupPlanId} is not null and ${t.groupId} is not null)`,
    ),
    check('calendar_events_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('calendar_events_course_type_check', sql`${t.courseType} in ('Offline', 'Online')`),
    check(
      'calendar_events_period_check',
      sql`${t.periodIntervalUnit} is null or ${t.periodIntervalUnit} in ('Day', 'Month')`,
    ),
    tenantIsolation('calendar_events'),
  ],
).enableRLS();

export const REMINDER_RECIPIENTS = ['trainer', 'guardian'] as const;
export type ReminderRecipient = (typeof REMINDER_RECIPIENTS)[number];
/**
 * pending: waiting for its due time; sent: went out on time; late: went out after the server
 * missed its due time; expired: found only once the course had started, so not sent; skipped: the
 * recipient has no phone nor e-mail; failed: no channel accepted it after every attempt;
 * cancelled: the course was deleted or its reminder turned off.
 */
export const REMINDER_STATUSES = ['pending', 'sent', 'late', 'expired', 'skipped', 'failed', 'cancelled'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

// A course's reminder (spec 001 §5 "SMS reminders", §9 "24 h before") as a job that outlives the
// process: one row per course and recipient, written with the course, claimed by the sweeper
// with FOR UPDATE SKIP LOCKED. No foreign key to the course: a cancelled course's reminder stays
// as its history, and a sweeper that no longer finds the course cancels the job.
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    eventId: uuid('event_id').notNull(),
    recipient: text('recipient').$type<ReminderRecipient>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ReminderStatus>().notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The last sweep that tried it: a sweep does not retry within itself what just failed. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_reminders_event_recipient_key').on(t.eventId, t.recipient),
    // The sweeper's question, "what is due", reads only waiting jobs.
    index('calendar_reminders_due_idx')
      .on(t.tenantId, t.dueAt)
      .where(sql`${t.status} = 'pending'`),
    check('calendar_reminders_recipient_check', sql`${t.recipient} in ('trainer', 'guardian')`),
    check(
      'calendar_reminders_status_check',
      sql`${t.status} in ('pending', 'sent', 'late', 'expired', 'skipped', 'failed', 'cancelled')`,
    ),
    tenantIsolation('calendar_reminders'),
  ],
).enableRLS();
