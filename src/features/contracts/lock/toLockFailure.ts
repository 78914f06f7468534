import type { CombinedError } from 'urql';
import type { LockFailure } from '../../../../machines/verificationLock.machine';

const TOO_SOON = 'Business:VerificationCodeTooFrequent';

/** A failed send or check, as the lock machine reads it: "too soon" carries the seconds left. */
export const toLockFailure = (error: CombinedError, fallback: string): LockFailure => {
  const first = error.graphQLErrors[0];
  const seconds = first?.extensions['code'] === TOO_SOON ? Number(first.extensions['details']) : NaN;
  return {
    message: first?.message ?? fallback,
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  };
};
