import type { Tx } from '../../../platform/db/database';
import { badRequest, forbidden, type AppError } from '../../../platform/errors';
import { translatorFor, type Language } from '../../../platform/i18n';
import type { Messenger } from '../../../platform/messaging/messenger';
import { limitCodeSending } from '../../../platform/rate-limit/code-limits';
import type { RequestContext } from '../../../platform/tenancy';
import {
  checkCode,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  currentContact,
  issueCode,
} from '../../account-settings/account-settings.service';
import { callerProfile, PROFILE_RULES } from '../access/contract-access.service';
import type { ContractLine } from '../contract.types';
import { signUnlockToken, UNLOCK_PERIOD_SECONDS } from './contract-unlock-token.service';
import type { ContractProfile, ProfileRules } from '../contract.types';

const NS = 'contracts:contracts.unlock';
// One kind of code per line: each line has its own resend countdown (spec 002 §6: hfsCodeTime and
// vratCodeTime), and a code sent for one line does not retire the other's.
const purposeOf = (line: ContractLine) => (line === 'hfs' ? 'contract-unlock-hfs' : 'contract-unlock-vrat');

export type ContractProfileAnswer = {
  profile: ContractProfile | null;
  rules: ProfileRules | null;
  unlockPeriodSeconds: number;
  resendSeconds: number;
};

/** What the console needs to decide whether the contract area is behind the lock (spec 002 §6). */
export const contractProfileOf = (ctx: RequestContext): ContractProfileAnswer => {
  const profile = callerProfile(ctx);
  return {
    profile,
    rules: profile ? PROFILE_RULES[profile] : null,
    unlockPeriodSeconds: UNLOCK_PERIOD_SECONDS,
    resendSeconds: CODE_RESEND_INTERVAL_MS / 1000,
  };
};

const requireContractCaller = (ctx: RequestContext) => {
  if (!callerProfile(ctx)) throw forbidden();
};

/** Where the code goes: the user's phone when they have one (SMS), else their e-mail. */
const destinationOf = (user: { email: string | null; countryCode: string | null; phoneNumber: string | null }) => {
  if (user.phoneNumber) {
    return { channel: 'sms' as const, recipient: `+${user.countryCode ?? '86'} ${user.phoneNumber}` };
  }
  if (user.email) return { channel: 'email' as const, recipient: user.email };
  return null;
};

// A code asked for one line unlocks that line only: the line is part of what the code confirms.
const targetOf = (line: ContractLine, recipient: string) => `${line}:${recipient}`;

export const sendUnlockCode = async (
  tx: Tx,
  ctx: RequestContext,
  messenger: Messenger,
  line: ContractLine,
  language: Language,
  now = new Date(),
): Promise<{ secondsUntilResend: number; channel: 'sms' | 'email' }> => {
  requireContractCaller(ctx);
  const destination = destinationOf(await currentContact(tx, ctx));
  if (!destination) throw badRequest('Business:NoContactForCode', `${NS}.no-contact`);
  await limitCodeSending(tx, {
    senderId: ctx.userId,
    recipient: destination.recipient,
    tenantId: ctx.tenant?.id ?? null,
  });
  const code = await issueCode(tx, ctx.userId, purposeOf(line), targetOf(line, destination.recipient), now);
  const t = translatorFor(language);
  await messenger.send(tx, {
    channel: destination.channel,
    recipient: destination.recipient,
    subject: t(`${NS}.message-subject`, { line: t(`${NS}.line.${line}`) }),
    body: t(`${NS}.message-body`, { code, minutes: CODE_TTL_MS / 60_000, line: t(`${NS}.line.${line}`) }),
    userId: ctx.userId,
  });
  return { secondsUntilResend: CODE_RESEND_INTERVAL_MS / 1000, channel: destination.channel };
};

// The shared code checker speaks of an address being changed; here the person is unlocking.
const inContractWords = (error: AppError): AppError => {
  switch (error.code) {
    case 'Business:VerificationCodeInvalid':
      return badRequest(error.code, `${NS}.code-wrong`, error.params);
    case 'Business:VerificationCodeBurned':
      return badRequest(error.code, `${NS}.code-burned`);
    case 'Business:VerificationCodeExpired':
      return badRequest(error.code, `${NS}.code-expired`);
    default:
      return error;
  }
};

/**
 * Checks the code and answers the unlock token. A wrong code is counted even though the call
 * fails, so the failure comes back as a value for the route to throw after the commit.
 */
export const checkUnlockCode = async (
  tx: Tx,
  ctx: RequestContext,
  key: Uint8Array,
  line: ContractLine,
  code: string,
  now = new Date(),
): Promise<{ ok: true; value: string } | { ok: false; error: AppError }> => {
  requireContractCaller(ctx);
  if (!code.trim()) throw badRequest('Business:VerificationCodeRequired', `${NS}.code-required`);
  const destination = destinationOf(await currentContact(tx, ctx));
  if (!destination) throw badRequest('Business:NoContactForCode', `${NS}.no-contact`);
  const failure = await checkCode(tx, ctx.userId, purposeOf(line), targetOf(line, destination.recipient), code, now);
  if (failure) return { ok: false, error: inContractWords(failure) };
  return { ok: true, value: await signUnlockToken(key, { userId: ctx.userId, line }, now) };
};
