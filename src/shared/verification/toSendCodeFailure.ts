import type { CombinedError } from 'urql';
import type { SendCodeFailure } from '../../../machines/verification-code.machine';

const TOO_SOON = 'Business:VerificationCodeTooFrequent';

/** A failed send (or check) of a code, as the verification machines read it: "too soon" carries the seconds left. */
export const toSendCodeFailure = (error: CombinedError | undefined, networkText: string): SendCodeFailure => {
  const first = error?.graphQLErrors[0];
  const seconds = first?.extensions['code'] === TOO_SOON ? Number(first.extensions['details']) : NaN;
  return {
    message: first?.message ?? networkText,
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  };
};
