import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// A child's home-training ("clock-in") plans (issue 19; spec 001 §3 "Clock-in plan", §7
// "Training plan" and the clock-in lists; 000 §2 the subject detail's sleep, nutrition and sport
// tabs). The centre activates a plan, the family does it at home and clocks in each day; the
// console reads the plan's counts and its clock-in records.

export const TRAINING_PLAN_TYPES = ['Sleep', 'Nutrition', 'Exercise'] as const;
export type TrainingPlanType = (typeof TRAINING_PLAN_TYPES)[number];

export const TRAINING_PLAN_STATES = ['Active', 'Ended'] as const;
export type TrainingPlanState = (typeof TRAINING_PLAN_STATES)[number];

/** Online: done with the app's videos at home (the online exercise list); Offline: without. */
export const EXERCISE_TYPES = ['Online', 'Offline'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

export const userTrainingPlans = pgTable(
  'user_training_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    type: text('type').$type<TrainingPlanType>().notNull(),
    state: text('state').$type<TrainingPlanState>().notNull().default('Active'),
    /** What the centre asks of the family (a bedtime, a diet's rule), as staff wrote it. */
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** creationTime (001 §3): when the plan was activated; its first possible clock-in day. */
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One active plan of each kind per child, however many staff activate it at once.
    uniqueIndex('user_training_plans_one_active_idx')
      .on(t.subjectId, t.type)
      .where(sql`${t.state} = 'Active'`),
    index('user_training_plans_subject_idx').on(t.subjectId, t.type, t.creationTime),
    check('user_training_plans_type_check', sql`${t.type} in ('Sleep', 'Nutrition', 'Exercise')`),
    check('user_training_plans_state_check', sql`${t.state} in ('Active', 'Ended')`),
    check('user_training_plans_remark_check', sql`length(${t.remark}) <= 500`),
    tenantIsolation('user_training_plans'),
  ],
).enableRLS();

/** The exercises of an Exercise plan, in the order the centre listed them. */
export const userTrainingPlanExercises = pgTable(
  'user_training_plan_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userTrainingPlans.id, { onDelete: 'cascade' }),
    type: text('type').$type<ExerciseType>().notNull(),
    name: text('name').notNull(),
    /** Minutes a day. */
    minutes: integer('minutes').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('user_training_plan_exercises_place_idx').on(t.planId, t.position),
    check('user_training_plan_exercises_type_check', sql`${t.type} in ('Online', 'Offline')`),
    check('user_training_plan_exercises_minutes_check', sql`${t.minutes} between 1 and 600`),
    tenantIsolation('user_training_plan_exercises'),
  ],
).enableRLS();

/** One clock-in: the plan was done on `day` (the centre's calendar day), at most once a day. */
export const userTrainingPlanPunches = pgTable(
  'user_training_plan_punches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => userTrainingPlans.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    remark: text('remark').notNull().default(''),
    /** The staff member who recorded it for the family (guardians have no accounts yet). */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The records list reads newest day first; the counts read every day of a plan.
    uniqueIndex('user_training_plan_punches_day_idx').on(t.planId, t.day),
    check('user_training_plan_punches_remark_check', sql`length(${t.remark}) <= 500`),
    tenantIsolation('user_training_plan_punches'),
  ],
).enableRLS();
