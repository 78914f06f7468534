import type { Tx } from '../../platform/db/database';
import { BILLING_METHODS, SESSION_TYPES, type BillingMethod, type SessionType } from '../../platform/db/schema/index';
import { AppError, badRequest, conflict, forbidden, type ValidationErrorInfo } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import {
  countUsages,
  deleteRecord,
  findChangePage,
  findChild,
  findInEffect,
  findRecord,
  findRecordPage,
  findRecords,
  findRecordsOfChild,
  insertChange,
  insertRecord,
  lockRecord,
  takeHours,
  updateRecord,
  type RecordFilter,
  type RecordRow,
  type RecordValues,
} from './quotas.repository';
import type {
  AdventQuery,
  RecordsListQuery,
  RenewalBody,
  SessionQuotaBody,
  SessionQuotaItem,
  SessionQuotaUpdateBody,
  UsageBody,
} from './quotas.schemas';
import { remainingOf, TIMES_SETTING } from './session-quota.service';
import { keyOf } from './quota-keys';

/** The centre menu's user usage configuration (spec 000 §2 manage/userConfiguration) grants setting quotas. */
export const QUOTA_PERMISSION = 'Menu.Manage.UserConfiguration';
/** Staff who run offline plans may read a child's quotas (the plan page's add-sessions dialog). */
const PLAN_PERMISSION = 'RocketSystem.UserOfflinePlan';

/** At most this many rows in an Excel export. */
export const EXPORT_LIMIT = 50_000;

export const recordNotFound = () => new AppError(404, 'NotFound', 'quotas:not-found');

type Problem = { member: string; key: string; params?: Record<string, number | string> };

/** A ValidationError in the spec's error shape, one entry per refused field. */
export const invalid = (problems: Problem[]) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key, params }) => ({
      message: t(`quotas:${key}`, params),
      members: [member],
    }));
    return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
  });

const requireWriter = (ctx: RequestContext) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, QUOTA_PERMISSION);
  return tenant;
};

// The list page is the configuration menu's; a coach reads one child's records only.
const requireConfigReader = (ctx: RequestContext) => {
  requireTenant(ctx);
  requirePermission(ctx, QUOTA_PERMISSION);
};

const requireReader = (ctx: RequestContext) => {
  requireTenant(ctx);
  if (!ctx.permissions.has(QUOTA_PERMISSION) && !ctx.permissions.has(PLAN_PERMISSION)) throw forbidden();
};

/** The child as this centre sees it: another centre's child is not found (row-level security). */
export const visibleChild = async (tx: Tx, id: string) => {
  const child = await findChild(tx, id);
  if (!child) throw new AppError(404, 'NotFound', 'errors.not-found', { what: '@things.subject' });
  return child;
};

export const timeLimited = (method: BillingMethod) => method === 'Time' || method === 'QuantityAndTime';
export const quantityLimited = (method: BillingMethod) => method === 'Quantity' || method === 'QuantityAndTime';

/**
 * Spec 001 §5 "Add sessions": dates when the time is limited, a count (at least 1, or 0 when
 * editing) when the quantity is. The limits the billing method does not have are stored as null.
 */
const acceptedValues = (body: SessionQuotaBody, editing: boolean, problems: Problem[]): RecordValues | null => {
  const method = body.billingMethod ?? null;
  if (method === null) {
    problems.push({ member: 'billingMethod', key: 'billing-required' });
    return null;
  }
  const values: RecordValues = {
    billingMethod: method,
    startTime: null,
    endTime: null,
    classHours: null,
    remark: body.remark?.trim() ?? '',
  };
  if (timeLimited(method)) {
    if (!body.startTime) problems.push({ member: 'startTime', key: 'start-required' });
    if (!body.endTime) problems.push({ member: 'endTime', key: 'end-required' });
    if (body.startTime && body.endTime && body.startTime > body.endTime) {
      problems.push({ member: 'endTime', key: 'period-order' });
    }
    values.startTime = body.startTime ?? null;
    values.endTime = body.endTime ?? null;
  }
  if (quantityLimited(method)) {
    const min = editing ? 0 : 1;
    if (body.classHours === undefined || body.classHours === null) {
      problems.push({ member: 'classHours', key: 'hours-required' });
    } else if (body.classHours < min) {
      problems.push({ member: 'classHours', key: 'hours-min', params: { min } });
    }
    values.classHours = body.classHours ?? null;
  }
  return values;
};

/** Whether two periods (null ends: unbounded) share a day. */
const overlaps = (a: { startTime: string | null; endTime: string | null }, b: typeof a) =>
  (a.startTime === null || b.endTime === null || a.startTime <= b.endTime) &&
  (b.startTime === null || a.endTime === null || b.startTime <= a.endTime);

/** One in-effect record per child, type and day: a second one for the same days is an edit or a renewal. */
const refuseOverlap = async (
  tx: Tx,
  child: { id: string; name: string },
  type: SessionType,
  period: { startTime: string | null; endTime: string | null },
  except?: string,
) => {
  const other = (await findInEffect(tx, child.id, type)).find((r) => r.id !== except && overlaps(r, period));
  if (other) {
    throw conflict('Business:SessionQuotaOverlaps', 'quotas:overlap', {
      name: child.name,
      type: `@quotas:types.${keyOf(type)}`,
    });
  }
};

