import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from './db/database';
import { idempotencyKeys } from './db/schema/index';
import { badRequest, conflict } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

/**
 * Runs a money-moving request at most once per Idempotency-Key (architecture.md "Money"), inside
 * the request's transaction. The key is claimed first: a concurrent retry on PostgreSQL waits on
 * the key's unique index until the first commits, then reads its answer. A request that fails
 * rolls its claim back with everything else, so the retry runs afresh. Without the header the
 * request simply runs.
 */
export const idempotent = async <T>(
  tx: Tx,
  userId: string,
  request: FastifyRequest,
  run: () => Promise<T>,
): Promise<T> => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run();
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw badRequest('Business:InvalidIdempotencyKey', 'errors.idempotency-key-invalid');
  const requestHash = hashOf(request);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!first || first.requestHash !== requestHash) {
      throw conflict('Business:IdempotencyKeyReused', 'errors.idempotency-key-reused');
    }
    return first.response as T;
  }
  const result = await run();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: sql`${JSON.stringify(result ?? null)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return result;
};
