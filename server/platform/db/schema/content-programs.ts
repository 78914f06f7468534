import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import { contentEditorsWrite as editorsWrite, contentStatusCheck as statusCheck } from './content';
import {
  contentFeedbackProperties,
  contentMaterials,
  contentProgramCategories,
  contentTrainingTargets,
} from './content-parts';
import { users } from './tenancy';

// Training programs (issue 18 item 7; spec 001 §3 "Training program", §7 /api/rocket/trainingProgram,
// §2 screen 11): platform content like the parts they name, read by everyone, written only by a
// content editor's request. A part a program names cannot be deleted: the service names the
// programs first (content-usage.ts), and the restricting foreign keys are the backstop.

/** The difficulty levels a program spans, shown L1-L20. */
export const PROGRAM_LEVEL_MIN = 1;
export const PROGRAM_LEVEL_MAX = 20;

const levelCheck = (column: unknown) =>
  sql`${column} between ${sql.raw(String(PROGRAM_LEVEL_MIN))} and ${sql.raw(String(PROGRAM_LEVEL_MAX))}`;

export const contentTrainingPrograms = pgTable(
  'content_training_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    subTitleZh: text('sub_title_zh').notNull().default(''),
    subTitleEn: text('sub_title_en').notNull().default(''),
    /**
     * The list's search columns lower-cased, one a line: LIKE on it is ILIKE on each of them
     * (PostgreSQL lower-cases both sides of ILIKE) at one cheap test a row instead of five that
     * lower-case the row's texts again (docs/decisions.md "bench/content"). A search holding a line
     * break, which could match across two columns here, is tested column by column instead.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(code || chr(10) || title_zh || chr(10) || title_en || chr(10) || sub_title_zh || chr(10) || sub_title_en)`,
    ),
    /** The level a program starts at, within min..max. */
    difficulty: integer('difficulty').notNull().default(1),
    /** The V4 programme's starting level (categoryType '2'), when it differs; null when it does not. */
    difficulty2: integer('difficulty2'),
    minDifficulty: integer('min_difficulty').notNull().default(1),
    maxDifficulty: integer('max_difficulty').notNull().default(1),
    /** '1', or '2' for V4 (spec 001 §3). */
    categoryType: text('category_type').$type<'1' | '2'>().notNull().default('1'),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    precautionsZh: text('precautions_zh').notNull().default(''),
    precautionsEn: text('precautions_en').notNull().default(''),
    possibleDifficultiesZh: text('possible_difficulties_zh').notNull().default(''),
    possibleDifficultiesEn: text('possible_difficulties_en').notNull().default(''),
    groupTeachingZh: text('group_teaching_zh').notNull().default(''),
    groupTeachingEn: text('group_teaching_en').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_training_programs_code_key').on(sql`lower(${t.code})`),
    // The list's order, then its status and search text: a page and its count are one index-only
    // scan for every reader, editors (all statuses) and centres (Public) alike, a search too
    // (the heap rows are wide with the texts; docs/decisions.md "bench/content"); moves read the
    // same order. The search text stays well inside an index entry: the titles, subtitles and
    // code are checked to 100 and 40 characters (program.schemas.ts).
    index('content_training_programs_order_idx').on(t.sortOrder, t.createdAt, t.id, t.contentStatus, t.searchText),
    // A broad search's count (a quarter of the library): every entry is tested against the
    // pattern, so the narrowest entries that can answer it, status first so that a centre (Public)
    // reads only its part (migration 0045; docs/decisions.md "bench/content: shaped statements
    // and a narrow count").
    index('content_training_programs_count_idx').on(t.contentStatus, t.searchText),
    // The list's substring search, for every length of three characters or more (pg_trgm, 0006).
    index('content_training_programs_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    statusCheck('content_training_programs', t.contentStatus),
    check('content_training_programs_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('content_training_programs_type_check', sql`${t.categoryType} in ('1', '2')`),
    check(
      'content_training_programs_levels_check',
      sql`${levelCheck(t.minDifficulty)} and ${levelCheck(t.maxDifficulty)} and ${t.minDifficulty} <= ${t.maxDifficulty}
        and ${t.difficulty} between ${t.minDifficulty} and ${t.maxDifficulty}
        and (${t.difficulty2} is null or ${t.difficulty2} between ${t.minDifficulty} and ${t.maxDifficulty})`,
    ),
    ...editorsWrite('content_training_programs'),
  ],
).enableRLS();

const programId = () =>
  uuid('program_id')
    .notNull()
    .references(() => contentTrainingPrograms.id, { onDelete: 'cascade' });

/** A program's training targets, in the form's order. */
export const contentTrainingProgramTargets = pgTable(
  'content_training_program_targets',
  {
    programId: programId(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => contentTrainingTargets.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.targetId] }),
    index('content_training_program_targets_target_idx').on(t.targetId),
    ...editorsWrite('content_training_program_targets'),
  ],
).enableRLS();

/** A program's categories, in the form's order. */
export const contentTrainingProgramCategories = pgTable(
  'content_training_program_categories',
  {
    programId: programId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => contentProgramCategories.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.categoryId] }),
    index('content_training_program_categories_category_idx').on(t.categoryId),
    ...editorsWrite('content_training_program_categories'),
  ],
).enableRLS();

/** A program's materials with how many of each a session needs (requiredCount >= 1). */
export const contentTrainingProgramMaterials = pgTable(
  'content_training_program_materials',
  {
    programId: programId(),
    materialId: uuid('material_id')
      .notNull()
      .references(() => contentMaterials.id, { onDelete: 'restrict' }),
    requiredCount: integer('required_count').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.materialId] }),
    index('content_training_program_materials_material_idx').on(t.materialId),
    check('content_training_program_materials_count_check', sql`${t.requiredCount} >= 1`),
    ...editorsWrite('content_training_program_materials'),
  ],
).enableRLS();

/**
 * A program's feedback form: its feedback properties in order. The row's id is the
 * programFeedbackPropertyId a feedback answer names (spec 001 §3), so it outlives reordering.
 */
export const contentTrainingProgramFeedbackProperties = pgTable(
  'content_training_program_feedback_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: programId(),
    feedbackPropertyId: uuid('feedback_property_id')
      .notNull()
      .references(() => contentFeedbackProperties.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('content_training_program_feedback_properties_key').on(t.programId, t.feedbackPropertyId),
    index('content_training_program_feedback_properties_property_idx').on(t.feedbackPropertyId),
    ...editorsWrite('content_training_program_feedback_properties'),
  ],
).enableRLS();

export const PROGRAM_MEDIA_KINDS = ['image', 'video'] as const;
export type ProgramMediaKind = (typeof PROGRAM_MEDIA_KINDS)[number];

/**
 * A program's images and videos: uploaded first (the create form has no program yet, and a video
 * id is attached by PUT /trainingProgram/vid, spec 001 §7), so program_id is null until a program
 * names the file. The row's id is the video's vid.
 */
export const contentTrainingProgramMedia = pgTable(
  'content_training_program_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id').references(() => contentTrainingPrograms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProgramMediaKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_training_program_media_key_key').on(t.storageKey),
    index('content_training_program_media_program_idx').on(t.programId, t.kind, t.sortOrder),
    check('content_training_program_media_kind_check', sql`${t.kind} in ('image', 'video')`),
    check('content_training_program_media_size_check', sql`${t.size} >= 0 and ${t.sortOrder} >= 0`),
    ...editorsWrite('content_training_program_media'),
  ],
).enableRLS();
