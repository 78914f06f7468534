import type { Tx } from '../db/database';
import { hitRateLimits, type RateLimit, type RateLimitRule } from './rate-limit';

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/**
 * How many verification codes (SMS or e-mail) may go out, whatever they are for: each code
 * counts against the user who asked for it, the number or address it goes to, and the centre it
 * was asked in. Per minute against bursts (15 SMS in 0.3 s cost money and flood a phone), per
 * day against a slow drip. Each code kind keeps its own resend interval besides.
 */
export const CODE_LIMITS = {
  perSender: [
    { limit: 5, windowSeconds: MINUTE },
    { limit: 60, windowSeconds: DAY },
  ],
  perRecipient: [
    { limit: 3, windowSeconds: MINUTE },
    { limit: 20, windowSeconds: DAY },
  ],
  perCentre: [
    { limit: 30, windowSeconds: MINUTE },
    { limit: 500, windowSeconds: DAY },
  ],
} as const satisfies Record<string, readonly RateLimit[]>;

export const CODE_LIMIT_CODE = 'Business:VerificationCodeTooFrequent';
const NS = 'rate-limit:codes';

/** "+86 138 0000 0001" and "+86 13800000001", "Ada@X.org" and "ada@x.org" are one recipient. */
const recipientKey = (recipient: string) => recipient.replace(/[\s-]/g, '').toLowerCase();

/**
 * Counts one code about to be sent, in the sending request's transaction, or throws 429 with
 * the budget that is spent (in the caller's language, the wait in seconds in `details`).
 */
export const limitCodeSending = (
  tx: Tx,
  code: { senderId: string | null; recipient: string; tenantId: string | null },
): Promise<void> => {
  const rules: RateLimitRule[] = [
    ...(code.senderId
      ? CODE_LIMITS.perSender.map((l) => ({
          ...l,
          bucket: 'code:sender',
          key: code.senderId!,
          messageKey: `${NS}.sender`,
        }))
      : []),
    ...CODE_LIMITS.perRecipient.map((l) => ({
      ...l,
      bucket: 'code:recipient',
      key: recipientKey(code.recipient),
      messageKey: `${NS}.recipient`,
    })),
    ...(code.tenantId
      ? CODE_LIMITS.perCentre.map((l) => ({
          ...l,
          bucket: 'code:centre',
          key: code.tenantId!,
          messageKey: `${NS}.centre`,
        }))
      : []),
  ];
  return hitRateLimits(tx, rules, CODE_LIMIT_CODE);
};
