import type { Tx } from '../../platform/db/database';
import type { Gender } from '../../platform/db/schema/index';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors';
import { CULTURE_OF, translatorFor, type Language } from '../../platform/i18n';
import type { Messenger } from '../../platform/messaging/messenger';
import { appendEvent } from '../../platform/outbox';
import { requirePermission, requireTenant, type CurrentTenant, type RequestContext } from '../../platform/tenancy';
import {
  centreMembershipAt,
  membershipStateOf,
  type CentreMembershipEvent,
} from '../../../machines/centre-membership.machine';
import { issueLink, retireOpenLinks, LINK_TTL_MS } from '../activation/account-links';
import { otherLinkedMemberships } from '../activation/activation.repository';
import {
  countCoachedSubjects,
  deleteMembership,
  deleteUser,
  findAccountsByContact,
  findStaff,
  insertInvitedMembership,
  insertUser,
  listAllStaff,
  pageStaff,
  readStaff,
  replaceRoles,
  setState,
  staffHistory,
  updateUser,
  userDisplayName,
  userNameTaken,
  type StaffRow,
} from './staff.repository';
import {
  STAFF_ROLES,
  type CreateStaffBody,
  type HistoryEntry,
  type StaffItem,
  type StaffListBody,
  type StaffProfile,
  type UpdateStaffBody,
} from './staff.schemas';

export type StaffDeps = { messenger: Messenger; publicUrl: string };

/** Spec 000 §2: employee management is the centre menu's manage/group. */
export const STAFF_PERMISSION = 'Menu.Manage.Group';
/** Spec 000 §7 supervisorList: the centre's senior coaches and administrators. */
export const SUPERVISOR_ROLES = ['SeniorCoach', 'CenterAdmin'] as const;

const NS = 'staff:';

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
const HISTORY_TYPES = Object.values(STAFF_EVENTS);
const HISTORY_LIMIT = 100;

const requireStaffAccess = (ctx: RequestContext): CurrentTenant => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, STAFF_PERMISSION);
  return tenant;
};

const roleList = (t: (key: string) => string, names: readonly string[]) =>
  names.map((name) => ({ name, displayName: t(`roles:${name}`) }));

export const toStaffItem = (row: StaffRow, t: (key: string) => string): StaffItem => ({
  id: row.id,
  membershipId: row.membershipId,
  name: row.name,
  userName: row.userName,
  email: row.email,
  countryCode: row.countryCode,
  phoneNumber: row.phoneNumber,
  gender: row.gender,
  roles: roleList(t, row.roles),
  state: membershipStateOf({ state: row.state, activated: row.activatedAt !== null }),
  isActivated: row.activatedAt !== null,
  creationTime: row.createdAt.toISOString(),
  activationTime: row.activatedAt?.toISOString() ?? null,
});

const requireMember = async (tx: Tx, tenant: CurrentTenant, userId: string) => {
  const row = await findStaff(tx, tenant.id, userId);
  // Another centre's member reads as missing: row-level security and the tenant filter hide it.
  if (!row) throw new AppError(404, 'NotFound', `${NS}member-not-found`);
  return row;
};

/** The server refuses what the membership machine refuses; the page shows only what it allows. */
const requireAllowed = (row: StaffRow, event: CentreMembershipEvent) => {
  const state = membershipStateOf({ state: row.state, activated: row.activatedAt !== null });
  if (!centreMembershipAt(state).can(event)) {
    throw conflict('Business:MembershipStateForbids', `${NS}state-forbids`, { state: `@${NS}states.${state}` });
  }
};

const requireNotSelf = (ctx: RequestContext, userId: string) => {
  if (ctx.userId === userId) throw conflict('Business:CannotChangeOwnMembership', `${NS}not-yourself`);
};

const record = async (
  tx: Tx,
  ctx: RequestContext,
  tenant: CurrentTenant,
  type: string,
  row: Pick<StaffRow, 'id' | 'membershipId'>,
  details: Record<string, unknown> = {},
) =>
  appendEvent(tx, {
    tenantId: tenant.id,
    type,
    version: 1,
    permission: STAFF_PERMISSION,
    payload: {
      userId: row.id,
      membershipId: row.membershipId,
      actorId: ctx.userId,
      actorName: await userDisplayName(tx, ctx.userId),
      ...details,
    },
  });

