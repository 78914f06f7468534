import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../platform/db/database';
import type { Gender } from '../../platform/db/schema/index';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { translatorFor, type Language } from '../../platform/i18n';
import type { Messenger, OutgoingMessage } from '../../platform/messaging/messenger';
import { hashPassword, verifyPassword } from '../../platform/oidc/passwords';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actAsTenantForAdmin, PLATFORM_ADMIN_ROLE, type RequestContext } from '../../platform/tenancy';
import {
  consumeCode,
  countResumes,
  deletePictures,
  deleteResume as deleteResumeRow,
  emailTakenByOther,
  findPicture,
  findResume,
  findUser,
  insertCode,
  insertPicture,
  insertResume,
  latestCode,
  listPictures,
  listResumes as listResumeRows,
  lockUser,
  pageSentMessages,
  phoneTakenByOther,
  recordWrongAttempt,
  retireOpenCodes,
  setMembershipState,
  updateEmail,
  updatePasswordHash,
  updatePhone,
  updateProfile as updateProfileRow,
  type CodePurpose,
} from './account-settings.repository';
import type { CountryCode, ProfileInput, Resume } from './account-settings.schemas';

export type AccountSettingsDeps = { storage: FileStorage; messenger: Messenger };

const NS = 'account-settings:';

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

const requireEditableAccount = (ctx: RequestContext) => {
  if (ctx.roles.includes(ENTERPRISE_ADMIN_ROLE)) {
    throw forbidden(`${NS}read-only`, 'Business:AccountInfoReadOnly');
  }
};

const requireUser = async (tx: Tx, ctx: RequestContext) => {
  const user = await findUser(tx, ctx.userId);
  if (!user) throw notFound('user');
  return user;
};

// ---------------------------------------------------------------- profile

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

// ---------------------------------------------------------------- password

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

// ---------------------------------------------------------------- verification codes

const hashCode = (purpose: CodePurpose, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Refuses a send within the resend interval, with the seconds left (HTTP 429). */
const requireResendAllowed = async (tx: Tx, userId: string, purpose: CodePurpose, now: Date) => {
  const last = await latestCode(tx, userId, purpose);
  if (!last) return;
  const waitMs = last.createdAt.getTime() + CODE_RESEND_INTERVAL_MS - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(429, 'Business:VerificationCodeTooFrequent', `${NS}code-too-soon`, { seconds }, () => ({
      details: String(seconds),
    }));
  }
};

