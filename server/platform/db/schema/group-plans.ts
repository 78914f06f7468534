import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CleanEntry } from '../../../../forms/feedback-answers';
import type { ClassState, GroupPlanStatus } from '../../../../machines/group-plan.machine';
import { contentTrainingPrograms } from './content-programs';
import { groups } from './groups';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// A class's group training plan (issue 20; spec 001 §3 "Group training plan", "Guardian/child
// feedback", §4 "Group plan"): a class plan (trainingPlanV2) assigned to a group with a starting
// difficulty chosen once, its sessions run as classes, each child's attendance per class.
// machines/group-plan.machine.ts is its lifecycle.

export const groupTrainingPlans = pgTable(
  'group_training_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The class plan it was assigned from (content_class_plans, platform content: no foreign key, as templates). */
    classPlanId: uuid('class_plan_id').notNull(),
    /** The class plan's code and names when assigned (trainingPlanV2.displayName). */
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** initDifficulty: chosen once at assignment, never edited (001 §5). */
    initDifficulty: integer('init_difficulty').notNull(),
    /** The group's level now: the starting difficulty moved by difficulty adjustments. */
    difficulty: integer('difficulty').notNull(),
    status: text('status').$type<GroupPlanStatus>().notNull().default('NotStarted'),
    /** currentNum. */
    num: integer('num').notNull().default(1),
    totalNum: integer('total_num').notNull(),
    classState: text('class_state').$type<ClassState>().notNull().default('Idle'),
    courseOpen: boolean('course_open').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A class has at most one open plan, however many assign one at once.
    uniqueIndex('group_training_plans_one_open_idx')
      .on(t.groupId)
      .where(sql`${t.status} in ('NotStarted', 'Started')`),
    index('group_training_plans_group_idx').on(t.groupId, t.createdAt),
    check('group_training_plans_status_check', sql`${t.status} in ('NotStarted', 'Started', 'Ended')`),
    check('group_training_plans_class_state_check', sql`${t.classState} in ('Idle', 'ClassStarted', 'ClassEnded')`),
    check(
      'group_training_plans_difficulty_check',
      sql`${t.initDifficulty} between 1 and 20 and ${t.difficulty} between 1 and 20`,
    ),
    check('group_training_plans_num_check', sql`${t.num} between 1 and ${t.totalNum} and ${t.totalNum} <= 200`),
    tenantIsolation('group_training_plans'),
  ],
).enableRLS();

/**
 * A group plan's training activities: session `num` holds program `programId` at `position`, at
 * `difficulty` (L1–L20), copied from the class plan at assignment (levels from the starting
 * difficulty by the plan's rules) so that a later edit of the class plan never rewrites a running one.
 */
export const groupTrainingPlanItems = pgTable(
  'group_training_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => groupTrainingPlans.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    position: integer('position').notNull(),
    programId: uuid('program_id')
      .notNull()
      .references(() => contentTrainingPrograms.id, { onDelete: 'restrict' }),
    difficulty: integer('difficulty').notNull(),
  },
  (t) => [
    uniqueIndex('group_training_plan_items_place_idx').on(t.planId, t.num, t.position),
    index('group_training_plan_items_program_idx').on(t.programId),
    check('group_training_plan_items_difficulty_check', sql`${t.difficulty} between 1 and 20`),
    check('group_training_plan_items_num_check', sql`${t.num} >= 1 and ${t.position} >= 0`),
    tenantIsolation('group_training_plan_items'),
  ],
).enableRLS();

/** One class of a group plan as delivered: session `num`, started and ended once each. */
export const groupTrainingPlanSessions = pgTable(
  'group_training_plan_sessions',
  {
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => groupTrainingPlans.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    courseStartedAt: timestamp('course_started_at', { withTimezone: true }),
    courseEndedAt: timestamp('course_ended_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'group_training_plan_sessions_pkey', columns: [t.planId, t.num] }),
    // The workbench's "today": classes by when they started.
    index('group_training_plan_sessions_started_idx').on(t.tenantId, t.startedAt),
    check('group_training_plan_sessions_num_check', sql`${t.num} >= 1`),
    tenantIsolation('group_training_plan_sessions'),
  ],
).enableRLS();

/** A child's attendance at one class (001 §3 "Guardian/child feedback": Attend or Absent), the last mark kept. */
export const groupTrainingPlanAttendance = pgTable(
  'group_training_plan_attendance',
  {
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id').notNull(),
    num: integer('num').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    attendance: text('attendance').$type<'Attend' | 'Absent'>().notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'group_training_plan_attendance_pkey', columns: [t.planId, t.num, t.subjectId] }),
    foreignKey({
      name: 'group_training_plan_attendance_session_fk',
      columns: [t.planId, t.num],
      foreignColumns: [groupTrainingPlanSessions.planId, groupTrainingPlanSessions.num],
    }).onDelete('cascade'),
    // A child's classes, for the child's own plan pages.
    index('group_training_plan_attendance_subject_idx').on(t.subjectId, t.markedAt),
    check('group_training_plan_attendance_check', sql`${t.attendance} in ('Attend', 'Absent')`),
    tenantIsolation('group_training_plan_attendance'),
  ],
).enableRLS();

/**
 * The answers given on a session's activity (spec 001 §3 "Guardian/child feedback", §7 punch,
 * punchForChild): the class's (no subject: the program's Session properties), one child's
 * (subject_id: Personal) or their guardian's (for_guardian: Guardian). Every submission is kept
 * (the drawer's record lists); the newest per (item, subject, side) is the current answer.
 */
export const groupTrainingPlanFeedbacks = pgTable(
  'group_training_plan_feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => groupTrainingPlans.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => groupTrainingPlanItems.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    /** null: the class's answers; else the child's, or with for_guardian their guardian's. */
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'cascade' }),
    forGuardian: boolean('for_guardian').notNull().default(false),
    answers: jsonb('answers').$type<CleanEntry[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The overall and activity tabs (kind Activity over the plan, or at a num), newest first.
    index('group_training_plan_feedbacks_plan_idx').on(t.planId, t.forGuardian, t.num, t.creationTime),
    // The newest answer of an item per child and side (forPunch, forChildPunch, the item history).
    index('group_training_plan_feedbacks_item_idx').on(t.itemId, t.subjectId, t.forGuardian, t.creationTime),
    // The personal and parent tabs: one child's records.
    index('group_training_plan_feedbacks_subject_idx').on(t.subjectId, t.creationTime),
    check('group_training_plan_feedbacks_guardian_check', sql`not ${t.forGuardian} or ${t.subjectId} is not null`),
    check('group_training_plan_feedbacks_num_check', sql`${t.num} >= 1`),
    tenantIsolation('group_training_plan_feedbacks'),
  ],
).enableRLS();