// ---------------------------------------------------------------- contact details

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normaliseEmail = (email: string) => {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value)) throw badRequest('Business:EmailInvalid', `${NS}email-invalid`);
  return value;
};

const normalisePhone = (countryCode: string | undefined, phone: string | undefined) => {
  const digits = (phone ?? '').replace(/[\s-]/g, '');
  if (!digits) return null;
  const code = countryCode ?? '86';
  const valid = code === '86' ? /^1\d{10}$/.test(digits) : /^\d{6,15}$/.test(digits);
  if (!valid) throw badRequest('Business:PhoneInvalid', `${NS}phone-invalid`);
  return { countryCode: code, phoneNumber: digits };
};

const requireName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('Business:NameRequired', `${NS}name-required`);
  return trimmed;
};

// ---------------------------------------------------------------- reading

export const listStaff = async (tx: Tx, ctx: RequestContext, body: StaffListBody, language: Language) => {
  const tenant = requireStaffAccess(ctx);
  const t = translatorFor(language);
  const page = await pageStaff(tx, tenant.id, body, body.skipCount, body.maxResultCount);
  return { totalCount: page.totalCount, items: page.items.map((row) => toStaffItem(row, t)) };
};

export const simpleStaffList = async (tx: Tx, ctx: RequestContext, language: Language, roles?: readonly string[]) => {
  const tenant = requireStaffAccess(ctx);
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
  const history = await staffHistory(tx, tenant.id, userId, HISTORY_TYPES, HISTORY_LIMIT);
  return { staff: toStaffItem(row, translatorFor(language)), history: history.map(historyEntry) };
};

/** A colleague of this centre, or 404: another centre's member reads as missing. */
const readMember = async (tx: Tx, tenant: CurrentTenant, userId: string) => {
  const row = await readStaff(tx, tenant.id, userId);
  if (!row) throw new AppError(404, 'NotFound', `${NS}member-not-found`);
  return row;
};

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
    birthday: row.birthday,
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
    coachedSubjectCount: await countCoachedSubjects(tx, tenant.id, userId),
  };
};

export const prepareForEdit = async (tx: Tx, ctx: RequestContext, userId: string | undefined, language: Language) => {
  const tenant = requireStaffAccess(ctx);
  const t = translatorFor(language);
  const staff = userId ? toStaffItem(await requireMember(tx, tenant, userId), t) : null;
  return { staff, availableRoles: roleList(t, STAFF_ROLES) };
};

// ---------------------------------------------------------------- invitations

type LinkRecipient = { userId: string; membershipId: string | null; email: string; name: string };

/**
 * Issues a fresh link of `purpose` (retiring the open ones, so only the newest works) and
 * e-mails it in `language`; `mail` writes the subject and body around the link's address.
 */
const mailLink = async (
  tx: Tx,
  deps: StaffDeps,
  purpose: 'activate-account' | 'update-email',
  who: LinkRecipient,
  language: Language,
  now: Date,
  mail: (t: ReturnType<typeof translatorFor>, url: string) => { subject: string; body: string },
) => {
  await retireOpenLinks(tx, who.userId, purpose, now);
  const link = await issueLink(
    tx,
    {
      purpose,
      userId: who.userId,
      membershipId: who.membershipId,
      email: who.email,
      culture: CULTURE_OF[language],
      publicUrl: deps.publicUrl,
    },
    now,
  );
  await deps.messenger.send(tx, {
    channel: 'email',
    recipient: who.email,
    ...mail(translatorFor(language), link.url),
    userId: who.userId,
  });
  return link;
};

const sendInvitation = async (
  tx: Tx,
  deps: StaffDeps,
  tenant: CurrentTenant,
  invitee: { userId: string; membershipId: string; email: string; name: string },
  language: Language,
  now: Date,
) => {
  await mailLink(tx, deps, 'activate-account', invitee, language, now, (t, url) => ({
    subject: t(`${NS}mail.invite-subject`, { centre: tenant.name }),
    body: t(`${NS}mail.invite-body`, { name: invitee.name, centre: tenant.name, url, days: 7 }),
  }));
  return { email: invitee.email, expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString() };
};