export const issueCode = async (tx: Tx, userId: string, purpose: CodePurpose, target: string, now: Date) => {
  await requireResendAllowed(tx, userId, purpose, now);
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await retireOpenCodes(tx, userId, purpose, now);
  await insertCode(tx, {
    userId,
    purpose,
    target,
    codeHash: hashCode(purpose, target, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
};

/**
 * Checks a code. A wrong code is counted even though the request fails, so the caller gets the
 * failure back as a value and throws it only after its transaction has committed.
 */
export const checkCode = async (
  tx: Tx,
  userId: string,
  purpose: CodePurpose,
  target: string,
  code: string,
  now: Date,
): Promise<AppError | null> => {
  const last = await latestCode(tx, userId, purpose);
  if (!last || last.consumedAt || last.expiresAt <= now || last.target !== target) {
    return last?.attempts !== undefined && last.attempts >= CODE_MAX_ATTEMPTS && last.target === target
      ? badRequest('Business:VerificationCodeBurned', `${NS}code-burned`)
      : badRequest('Business:VerificationCodeExpired', `${NS}code-expired`);
  }
  if (sameHash(last.codeHash, hashCode(purpose, target, code.trim()))) {
    await consumeCode(tx, last.id, now);
    return null;
  }
  const attempts = await recordWrongAttempt(tx, last.id, CODE_MAX_ATTEMPTS, now);
  const left = CODE_MAX_ATTEMPTS - attempts;
  return left > 0
    ? badRequest('Business:VerificationCodeInvalid', `${NS}code-wrong`, { left })
    : badRequest('Business:VerificationCodeBurned', `${NS}code-burned`);
};

const secondsUntilResend = Math.round(CODE_RESEND_INTERVAL_MS / 1000);

/**
 * Issues a code for a new address or number the caller has already checked, and sends it there
 * in the user's language (subject and body are catalogue keys taking `code` and `minutes`).
 */
const sendCode = async (
  tx: Tx,
  ctx: RequestContext,
  deps: AccountSettingsDeps,
  code: {
    purpose: CodePurpose;
    channel: OutgoingMessage['channel'];
    target: string;
    subjectKey: string;
    bodyKey: string;
  },
  language: Language,
  now: Date,
) => {
  const value = await issueCode(tx, ctx.userId, code.purpose, code.target, now);
  const t = translatorFor(language);
  await deps.messenger.send(tx, {
    channel: code.channel,
    recipient: code.target,
    subject: t(code.subjectKey),
    body: t(code.bodyKey, { code: value, minutes: CODE_TTL_MS / 60_000 }),
    userId: ctx.userId,
  });
  return { secondsUntilResend };
};

/**
 * Checks the code sent to `target` and, when it is right, applies the change. A wrong code comes
 * back as a value (see checkCode); the change itself may still throw.
 */
const confirmCode = async <T extends object>(
  tx: Tx,
  ctx: RequestContext,
  check: { purpose: CodePurpose; target: string; code: string },
  now: Date,
  apply: () => Promise<T>,
): Promise<({ ok: true } & T) | { ok: false; error: AppError }> => {
  const failure = await checkCode(tx, ctx.userId, check.purpose, check.target, check.code, now);
  if (failure) return { ok: false, error: failure };
  return { ok: true, ...(await apply()) };
};

// A deliberately plain check: the code sent to the address is the real proof that it works.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normaliseEmail = (email: string) => {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw badRequest('Business:EmailInvalid', `${NS}email-invalid`);
  return trimmed.toLowerCase();
};

export const sendEmailCode = async (
  tx: Tx,
  ctx: RequestContext,
  deps: AccountSettingsDeps,
  input: { email: string },
  language: Language,
  now = new Date(),
) => {
  requireEditableAccount(ctx);
  const email = normaliseEmail(input.email);
  const user = await requireUser(tx, ctx);
  if (user.email?.toLowerCase() === email) throw badRequest('Business:EmailUnchanged', `${NS}email-same`);
  if (await emailTakenByOther(tx, ctx.userId, email)) throw conflict('Business:EmailTaken', `${NS}email-taken`);
  return sendCode(
    tx,
    ctx,
    deps,
    {
      purpose: 'change-email',
      channel: 'email',
      target: email,
      subjectKey: `${NS}mail.email-code-subject`,
      bodyKey: `${NS}mail.email-code-body`,
    },
    language,
    now,
  );
};

export const changeEmail = async (
  tx: Tx,
  ctx: RequestContext,
  input: { email: string; code: string },
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; error: AppError }> => {
  requireEditableAccount(ctx);
  const email = normaliseEmail(input.email);
  return confirmCode(tx, ctx, { purpose: 'change-email', target: email, code: input.code }, now, async () => {
    // Taken since the code was sent: the unique index would refuse it anyway; say so plainly.
    if (await emailTakenByOther(tx, ctx.userId, email)) throw conflict('Business:EmailTaken', `${NS}email-taken`);
    await updateEmail(tx, ctx.userId, email);
    return { email };
  });
};

const normalisePhone = (countryCode: CountryCode, phone: string) => {
  const digits = phone.replace(/[\s-]/g, '');
  // Mainland numbers have 11 digits starting with 1; elsewhere accept what national plans allow.
  const valid = countryCode === '86' ? /^1\d{10}$/.test(digits) : /^\d{6,15}$/.test(digits);
  if (!valid) throw badRequest('Business:PhoneInvalid', `${NS}phone-invalid`);
  return digits;
};

const phoneTarget = (countryCode: string, phone: string) => `+${countryCode} ${phone}`;

export const sendPhoneCode = async (
  tx: Tx,
  ctx: RequestContext,
  deps: AccountSettingsDeps,
  input: { phone: string; countryCode: CountryCode },
  language: Language,
  now = new Date(),
) => {
  requireEditableAccount(ctx);
  const phone = normalisePhone(input.countryCode, input.phone);
  const user = await requireUser(tx, ctx);
  if (user.countryCode === input.countryCode && user.phoneNumber === phone) {
    throw badRequest('Business:PhoneUnchanged', `${NS}phone-same`);
  }
  if (await phoneTakenByOther(tx, ctx.userId, input.countryCode, phone)) {
    throw conflict('Business:PhoneTaken', `${NS}phone-taken`);
  }
  return sendCode(
    tx,
    ctx,
    deps,
    {
      purpose: 'change-phone',
      channel: 'sms',
      target: phoneTarget(input.countryCode, phone),
      subjectKey: `${NS}mail.phone-code-subject`,
      bodyKey: `${NS}mail.phone-code-body`,
    },
    language,
    now,
  );
};

export const changePhoneNumber = async (
  tx: Tx,
  ctx: RequestContext,
  input: { phone: string; countryCode: CountryCode; code: string },
  now = new Date(),
): Promise<{ ok: true; countryCode: string; phoneNumber: string } | { ok: false; error: AppError }> => {
  requireEditableAccount(ctx);
  const phone = normalisePhone(input.countryCode, input.phone);
  const target = phoneTarget(input.countryCode, phone);
  return confirmCode(tx, ctx, { purpose: 'change-phone', target, code: input.code }, now, async () => {
    if (await phoneTakenByOther(tx, ctx.userId, input.countryCode, phone)) {
      throw conflict('Business:PhoneTaken', `${NS}phone-taken`);
    }
    await updatePhone(tx, ctx.userId, input.countryCode, phone);
    return { countryCode: input.countryCode, phoneNumber: phone };
  });
};

export const currentContact = async (tx: Tx, ctx: RequestContext) => {
  const user = await requireUser(tx, ctx);
  return { email: user.email, countryCode: user.countryCode, phoneNumber: user.phoneNumber };
};

// ---------------------------------------------------------------- resumes (CVs)

type Sniffed = { contentType: string; extensions: readonly string[] };

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/** What the bytes are, from their first bytes; the extension must agree. PDF, Word and images only. */
const sniff = (data: Buffer): Sniffed | null => {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', extensions: ['pdf'] };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47])) return { contentType: 'image/png', extensions: ['png'] };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extensions: ['gif'] };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', extensions: ['webp'] };
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { contentType: 'application/msword', extensions: ['doc'] };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]))
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extensions: ['docx'],
    };
  return null;
};

