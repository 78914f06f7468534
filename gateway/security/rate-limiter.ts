import type { RateLimit } from './limits';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type RateLimiter = { take(key: string, now?: number): RateDecision };

/**
 * A token bucket per caller: `operations` at once, refilled evenly over `windowSeconds`, so a
 * burst is allowed and a steady flood is not. The least recently seen callers are forgotten past
 * `maxCallers` (a forgotten caller starts full again), which bounds memory whatever keys arrive.
 */
export const createRateLimiter = ({ operations, windowSeconds }: RateLimit, maxCallers = 100_000): RateLimiter => {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = operations / (windowSeconds * 1000);
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key);
      const tokens = bucket ? Math.min(operations, bucket.tokens + (now - bucket.at) * refillPerMs) : operations;
      // Map order is insertion order: re-inserting keeps the least recently seen first.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      if (buckets.size > maxCallers) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      return { allowed: true };
    },
  };
};
