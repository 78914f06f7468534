import type { Tx } from '../../platform/db/database';
import type { Language } from '../../platform/i18n';
import { AppError, conflict } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { planChild } from '../offline-plans/offline-plan-read.service';
import { useAssessmentTime } from '../quotas/assessment-quota.service';
import { titleOf } from './assessment-library.service';
import { assessmentNotFound, userAssessmentNotFound } from './assessment.errors';
import {
  findChild,
  findLibrary,
  findUserAssessment,
  findUserAssessmentPage,
  insertUserAssessment,
  type AssessmentRow,
  type UserAssessmentRow,
} from './assessments.repository';
import type {
  CreateUserAssessmentBody,
  MediumAssessmentBody,
  UserAssessmentItem,
  UserAssessmentQuery,
  UserAssessmentsPagedBody,
} from './assessments.schemas';

// A centre's user assessments (spec 001 §4, §7 "Assessments"): created from the library for a
// child, each using one remaining time of the child's assessment quota in the same transaction.

export const ASSESSMENT_PERMISSION = 'RocketSystem.UserAssessment';

export const requireAssessor = (ctx: RequestContext) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, ASSESSMENT_PERMISSION);
  return tenant;
};

/** Every status's assessment as the caller reads it: the library's, whatever its status now. */
const assessmentsOf = async (tx: Tx, rows: readonly { assessmentId: string }[]) => {
  const ids = [...new Set(rows.map((r) => r.assessmentId))];
  const found = await findLibrary(tx, ['Unpublish', 'Hide', 'Public', 'Expire', 'Trash'], ids);
  return new Map(found.map((a) => [a.id, a]));
};

export const itemOf = (row: UserAssessmentRow, assessment: AssessmentRow, language: Language): UserAssessmentItem => ({
  id: row.id,
  tenantId: row.tenantId,
  subjectId: row.subjectId,
  subjectName: row.subjectName,
  planId: row.planId,
  status: row.status,
  needPay: row.needPay,
  finishedPage: row.finishedPage,
  sentTime: row.sentAt?.toISOString() ?? null,
  finishTime: row.finishTime?.toISOString() ?? null,
  creationTime: row.createdAt.toISOString(),
  creatorName: row.creatorName,
  assessment: {
    id: assessment.id,
    tagId: assessment.catalogueId,
    kind: assessment.kind,
    title: titleOf(assessment, language),
  },
});

export const itemsOf = async (tx: Tx, rows: readonly UserAssessmentRow[], language: Language) => {
  const library = await assessmentsOf(tx, rows);
  return rows.map((r) => itemOf(r, library.get(r.assessmentId)!, language));
};

/** The user assessment with its assessment, or 404 (another centre's included). */
export const userAssessmentWithAssessment = async (tx: Tx, id: string, row?: UserAssessmentRow) => {
  const found = row ?? (await findUserAssessment(tx, id));
  if (!found) throw userAssessmentNotFound();
  const assessment = (await assessmentsOf(tx, [found])).get(found.assessmentId)!;
  return { row: found, assessment };
};

const visibleChild = async (tx: Tx, id: string) => {
  const child = await findChild(tx, id);
  if (!child) throw new AppError(404, 'NotFound', 'errors.not-found', { what: '@things.subject' });
  return child;
};

/**
 * POST userAssessment (subjectId, assessmentIds), and the plan page's mediumAssessment. The check
 * against the remaining times and the use of one run together per assessment, under the quota's
 * per-child lock; any refusal rolls the whole request back, so a child never pays for half.
 */