export const createStaff = async (
  tx: Tx,
  ctx: RequestContext,
  deps: StaffDeps,
  body: CreateStaffBody,
  language: Language,
  now = new Date(),
) => {
  const tenant = requireStaffAccess(ctx);
  const name = requireName(body.name);
  const email = normaliseEmail(body.email);
  const phone = normalisePhone(body.countryCode, body.phoneNumber);
  const found = await findAccountsByContact(tx, email, phone);
  const byEmail = found.find((a) => a.email?.toLowerCase() === email);
  const byPhoneOnly = found.find((a) => a.id !== byEmail?.id);
  // The phone is somebody else's: one person cannot be two accounts, nor two people one.
  if (byPhoneOnly) throw conflict('Business:PhoneTaken', `${NS}phone-taken`);

  let userId: string;
  if (byEmail) {
    // Spec: an existing account gets a new place in this centre instead of a second account.
    if (await findStaff(tx, tenant.id, byEmail.id)) {
      throw conflict('Identity.UserAlreadyInRole', `${NS}already-member`);
    }
    userId = byEmail.id;
  } else {
    // The person chooses their user name when they register; until then it is the address.
    if (await userNameTaken(tx, email, null)) throw conflict('Business:UserNameTaken', `${NS}user-name-taken`);
    userId = await insertUser(tx, {
      userName: email,
      name,
      email,
      countryCode: phone?.countryCode ?? null,
      phoneNumber: phone?.phoneNumber ?? null,
      gender: (body.gender ?? 'Unknown') as Gender,
      culture: CULTURE_OF[language],
    });
  }
  const membershipId = await insertInvitedMembership(tx, tenant.id, userId, body.roleNames);
  await sendInvitation(tx, deps, tenant, { userId, membershipId, email, name }, language, now);
  const row = await requireMember(tx, tenant, userId);
  await record(tx, ctx, tenant, STAFF_EVENTS.invited, row, { roles: row.roles, email });
  return { staff: toStaffItem(row, translatorFor(language)) };
};

export const resendInvitation = async (
  tx: Tx,
  ctx: RequestContext,
  deps: StaffDeps,
  userId: string,
  language: Language,
  now = new Date(),
) => {
  const tenant = requireStaffAccess(ctx);
  const row = await requireMember(tx, tenant, userId);
  if (row.activatedAt !== null) throw conflict('Business:UserAlreadyActive', `${NS}already-active`);
  requireAllowed(row, { type: 'membership.resendInvitation' });
  if (!row.email) throw badRequest('Business:EmailRequired', `${NS}email-invalid`);
  const sent = await sendInvitation(
    tx,
    deps,
    tenant,
    { userId, membershipId: row.membershipId, email: row.email, name: row.name },
    language,
    now,
  );
  await record(tx, ctx, tenant, STAFF_EVENTS.invitationResent, row, { email: row.email });
  return sent;
};

// ---------------------------------------------------------------- changes

export const updateStaff = async (
  tx: Tx,
  ctx: RequestContext,
  deps: StaffDeps,
  body: UpdateStaffBody,
  language: Language,
  now = new Date(),
) => {
  const tenant = requireStaffAccess(ctx);
  const row = await requireMember(tx, tenant, body.id);
  const name = requireName(body.name);
  const email = normaliseEmail(body.email);
  const phone = normalisePhone(body.countryCode, body.phoneNumber);
  const others = (await findAccountsByContact(tx, email, phone)).filter((a) => a.id !== row.id);
  if (others.some((a) => a.email?.toLowerCase() === email)) throw conflict('Business:EmailTaken', `${NS}email-taken`);
  if (others.length > 0) throw conflict('Business:PhoneTaken', `${NS}phone-taken`);

  const emailChanged = (row.email ?? '').toLowerCase() !== email;
  // Somebody who has not registered yet has no address to protect: correct it and invite again.
  // A registered person's new address counts only once they confirm it from that mailbox.
  const direct = emailChanged && !row.hasPassword;
  await updateUser(tx, row.id, {
    name,
    gender: body.gender as Gender,
    countryCode: phone?.countryCode ?? null,
    phoneNumber: phone?.phoneNumber ?? null,
    ...(direct ? { email } : {}),
  });
  if (emailChanged && direct && row.activatedAt === null) {
    await sendInvitation(
      tx,
      deps,
      tenant,
      { userId: row.id, membershipId: row.membershipId, email, name },
      language,
      now,
    );
  }
  if (emailChanged && !direct) {
    await requestEmailChange(tx, deps, { userId: row.id, membershipId: row.membershipId, email, name }, language, now);
    await record(tx, ctx, tenant, STAFF_EVENTS.emailChangeRequested, row, { email });
  }
  const previousRoles = row.roles;
  const sameRoles = [...previousRoles].sort().join() === [...body.roleNames].sort().join();
  if (!sameRoles) {
    requireNotSelf(ctx, row.id);
    await replaceRoles(tx, tenant.id, row.membershipId, row.id, body.roleNames);
  }
  const after = await requireMember(tx, tenant, row.id);
  await record(tx, ctx, tenant, sameRoles ? STAFF_EVENTS.updated : STAFF_EVENTS.rolesChanged, after, {
    roles: after.roles,
    previousRoles,
    ...(direct ? { email } : {}),
  });
  return { staff: toStaffItem(after, translatorFor(language)) };
};