export const quotaItem = (row: RecordRow): SessionQuotaItem => ({
  id: row.id,
  userId: row.subjectId,
  childName: row.childName,
  type: row.type,
  billingMethod: row.billingMethod,
  startTime: row.startTime,
  endTime: row.endTime,
  classHours: row.classHours,
  usedHours: row.usedHours,
  remainingHours: remainingOf(row),
  state: row.state,
  remark: row.remark,
  creatorName: row.creatorName,
  creationTime: row.createdAt.toISOString(),
});

const reread = async (tx: Tx, id: string) => {
  const row = await findRecord(tx, id);
  if (!row) throw recordNotFound();
  return quotaItem(row);
};

/** The record locked for this change, refused when it is disabled. */
const activeRecord = async (tx: Tx, id: string) => {
  if (!(await lockRecord(tx, id))) throw recordNotFound();
  const row = (await findRecord(tx, id))!;
  if (row.state !== 'InEffect') throw conflict('Business:SessionQuotaDisabled', 'quotas:record-disabled');
  return row;
};

/** POST /api/rocket/classHoursSettingRecords/add. */
export const addRecord = async (tx: Tx, ctx: RequestContext, body: SessionQuotaBody) => {
  const tenant = requireWriter(ctx);
  const problems: Problem[] = [];
  if (!body.userId) problems.push({ member: 'userId', key: 'child-required' });
  if (!body.type) problems.push({ member: 'type', key: 'type-required' });
  const values = acceptedValues(body, false, problems);
  if (problems.length > 0 || !values || !body.userId || !body.type) throw invalid(problems);
  const child = await visibleChild(tx, body.userId);
  await refuseOverlap(tx, child, body.type, values);
  const id = await insertRecord(tx, {
    ...values,
    tenantId: tenant.id,
    subjectId: child.id,
    type: body.type,
    createdBy: ctx.userId,
  });
  await insertChange(tx, {
    tenantId: tenant.id,
    recordId: id,
    kind: 'Add',
    hours: values.classHours ?? 0,
    operatorId: ctx.userId,
    details: { after: values },
  });
  return reread(tx, id);
};

const valuesOf = (row: RecordRow): RecordValues => ({
  billingMethod: row.billingMethod,
  startTime: row.startTime,
  endTime: row.endTime,
  classHours: row.classHours,
  remark: row.remark,
});

/**
 * PUT /api/rocket/classHoursSettingRecords. Spec 001 §4: the billing method cannot change after
 * submit; the child and the type stay too (the record's usages were of that type). The count may
 * fall to 0 but not below what was used.
 */
export const editRecord = async (tx: Tx, ctx: RequestContext, body: SessionQuotaUpdateBody) => {
  const tenant = requireWriter(ctx);
  const row = await activeRecord(tx, body.id);
  if (body.billingMethod && body.billingMethod !== row.billingMethod) {
    throw conflict('Business:BillingMethodLocked', 'quotas:billing-locked');
  }
  if (body.type && body.type !== row.type) throw conflict('Business:SessionTypeLocked', 'quotas:type-locked');
  if (body.userId && body.userId !== row.subjectId)
    throw conflict('Business:SessionChildLocked', 'quotas:child-locked');
  const problems: Problem[] = [];
  const values = acceptedValues({ ...body, billingMethod: row.billingMethod }, true, problems);
  if (values?.classHours !== null && values?.classHours !== undefined && values.classHours < row.usedHours) {
    problems.push({ member: 'classHours', key: 'hours-below-used', params: { count: row.usedHours } });
  }
  if (problems.length > 0 || !values) throw invalid(problems);
  await refuseOverlap(tx, { id: row.subjectId, name: row.childName }, row.type, values, row.id);
  const before = valuesOf(row);
  await updateRecord(tx, row.id, values);
  await insertChange(tx, {
    tenantId: tenant.id,
    recordId: row.id,
    kind: 'Edit',
    hours: (values.classHours ?? 0) - (row.classHours ?? 0),
    operatorId: ctx.userId,
    details: { before, after: values },
  });
  return reread(tx, row.id);
};

/** POST disable: the record gives no more sessions; its history stays. */
export const disableRecord = async (tx: Tx, ctx: RequestContext, id: string) => {
  const tenant = requireWriter(ctx);
  const row = await activeRecord(tx, id);
  await updateRecord(tx, row.id, { state: 'Disabled' });
  await insertChange(tx, { tenantId: tenant.id, recordId: row.id, kind: 'Disable', hours: 0, operatorId: ctx.userId });
  return reread(tx, row.id);
};

