import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../../../../machines/content-status.machine';
import type { UserAssessmentStatus } from '../../../../machines/user-assessment.machine';
import { catalogueResources } from './catalogue';
import { CONTENT_EDITOR_ROLES } from './content';
import { userOfflinePlans } from './offline-plans';
import { currentUser, tenantIsolation } from './rls';
import { subjects } from './subjects';
import { tenantIdColumn, users } from './tenancy';

// Assessments and reports (spec 001 §1, §2 screen 12, §3 "Assessments", §4 "Assessments", §7
// "Assessments"). The library is the platform's, like the content library: one for every centre,
// centres see its Public items. A centre's user assessments are its own rows (RLS by tenant).

export const ASSESSMENT_KINDS = ['Questionnaire', 'ParentInterview'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** One answer a question offers, and what choosing it scores. */
export type AssessmentOption = { id: string; textZh: string; textEn: string; score: number };
export type AssessmentQuestion = { id: string; textZh: string; textEn: string; options: AssessmentOption[] };
/** A questionnaire of an assessment: the report scores each one (a parent interview's pages). */
export type AssessmentQuestionnaire = {
  id: string;
  titleZh: string;
  titleEn: string;
  questions: AssessmentQuestion[];
};

const editorRoleList = sql.raw(CONTENT_EDITOR_ROLES.map((r) => `'${r}'`).join(', '));
const callerEditsContent = sql`exists (select 1 from user_admin_roles r
  where r.user_id = ${currentUser} and r.role_name in (${editorRoleList}))`;

/**
 * The assessment library. Its catalogue resource is what contracts price and what the assessment
 * quota counts (assessment_times_records.tag_id), so a quota, a price and an assessment agree.
 * Everyone reads (the service shows centres Public ones only); only an editor's request writes.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogueId: uuid('catalogue_id')
      .notNull()
      .unique('assessments_catalogue_key')
      .references(() => catalogueResources.id),
    kind: text('kind').$type<AssessmentKind>().notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    questionnaires: jsonb('questionnaires').$type<AssessmentQuestionnaire[]>().notNull(),
    /** Its report is obtained (paid for) before it can be read (needPay). */
    reportNeedsPay: boolean('report_needs_pay').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    contentStatus: text('content_status').$type<ContentStatus>().notNull().default('Unpublish'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('assessments_order_idx').on(t.sortOrder, t.id),
    check('assessments_kind_check', sql`${t.kind} in ('Questionnaire', 'ParentInterview')`),
    check(
      'assessments_content_status_check',
      sql`${t.contentStatus} in ('Unpublish', 'Hide', 'Public', 'Expire', 'Trash')`,
    ),
    check('assessments_sort_order_check', sql`${t.sortOrder} >= 0`),
    pgPolicy('assessments_read', { as: 'permissive', for: 'select', using: sql`true` }),
    pgPolicy('assessments_editor_insert', { as: 'permissive', for: 'insert', withCheck: callerEditsContent }),
    pgPolicy('assessments_editor_update', {
      as: 'permissive',
      for: 'update',
      using: callerEditsContent,
      withCheck: callerEditsContent,
    }),
    pgPolicy('assessments_editor_delete', { as: 'permissive', for: 'delete', using: callerEditsContent }),
  ],
).enableRLS();

/** A guardian's answers: the option chosen for each question answered so far. */
export type UserAssessmentAnswers = Record<string, string>;
/** The report: each questionnaire's score out of its maximum. */
export type UserAssessmentReport = {
  questionnaires: { id: string; titleZh: string; titleEn: string; score: number; maxScore: number }[];
  totalScore: number;
  maxScore: number;
};

/** A child's assessment (user assessment) and, once answered, its report. */
export const userAssessments = pgTable(
  'user_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    /** The offline plan whose "arrange assessment" made it (mediumAssessment). */
    planId: uuid('plan_id').references(() => userOfflinePlans.id, { onDelete: 'set null' }),
    status: text('status').$type<UserAssessmentStatus>().notNull().default('Created'),
    needPay: boolean('need_pay').notNull().default(false),
    answers: jsonb('answers').$type<UserAssessmentAnswers>().notNull().default({}),
    /** The last page the guardian finished (the parent interview's finishedPage). */
    finishedPage: integer('finished_page').notNull().default(0),
    report: jsonb('report').$type<UserAssessmentReport>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    obtainedAt: timestamp('obtained_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_assessments_subject_idx').on(t.subjectId, t.createdAt, t.id),
    index('user_assessments_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    index('user_assessments_plan_idx').on(t.planId),
    check(
      'user_assessments_status_check',
      sql`${t.status} in ('Created', 'SentToGuardian', 'Answering', 'ReportedReady')`,
    ),
    // A report exists exactly when the status says it is ready.
    check(
      'user_assessments_report_check',
      sql`(${t.status} = 'ReportedReady') = (${t.report} is not null and ${t.finishTime} is not null)`,
    ),
    check('user_assessments_page_check', sql`${t.finishedPage} between 0 and 1000`),
    tenantIsolation('user_assessments'),
  ],
).enableRLS();
