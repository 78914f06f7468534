import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { centreDay } from '../../platform/time';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { notifyColleagues } from '../notifications/notifications.service';
import { closeOpenCheckIn, findSubject, insertOpenCheckIn, listCheckIns, userName } from './check-ins.repository';
import type { CheckInListQuery, CheckInResult } from './check-ins.schemas';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Access first, then the child, which row-level security finds only in the current centre. */
const visitingSubject = async (tx: Tx, ctx: RequestContext, subjectId: string) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const subject = await findSubject(tx, subjectId);
  if (!subject) throw notFound('subject');
  return { tenant, subject };
};

export const checkIn = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
  timeZone: string,
): Promise<CheckInResult> => {
  const { tenant, subject } = await visitingSubject(tx, ctx, subjectId);
  // Spec 000 §4: an unbound or cancelled child cannot be worked with.
  if (subject.status !== 'Bind') throw conflict('Business:SubjectNotBound', 'check-ins:not-bound');
  const day = centreDay(timeZone);
  const row = await insertOpenCheckIn(tx, { tenantId: tenant.id, subjectId, day, userId: ctx.userId });
  if (!row) throw conflict('Business:AlreadyCheckedIn', 'check-ins:already-checked-in', { name: subject.name });
  await appendEvent(tx, {
    tenantId: tenant.id,
    type: 'CheckedIn',
    version: 1,
    permission: PERMISSIONS.subjectList,
    payload: {
      checkInId: row.id,
      subjectId,
      subjectName: subject.name,
      day,
      checkedInAt: iso(row.checkedInAt),
      by: ctx.userId,
    },
  });
  // Spec 000 §2: "training check-in" tells the colleagues who follow the centre's children.
  await notifyColleagues(tx, ctx, {
    kind: 'TrainingCheckIn',
    permission: PERMISSIONS.subjectList,
    extraProperties: { subjectName: [subject.name], subjectId: [subjectId], Desc: await userName(tx, ctx.userId) },
  });
  return { id: row.id, subjectId, checkInTime: iso(row.checkedInAt), checkOutTime: null };
};

export const checkOut = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
  timeZone: string,
): Promise<CheckInResult> => {
  const { tenant, subject } = await visitingSubject(tx, ctx, subjectId);
  const day = centreDay(timeZone);
  const row = await closeOpenCheckIn(tx, { subjectId, day, userId: ctx.userId });
  if (!row?.checkedOutAt) throw conflict('Business:NotCheckedIn', 'check-ins:not-checked-in', { name: subject.name });
  await appendEvent(tx, {
    tenantId: tenant.id,
    type: 'CheckedOut',
    version: 1,
    permission: PERMISSIONS.subjectList,
    payload: {
      checkInId: row.id,
      subjectId,
      subjectName: subject.name,
      day,
      checkedOutAt: iso(row.checkedOutAt),
      by: ctx.userId,
    },
  });
  return { id: row.id, subjectId, checkInTime: iso(row.checkedInAt), checkOutTime: iso(row.checkedOutAt) };
};

export const listDay = async (tx: Tx, ctx: RequestContext, query: CheckInListQuery, timeZone: string) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const day = query.date ?? centreDay(timeZone);
  const { items, totalCount } = await listCheckIns(tx, {
    day,
    skipCount: query.skipCount,
    maxResultCount: query.maxResultCount,
  });
  return {
    day,
    totalCount,
    items: items.map((item) => ({
      ...item,
      checkInTime: iso(item.checkInTime),
      checkOutTime: item.checkOutTime ? iso(item.checkOutTime) : null,
    })),
  };
};
