import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import {
  consumeCode,
  insertCode,
  latestCode,
  recordWrongAttempt,
  retireOpenCodes,
  type CodePurpose,
} from './account-settings.repository';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_INTERVAL_MS, CODE_TTL_MS, NS } from './account-settings.rules';

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
