import type { Tx } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import { translatorFor, type Language } from '../../platform/i18n';
import { type RequestContext } from '../../platform/tenancy';
import { deleteManagedUser, deleteMembership, replaceRoles, setState, updateManagedUser } from './staff.repository';
import { type UpdateStaffBody } from './staff.schemas';
import {
  NS,
  STAFF_EVENTS,
  type StaffDeps,
  normaliseEmail,
  record,
  requireAllowed,
  requireMember,
  requireNotSelf,
  requireStaffAccess,
  toStaffItem,
} from './staff.rules';
import { type Profile, profileOf, requireFreeContacts, sendInvitation } from './staff-invitations.service';

const samePhone = (a: { countryCode: string | null; phoneNumber: string | null }, b: Profile) =>
  (a.phoneNumber ?? null) === b.phoneNumber &&
  (b.phoneNumber === null || (a.countryCode ?? '').replace(/^\+/, '') === b.countryCode);

/**
 * PUT /api/business/user. The centre's own data (roles) always; the account's profile (name,
 * e-mail, phone, gender) only while the centre manages it (`managesProfile`). For any other
 * member the profile fields must come back as the centre reads them, or the change is refused
 * whole: a registered person's name, phone and address are theirs to change, in their settings.
 */
export const updateStaff = async (
  tx: Tx,
  ctx: RequestContext,
  deps: StaffDeps,
  body: UpdateStaffBody,
  language: Language,
  now = new Date(),
) => {
  const tenant = requireStaffAccess(ctx);
  const t = translatorFor(language);
  const row = await requireMember(tx, tenant, body.id);
  const email = normaliseEmail(body.email);
  const profile = profileOf(body);
  const emailChanged = (row.email ?? '').toLowerCase() !== email;
  if (row.managesProfile) {
    await requireFreeContacts(tx, row.id, email, profile);
    await updateManagedUser(tx, row.id, { ...profile, ...(emailChanged ? { email } : {}) });
    // Nobody has registered the account: a corrected address gets a fresh invitation.
    if (emailChanged) {
      await sendInvitation(
        tx,
        deps,
        tenant,
        { userId: row.id, membershipId: row.membershipId, email, name: profile.name },
        language,
        now,
      );
    }
  } else {
    const shown = toStaffItem(row, t);
    const unchanged =
      shown.name.trim() === profile.name &&
      (shown.email ?? '').toLowerCase() === email &&
      shown.gender === profile.gender &&
      samePhone(shown, profile);
    if (!unchanged) throw forbidden(`${NS}profile-not-editable`, 'Business:ProfileNotEditable');
  }
  const previousRoles = row.roles;
  const sameRoles = [...previousRoles].sort().join() === [...body.roleNames].sort().join();
  if (!sameRoles) {
    requireNotSelf(ctx, row.id);
    requireAllowed(row, { type: 'membership.changeRoles' });
    await replaceRoles(tx, tenant.id, row.membershipId, row.id, body.roleNames);
  }
  const after = await requireMember(tx, tenant, body.id);
  await record(tx, ctx, tenant, sameRoles ? STAFF_EVENTS.updated : STAFF_EVENTS.rolesChanged, after, {
    roles: after.roles,
    previousRoles,
    ...(row.managesProfile && emailChanged ? { email } : {}),
  });
  return { staff: toStaffItem(after, t) };
};

export const changeRoles = async (
  tx: Tx,
  ctx: RequestContext,
  input: { userId: string; roleNames: string[] },
  language: Language,
) => {
  const tenant = requireStaffAccess(ctx);
  const row = await requireMember(tx, tenant, input.userId);
  requireNotSelf(ctx, row.id);
  requireAllowed(row, { type: 'membership.changeRoles' });
  await replaceRoles(tx, tenant.id, row.membershipId, row.id, input.roleNames);
  const after = await requireMember(tx, tenant, input.userId);
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
  const row = await requireMember(tx, tenant, input.userId);
  requireNotSelf(ctx, row.id);
  const freeze = input.operate === 'Freeze';
  requireAllowed(row, { type: freeze ? 'membership.freeze' : 'membership.unfreeze' });
  await setState(tx, row.membershipId, freeze ? 'Frozen' : 'Effective');
  const after = await requireMember(tx, tenant, input.userId);
  await record(tx, ctx, tenant, freeze ? STAFF_EVENTS.frozen : STAFF_EVENTS.unfrozen, after, { state: after.state });
  return { staff: toStaffItem(after, translatorFor(language)) };
};

/**
 * Takes a member out of this centre. With `account`, an account this centre manages (it invited
 * it, nobody registered it, no other centre invited it) is deleted too: nobody else knows it.
 */
export const removeStaff = async (tx: Tx, ctx: RequestContext, handle: string, scope: 'tenant' | 'account') => {
  const tenant = requireStaffAccess(ctx);
  const row = await requireMember(tx, tenant, handle);
  requireNotSelf(ctx, row.id);
  requireAllowed(row, { type: 'membership.remove' });
  await record(tx, ctx, tenant, STAFF_EVENTS.removed, row, { roles: row.roles });
  await deleteMembership(tx, row.membershipId);
  if (scope === 'account' && row.managesProfile) await deleteManagedUser(tx, row.id);
};
