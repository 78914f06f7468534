import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { rowsOf } from '../db/database';
import { rateLimitHits } from '../db/schema/index';
import { AppError } from '../errors';

/** At most `limit` actions per `windowSeconds` (a sliding window) in one budget. */
export type RateLimit = { limit: number; windowSeconds: number };

/** One budget an action counts against, and what the caller reads when it is spent. */
export type RateLimitRule = RateLimit & {
  bucket: string;
  key: string;
  /** The 429's message: a catalogue key taking {{seconds}}. */
  messageKey: string;
};

/** The answer when a budget is spent: 429, the wait in seconds in `details` for a countdown. */
export const rateLimited = (messageKey: string, seconds: number, code = 'TooManyRequests') =>
  new AppError(429, code, messageKey, { seconds }, () => ({ details: String(seconds) }));

// The longest window any rule uses, and then some: older rows count for nothing.
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/**
 * Counts one action against every rule, or refuses it with the first rule it would break and
 * counts nothing. Runs in the caller's transaction, so an action that fails later is not counted
 * either. The rules' budgets are locked (in one order, so two callers cannot deadlock) until the
 * commit: parallel requests are counted one after another, across processes too.
 */
export const hitRateLimits = async (tx: Tx, rules: readonly RateLimitRule[], code?: string): Promise<void> => {
  const budgets = [...new Set(rules.map((r) => `${r.bucket}|${r.key}`))].sort();
  for (const budget of budgets) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${budget}`}))`);
  // The database's clock: hits are stamped by it, from every process.
  const [clock] = rowsOf<{ now: Date | string }>(await tx.execute(sql`select now() as now`));
  const now = new Date(clock?.now ?? Date.now()).getTime();
  for (const rule of rules) {
    // The limit-th newest hit in the window: once it leaves the window, one more action fits.
    const [oldestCounted] = await tx
      .select({ at: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, rule.bucket),
          eq(rateLimitHits.key, rule.key),
          gt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${rule.windowSeconds})`),
        ),
      )
      .orderBy(desc(rateLimitHits.createdAt), desc(rateLimitHits.id))
      .offset(rule.limit - 1)
      .limit(1);
    if (oldestCounted) {
      const seconds = Math.max(1, Math.ceil((oldestCounted.at.getTime() + rule.windowSeconds * 1000 - now) / 1000));
      throw rateLimited(rule.messageKey, seconds, code);
    }
  }
  const distinct = new Map(rules.map((r) => [`${r.bucket}|${r.key}`, { bucket: r.bucket, key: r.key }]));
  await tx.insert(rateLimitHits).values([...distinct.values()]);
};

/** Housekeeping: hits older than every window. */
export const pruneRateLimitHits = async (db: Database): Promise<void> => {
  await db.privileged((tx) =>
    tx.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${KEEP_SECONDS})`)),
  );
};