/** POST renewal: more sessions (a limited count) and/or a later end date (a limited time). */
export const renewRecord = async (tx: Tx, ctx: RequestContext, body: RenewalBody) => {
  const tenant = requireWriter(ctx);
  const row = await activeRecord(tx, body.id);
  const problems: Problem[] = [];
  const added = body.classHours ?? 0;
  const endTime = body.endTime ?? null;
  if (added > 0 && !quantityLimited(row.billingMethod)) {
    problems.push({ member: 'classHours', key: 'renewal-no-count' });
  }
  if (endTime !== null && !timeLimited(row.billingMethod))
    problems.push({ member: 'endTime', key: 'renewal-no-period' });
  if (endTime !== null && row.endTime !== null && endTime <= row.endTime) {
    problems.push({ member: 'endTime', key: 'renewal-end-earlier', params: { date: row.endTime } });
  }
  if (problems.length === 0 && added === 0 && endTime === null)
    problems.push({ member: 'classHours', key: 'renewal-empty' });
  if (problems.length > 0) throw invalid(problems);
  const change: Partial<RecordValues> = {};
  if (added > 0) change.classHours = (row.classHours ?? 0) + added;
  if (endTime !== null) change.endTime = endTime;
  if (body.remark?.trim()) change.remark = body.remark.trim();
  if ((change.classHours ?? 0) > 100000)
    throw invalid([{ member: 'classHours', key: 'hours-max', params: { max: 100000 } }]);
  await updateRecord(tx, row.id, change);
  await insertChange(tx, {
    tenantId: tenant.id,
    recordId: row.id,
    kind: 'Renewal',
    hours: added,
    operatorId: ctx.userId,
    details: { before: { classHours: row.classHours, endTime: row.endTime }, after: change },
  });
  return reread(tx, row.id);
};

/** POST usage: sessions used outside a plan, counted down like a plan's, never below zero. */
export const recordUsage = async (tx: Tx, ctx: RequestContext, body: UsageBody, today: string) => {
  const tenant = requireWriter(ctx);
  const row = await findRecord(tx, body.id);
  if (!row) throw recordNotFound();
  if (row.state !== 'InEffect') throw conflict('Business:SessionQuotaDisabled', 'quotas:record-disabled');
  const taken = await takeHours(tx, row.id, body.hours, today);
  if (!taken) {
    const fresh = (await findRecord(tx, row.id))!;
    const left = remainingOf(fresh);
    if (left !== null && left < body.hours) {
      throw conflict('Business:SessionQuotaUsedUp', 'quotas:too-few-left', { count: left });
    }
    throw conflict('Business:SessionQuotaOutOfPeriod', 'quotas:out-of-period');
  }
  await insertChange(tx, {
    tenantId: tenant.id,
    recordId: row.id,
    kind: 'Usage',
    hours: body.hours,
    operatorId: ctx.userId,
    details: body.remark?.trim() ? { remark: body.remark.trim() } : {},
  });
  return reread(tx, row.id);
};

/** DELETE {id}: a record never used goes (a mistake); a used one is disabled instead. */
export const removeRecord = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireWriter(ctx);
  if (!(await lockRecord(tx, id))) throw recordNotFound();
  const row = (await findRecord(tx, id))!;
  if (row.usedHours > 0 || (await countUsages(tx, id)) > 0) {
    throw conflict('Business:SessionQuotaUsed', 'quotas:used-delete');
  }
  await deleteRecord(tx, id);
};

/** GET recordsList: the centre's records, newest first. */
export const listRecords = async (tx: Tx, ctx: RequestContext, query: RecordsListQuery) => {
  requireConfigReader(ctx);
  const page = await findRecordPage(tx, query);
  return { items: page.items.map(quotaItem), totalCount: page.totalCount };
};

/** The rows of the Excel export. */
export const recordsForExport = async (tx: Tx, ctx: RequestContext, filter: RecordFilter) => {
  requireConfigReader(ctx);
  return (await findRecords(tx, filter, EXPORT_LIMIT)).map(quotaItem);
};

/** GET records/{userId}: one child's records, newest first. */
export const childRecords = async (tx: Tx, ctx: RequestContext, subjectId: string) => {
  requireReader(ctx);
  await visibleChild(tx, subjectId);
  return (await findRecordsOfChild(tx, subjectId)).map(quotaItem);
};

/** GET adventRecords: the changes of one record or of one child's records, newest first. */
export const changeRecords = async (tx: Tx, ctx: RequestContext, query: AdventQuery) => {
  requireReader(ctx);
  if (!query.recordId && !query.userId) throw badRequest('ValidationError', 'quotas:record-or-child-required');
  const page = await findChangePage(tx, { ...query, subjectId: query.userId });
  return {
    items: page.items.map(({ createdAt, ...c }) => ({ ...c, creationTime: createdAt.toISOString() })),
    totalCount: page.totalCount,
  };
};

/** GET roleLimitTypes: what the caller may do here, and what a record can be. */
export const roleLimitTypes = (ctx: RequestContext) => {
  requireReader(ctx);
  return {
    canWrite: ctx.permissions.has(QUOTA_PERMISSION),
    types: [...SESSION_TYPES],
    billingMethods: [...BILLING_METHODS],
    timesSetting: ctx.features.has(TIMES_SETTING),
  };
};
