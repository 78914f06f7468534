import type { Tx } from '../../platform/db/database';
import type { Language } from '../../platform/i18n';
import { conflict } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { nextContentStatus } from '../../../machines/content-status.machine';
import { contentReaderOf, requireContentEditor } from '../content/content-visibility.service';
import { childAssessmentTimes } from '../quotas/assessment-quota.service';
import { assessmentNotFound } from './assessment.errors';
import {
  findAssessment,
  findLibrary,
  libraryOrder,
  updateAssessment,
  type AssessmentRow,
} from './assessments.repository';
import type { AssessmentItem, AssessmentListBody, AssessmentQuery, ContentStatusBody } from './assessments.schemas';

// The assessment library (spec 001 §7 GET assessment, POST assessment/list, PUT move,
// contentStatus). Who sees what is the content library's rule (content-visibility.service.ts):
// editors every status, a centre's people Public only. The library is a handful of items, so it
// is read whole and paged here.

export const titleOf = (row: Pick<AssessmentRow, 'titleZh' | 'titleEn'>, language: Language) =>
  language === 'zh-CN' ? row.titleZh : row.titleEn;

export const libraryItem = (row: AssessmentRow, language: Language, remaining?: number): AssessmentItem => ({
  id: row.id,
  tagId: row.catalogueId,
  kind: row.kind,
  title: titleOf(row, language),
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  needPay: row.reportNeedsPay,
  contentStatus: row.contentStatus,
  sortOrder: row.sortOrder,
  questionCount: row.questionnaires.reduce((n, q) => n + q.questions.length, 0),
  ...(remaining === undefined ? {} : { remainingTimes: remaining }),
});

/** The remaining times of each assessment (by tagId) for a child: the transfer list's check. */
const remainingFor = async (tx: Tx, ctx: RequestContext, subjectId: string | undefined) => {
  if (!subjectId) return undefined;
  const { items } = await childAssessmentTimes(tx, ctx, subjectId);
  return (tagId: string) => Math.max(0, items.find((i) => i.tagId === tagId)?.remainingTimes ?? 0);
};

const listOf = async (
  tx: Tx,
  ctx: RequestContext,
  query: { subjectId?: string; filter?: string; ids?: string[]; skipCount: number; maxResultCount: number },
  language: Language,
) => {
  const reader = contentReaderOf(ctx);
  const remaining = await remainingFor(tx, ctx, query.subjectId);
  const needle = query.filter?.trim().toLowerCase();
  const rows = (await findLibrary(tx, reader.statuses, query.ids)).filter(
    (r) => !needle || r.titleZh.toLowerCase().includes(needle) || r.titleEn.toLowerCase().includes(needle),
  );
  return {
    items: rows
      .slice(query.skipCount, query.skipCount + query.maxResultCount)
      .map((r) => libraryItem(r, language, remaining?.(r.catalogueId))),
    totalCount: rows.length,
  };
};

/** GET assessment: the library (with subjectId, the transfer list with the child's remaining times). */
export const listLibrary = (tx: Tx, ctx: RequestContext, query: AssessmentQuery, language: Language) =>
  listOf(tx, ctx, query, language);

/** POST assessment/list: the given items (or all) of the library. */
export const listLibraryByIds = (tx: Tx, ctx: RequestContext, body: AssessmentListBody, language: Language) =>
  listOf(tx, ctx, body, language);

/** PUT assessment/contentStatus: an editor's status change, as the content status machine allows. */
export const changeContentStatus = async (tx: Tx, ctx: RequestContext, body: ContentStatusBody, language: Language) => {
  requireContentEditor(ctx);
  const row = await findAssessment(tx, body.id);
  if (!row) throw assessmentNotFound();
  if (row.contentStatus !== body.contentStatus) {
    const next = nextContentStatus(row.contentStatus, { type: 'status.change', to: body.contentStatus });
    if (next === null) {
      throw conflict('Business:ContentStatus', 'assessments:status-move', {
        from: row.contentStatus,
        to: body.contentStatus,
      });
    }
    await updateAssessment(tx, row.id, { contentStatus: body.contentStatus, updatedBy: ctx.userId });
  }
  return libraryItem((await findAssessment(tx, row.id))!, language);
};

/** PUT assessment/move/{assessmentId}?newSortOrder: the item to that place; the rest renumbered. */
export const moveAssessment = async (tx: Tx, ctx: RequestContext, id: string, newSortOrder: number) => {
  requireContentEditor(ctx);
  const order = await libraryOrder(tx);
  const moving = order.find((r) => r.id === id);
  if (!moving) throw assessmentNotFound();
  const rest = order.filter((r) => r.id !== id);
  rest.splice(Math.min(newSortOrder, rest.length), 0, moving);
  for (const [index, row] of rest.entries()) {
    if (row.sortOrder !== index) await updateAssessment(tx, row.id, { sortOrder: index, updatedBy: ctx.userId });
  }
};
