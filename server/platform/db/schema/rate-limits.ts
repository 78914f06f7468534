import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per counted action (a code sent), per budget it counts against: the database holds
 * the counts so that every process applies the same limit (server/platform/rate-limit). No
 * tenant column and no row-level security: budgets are the platform's, keyed by whoever they
 * limit (a user, a recipient, a centre), and no request reads them back.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is limited, e.g. code:sender, code:recipient, code:centre. */
    bucket: text('bucket').notNull(),
    /** Whose budget within the bucket: a user id, a phone number or address, a tenant id. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_hits_key_idx').on(t.bucket, t.key, t.createdAt),
    index('rate_limit_hits_created_idx').on(t.createdAt),
  ],
);
