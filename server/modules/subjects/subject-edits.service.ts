import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { findCentreCoaches, findSubjectById, replaceSubjectCoaches, updateSubject } from './subjects.repository';
import type { AssignCoachesBody, OutpatientNumberBody, RemarkBody, SubjectListItem } from './subjects.schemas';
import { subjectItems, type ListSettings } from './subjects.service';

/** Blank means none: the spec makes both edits optional (§5), so clearing is allowed. */
const orNull = (text: string | null | undefined) => text?.trim() || null;

/** Access first, then the child, which row-level security finds only in the current centre. */
const ownSubject = async (tx: Tx, ctx: RequestContext, id: string) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const subject = await findSubjectById(tx, id);
  if (!subject) throw notFound('subject');
  return { tenant, subject };
};

const changed = async (tx: Tx, ctx: RequestContext, id: string, settings: ListSettings): Promise<SubjectListItem> => {
  const tenant = requireTenant(ctx);
  // Other screens showing this child (the list, its detail page) refresh on this event.
  await appendEvent(tx, {
    tenantId: tenant.id,
    type: 'SubjectChanged',
    version: 1,
    permission: PERMISSIONS.subjectList,
    payload: { subjectId: id, by: ctx.userId },
  });
  const [item] = await subjectItems(tx, [id], settings);
  if (!item) throw notFound('subject');
  return item;
};

/** PUT /api/business/subject/remark. */
export const changeRemark = async (tx: Tx, ctx: RequestContext, body: RemarkBody, settings: ListSettings) => {
  await ownSubject(tx, ctx, body.id);
  await updateSubject(tx, body.id, { remark: orNull(body.remark) });
  return changed(tx, ctx, body.id, settings);
};

/** PUT /api/business/subject/outpatientNumber. */
export const changeOutpatientNumber = async (
  tx: Tx,
  ctx: RequestContext,
  body: OutpatientNumberBody,
  settings: ListSettings,
) => {
  await ownSubject(tx, ctx, body.subjectId);
  await updateSubject(tx, body.subjectId, { outpatientNumber: orNull(body.outpatientNumber) });
  return changed(tx, ctx, body.subjectId, settings);
};

/** POST /api/business/userCoach/assign: the child's coaches become exactly the ones given. */
export const assignCoaches = async (tx: Tx, ctx: RequestContext, body: AssignCoachesBody, settings: ListSettings) => {
  const { tenant } = await ownSubject(tx, ctx, body.userId);
  const coaches = new Set((await findCentreCoaches(tx, tenant.id)).map((c) => c.id));
  // A user who is not a coach of this centre (another centre's coach, anyone else) is unknown here.
  if (body.coachUserIds.some((id) => !coaches.has(id))) throw notFound('user');
  await replaceSubjectCoaches(tx, tenant.id, body.userId, body.coachUserIds);
  return changed(tx, ctx, body.userId, settings);
};
