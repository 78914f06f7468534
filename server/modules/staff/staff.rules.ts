import type { Tx } from '../../platform/db/database';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { Messenger } from '../../platform/messaging/messenger';
import { appendEvent } from '../../platform/outbox';
import { requirePermission, requireTenant, type CurrentTenant, type RequestContext } from '../../platform/tenancy';
import {
  centreMembershipAt,
  membershipStateOf,
  type CentreMembershipEvent,
} from '../../../machines/centre-membership.machine';
import { findStaff, userDisplayName, type StaffRow } from './staff.repository';
import { type StaffItem } from './staff.schemas';
import { EMAIL, isPhoneNumber } from '../../platform/patterns';

// What the staff services share: the permission, the history's event names, how a member is shown
// and found, and the checks of names and contact details.

export type StaffDeps = { messenger: Messenger; publicUrl: string };

/** Spec 000 §2: employee management is the centre menu's manage/group. */
export const STAFF_PERMISSION = 'Menu.Manage.Group';
/** Spec 000 §7 supervisorList: the centre's senior coaches and administrators. */
export const SUPERVISOR_ROLES = ['SeniorCoach', 'CenterAdmin'] as const;

export const NS = 'staff:';

export const STAFF_EVENTS = {
  invited: 'StaffInvited',
  invitationResent: 'StaffInvitationResent',
  updated: 'StaffUpdated',
  rolesChanged: 'StaffRolesChanged',
  frozen: 'StaffFrozen',
  unfrozen: 'StaffUnfrozen',
  removed: 'StaffRemoved',
  activated: 'StaffActivated',
  emailChangeRequested: 'StaffEmailChangeRequested',
  emailChanged: 'StaffEmailChanged',
} as const;
export const HISTORY_TYPES = Object.values(STAFF_EVENTS);
export const HISTORY_LIMIT = 100;

export const requireStaffAccess = (ctx: RequestContext): CurrentTenant => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, STAFF_PERMISSION);
  return tenant;
};

export const roleList = (t: (key: string) => string, names: readonly string[]) =>
  names.map((name) => ({ name, displayName: t(`roles:${name}`) }));

type Visibility = Pick<StaffRow, 'activatedAt' | 'managesProfile'>;

/**
 * Issue 14: a centre sees an account's own profile (name, user name, phone, gender, id) once the
 * person accepted its invitation, or while it manages the account (it typed those details
 * itself). A request the person has not accepted shows only what the centre sent: the address,
 * the roles, the state; it is named by the place's id, not the account's.
 */
export const profileShown = (row: Visibility) => row.activatedAt !== null || row.managesProfile;

/** How the centre names a place: the account's id once shown, else the place's own id. */
const handleOf = (row: Visibility & Pick<StaffRow, 'id' | 'membershipId'>) =>
  profileShown(row) ? row.id : row.membershipId;

export const toStaffItem = (row: StaffRow, t: (key: string) => string): StaffItem => {
  const place = {
    membershipId: row.membershipId,
    roles: roleList(t, row.roles),
    state: membershipStateOf({ state: row.state, activated: row.activatedAt !== null }),
    isActivated: row.activatedAt !== null,
    creationTime: row.createdAt.toISOString(),
    activationTime: row.activatedAt?.toISOString() ?? null,
    profileEditable: row.managesProfile,
  };
  if (profileShown(row)) {
    return {
      ...place,
      id: row.id,
      name: row.name,
      userName: row.userName,
      email: row.email,
      countryCode: row.countryCode,
      phoneNumber: row.phoneNumber,
      gender: row.gender,
    };
  }
  const address = row.invitedEmail ?? '';
  return {
    ...place,
    id: row.membershipId,
    name: address,
    userName: '',
    email: address,
    countryCode: null,
    phoneNumber: null,
    gender: 'Unknown',
  };
};

/** The place `handle` names in this centre; a request not yet accepted answers to its own id only. */
export const visibleAs = <Row extends StaffRow>(row: Row | undefined, handle: string): Row => {
  // Another centre's member reads as missing: row-level security and the tenant filter hide it.
  if (!row || handleOf(row) !== handle) throw new AppError(404, 'NotFound', `${NS}member-not-found`);
  return row;
};

export const requireMember = async (tx: Tx, tenant: CurrentTenant, handle: string) =>
  visibleAs(await findStaff(tx, tenant.id, handle), handle);

/** A place this request has just made, however the centre will name it. */
export const placeOf = async (tx: Tx, tenant: CurrentTenant, membershipId: string) => {
  const row = await findStaff(tx, tenant.id, membershipId);
  if (!row) throw new Error('the new membership is not readable in its own centre');
  return row;
};

/** The server refuses what the membership machine refuses; the page shows only what it allows. */
export const requireAllowed = (row: StaffRow, event: CentreMembershipEvent) => {
  const state = membershipStateOf({ state: row.state, activated: row.activatedAt !== null });
  if (!centreMembershipAt(state).can(event)) {
    throw conflict('Business:MembershipStateForbids', `${NS}state-forbids`, { state: `@${NS}states.${state}` });
  }
};

export const requireNotSelf = (ctx: RequestContext, userId: string) => {
  if (ctx.userId === userId) throw conflict('Business:CannotChangeOwnMembership', `${NS}not-yourself`);
};

export const record = async (
  tx: Tx,
  ctx: RequestContext,
  tenant: CurrentTenant,
  type: (typeof STAFF_EVENTS)[keyof typeof STAFF_EVENTS],
  row: StaffRow,
  details: Record<string, unknown> = {},
) =>
  appendEvent(tx, {
    tenantId: tenant.id,
    type,
    version: 1,
    permission: STAFF_PERMISSION,
    payload: {
      // The event reaches the centre's managers: it names the account only once they may see it.
      userId: handleOf(row),
      membershipId: row.membershipId,
      actorId: ctx.userId,
      actorName: await userDisplayName(tx, ctx.userId),
      ...details,
    },
  });

export const normaliseEmail = (email: string) => {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value)) throw badRequest('Business:EmailInvalid', `${NS}email-invalid`);
  return value;
};

export const normalisePhone = (countryCode: string | undefined, phone: string | undefined) => {
  const digits = (phone ?? '').replace(/[\s-]/g, '');
  if (!digits) return null;
  const code = countryCode ?? '86';
  const valid = isPhoneNumber(code, digits);
  if (!valid) throw badRequest('Business:PhoneInvalid', `${NS}phone-invalid`);
  return { countryCode: code, phoneNumber: digits };
};

export const requireName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('Business:NameRequired', `${NS}name-required`);
  return trimmed;
};
