import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { emptyPlanRules, type PlanRules } from '../../../../forms/plan-rules';
import { contentEditorsWrite as editorsWrite, contentStatusCheck as statusCheck } from './content';
import { contentProgramCategories } from './content-parts';
import { contentTrainingPrograms } from './content-programs';
import { GROUP_TYPES, type GroupType } from './groups';
import { users } from './tenancy';

// The plans of the content library (issue 18 items 1, 5; spec 001 §2 offlinePlan, newOfflinePlan,
// trainingPlan; §3 "User offline plan", "Group training plan"): offline plan templates (the V4 kind
// apart, ilsVersion 'V4' is special) and class plans (trainingPlanV2), each numbered sessions 1..N
// of ordered training programs. Platform content: read by everyone, written by editors only.

const common = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  sortOrder: integer('sort_order').notNull().default(0),
  contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Code, names in both languages and the number of sessions: what every plan's list shows. */
const planColumns = () => ({
  code: text('code').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sessionCount: integer('session_count').notNull(),
});

type PlanColumns = Record<'code' | 'nameZh' | 'nameEn' | 'sortOrder' | 'contentStatus' | 'sessionCount', AnyPgColumn>;

const planChecks = (name: string, t: PlanColumns) => [
  uniqueIndex(`${name}_code_key`).on(sql`lower(${t.code})`),
  uniqueIndex(`${name}_name_zh_key`).on(sql`lower(${t.nameZh})`),
  uniqueIndex(`${name}_name_en_key`).on(sql`lower(${t.nameEn})`),
  statusCheck(name, t.contentStatus),
  check(`${name}_sort_order_check`, sql`${t.sortOrder} >= 0`),
  check(`${name}_session_count_check`, sql`${t.sessionCount} between 1 and 200`),
  ...editorsWrite(name),
];

/** Offline plan templates, one table per kind (trainingPlanTemplate; OfflineTrainingPlan is V4). */
const offlinePlanTable = (name: string) =>
  pgTable(
    name,
    {
      ...common(),
      ...planColumns(),
      /** forms/plan-rules.ts PlanRules, checked against session_count on every save. */
      rules: jsonb('rules').$type<PlanRules>().notNull().default(emptyPlanRules()),
      /** Each session's static activities (nonePlaybook), by session index: [[{ nameZh, nameEn }], …]. */
      staticActivities: jsonb('static_activities')
        .$type<{ nameZh: string; nameEn: string }[][]>()
        .notNull()
        .default([]),
    },
    (t) => [index(`${name}_order_idx`).on(t.sortOrder, t.id), ...planChecks(name, t)],
  ).enableRLS();

/** A plan's sessions: session `session` holds program `programId` at place `position` (0 first). */
const planItemsTable = (name: string, planId: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      planId: uuid('plan_id').notNull().references(planId, { onDelete: 'cascade' }),
      session: integer('session').notNull(),
      position: integer('position').notNull(),
      // A program a plan uses stays (the delete is refused naming the plans: program usage).
      programId: uuid('program_id')
        .notNull()
        .references(() => contentTrainingPrograms.id, { onDelete: 'restrict' }),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.planId, t.session, t.position] }),
      index(`${name}_program_idx`).on(t.programId),
      check(`${name}_session_check`, sql`${t.session} >= 1 and ${t.position} >= 0`),
      ...editorsWrite(name),
    ],
  ).enableRLS();

export const contentOfflinePlans = offlinePlanTable('content_offline_plans');
export const contentOfflinePlanItems = planItemsTable('content_offline_plan_items', () => contentOfflinePlans.id);
export const contentNewOfflinePlans = offlinePlanTable('content_new_offline_plans');
export const contentNewOfflinePlanItems = planItemsTable(
  'content_new_offline_plan_items',
  () => contentNewOfflinePlans.id,
);

const groupTypeList = sql.raw(GROUP_TYPES.map((g) => `'${g}'`).join(', '));

/**
 * Class plans (trainingPlanV2; spec 001 §3 "Group training plan", 000: the group card shows its
 * displayName): for groups of the given types (OneToOne … OneToSix, Class), in a program category
 * of type '1', with numbered sessions of programs like a template.
 */
export const contentClassPlans = pgTable(
  'content_class_plans',
  {
    ...common(),
    ...planColumns(),
    groupTypes: text('group_types').array().$type<GroupType[]>().notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => contentProgramCategories.id, { onDelete: 'restrict' }),
    /** forms/plan-rules.ts PlanRules, as a template's; a group's initDifficulty overrides startLevel. */
    rules: jsonb('rules').$type<PlanRules>().notNull().default(emptyPlanRules()),
  },
  (t) => [
    index('content_class_plans_order_idx').on(t.sortOrder, t.id),
    index('content_class_plans_category_idx').on(t.categoryId),
    check(
      'content_class_plans_group_types_check',
      sql`cardinality(${t.groupTypes}) > 0 and ${t.groupTypes} <@ array[${groupTypeList}]::text[]`,
    ),
    ...planChecks('content_class_plans', t),
  ],
).enableRLS();
export const contentClassPlanItems = planItemsTable('content_class_plan_items', () => contentClassPlans.id);
