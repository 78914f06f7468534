import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventName } from '../../../../events/catalogue';
import { inCurrentSubtree, tenantIsolation } from './rls';
import { tenants } from './tenancy';

/** A 64-bit transaction id (PostgreSQL's xid8), read as its decimal text: it outgrows a JS number. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The outbox: every write that others may want to see appends a fact here in the same
 * transaction (architecture.md, "Events and real time"). Readers take events in (txId, id)
 * order once no older transaction can still add one (server/platform/outbox.ts), and a client
 * that reconnects asks for what came after the last such position it saw.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Null for platform-wide facts (a system notice to everyone); requests never see those rows.
    tenantId: uuid('tenant_id').references(() => tenants.id),
    /** A name of events/catalogue.ts: PascalCase, past tense (CheckedIn, NotificationCreated, ...). */
    type: text('type').$type<EventName>().notNull(),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    /** The permission a reader needs to see this event (null: everyone in the tenant). */
    permission: text('permission'),
    /** Only these users may see it (e.g. a notification's recipients); null: everyone the permission allows. */
    recipients: uuid('recipients').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction (top-level, also from a savepoint): readers order by it, then by id. */
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('domain_events_tenant_idx').on(t.tenantId, t.id),
    index('domain_events_position_idx').on(t.txId, t.id),
    tenantIsolation('domain_events'),
    // A parent's request that changes a child tenant's contract tells the child's screens too.
    pgPolicy('domain_events_subtree_insert', { as: 'permissive', for: 'insert', withCheck: inCurrentSubtree }),
  ],
).enableRLS();
