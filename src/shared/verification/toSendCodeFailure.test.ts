import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { toSendCodeFailure } from './toSendCodeFailure';

const failure = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [{ message, extensions }] });

describe('a failed code send as the verification machines read it', () => {
  it('carries the seconds left when a code was asked for too soon', () => {
    const error = failure('Wait 42 s.', { code: 'Business:VerificationCodeTooFrequent', details: '42' });
    expect(toSendCodeFailure(error, 'offline')).toEqual({ message: 'Wait 42 s.', retryAfterSeconds: 42 });
  });

  it("keeps the server's message without a wait for any other refusal", () => {
    const error = failure('Wrong code.', { code: 'Business:VerificationCodeInvalid', details: '42' });
    expect(toSendCodeFailure(error, 'offline')).toEqual({ message: 'Wrong code.', retryAfterSeconds: null });
  });

  it('says the network text when no answer came', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(toSendCodeFailure(error, 'offline')).toEqual({ message: 'offline', retryAfterSeconds: null });
    expect(toSendCodeFailure(undefined, 'offline')).toEqual({ message: 'offline', retryAfterSeconds: null });
  });
});
