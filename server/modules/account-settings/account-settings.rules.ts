import type { Tx } from '../../platform/db/database';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { Messenger } from '../../platform/messaging/messenger';
import type { FileStorage } from '../../platform/storage/file-storage';
import { type RequestContext } from '../../platform/tenancy';
import { findUser } from './account-settings.repository';

// What every part of the account settings page shares: limits, the read-only rule for
// enterprise admins, the caller's own row, uploaded-file checks.

export type AccountSettingsDeps = { storage: FileStorage; messenger: Messenger };

export const NS = 'account-settings:';

// Verification codes: 6 digits, valid 10 minutes, one send per 60 s per user and purpose,
// burnt after 5 wrong tries.
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_MAX_COUNT = 5;

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Year 0001 is the API's "unset" birthday (spec 000 §3). */
export const UNSET_BIRTHDAY = '0001-01-01';

/** Spec 000 §5: enterprise admins cannot edit account info. */
export const ENTERPRISE_ADMIN_ROLE = 'EnterpriseAdmin';

export const requireEditableAccount = (ctx: RequestContext) => {
  if (ctx.roles.includes(ENTERPRISE_ADMIN_ROLE)) {
    throw forbidden(`${NS}read-only`, 'Business:AccountInfoReadOnly');
  }
};

export const requireUser = async (tx: Tx, ctx: RequestContext) => {
  const user = await findUser(tx, ctx.userId);
  if (!user) throw notFound('user');
  return user;
};

export const cleanFileName = (name: string) => {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.length > 200 ? clean.slice(clean.length - 200) : clean;
};

/** A file as a route hands it to the services. */
export type Upload = { fileName: string; data: Buffer };

/**
 * An upload the caller may make (not read-only), that is there, not empty and within its size
 * limit (413 names the limit in MB).
 */
export function requireEditableUpload(
  ctx: RequestContext,
  file: Upload | null,
  maxBytes: number,
  tooLargeKey: string,
): asserts file is Upload {
  requireEditableAccount(ctx);
  if (!file) throw badRequest('Business:FileMissing', `${NS}resume-missing`);
  if (file.data.length === 0) throw badRequest('Business:FileEmpty', `${NS}resume-empty`);
  if (file.data.length > maxBytes) {
    throw new AppError(413, 'Business:FileTooLarge', tooLargeKey, { mb: maxBytes / 1024 / 1024 });
  }
}
