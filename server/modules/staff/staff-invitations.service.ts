import type { Tx } from '../../platform/db/database';
import type { Gender } from '../../platform/db/schema/index';
import { badRequest, conflict } from '../../platform/errors';
import { CULTURE_OF, translatorFor, type Language } from '../../platform/i18n';
import { type CurrentTenant, type RequestContext } from '../../platform/tenancy';
import { issueLink, retireOpenLinks, LINK_TTL_MS } from '../activation/account-links';
import {
  findAccountsByContact,
  findStaff,
  insertInvitedMembership,
  insertUser,
  updateManagedUser,
  userNameTaken,
} from './staff.repository';
import { type CreateStaffBody, type UpdateStaffBody } from './staff.schemas';
import {
  NS,
  STAFF_EVENTS,
  type StaffDeps,
  normaliseEmail,
  normalisePhone,
  placeOf,
  record,
  requireAllowed,
  requireMember,
  requireName,
  requireStaffAccess,
  toStaffItem,
} from './staff.rules';

type Invitee = { userId: string; membershipId: string; email: string; name: string };

/**
 * E-mails a fresh activation link for one place in `language` (retiring that place's open links,
 * so only the newest works) and says where it went and until when.
 */
export const sendInvitation = async (
  tx: Tx,
  deps: StaffDeps,
  tenant: CurrentTenant,
  invitee: Invitee,
  language: Language,
  now: Date,
) => {
  await retireOpenLinks(tx, invitee.userId, invitee.membershipId, 'activate-account', now);
  const link = await issueLink(
    tx,
    {
      purpose: 'activate-account',
      userId: invitee.userId,
      membershipId: invitee.membershipId,
      email: invitee.email,
      culture: CULTURE_OF[language],
      publicUrl: deps.publicUrl,
    },
    now,
  );
  const t = translatorFor(language);
  await deps.messenger.send(tx, {
    channel: 'email',
    recipient: invitee.email,
    subject: t(`${NS}mail.invite-subject`, { centre: tenant.name }),
    body: t(`${NS}mail.invite-body`, { name: invitee.name, centre: tenant.name, url: link.url, days: 7 }),
    userId: invitee.userId,
  });
  return { email: invitee.email, expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString() };
};

export type Profile = { name: string; gender: Gender; countryCode: string | null; phoneNumber: string | null };

/** Refuses a phone number or address that another account holds (one person, one account). */
export const requireFreeContacts = async (tx: Tx, userId: string | null, email: string, profile: Profile) => {
  const phone = profile.phoneNumber
    ? { countryCode: profile.countryCode ?? '86', phoneNumber: profile.phoneNumber }
    : null;
  const others = (await findAccountsByContact(tx, email, phone)).filter((a) => a.id !== userId);
  if (others.some((a) => a.email?.toLowerCase() === email)) throw conflict('Business:EmailTaken', `${NS}email-taken`);
  if (others.length > 0) throw conflict('Business:PhoneTaken', `${NS}phone-taken`);
};

export const profileOf = (body: CreateStaffBody | UpdateStaffBody): Profile => {
  const phone = normalisePhone(body.countryCode, body.phoneNumber);
  return {
    name: requireName(body.name),
    gender: (body.gender ?? 'Unknown') as Gender,
    countryCode: phone?.countryCode ?? null,
    phoneNumber: phone?.phoneNumber ?? null,
  };
};

/**
 * POST /api/business/user. A new address makes an account that this centre manages until the
 * person registers. An address that already has an account makes only a membership request: the
 * account holder accepts it through the link, and nothing of the account is written or shown to
 * the centre before that (issue 14) — unless nobody registered it and no other centre invited it,
 * in which case it is this centre's to fill in, as a new one would be.
 */
export const createStaff = async (
  tx: Tx,
  ctx: RequestContext,
  deps: StaffDeps,
  body: CreateStaffBody,
  language: Language,
  now = new Date(),
) => {
  const tenant = requireStaffAccess(ctx);
  const email = normaliseEmail(body.email);
  const profile = profileOf(body);
  const [existing] = (await findAccountsByContact(tx, email, null)).filter((a) => a.email?.toLowerCase() === email);

  let userId: string;
  if (existing) {
    if (await findStaff(tx, tenant.id, existing.id)) {
      throw conflict('Identity.UserAlreadyInRole', `${NS}already-member`);
    }
    userId = existing.id;
  } else {
    await requireFreeContacts(tx, null, email, profile);
    // The person chooses their user name when they register; until then it is the address.
    if (await userNameTaken(tx, email, null)) throw conflict('Business:UserNameTaken', `${NS}user-name-taken`);
    userId = await insertUser(tx, { userName: email, email, ...profile, culture: CULTURE_OF[language] });
  }
  const membershipId = await insertInvitedMembership(tx, tenant.id, userId, body.roleNames);
  await sendInvitation(tx, deps, tenant, { userId, membershipId, email, name: profile.name }, language, now);
  let row = await placeOf(tx, tenant, membershipId);
  if (existing && row.managesProfile) {
    await requireFreeContacts(tx, userId, email, profile);
    await updateManagedUser(tx, userId, profile);
    row = await placeOf(tx, tenant, membershipId);
  }
  await record(tx, ctx, tenant, STAFF_EVENTS.invited, row, { roles: row.roles, email });
  return { staff: toStaffItem(row, translatorFor(language)) };
};

export const resendInvitation = async (
  tx: Tx,
  ctx: RequestContext,
  deps: StaffDeps,
  handle: string,
  language: Language,
  now = new Date(),
) => {
  const tenant = requireStaffAccess(ctx);
  const row = await requireMember(tx, tenant, handle);
  if (row.activatedAt !== null) throw conflict('Business:UserAlreadyActive', `${NS}already-active`);
  requireAllowed(row, { type: 'membership.resendInvitation' });
  if (!row.email) throw badRequest('Business:EmailRequired', `${NS}email-invalid`);
  const item = toStaffItem(row, translatorFor(language));
  // The link goes to the account's own mailbox; the centre is told only the address it invited.
  const sent = await sendInvitation(
    tx,
    deps,
    tenant,
    { userId: row.id, membershipId: row.membershipId, email: row.email, name: item.name },
    language,
    now,
  );
  await record(tx, ctx, tenant, STAFF_EVENTS.invitationResent, row, { email: item.email });
  return { ...sent, email: item.email ?? sent.email };
};