/** Sends a confirmation link to a new address (purpose update-email); the address changes when it is used. */
export const requestEmailChange = async (
  tx: Tx,
  deps: StaffDeps,
  who: LinkRecipient,
  language: Language,
  now = new Date(),
) =>
  mailLink(tx, deps, 'update-email', who, language, now, (t, url) => ({
    subject: t(`${NS}mail.email-subject`),
    body: t(`${NS}mail.email-body`, { name: who.name, url, days: 7 }),
  }));

export const changeRoles = async (
  tx: Tx,
  ctx: RequestContext,
  input: { userId: string; roleNames: string[] },
  language: Language,
) => {
  const tenant = requireStaffAccess(ctx);
  requireNotSelf(ctx, input.userId);
  const row = await requireMember(tx, tenant, input.userId);
  requireAllowed(row, { type: 'membership.changeRoles' });
  await replaceRoles(tx, tenant.id, row.membershipId, row.id, input.roleNames);
  const after = await requireMember(tx, tenant, row.id);
  await record(tx, ctx, tenant, STAFF_EVENTS.rolesChanged, after, { roles: after.roles, previousRoles: row.roles });
  return { staff: toStaffItem(after, translatorFor(language)) };
};

export const freezeStaff = async (
  tx: Tx,
  ctx: RequestContext,
  input: { operate: 'Freeze' | 'Unfreeze'; userId: string; tenantId: string },
  language: Language,
) => {
  const tenant = requireStaffAccess(ctx);
  // A centre freezes its own members only; another centre's id is not this caller's to name.
  if (input.tenantId !== tenant.id) throw forbidden();
  requireNotSelf(ctx, input.userId);
  const row = await requireMember(tx, tenant, input.userId);
  const freeze = input.operate === 'Freeze';
  requireAllowed(row, { type: freeze ? 'membership.freeze' : 'membership.unfreeze' });
  await setState(tx, row.membershipId, freeze ? 'Frozen' : 'Effective');
  const after = await requireMember(tx, tenant, row.id);
  await record(tx, ctx, tenant, freeze ? STAFF_EVENTS.frozen : STAFF_EVENTS.unfrozen, after, { state: after.state });
  return { staff: toStaffItem(after, translatorFor(language)) };
};

/**
 * Takes a member out of this centre. With `account`, an account this centre invited that never
 * registered and has no place elsewhere is deleted too (nobody else knows it).
 */
export const removeStaff = async (tx: Tx, ctx: RequestContext, userId: string, scope: 'tenant' | 'account') => {
  const tenant = requireStaffAccess(ctx);
  requireNotSelf(ctx, userId);
  const row = await requireMember(tx, tenant, userId);
  requireAllowed(row, { type: 'membership.remove' });
  await record(tx, ctx, tenant, STAFF_EVENTS.removed, row, { roles: row.roles });
  await deleteMembership(tx, row.membershipId);
  if (scope === 'account' && !row.hasPassword && (await otherLinkedMemberships(tx, userId, row.membershipId)) === 0) {
    await deleteUser(tx, userId);
  }
};
