import { pgPolicy, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { currentUser } from './rls';
import { users } from './tenancy';

/**
 * The first answer to each money-moving request sent with an Idempotency-Key (architecture.md
 * "Money"): a retry with the same key gets it back and moves nothing. Keys are the caller's own,
 * so a key is a user's row and no one else's.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // Method, path and body, hashed: the same key with another request is refused.
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    pgPolicy('idempotency_keys_own_rows', {
      as: 'permissive',
      for: 'all',
      using: sql`user_id = ${currentUser}`,
      withCheck: sql`user_id = ${currentUser}`,
    }),
  ],
).enableRLS();
