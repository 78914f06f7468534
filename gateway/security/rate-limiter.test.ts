import { describe, expect, it } from 'vitest';
import { callerKey } from './caller-key';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows a burst of `operations`, then refuses until the bucket refills', () => {
    const limiter = createRateLimiter({ operations: 3, windowSeconds: 30 });
    expect([0, 1, 2].map(() => limiter.take('a', 0).allowed)).toEqual([true, true, true]);
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // Another caller has its own allowance.
    expect(limiter.take('b', 0).allowed).toBe(true);
    // One operation comes back every 10 s.
    expect(limiter.take('a', 9_000).allowed).toBe(false);
    expect(limiter.take('a', 10_000).allowed).toBe(true);
    expect(limiter.take('a', 10_000).allowed).toBe(false);
  });

  it('forgets the least recently seen callers past its size', () => {
    const limiter = createRateLimiter({ operations: 1, windowSeconds: 60 }, 2);
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('c', 0).allowed).toBe(false);
  });
});

describe('callerKey', () => {
  it('keys by the token, never by what an unverified token claims', () => {
    const forged = (sub: string, tail: string) =>
      `Bearer e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.${tail}`;
    expect(callerKey(forged('admin', 'x'), '1.2.3.4')).not.toBe(callerKey(forged('admin', 'y'), '1.2.3.4'));
    expect(callerKey(forged('admin', 'x'), '1.2.3.4')).toBe(callerKey(forged('admin', 'x'), '5.6.7.8'));
    expect(callerKey(undefined, '1.2.3.4')).toBe('address:1.2.3.4');
  });
});
