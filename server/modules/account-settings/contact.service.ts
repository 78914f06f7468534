import type { Tx } from '../../platform/db/database';
import { type AppError, badRequest, conflict } from '../../platform/errors';
import { translatorFor, type Language } from '../../platform/i18n';
import type { OutgoingMessage } from '../../platform/messaging/messenger';
import { limitCodeSending } from '../../platform/rate-limit/code-limits';
import { type RequestContext } from '../../platform/tenancy';
import {
  emailTakenByOther,
  phoneTakenByOther,
  updateEmail,
  updatePhone,
  type CodePurpose,
} from './account-settings.repository';
import type { CountryCode } from './account-settings.schemas';
import { EMAIL, isPhoneNumber } from '../../platform/patterns';
import {
  type AccountSettingsDeps,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  NS,
  requireEditableAccount,
  requireUser,
} from './account-settings.rules';
import { checkCode, issueCode } from './verification-codes.service';

// The e-mail address and phone number of one's own account, each changed by a code sent to the new one.

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
  await limitCodeSending(tx, { senderId: ctx.userId, recipient: code.target, tenantId: ctx.tenant?.id ?? null });
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
  const valid = isPhoneNumber(countryCode, digits);
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
