import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import {
  REMINDER_CHANNELS,
  REMINDER_EVENTS,
  type ReminderChannel,
  type ReminderEvent,
} from '../../../../forms/reminder-templates';
import { contentEditorsWrite as editorsWrite, contentStatusCheck as statusCheck } from './content';
import { users } from './tenancy';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Reminder templates (issue 18; spec 000 §7 /system/manage/content/reminder, 002 §7
 * /api/rocket/reminderTemplate): a name in both languages, the event it is for, the channels it
 * goes by (at least one), and a subject and body in both languages with named placeholders
 * (forms/reminder-templates.ts checks them against the event's list).
 */
export const contentReminderTemplates = pgTable(
  'content_reminder_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    event: text('event').$type<ReminderEvent>().notNull(),
    channels: text('channels').array().$type<ReminderChannel[]>().notNull(),
    subjectZh: text('subject_zh').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_reminder_templates_name_zh_key').on(sql`lower(${t.nameZh})`),
    uniqueIndex('content_reminder_templates_name_en_key').on(sql`lower(${t.nameEn})`),
    index('content_reminder_templates_order_idx').on(t.sortOrder, t.id),
    statusCheck('content_reminder_templates', t.contentStatus),
    check('content_reminder_templates_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('content_reminder_templates_event_check', sql`${t.event} in (${listOf(REMINDER_EVENTS)})`),
    check(
      'content_reminder_templates_channels_check',
      sql`cardinality(${t.channels}) > 0 and ${t.channels} <@ array[${listOf(REMINDER_CHANNELS)}]::text[]`,
    ),
    ...editorsWrite('content_reminder_templates'),
  ],
).enableRLS();
