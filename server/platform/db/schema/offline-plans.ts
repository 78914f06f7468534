import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanStatus } from '../../../../machines/offline-plan.machine';
import type { CleanEntry } from '../../../../forms/feedback-answers';
import type { PlanRules } from '../../../../forms/plan-rules';
import { contentTrainingPrograms } from './content-programs';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// A child's offline training plan (issue 19; spec 001 §3 "User offline plan", "Plan item", "Plan
// progress", feedback submissions): arranged from a content template (V3 trainingPlanTemplate or
// V4 OfflineTrainingPlan), its sessions copied at arrangement so that an editor's later change to
// the template never rewrites a running plan. machines/offline-plan.machine.ts is its lifecycle.

export const ILS_VERSIONS = ['V3', 'V4'] as const;
export type IlsVersion = (typeof ILS_VERSIONS)[number];

/**
 * The session card's layout (spec 001 §2 screen 2 "v1 and v2 layouts"): v1 carries the
 * sound-therapy record with its audio punch (ending a class waits for it), v2 does not.
 */
export const CARD_VERSIONS = ['v1', 'v2'] as const;
export type CardVersion = (typeof CARD_VERSIONS)[number];

export const SESSION_MODES = ['Offline', 'Online'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const userOfflinePlans = pgTable(
  'user_offline_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    /** The template it was arranged from (content_offline_plans for V3, content_new_offline_plans for V4). */
    templateId: uuid('template_id').notNull(),
    ilsVersion: text('ils_version').$type<IlsVersion>().notNull(),
    /** The session card's layout: v1 needs the audio punch of a session with course music. */
    cardVersion: text('card_version').$type<CardVersion>().notNull().default('v2'),
    /** The template's code and names when arranged (displayName). */
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** The template's rules when arranged, the level of session 1 as the centre chose it. */
    rules: jsonb('rules').$type<PlanRules>().notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('None'),
    num: integer('num').notNull().default(1),
    totalNum: integer('total_num').notNull(),
    canNext: boolean('can_next').notNull().default(false),
    interviewPending: boolean('interview_pending').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The plan runs its trial sessions (isTry). */
    isTry: boolean('is_try').notNull().default(false),
    /** Offline at the centre or online (the session card's tag; which quota it uses). */
    mode: text('mode').$type<SessionMode>().notNull().default('Offline'),
    /** The coach in charge (coachName). */
    coachId: uuid('coach_id').references(() => users.id, { onDelete: 'set null' }),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A child has at most one open plan (spec 001 §4), however many arrange it at once.
    uniqueIndex('user_offline_plans_one_open_idx')
      .on(t.subjectId)
      .where(sql`${t.status} in ('None', 'Started') and not ${t.isDeleted}`),
    index('user_offline_plans_subject_idx').on(t.subjectId, t.createdAt),
    index('user_offline_plans_tenant_status_idx').on(t.tenantId, t.status, t.updatedAt),
    check(
      'user_offline_plans_status_check',
      sql`${t.status} in ('None', 'Started', 'Finished', 'ReportedReady', 'Closed')`,
    ),
    check('user_offline_plans_version_check', sql`${t.ilsVersion} in ('V3', 'V4')`),
    check('user_offline_plans_card_version_check', sql`${t.cardVersion} in ('v1', 'v2')`),
    check('user_offline_plans_mode_check', sql`${t.mode} in ('Offline', 'Online')`),
    check('user_offline_plans_num_check', sql`${t.num} between 1 and ${t.totalNum} and ${t.totalNum} <= 200`),
    check(
      'user_offline_plans_period_check',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validFrom} <= ${t.validUntil}`,
    ),
    tenantIsolation('user_offline_plans'),
  ],
).enableRLS();

/**
 * A plan's training activities (planItems): session `num` holds program `programId` at `position`,
 * at `difficulty` (L1–L20). hasDone: null no record, true feedback submitted, false marked not
 * started (spec 001 §4 "Feedback status per item").
 */
export const userOfflinePlanItems = pgTable(
  'user_offline_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    position: integer('position').notNull(),
    programId: uuid('program_id')
      .notNull()
      .references(() => contentTrainingPrograms.id, { onDelete: 'restrict' }),
    difficulty: integer('difficulty').notNull(),
    /** The difficulty adjustment made on it (operate), at most one. */
    operate: text('operate').$type<'Increase' | 'Decrease'>(),
    /** Inserted by a course adjustment (the card's "adjusted" tag). */
    isAdjustment: boolean('is_adjustment').notNull().default(false),
    hasDone: boolean('has_done'),
    doneTime: timestamp('done_time', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('user_offline_plan_items_place_idx').on(t.planId, t.num, t.position),
    index('user_offline_plan_items_program_idx').on(t.programId),
    check('user_offline_plan_items_difficulty_check', sql`${t.difficulty} between 1 and 20`),
    check('user_offline_plan_items_operate_check', sql`${t.operate} in ('Increase', 'Decrease')`),
    check('user_offline_plan_items_num_check', sql`${t.num} >= 1 and ${t.position} >= 0`),
    tenantIsolation('user_offline_plan_items'),
  ],
).enableRLS();

/**
 * One session of a plan as delivered: when it started and finished and who finished it (once: two
 * staff finishing at once, one wins), the child's attendance, the parent interview it asked for.
 */
export const userOfflinePlanSessions = pgTable(
  'user_offline_plan_sessions',
  {
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    mode: text('mode').$type<SessionMode>().notNull(),
    attendance: text('attendance').$type<'Attend' | 'Absent'>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    finishedBy: uuid('finished_by').references(() => users.id, { onDelete: 'set null' }),
    interviewRequired: boolean('interview_required').notNull().default(false),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_offline_plan_sessions_key').on(t.planId, t.num),
    // The workbench's and the supervisor board's "today": sessions by when they started.
    index('user_offline_plan_sessions_started_idx').on(t.tenantId, t.startedAt),
    check('user_offline_plan_sessions_mode_check', sql`${t.mode} in ('Offline', 'Online')`),
    check('user_offline_plan_sessions_attendance_check', sql`${t.attendance} in ('Attend', 'Absent')`),
    tenantIsolation('user_offline_plan_sessions'),
  ],
).enableRLS();

/**
 * A feedback submission on a plan item (spec 001 §3): the answers to its program's form, by staff
 * or, forGuardian, by the guardian. Each submission is kept (the feedback record list); the newest
 * per item and side is the current one.
 */
export const userOfflinePlanFeedbacks = pgTable(
  'user_offline_plan_feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userOfflinePlans.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => userOfflinePlanItems.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    forGuardian: boolean('for_guardian').notNull().default(false),
    answers: jsonb('answers').$type<CleanEntry[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_offline_plan_feedbacks_plan_idx').on(t.planId, t.creationTime),
    index('user_offline_plan_feedbacks_item_idx').on(t.itemId, t.forGuardian, t.creationTime),
    tenantIsolation('user_offline_plan_feedbacks'),
  ],
).enableRLS();
