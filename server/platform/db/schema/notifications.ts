import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { currentUser, tenantIsolation } from './rls';
import { tenantIdColumn, users } from './tenancy';

// Spec 000 §3 "Notification": types User and System.
export const NOTIFICATION_TYPES = ['User', 'System'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a user notification says happened (spec 000 §2 "Notification centre"). The title is
 * rendered from the kind in the reader's language; System notices carry their own HTML title.
 */
export const NOTIFICATION_KINDS = [
  'NewAuthorization',
  'TrainingCheckIn',
  'AssessmentSubmission',
  'ExerciseActivated',
  'SleepActivated',
  'NutritionActivated',
  'Deauthorization',
  'TrainingScheduled',
  'Certified',
  // A contract's money ran low, or it was recharged (spec 002 §3 Reminder contact: systemNotice).
  'ContractReminder',
  'SystemNotice',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Spec 000 §3: the extra properties a notification carries, by the spec's names. */
export type NotificationExtraProperties = {
  guardianName?: string;
  guardianId?: string;
  subjectName?: string[];
  subjectId?: string[];
  assessmentTitle?: string;
  num?: number;
  courseName?: string;
  planName?: string;
  Desc?: string;
  Icon?: 'VratIcon' | 'System';
  Summary?: string;
  iconUrl?: string;
};

/**
 * One notification for one user in one centre. A row per recipient keeps "read" a plain column
 * and the unread count an index scan. A system notice shares one notice_id across its rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Only on system notices (HTML, as the administrator wrote it); user titles come from the kind. */
    title: text('title'),
    extraProperties: jsonb('extra_properties').$type<NotificationExtraProperties>().notNull().default({}),
    noticeId: uuid('notice_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.tenantId, t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId, t.type)
      .where(sql`not ${t.isRead}`),
    check('notifications_type_check', sql`${t.type} in ('User', 'System')`),
    tenantIsolation('notifications'),
    // Anyone in the centre may notify a colleague, but only the recipient reads or marks it.
    pgPolicy('notifications_recipient_reads', {
      as: 'restrictive',
      for: 'select',
      using: sql`user_id = ${currentUser}`,
    }),
    pgPolicy('notifications_recipient_updates', {
      as: 'restrictive',
      for: 'update',
      using: sql`user_id = ${currentUser}`,
    }),
  ],
).enableRLS();
