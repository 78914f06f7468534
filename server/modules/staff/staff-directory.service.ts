import type { Tx } from '../../platform/db/database';
import { translatorFor, type Language } from '../../platform/i18n';
import { requireTenant, type CurrentTenant, type RequestContext } from '../../platform/tenancy';
import { countCoachedSubjects, listAllStaff, pageStaff, readStaff, staffHistory } from './staff.repository';
import { STAFF_ROLES, type HistoryEntry, type StaffListBody, type StaffProfile } from './staff.schemas';
import {
  HISTORY_LIMIT,
  HISTORY_TYPES,
  profileShown,
  requireMember,
  requireStaffAccess,
  roleList,
  STAFF_PERMISSION,
  toStaffItem,
  visibleAs,
} from './staff.rules';

// Reading the centre's staff: lists, a member's detail, profile and history.

export const listStaff = async (tx: Tx, ctx: RequestContext, body: StaffListBody, language: Language) => {
  const tenant = requireStaffAccess(ctx);
  const t = translatorFor(language);
  const page = await pageStaff(tx, tenant.id, body, body.skipCount, body.maxResultCount);
  return { totalCount: page.totalCount, items: page.items.map((row) => toStaffItem(row, t)) };
};

/**
 * Who may read the pickers' list (id, name, roles): staff managers, and whoever arranges courses
 * with any trainer of the centre (spec 001 §5: with Business.Calendar.ReadOther the trainer list is
 * the staff list), such as the front desk, which manages no staff.
 */
const PICKER_READERS = [STAFF_PERMISSION, 'Business.Calendar.ReadOther'];

export const simpleStaffList = async (tx: Tx, ctx: RequestContext, language: Language, roles?: readonly string[]) => {
  const tenant = PICKER_READERS.some((p) => ctx.permissions.has(p)) ? requireTenant(ctx) : requireStaffAccess(ctx);
  const t = translatorFor(language);
  const rows = await listAllStaff(tx, tenant.id, roles);
  return rows.map((row) => ({ id: row.id, name: row.name || row.userName, roles: roleList(t, row.roles) }));
};

const historyEntry = (row: { id: number; type: string; payload: unknown; createdAt: Date }): HistoryEntry => {
  const p = (row.payload ?? {}) as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null);
  return {
    id: row.id,
    type: row.type,
    creationTime: row.createdAt.toISOString(),
    actorId: typeof p['actorId'] === 'string' ? p['actorId'] : null,
    actorName: typeof p['actorName'] === 'string' ? p['actorName'] : '',
    roles: strings(p['roles']),
    previousRoles: strings(p['previousRoles']),
    state: typeof p['state'] === 'string' ? p['state'] : null,
    email: typeof p['email'] === 'string' ? p['email'] : null,
  };
};

export const staffDetail = async (tx: Tx, ctx: RequestContext, userId: string, language: Language) => {
  const tenant = requireStaffAccess(ctx);
  const row = await requireMember(tx, tenant, userId);
  const history = await staffHistory(tx, tenant.id, row.membershipId, HISTORY_TYPES, HISTORY_LIMIT);
  return { staff: toStaffItem(row, translatorFor(language)), history: history.map(historyEntry) };
};

/** A colleague of this centre, or 404: another centre's member reads as missing. */
const readMember = async (tx: Tx, tenant: CurrentTenant, handle: string) =>
  visibleAs(await readStaff(tx, tenant.id, handle), handle);

/** GET /api/business/user/{id}: a colleague's account and place in this centre, as the list shows it. */
export const staffMember = async (tx: Tx, ctx: RequestContext, userId: string, language: Language) => {
  const tenant = requireStaffAccess(ctx);
  return toStaffItem(await readMember(tx, tenant, userId), translatorFor(language));
};

/** GET /api/business/user/{id}/profile: the colleague's profile, membership and coached children. */
export const staffProfile = async (
  tx: Tx,
  ctx: RequestContext,
  userId: string,
  language: Language,
): Promise<StaffProfile> => {
  const tenant = requireStaffAccess(ctx);
  const row = await readMember(tx, tenant, userId);
  const item = toStaffItem(row, translatorFor(language));
  return {
    id: item.id,
    name: item.name,
    userName: item.userName,
    gender: item.gender,
    birthday: profileShown(row) ? row.birthday : null,
    email: item.email,
    countryCode: item.countryCode,
    phoneNumber: item.phoneNumber,
    roles: item.roles,
    membership: {
      id: item.membershipId,
      displayName: tenant.name,
      state: item.state,
      roles: item.roles,
      creationTime: item.creationTime,
      activationTime: item.activationTime,
    },
    coachedSubjectCount: await countCoachedSubjects(tx, tenant.id, row.id),
  };
};

export const prepareForEdit = async (tx: Tx, ctx: RequestContext, userId: string | undefined, language: Language) => {
  const tenant = requireStaffAccess(ctx);
  const t = translatorFor(language);
  const staff = userId ? toStaffItem(await requireMember(tx, tenant, userId), t) : null;
  return { staff, availableRoles: roleList(t, STAFF_ROLES) };
};
