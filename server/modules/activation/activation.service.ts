import type { Tx } from '../../platform/db/database';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { hashPassword } from '../../platform/oidc/passwords';
import { appendEvent } from '../../platform/outbox';
import { withTenantScope } from '../../platform/tenancy';
import { passwordProblem } from '../account-settings/account-settings.service';
import { actAsLinkUser, findOpenLink, markUsed, type LinkPurpose, type StoredLink } from './account-links';
import {
  activateMembership,
  emailTakenByOther,
  findAccount,
  findMembership,
  register,
  setEmail,
  userNameTakenByOther,
} from './activation.repository';

// The pages a link opens, before anyone signs in (spec 000 §4). Each call is one transaction:
// the link is read (locked), its user's membership read through the own-rows policy, and only
// then is app.tenant_id set to that membership's centre for the write.

const NS = 'activation:';
const STAFF_PERMISSION = 'Menu.Manage.Group';

/** Spec 000 §8: an unknown, expired, used or altered link. */
const invalidLink = () => new AppError(400, 'ErrorActiveLink', `${NS}invalid-link`);
const alreadyInRole = () => new AppError(409, 'Identity.UserAlreadyInRole', `${NS}already-in-role`);
const businessAlreadyActive = () => new AppError(409, 'Business:UserAlreadyActive', `${NS}already-active`);

const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;

const openLink = async (tx: Tx, token: string, purposes: readonly LinkPurpose[], now: Date) => {
  for (const purpose of purposes) {
    const link = await findOpenLink(tx, token, purpose, now);
    if (link) {
      await actAsLinkUser(tx, link.userId);
      return link;
    }
  }
  throw invalidLink();
};

const placeOf = async (tx: Tx, link: StoredLink) => {
  if (!link.membershipId) throw invalidLink();
  const membership = await findMembership(tx, link.membershipId, link.userId);
  // The place was removed since the link went out: the link no longer leads anywhere.
  if (!membership) throw invalidLink();
  return membership;
};

const accountOf = async (tx: Tx, link: StoredLink) => {
  const account = await findAccount(tx, link.userId);
  if (!account) throw invalidLink();
  return account;
};

/**
 * A centre's e-mail change link. Since issue 14 a centre writes only the profile of an account
 * nobody has registered, and directly, so no centre issues these any more; one sent earlier for a
 * registered account (the way a centre could take the account over) no longer opens. A
 * registered person changes their own address in their settings, with a code.
 */
const emailLinkAccount = async (tx: Tx, link: StoredLink) => {
  const account = await accountOf(tx, link);
  if (account.hasPassword) throw invalidLink();
  return account;
};

/** GET checkTokenAndUser: what the link is for, and whether its account must register first. */
export const checkTokenAndUser = async (tx: Tx, token: string, now = new Date()) => {
  const link = await openLink(tx, token, ['activate-account', 'update-email'], now);
  const account = link.purpose === 'update-email' ? await emailLinkAccount(tx, link) : await accountOf(tx, link);
  let tenantName: string | null = null;
  if (link.purpose === 'activate-account') {
    const place = await placeOf(tx, link);
    if (place.activatedAt !== null) throw alreadyInRole();
    tenantName = place.tenantName;
  } else if ((account.email ?? '').toLowerCase() === link.email.toLowerCase()) {
    throw businessAlreadyActive();
  }
  return {
    purpose: link.purpose,
    isNew: !account.hasPassword,
    email: link.email,
    name: account.name,
    userName: account.userName,
    tenantName,
    culture: link.culture,
  };
};

/** GET needRegister: whether the invited account still has to choose a user name and password. */
export const needRegister = async (tx: Tx, token: string, now = new Date()) => {
  const link = await openLink(tx, token, ['activate-account'], now);
  const place = await placeOf(tx, link);
  if (place.activatedAt !== null) throw alreadyInRole();
  return { needRegister: !(await accountOf(tx, link)).hasPassword };
};

/**
 * POST activateAccount: accepts the place. A new account registers in the same step (user name
 * and password); an existing one must not be given a password here.
 */
export const activateAccount = async (
  tx: Tx,
  input: { token: string; userName?: string | undefined; password?: string | undefined },
  now = new Date(),
) => {
  const link = await openLink(tx, input.token, ['activate-account'], now);
  const place = await placeOf(tx, link);
  if (place.activatedAt !== null) throw alreadyInRole();
  const account = await accountOf(tx, link);
  const registering = input.password !== undefined && input.password !== '';
  if (account.hasPassword && registering) throw businessAlreadyActive();
  let userName = account.userName;
  if (!account.hasPassword) {
    if (!registering) throw badRequest('Business:RegistrationRequired', `${NS}registration-required`);
    userName = (input.userName ?? '').trim();
    if (!USER_NAME.test(userName)) throw badRequest('Business:UserNameInvalid', `${NS}user-name-invalid`);
    if (await userNameTakenByOther(tx, userName, account.id)) {
      throw conflict('Business:UserNameTaken', `${NS}user-name-taken`);
    }
    const password = input.password ?? '';
    const problem = passwordProblem(password);
    if (problem) throw badRequest('Business:PasswordTooWeak', `account-settings:${problem.key}`, problem.params);
    await register(tx, account.id, userName, await hashPassword(password));
  }
  if (!(await markUsed(tx, link.id, now))) throw invalidLink();
  await withTenantScope(tx, place.tenantId, async () => {
    await activateMembership(tx, place.id, now);
    await appendEvent(tx, {
      tenantId: place.tenantId,
      type: 'StaffActivated',
      version: 1,
      permission: STAFF_PERMISSION,
      payload: {
        userId: account.id,
        membershipId: place.id,
        actorId: account.id,
        actorName: account.name || userName,
        registered: !account.hasPassword,
      },
    });
  });
  return {
    outcome: account.hasPassword ? ('activated' as const) : ('registered' as const),
    userName,
    tenantName: place.tenantName,
  };
};

/** POST activateNewEmail: the new address is confirmed from its own mailbox. */
export const activateNewEmail = async (tx: Tx, token: string, now = new Date()) => {
  const link = await openLink(tx, token, ['update-email'], now);
  const account = await emailLinkAccount(tx, link);
  if ((account.email ?? '').toLowerCase() === link.email.toLowerCase()) throw businessAlreadyActive();
  if (await emailTakenByOther(tx, link.email, account.id)) throw conflict('Business:EmailTaken', `${NS}email-taken`);
  if (!(await markUsed(tx, link.id, now))) throw invalidLink();
  await setEmail(tx, account.id, link.email);
  // The centre that asked keeps the change in its member's history.
  const place = link.membershipId ? await findMembership(tx, link.membershipId, link.userId) : undefined;
  if (place) {
    await withTenantScope(tx, place.tenantId, () =>
      appendEvent(tx, {
        tenantId: place.tenantId,
        type: 'StaffEmailChanged',
        version: 1,
        permission: STAFF_PERMISSION,
        payload: {
          userId: account.id,
          membershipId: place.id,
          actorId: account.id,
          actorName: account.name || account.userName,
          email: link.email,
        },
      }),
    );
  }
  return { email: link.email };
};
