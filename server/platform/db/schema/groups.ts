import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn } from './tenancy';

// Spec 001 §3 "Class/group": a one-to-N training group or a class.
export const GROUP_TYPES = [
  'OneToOne',
  'OneToTwo',
  'OneToThree',
  'OneToFour',
  'OneToFive',
  'OneToSix',
  'Class',
] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Spec 001 §9: class capacity 1 to 6. */
export const GROUP_CAPACITY_MIN = 1;
export const GROUP_CAPACITY_MAX = 6;

/** A centre's training group (class): who trains together, at which age stage. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    type: text('type').$type<GroupType>().notNull(),
    /** PreSchool or GradeOrTeenSchool (spec 000 §3 "Age stages"): which children may join. */
    ageStage: text('age_stage').$type<'PreSchool' | 'GradeOrTeenSchool'>().notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    check(
      'groups_type_check',
      sql`${t.type} in ('OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix', 'Class')`,
    ),
    check('groups_age_stage_check', sql`${t.ageStage} in ('PreSchool', 'GradeOrTeenSchool')`),
    check('groups_capacity_check', sql`${t.capacity} between 1 and 6`),
    tenantIsolation('groups'),
  ],
).enableRLS();

/** The children of a group (groupLinkUsers; "save group children" replaces the whole set). */
export const groupMembers = pgTable(
  'group_members',
  {
    tenantId: tenantIdColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.subjectId] }),
    index('group_members_subject_idx').on(t.subjectId),
    tenantIsolation('group_members'),
  ],
).enableRLS();
