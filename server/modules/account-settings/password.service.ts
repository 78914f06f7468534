import type { Tx } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/oidc/passwords';
import { type RequestContext } from '../../platform/tenancy';
import { updatePasswordHash } from './account-settings.repository';
import { NS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, requireUser } from './account-settings.rules';

/** The password rule, one message per way to break it. */
export const passwordProblem = (password: string): { key: string; params: Record<string, number> } | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return { key: 'password-too-short', params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'password-too-long', params: { max: PASSWORD_MAX_LENGTH } };
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return { key: 'password-letter-and-digit', params: {} };
  if (/^\s|\s$/.test(password)) return { key: 'password-spaces', params: {} };
  return null;
};

// Changing one's own password is not "account info": enterprise admins may do it too.
export const changePassword = async (
  tx: Tx,
  ctx: RequestContext,
  input: { currentPassword: string; newPassword: string },
) => {
  const user = await requireUser(tx, ctx);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Business:PasswordIncorrect', `${NS}password-current-wrong`);
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badRequest('Business:PasswordTooWeak', `${NS}${problem.key}`, problem.params);
  if (input.newPassword === input.currentPassword) {
    throw badRequest('Business:PasswordUnchanged', `${NS}password-same`);
  }
  await updatePasswordHash(tx, ctx.userId, await hashPassword(input.newPassword));
};
