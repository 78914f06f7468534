import type { Tx } from '../../platform/db/database';
import type { Gender } from '../../platform/db/schema/index';
import { badRequest } from '../../platform/errors';
import { type RequestContext } from '../../platform/tenancy';
import { updateProfile as updateProfileRow } from './account-settings.repository';
import type { ProfileInput } from './account-settings.schemas';
import { NS, UNSET_BIRTHDAY, requireEditableAccount, requireUser } from './account-settings.rules';

const parseBirthday = (value: string, today: Date): string | null => {
  const day = value.slice(0, 10);
  if (day.startsWith('0001-')) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day || parsed.getUTCFullYear() < 1900) {
    throw badRequest('Business:BirthdayInvalid', `${NS}birthday-invalid`);
  }
  // A day ahead of UTC's date is still "today" somewhere (Asia's morning is UTC's evening).
  if (parsed.getTime() > today.getTime() + 24 * 3_600_000) {
    throw badRequest('Business:BirthdayInFuture', `${NS}birthday-future`);
  }
  return day;
};

export const updateProfile = async (tx: Tx, ctx: RequestContext, input: ProfileInput, now = new Date()) => {
  requireEditableAccount(ctx);
  const name = input.name.trim();
  if (!name) throw badRequest('Business:NameRequired', `${NS}name-required`);
  const birthday = parseBirthday(input.birthday, now);
  await requireUser(tx, ctx);
  await updateProfileRow(tx, ctx.userId, { name, gender: input.gender as Gender, birthday });
  return { name, gender: input.gender, birthday: birthday ?? UNSET_BIRTHDAY };
};
