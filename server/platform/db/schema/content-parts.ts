import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { contentEditorsWrite, contentStatusCheck } from './content';
import { users } from './tenancy';

// The training parts of the content library (issue 18 item 1; spec 001 §2 "training parts",
// §3 "Course administration" and "Feedback property"): training targets, program categories,
// materials and feedback properties. Platform content like content_tags: not tenant-owned, read by
// everyone, written only by a content editor's request (the same policies).

/** The columns every content kind's table shares (content-kind.ts ContentRowCommon). */
const common = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  sortOrder: integer('sort_order').notNull().default(0),
  contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A name in both languages, unique per language whatever its case, and an optional description. */
const named = () => ({
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Training targets (spec 001 §3: a program's targets; segment trainingTarget). */
export const contentTrainingTargets = pgTable(
  'content_training_targets',
  {
    ...common(),
    ...named(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (t) => [
    uniqueIndex('content_training_targets_name_zh_key').on(sql`lower(${t.nameZh})`),
    uniqueIndex('content_training_targets_name_en_key').on(sql`lower(${t.nameEn})`),
    index('content_training_targets_order_idx').on(t.sortOrder, t.id),
    contentStatusCheck('content_training_targets', t.contentStatus),
    check('content_training_targets_sort_order_check', sql`${t.sortOrder} >= 0`),
    ...contentEditorsWrite('content_training_targets'),
  ],
).enableRLS();

/** Program categories (spec 001 §3: categoryType '1', or '2' for V4; segment programCategory). */
export const contentProgramCategories = pgTable(
  'content_program_categories',
  {
    ...common(),
    ...named(),
    categoryType: text('category_type').$type<'1' | '2'>().notNull().default('1'),
  },
  (t) => [
    uniqueIndex('content_program_categories_name_zh_key').on(t.categoryType, sql`lower(${t.nameZh})`),
    uniqueIndex('content_program_categories_name_en_key').on(t.categoryType, sql`lower(${t.nameEn})`),
    index('content_program_categories_order_idx').on(t.sortOrder, t.id),
    contentStatusCheck('content_program_categories', t.contentStatus),
    check('content_program_categories_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('content_program_categories_type_check', sql`${t.categoryType} in ('1', '2')`),
    ...contentEditorsWrite('content_program_categories'),
  ],
).enableRLS();

/** Materials (spec 001 §3: a program's materials, displayName and materialDescription; segment courseWare). */
export const contentMaterials = pgTable(
  'content_materials',
  {
    ...common(),
    ...named(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (t) => [
    uniqueIndex('content_materials_name_zh_key').on(sql`lower(${t.nameZh})`),
    uniqueIndex('content_materials_name_en_key').on(sql`lower(${t.nameEn})`),
    index('content_materials_order_idx').on(t.sortOrder, t.id),
    contentStatusCheck('content_materials', t.contentStatus),
    check('content_materials_sort_order_check', sql`${t.sortOrder} >= 0`),
    ...contentEditorsWrite('content_materials'),
  ],
).enableRLS();

/** The feedback forms a property belongs to: a session's, a child's own, a guardian's (001 §2, §3). */
export const FEEDBACK_FORM_KINDS = ['Session', 'Personal', 'Guardian'] as const;
export type FeedbackFormKind = (typeof FEEDBACK_FORM_KINDS)[number];

/**
 * Feedback properties (spec 001 §3 "Feedback property"; segment feedbackProperties): the
 * definition forms/ checks (displayName with its translations, isRequired, type, extraProperties);
 * the item's id is the programFeedbackPropertyId of an answer, its sort order the form's order.
 */
export const contentFeedbackProperties = pgTable(
  'content_feedback_properties',
  {
    ...common(),
    formKind: text('form_kind').$type<FeedbackFormKind>().notNull().default('Session'),
    /** `{ default, zh?, en? }` (forms/ LocalisedText). */
    displayName: jsonb('display_name').$type<{ default: string; zh?: string; en?: string }>().notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    propertyType: text('property_type').notNull(),
    /** The type's settings as checked by forms/ (stored as given, defaults not filled in). */
    extraProperties: jsonb('extra_properties').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('content_feedback_properties_order_idx').on(t.sortOrder, t.id),
    contentStatusCheck('content_feedback_properties', t.contentStatus),
    check('content_feedback_properties_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('content_feedback_properties_form_check', sql`${t.formKind} in ('Session', 'Personal', 'Guardian')`),
    ...contentEditorsWrite('content_feedback_properties'),
  ],
).enableRLS();