const cleanFileName = (name: string) => {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.length > 200 ? clean.slice(clean.length - 200) : clean;
};

export const resumeUrl = (id: string) => `/api/business/user/resume/${id}`;

const toResume = (row: {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}): Resume => ({
  id: row.id,
  fileName: row.fileName,
  url: resumeUrl(row.id),
  contentType: row.contentType,
  size: row.size,
  creationTime: row.createdAt.toISOString(),
});

/** An upload that is there, not empty and within its size limit (413 names the limit in MB). */
function requireUpload(
  file: { fileName: string; data: Buffer } | null,
  maxBytes: number,
  tooLargeKey: string,
): asserts file is { fileName: string; data: Buffer } {
  if (!file) throw badRequest('Business:FileMissing', `${NS}resume-missing`);
  if (file.data.length === 0) throw badRequest('Business:FileEmpty', `${NS}resume-empty`);
  if (file.data.length > maxBytes) {
    throw new AppError(413, 'Business:FileTooLarge', tooLargeKey, { mb: maxBytes / 1024 / 1024 });
  }
}

export const listResumes = async (tx: Tx, ctx: RequestContext) => (await listResumeRows(tx, ctx.userId)).map(toResume);

export const uploadResume = async (
  tx: Tx,
  ctx: RequestContext,
  deps: AccountSettingsDeps,
  file: { fileName: string; data: Buffer } | null,
) => {
  requireEditableAccount(ctx);
  requireUpload(file, RESUME_MAX_BYTES, `${NS}resume-too-large`);
  const fileName = cleanFileName(file.fileName);
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  const kind = sniff(file.data);
  if (!fileName || !kind || !kind.extensions.includes(extension)) {
    throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}resume-type`);
  }
  if ((await countResumes(tx, ctx.userId)) >= RESUME_MAX_COUNT) {
    throw conflict('Business:TooManyFiles', `${NS}resume-too-many`, { max: RESUME_MAX_COUNT });
  }
  const storageKey = await deps.storage.put(`resumes/${ctx.userId}`, file.data);
  try {
    const row = await insertResume(tx, {
      userId: ctx.userId,
      fileName,
      contentType: kind.contentType,
      size: file.data.length,
      storageKey,
    });
    return toResume(row);
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
};

/** The owner's file, for the browser to show: PDFs and images inline, Word files as a download. */
export const readResume = async (tx: Tx, ctx: RequestContext, deps: AccountSettingsDeps, id: string) => {
  const row = await findResume(tx, ctx.userId, id);
  if (!row) throw new AppError(404, 'NotFound', `${NS}resume-not-found`);
  const data = await deps.storage.get(row.storageKey);
  const inline = row.contentType === 'application/pdf' || row.contentType.startsWith('image/');
  return { fileName: row.fileName, contentType: row.contentType, inline, data };
};

/** Deletes the row in the transaction; the bytes go once it has committed (see the route). */
export const deleteResume = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireEditableAccount(ctx);
  const row = await findResume(tx, ctx.userId, id);
  if (!row) throw new AppError(404, 'NotFound', `${NS}resume-not-found`);
  await deleteResumeRow(tx, id);
  return row.storageKey;
};

// ---------------------------------------------------------------- photo

/** The photo formats browsers show everywhere; the bytes decide, not the name or the header. */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const pictureUrl = (id: string) => `/api/business/user/picture/${id}`;

/** The user's photo as GET /api/Account/Info shows it (spec 000 §3 "picture.url"). */
export const currentPicture = async (tx: Tx, ctx: RequestContext): Promise<{ url: string | null }> => {
  const [newest] = await listPictures(tx, ctx.userId);
  return { url: newest ? pictureUrl(newest.id) : null };
};

/**
 * Stores a new photo in place of the old one. Answers the photo and the storage keys of the
 * replaced ones, which the route deletes once the transaction has committed.
 */
export const uploadPicture = async (
  tx: Tx,
  ctx: RequestContext,
  deps: AccountSettingsDeps,
  file: { fileName: string; data: Buffer } | null,
) => {
  requireEditableAccount(ctx);
  requireUpload(file, PICTURE_MAX_BYTES, `${NS}picture-too-large`);
  const kind = sniff(file.data);
  if (!kind || !PICTURE_TYPES.has(kind.contentType)) {
    throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}picture-type`);
  }
  // A photo needs no name of its own; keep the one given for the download, or make one.
  const fileName = cleanFileName(file.fileName) || `picture.${kind.extensions[0] ?? 'img'}`;
  await lockUser(tx, ctx.userId);
  const storageKey = await deps.storage.put(`pictures/${ctx.userId}`, file.data);
  try {
    const replacedKeys = await deletePictures(tx, ctx.userId);
    const row = await insertPicture(tx, {
      userId: ctx.userId,
      fileName,
      contentType: kind.contentType,
      size: file.data.length,
      storageKey,
    });
    return { picture: { id: row.id, url: pictureUrl(row.id) }, replacedKeys };
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
};

