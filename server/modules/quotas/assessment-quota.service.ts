import type { Tx } from '../../platform/db/database';
import { conflict, forbidden } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import {
  findAssessments,
  findEntries,
  findEntry,
  findEntryPage,
  insertEntry,
  lockChildAssessments,
  sumTimes,
  type EntryRow,
} from './quotas.repository';
import type { AssessmentListQuery, AssessmentTimesBody, AssessmentTimesItem } from './quotas.schemas';
import { EXPORT_LIMIT, invalid, QUOTA_PERMISSION, visibleChild } from './quotas.service';

// Spec 001 §3 "Assessment quota" (userId, tagId, times signed, remark, remainingTimes), §5 "Add
// assessment count". A child's remaining times of an assessment are the signed sum of its entries;
// the assessments themselves are the platform catalogue's (catalogue_resources of kind Assessment).

const PLAN_PERMISSION = 'RocketSystem.UserOfflinePlan';
const ASSESSMENT_PERMISSION = 'RocketSystem.UserAssessment';

const requireReader = (ctx: RequestContext) => {
  requireTenant(ctx);
  const may = [QUOTA_PERMISSION, PLAN_PERMISSION, ASSESSMENT_PERMISSION].some((p) => ctx.permissions.has(p));
  if (!may) throw forbidden();
};

const requireConfig = (ctx: RequestContext) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, QUOTA_PERMISSION);
  return tenant;
};

const assessmentNames = async (tx: Tx, ids: string[]) =>
  new Map((await findAssessments(tx, [...new Set(ids)])).map((a) => [a.tagId, a.name]));

const remainingOf = async (tx: Tx, subjectIds: string[]) => {
  const sums = await sumTimes(tx, [...new Set(subjectIds)]);
  return (subjectId: string, tagId: string) =>
    sums.find((s) => s.subjectId === subjectId && s.tagId === tagId)?.times ?? 0;
};

const items = async (tx: Tx, rows: EntryRow[]): Promise<AssessmentTimesItem[]> => {
  const names = await assessmentNames(
    tx,
    rows.map((r) => r.tagId),
  );
  const remaining = await remainingOf(
    tx,
    rows.map((r) => r.subjectId),
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.subjectId,
    childName: r.childName,
    tagId: r.tagId,
    assessmentName: names.get(r.tagId) ?? '',
    times: r.times,
    remainingTimes: remaining(r.subjectId, r.tagId),
    remark: r.remark,
    creatorName: r.creatorName,
    creationTime: r.createdAt.toISOString(),
  }));
};

/** GET list: the centre's assessment quota entries, newest first. */
export const listAssessmentTimes = async (tx: Tx, ctx: RequestContext, query: AssessmentListQuery) => {
  requireConfig(ctx);
  const page = await findEntryPage(tx, query);
  return { items: await items(tx, page.items), totalCount: page.totalCount };
};

/** The rows of the Excel export. */
export const assessmentTimesForExport = async (
  tx: Tx,
  ctx: RequestContext,
  filter: { filter?: string; tagId?: string },
) => {
  requireConfig(ctx);
  return items(tx, await findEntries(tx, filter, EXPORT_LIMIT));
};

/** GET prepare: the assessments the add-assessment-count dialog offers. */
export const prepareAssessmentTimes = async (tx: Tx, ctx: RequestContext) => {
  requireReader(ctx);
  return { assessments: await findAssessments(tx) };
};

/** GET userAssessmentTimeSetting/{userId}: what the child has of each assessment ever set. */
export const childAssessmentTimes = async (tx: Tx, ctx: RequestContext, subjectId: string) => {
  requireReader(ctx);
  await visibleChild(tx, subjectId);
  const sums = await sumTimes(tx, [subjectId]);
  const names = await assessmentNames(
    tx,
    sums.map((s) => s.tagId),
  );
  return {
    items: sums
      .map((s) => ({
        tagId: s.tagId,
        assessmentName: names.get(s.tagId) ?? '',
        times: s.times,
        remainingTimes: Math.max(0, s.times),
      }))
      .sort((a, b) => a.assessmentName.localeCompare(b.assessmentName)),
  };
};

/**
 * POST add: `times` more (or, negative, fewer) of an assessment for a child. A reduction may not
 * take the child below zero; the child's entries are serialised so two reductions at once cannot
 * both pass that check.
 */
export const addAssessmentTimes = async (tx: Tx, ctx: RequestContext, body: AssessmentTimesBody) => {
  const tenant = requireConfig(ctx);
  const problems: { member: string; key: string }[] = [];
  if (!body.userId) problems.push({ member: 'userId', key: 'child-required' });
  if (!body.tagId) problems.push({ member: 'tagId', key: 'assessment-required' });
  if (body.times === undefined || body.times === null) problems.push({ member: 'times', key: 'times-required' });
  if (problems.length > 0 || !body.userId || !body.tagId || body.times == null) throw invalid(problems);
  const child = await visibleChild(tx, body.userId);
  const [assessment] = await findAssessments(tx, [body.tagId]);
  if (!assessment) throw invalid([{ member: 'tagId', key: 'assessment-not-found' }]);
  await lockChildAssessments(tx, child.id);
  const before = (await remainingOf(tx, [child.id]))(child.id, assessment.tagId);
  if (before + body.times < 0) {
    throw conflict('Business:AssessmentTimesBelowZero', 'quotas:assessment-below-zero', {
      name: assessment.name,
      count: before,
    });
  }
  const id = await insertEntry(tx, {
    tenantId: tenant.id,
    subjectId: child.id,
    tagId: assessment.tagId,
    times: body.times,
    remark: body.remark?.trim() ?? '',
    createdBy: ctx.userId,
  });
  const [item] = await items(tx, [(await findEntry(tx, id))!]);
  return item!;
};

/**
 * Uses one time of an assessment for a child (a user assessment created, spec 001 §4
 * "Assessments"): refused with 409 when none remain. Serialised per child like
 * addAssessmentTimes, so two creations at once cannot both take the last time. The use is an
 * entry of -1, so the quota list shows where the time went. Callers check their own permission.
 */
export const useAssessmentTime = async (
  tx: Tx,
  ctx: RequestContext,
  use: { subjectId: string; tagId: string; name: string; remark: string },
): Promise<number> => {
  const tenant = requireTenant(ctx);
  await lockChildAssessments(tx, use.subjectId);
  const before = (await remainingOf(tx, [use.subjectId]))(use.subjectId, use.tagId);
  if (before < 1) throw conflict('Business:AssessmentTimesUsedUp', 'assessments:used-up', { name: use.name });
  await insertEntry(tx, {
    tenantId: tenant.id,
    subjectId: use.subjectId,
    tagId: use.tagId,
    times: -1,
    remark: use.remark,
    createdBy: ctx.userId,
  });
  return before - 1;
};
