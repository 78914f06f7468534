import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userOfflinePlans } from './offline-plans';
import { tenantIsolation } from './rls';
import { tenantIdColumn, users } from './tenancy';

// A plan's closing report for the family (issue 19 item 1; spec 001 §3 "Plan progress", §4
// "Offline plan flow": ReportedReady): written by the coach when the training period ends, one per
// plan, rewritten while the plan is ReportedReady, frozen once it is Closed. The plan's facts
// (sessions, attendance, level changes) are not stored here: the server computes them on reading.
export const REPORT_SUMMARY_MAX = 2000;
export const REPORT_TEXT_MAX = 4000;

export const userOfflinePlanReports = pgTable(
  'user_offline_plan_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    progress: text('progress').notNull().default(''),
    recommendations: text('recommendations').notNull().default(''),
    writtenBy: uuid('written_by').references(() => users.id, { onDelete: 'set null' }),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_offline_plan_reports_plan_idx').on(t.planId),
    index('user_offline_plan_reports_tenant_idx').on(t.tenantId),
    check(
      'user_offline_plan_reports_length_check',
      sql`char_length(${t.summary}) between 1 and 2000 and char_length(${t.progress}) <= 4000 and char_length(${t.recommendations}) <= 4000`,
    ),
    tenantIsolation('user_offline_plan_reports'),
  ],
).enableRLS();