/** Removes the photo; answers the storage keys to delete after the commit. */
export const deletePicture = async (tx: Tx, ctx: RequestContext) => {
  requireEditableAccount(ctx);
  await lockUser(tx, ctx.userId);
  return deletePictures(tx, ctx.userId);
};

/**
 * A photo, for its owner and for the role named admin. Anyone else gets "not found", as for a
 * file that does not exist: ids of other people's photos are not to be probed.
 */
export const readPicture = async (tx: Tx, ctx: RequestContext, deps: AccountSettingsDeps, id: string) => {
  const row = await findPicture(tx, id);
  if (!row || (row.userId !== ctx.userId && !ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE))) {
    throw new AppError(404, 'NotFound', `${NS}picture-not-found`);
  }
  const data = await deps.storage.get(row.storageKey);
  return { fileName: row.fileName, contentType: row.contentType, data };
};

// ---------------------------------------------------------------- centre memberships

/** Spec 000 §4 and §6: admin roles freeze a centre membership (Freeze) or re-enable it (Unfreeze). */
export const freezeMembership = async (
  tx: Tx,
  ctx: RequestContext,
  input: { operate: 'Freeze' | 'Unfreeze'; userId: string; tenantId: string },
) => {
  if (ctx.adminRoles.length === 0) throw forbidden();
  await actAsTenantForAdmin(tx, ctx, input.tenantId, 'anyAdminRole');
  const row = await setMembershipState(
    tx,
    input.userId,
    input.tenantId,
    input.operate === 'Freeze' ? 'Frozen' : 'Effective',
  );
  if (!row) throw new AppError(404, 'NotFound', `${NS}membership-not-found`);
  return row;
};

// ---------------------------------------------------------------- sent messages

/** The role named admin reads what the store transport kept (codes included, by design). */
export const listSentMessages = async (
  tx: Tx,
  ctx: RequestContext,
  page: { skipCount: number; maxResultCount: number },
) => {
  if (!ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) throw forbidden();
  const { items, totalCount } = await pageSentMessages(tx, page.skipCount, page.maxResultCount);
  return {
    totalCount,
    items: items.map(({ createdAt, ...item }) => ({ ...item, creationTime: createdAt.toISOString() })),
  };
};
