import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oidcPayloads } from '../db/schema/index';

// The provider's tables carry no tenant.
const SYSTEM = { tenantId: null, userId: null };

export type GrantLiveness = {
  /** Whether the provider grant still exists: it goes at sign-out, on revocation, at expiry. */
  isAlive(grantId: string): Promise<boolean>;
};

export type GrantLivenessOptions = {
  /** How long an answer is reused: the most a signed-out token keeps working on this process. */
  cacheMs?: number;
  /** Answers kept at most; the cache starts over beyond it (a cache, not a record). */
  maxEntries?: number;
};

/**
 * Asks the provider's own table (oidc_payloads, shared by every process) whether a grant lives,
 * one primary-key read per grant every few seconds per process rather than one per request. Only
 * a cache lives in memory: the truth is in the database, so a sign-out on one process reaches
 * every other within `cacheMs`.
 */
export const createGrantLiveness = (
  db: Database,
  { cacheMs = 3000, maxEntries = 10_000 }: GrantLivenessOptions = {},
): GrantLiveness => {
  const cache = new Map<string, { answer: Promise<boolean>; until: number }>();
  const read = async (grantId: string): Promise<boolean> => {
    const rows = await db.transaction(SYSTEM, (tx) =>
      tx
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, 'Grant'),
            eq(oidcPayloads.id, grantId),
            or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
          ),
        )
        .limit(1),
    );
    return rows.length > 0;
  };
  return {
    isAlive(grantId) {
      const now = Date.now();
      const cached = cache.get(grantId);
      if (cached && cached.until > now) return cached.answer;
      if (cache.size >= maxEntries) cache.clear();
      // Shared by the requests that arrive while it runs; a failed read is not kept.
      const answer = read(grantId);
      cache.set(grantId, { answer, until: now + cacheMs });
      answer.catch(() => cache.delete(grantId));
      return answer;
    },
  };
};
