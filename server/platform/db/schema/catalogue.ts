import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Spec 002 §3 HFS contract resource types other than music plans (those are music_plans).
export const CATALOGUE_KINDS = [
  'Assessment',
  'OnlinePlanCourse',
  'OfflinePlanCourse',
  'Course',
  'TrainingPlanV2',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/**
 * The platform's sellable resources that a contract can price (assessments, plan courses, courses,
 * class plans). Not tenant-owned: every tenant prices from the same catalogue. Each kind's own
 * content module (questionnaires, courses, plans) will own its rows' details; this table keeps what
 * contracts need: a stable id, a name and, for courses, the lesson count (docs/decisions.md).
 */
export const catalogueResources = pgTable(
  'catalogue_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<CatalogueKind>().notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    lessonCount: integer('lesson_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogue_resources_kind_idx').on(t.kind, t.displayName),
    check(
      'catalogue_resources_kind_check',
      sql`${t.kind} in ('Assessment', 'OnlinePlanCourse', 'OfflinePlanCourse', 'Course', 'TrainingPlanV2')`,
    ),
  ],
);
