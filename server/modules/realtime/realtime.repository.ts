import { and, asc, desc, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { domainEvents } from '../../platform/db/schema/index';

/**
 * Where a reader stands in the outbox: the writing transaction's id (xid8, as decimal text) and
 * the event's id. Readers take events in this order, and only below their snapshot's xmin, so
 * that nothing can appear later before a position already passed (server/platform/outbox.ts).
 */
export type EventPosition = { txId: string; id: number };

/** Before every event. */
export const START: EventPosition = { txId: '0', id: 0 };

// Listed, not `select()`: the settled flag rides along in the same statement.
const columns = {
  id: domainEvents.id,
  txId: domainEvents.txId,
  tenantId: domainEvents.tenantId,
  type: domainEvents.type,
  version: domainEvents.version,
  payload: domainEvents.payload,
  permission: domainEvents.permission,
  recipients: domainEvents.recipients,
  createdAt: domainEvents.createdAt,
};

const after = (position: EventPosition): SQL =>
  sql`(${domainEvents.txId}, ${domainEvents.id}) > (${position.txId}::xid8, ${position.id}::bigint)`;
const atOrBefore = (position: EventPosition): SQL =>
  sql`(${domainEvents.txId}, ${domainEvents.id}) <= (${position.txId}::xid8, ${position.id}::bigint)`;
/**
 * Whether the row's transaction is older than every transaction still running when this
 * statement's snapshot was taken: then nothing can still commit before it. Evaluated in the same
 * statement as the rows it judges, so that the two agree.
 */
const settled = sql<boolean>`${domainEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * The settled events after a position, in order, and whether committed events beyond them are
 * held back by an older transaction still running (one that may write no event, and so wake
 * nobody when it ends: the caller looks again shortly).
 */
const settledPage = async <Row extends { settled: boolean }>(rows: Promise<Row[]>) => {
  const all = await rows;
  // Ordered by tx_id, so every settled row comes before every held-back one.
  const heldBack = all.findIndex((row) => !row.settled);
  const items = (heldBack < 0 ? all : all.slice(0, heldBack)).map(({ settled: _, ...event }) => event);
  return { items, heldBack: heldBack >= 0 };
};

export const eventsAfter = (tx: Tx, position: EventPosition, limit: number) =>
  settledPage(
    tx
      .select({ ...columns, settled })
      .from(domainEvents)
      .where(after(position))
      .orderBy(asc(domainEvents.txId), asc(domainEvents.id))
      .limit(limit),
  );

/** The newest settled position: the feed's end (every event up to it is final). */
export const settledEnd = async (tx: Tx): Promise<EventPosition> => {
  const [row] = await tx
    .select({ txId: domainEvents.txId, id: domainEvents.id })
    .from(domainEvents)
    .where(settled)
    .orderBy(desc(domainEvents.txId), desc(domainEvents.id))
    .limit(1);
  return row ?? START;
};

/**
 * The position of an event id, for a reader that still speaks ids (before events were ordered
 * by transaction): the event's own, or, when the caller cannot see that id (another tenant's,
 * under row-level security), the newest visible one before it.
 */
export const positionOfId = async (tx: Tx, id: number): Promise<EventPosition> => {
  const [row] = await tx
    .select({ txId: domainEvents.txId, id: domainEvents.id })
    .from(domainEvents)
    .where(lte(domainEvents.id, id))
    .orderBy(desc(domainEvents.id))
    .limit(1);
  return row ?? START;
};

/**
 * The current tenant's events after a position that a reader holding `permissions` may see.
 * Row-level security limits them to the tenant; the permission column to the reader's rights;
 * the recipients column, when set, to those users. With `until` (a position the gateway's feed
 * has passed, so final) they are read up to it whatever runs meanwhile; without, only settled ones.
 */
export const tenantEventsAfter = (
  tx: Tx,
  reader: { userId: string; permissions: readonly string[] },
  range: { after: EventPosition; until: EventPosition | null },
  limit: number,
) =>
  settledPage(
    tx
      .select({ ...columns, settled: range.until ? sql<boolean>`true` : settled })
      .from(domainEvents)
      .where(
        and(
          after(range.after),
          range.until ? atOrBefore(range.until) : undefined,
          reader.permissions.length > 0
            ? or(isNull(domainEvents.permission), inArray(domainEvents.permission, [...reader.permissions]))
            : isNull(domainEvents.permission),
          or(isNull(domainEvents.recipients), sql`${reader.userId}::uuid = any(${domainEvents.recipients})`),
        ),
      )
      .orderBy(asc(domainEvents.txId), asc(domainEvents.id))
      .limit(limit),
  );