const createFor = async (
  tx: Tx,
  ctx: RequestContext,
  input: { subjectId: string; assessmentIds: string[]; planId: string | null },
  language: Language,
) => {
  const tenant = requireAssessor(ctx);
  const child = await visibleChild(tx, input.subjectId);
  if (child.status !== 'Bind') throw conflict('Business:SubjectNotBound', 'assessments:child-not-bound');
  const ids = [...new Set(input.assessmentIds)];
  // Only what centres may take now: the library's Public items.
  const library = new Map((await findLibrary(tx, ['Public'], ids)).map((a) => [a.id, a]));
  if (library.size !== ids.length) throw assessmentNotFound();
  const created: string[] = [];
  for (const id of ids) {
    const assessment = library.get(id)!;
    await useAssessmentTime(tx, ctx, {
      subjectId: child.id,
      tagId: assessment.catalogueId,
      name: titleOf(assessment, language),
      remark: `${assessment.titleZh} / ${assessment.titleEn}`,
    });
    created.push(
      await insertUserAssessment(tx, {
        tenantId: tenant.id,
        subjectId: child.id,
        assessmentId: assessment.id,
        planId: input.planId,
        needPay: assessment.reportNeedsPay,
        createdBy: ctx.userId,
      }),
    );
  }
  const rows = await Promise.all(created.map(async (id) => (await findUserAssessment(tx, id))!));
  return { items: await itemsOf(tx, rows, language) };
};

export const createUserAssessments = (
  tx: Tx,
  ctx: RequestContext,
  body: CreateUserAssessmentBody,
  language: Language,
) => createFor(tx, ctx, { ...body, planId: null }, language);

/** POST userOfflinePlan/mediumAssessment: for the plan's child, linked to the plan. */
export const mediumAssessment = async (tx: Tx, ctx: RequestContext, body: MediumAssessmentBody, language: Language) => {
  requireAssessor(ctx);
  const plan = await planChild(tx, ctx, body.planId);
  if (plan.isDeleted) throw conflict('Business:PlanSuspended', 'assessments:plan-suspended');
  return createFor(
    tx,
    ctx,
    { subjectId: plan.subjectId, assessmentIds: body.assessmentIds, planId: plan.id },
    language,
  );
};

/** GET userAssessment: a child's assessments, newest first. */
export const listOfChild = async (tx: Tx, ctx: RequestContext, query: UserAssessmentQuery, language: Language) => {
  requireAssessor(ctx);
  await visibleChild(tx, query.subjectId);
  const page = await findUserAssessmentPage(
    tx,
    { subjectId: query.subjectId },
    { skip: query.skipCount, take: query.maxResultCount },
  );
  return { items: await itemsOf(tx, page.rows, language), totalCount: page.totalCount };
};

/** POST userAssessment/userAssessmentsPaged: the centre's, by child name, child and status. */
export const listOfCentre = async (tx: Tx, ctx: RequestContext, body: UserAssessmentsPagedBody, language: Language) => {
  requireAssessor(ctx);
  const page = await findUserAssessmentPage(tx, body, { skip: body.skipCount, take: body.maxResultCount });
  return { items: await itemsOf(tx, page.rows, language), totalCount: page.totalCount };
};

/** GET userAssessment/{id}: the item, its questionnaires in the caller's language, the answers so far. */
export const getUserAssessment = async (tx: Tx, ctx: RequestContext, id: string, language: Language) => {
  requireAssessor(ctx);
  const { row, assessment } = await userAssessmentWithAssessment(tx, id);
  const zh = language === 'zh-CN';
  return {
    ...itemOf(row, assessment, language),
    questionnaires: assessment.questionnaires.map((q) => ({
      id: q.id,
      title: zh ? q.titleZh : q.titleEn,
      questions: q.questions.map((question) => ({
        id: question.id,
        text: zh ? question.textZh : question.textEn,
        options: question.options.map((o) => ({ id: o.id, text: zh ? o.textZh : o.textEn, score: o.score })),
      })),
    })),
    answers: row.answers,
  };
};

/** At most this many rows in the Excel export. */
const EXPORT_LIMIT = 50_000;

/** POST userAssessment/userAssessmentsExcel: the same filters, every row (up to the limit). */
export const centreAssessmentsForExport = async (
  tx: Tx,
  ctx: RequestContext,
  body: Omit<UserAssessmentsPagedBody, 'skipCount' | 'maxResultCount'>,
  language: Language,
) => {
  requireAssessor(ctx);
  const page = await findUserAssessmentPage(tx, body, { skip: 0, take: EXPORT_LIMIT });
  return itemsOf(tx, page.rows, language);
};
