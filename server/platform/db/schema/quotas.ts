import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';
import { userOfflinePlans } from './offline-plans';
import { groupTrainingPlans } from './group-plans';

// A child's session and assessment quotas (issue 19 item 5; spec 001 §3 "Session quota record",
// "Assessment quota", §4 "Quotas", §5 "Add sessions", "Add assessment count", §7
// classHoursSettingRecords and assessmentTimesSettingRecords). A delivered session uses one
// session of the child's quota for its type in the same transaction, never below zero.

export const SESSION_TYPES = ['Online', 'Offline', 'HomeBased'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const BILLING_METHODS = ['None', 'Time', 'Quantity', 'QuantityAndTime'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

export const QUOTA_STATES = ['InEffect', 'Disabled'] as const;
export type QuotaState = (typeof QUOTA_STATES)[number];

/**
 * A session quota record: `classHours` sessions of `type` for a child (null: unlimited), between
 * `startTime` and `endTime` (null: unlimited time); `usedHours` of them delivered. The billing
 * method says which of the two limits apply and cannot change once submitted.
 */
export const classHoursRecords = pgTable(
  'class_hours_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    type: text('type').$type<SessionType>().notNull(),
    billingMethod: text('billing_method').$type<BillingMethod>().notNull(),
    startTime: date('start_time'),
    endTime: date('end_time'),
    classHours: integer('class_hours'),
    usedHours: integer('used_hours').notNull().default(0),
    state: text('state').$type<QuotaState>().notNull().default('InEffect'),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_hours_records_subject_idx').on(t.subjectId, t.type, t.state),
    index('class_hours_records_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    check('class_hours_records_type_check', sql`${t.type} in ('Online', 'Offline', 'HomeBased')`),
    check(
      'class_hours_records_billing_check',
      sql`${t.billingMethod} in ('None', 'Time', 'Quantity', 'QuantityAndTime')`,
    ),
    check('class_hours_records_state_check', sql`${t.state} in ('InEffect', 'Disabled')`),
    // Never below zero, never beyond what was signed, however many sessions finish at once.
    check(
      'class_hours_records_used_check',
      sql`${t.usedHours} >= 0 and (${t.classHours} is null or ${t.usedHours} <= ${t.classHours})`,
    ),
    check('class_hours_records_hours_check', sql`${t.classHours} is null or ${t.classHours} between 0 and 100000`),
    check(
      'class_hours_records_period_check',
      sql`${t.startTime} is null or ${t.endTime} is null or ${t.startTime} <= ${t.endTime}`,
    ),
    tenantIsolation('class_hours_records'),
  ],
).enableRLS();

export const QUOTA_CHANGE_KINDS = ['Add', 'Edit', 'Disable', 'Renewal', 'Usage', 'Return'] as const;
export type QuotaChangeKind = (typeof QUOTA_CHANGE_KINDS)[number];

/**
 * Every change of a session quota record (records, adventRecords): who, when, by how many
 * sessions, and for usage which plan's session. The record's usedHours is the sum of its usages.
 */
export const classHoursRecordChanges = pgTable(
  'class_hours_record_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => classHoursRecords.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuotaChangeKind>().notNull(),
    /** Sessions added (Add, Renewal, Edit) or used (Usage, positive; Return negative). */
    hours: integer('hours').notNull().default(0),
    planId: uuid('plan_id').references(() => userOfflinePlans.id, { onDelete: 'set null' }),
    /** A class's session used it (issue 20 item 2): the group plan, whose class `num` it was. */
    groupPlanId: uuid('group_plan_id').references(() => groupTrainingPlans.id, { onDelete: 'set null' }),
    num: integer('num'),
    /** What else changed (an edit's before and after). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_hours_record_changes_record_idx').on(t.recordId, t.createdAt),
    check(
      'class_hours_record_changes_kind_check',
      sql`${t.kind} in ('Add', 'Edit', 'Disable', 'Renewal', 'Usage', 'Return')`,
    ),
    // A usage names one plan at most: a child's own offline plan or a class's group plan.
    check('class_hours_record_changes_one_plan_check', sql`${t.planId} is null or ${t.groupPlanId} is null`),
    tenantIsolation('class_hours_record_changes'),
  ],
).enableRLS();

/**
 * An assessment quota entry: `times` more (or, negative, fewer) of assessment `tagId` for a child.
 * The child's remaining times are the sum of the entries less the assessments used.
 */
export const assessmentTimesRecords = pgTable(
  'assessment_times_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    /** The assessment (a questionnaire or the VRAT), by its tag. */
    tagId: text('tag_id').notNull(),
    times: integer('times').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_times_records_subject_idx').on(t.subjectId, t.tagId),
    index('assessment_times_records_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    check('assessment_times_records_times_check', sql`${t.times} between -100000 and 100000`),
    tenantIsolation('assessment_times_records'),
  ],
).enableRLS();
