import { sql, type Column, type SQL } from 'drizzle-orm';
import type { EventName, EventPayload, EventVersion } from '../../events/catalogue';
import { rowsOf, type Tx } from './db/database';
import { domainEvents } from './db/schema/index';

/** The channel listeners wait on; the payload is the new event's id (a hint: readers query the table). */
export const EVENTS_CHANNEL = 'atrium_events';

type DomainEventOf<N extends EventName> = {
  tenantId: string | null;
  /** A name of the catalogue (events/catalogue.ts): PascalCase past tense, CheckedIn, ... */
  type: N;
  version: EventVersion<N>;
  payload: EventPayload<N>;
  /** Who may see it: a menu permission or policy of the tenant; omitted, everyone in it. */
  permission?: string;
  /** Only these users may see it (a notification's recipients); omitted, everyone the permission allows. */
  recipients?: readonly string[];
};

/**
 * One fact to append, its version and payload those the catalogue gives its name. Distributed
 * over the names, so that a union of names still pairs each with its own payload.
 */
export type NewDomainEvent<N extends EventName = EventName> = { [K in N]: DomainEventOf<K> }[N];

/**
 * Appends a fact to the outbox in the caller's transaction and wakes the listeners. PostgreSQL
 * delivers a NOTIFY only when the transaction commits, so a rolled-back write wakes nobody and
 * a listener never reads an event before it is visible.
 *
 * No lock: ids may become visible out of their order (two transactions take ids 10 and 11 and
 * 11 commits first), so readers do not read by id. The row carries its transaction's id
 * (`tx_id`, pg_current_xact_id() by default) and readers take events in (tx_id, id) order only
 * below their snapshot's xmin, the oldest transaction still running: every transaction older
 * than that has ended, so no event can appear later before a position a reader has passed
 * (server/modules/realtime/realtime.repository.ts, docs/decisions.md "Events ordered by commit
 * visibility, not a lock"). The price: a long write transaction holds back every later event
 * until it ends. tests/integration/outbox-order.int.test.ts commits from several connections.
 */
export const appendEvent = async <N extends EventName>(tx: Tx, event: NewDomainEvent<N>): Promise<number> => {
  const [drawn] = rowsOf<{ id: string }>(
    await tx.execute(sql`with ${appendingEvents(tx, [event])} select id from outbox_drawn`),
  );
  if (!drawn) throw new Error('the outbox sequence gave no id');
  return Number(drawn.id);
};

/** `outbox_drawn`: one id per event (n = 1, 2, …), drawn and NOTIFYed; none when `onlyIf` does not hold. */
const drawing = (count: number, onlyIf?: SQL): SQL =>
  // The count is written in the text, not bound: the text has one row per event anyway, and a
  // prepared statement's generic plan then knows how many rows generate_series gives (bound, it
  // guesses 1,000 and the plan cache plans the statement anew on every call).
  sql`outbox_drawn as (
    select n, id, pg_notify(${EVENTS_CHANNEL}, id::text) from (
      select n, nextval(pg_get_serial_sequence('domain_events', 'id')) as id
      from generate_series(1, ${sql.raw(String(count))}) n${onlyIf ? sql` where ${onlyIf}` : sql``}) drawn)`;

/**
 * The WITH items that append `events` in one statement, for a larger statement to carry
 * (appendEvent; a contract movement writes its events with its ledger entries): `outbox_drawn`
 * draws one id per event (n = 1, 2, … in the events' order, ids ascending) and NOTIFYs it, and
 * `outbox_appended` inserts the rows. A data-modifying WITH item always runs, and it reads every
 * row of `outbox_drawn`, so every id is drawn and notified exactly once whatever the statement
 * selects. The ids are drawn rather than RETURNed: RETURNING needs the row to pass the SELECT
 * policy too, and a parent may write a child tenant's event that it may not read back.
 */
export const appendingEvents = <N extends EventName>(tx: Tx, events: readonly NewDomainEvent<N>[]): SQL => {
  const rows = events.map((event, i) => ({
    id: sql`(select id from outbox_drawn where n = ${i + 1})`,
    tenantId: event.tenantId,
    type: event.type,
    version: event.version,
    payload: event.payload,
    permission: event.permission ?? null,
    recipients: event.recipients ? [...event.recipients] : null,
  }));
  return sql`${drawing(events.length)}, outbox_appended as (${tx.insert(domainEvents).values(rows).getSQL()})`;
};

/**
 * appendingEvents, but nothing is drawn, notified or appended unless `onlyIf`, a condition on the
 * statement's other WITH items, holds: a statement that writes only when a row is still as it was
 * read (a remembered contract's movement) tells nobody of a change it did not make.
 */
export const appendingEventsIf = <N extends EventName>(events: readonly NewDomainEvent<N>[], onlyIf: SQL): SQL =>
  sql`${drawing(events.length, onlyIf)}, outbox_appended as (${appendingDrawn(events)})`;

/**
 * The insert of `events` for the ids `outbox_drawn` drew, none when it drew none: a VALUES row
 * cannot be left out, so the rows are selected, joined to the drawn ids. Each value goes through
 * its column's encoder, as drizzle's insert would send it.
 */
const appendingDrawn = <N extends EventName>(events: readonly NewDomainEvent<N>[]): SQL => {
  const c = domainEvents;
  const value = (v: unknown, column: Column) => (v === null || v === undefined ? sql`null` : sql.param(v, column));
  const rows = events.map(
    (e, i) => sql`(${sql.raw(String(i + 1))}, ${value(e.tenantId, c.tenantId)}::uuid, ${value(e.type, c.type)}::text,
      ${value(e.version, c.version)}::int, ${value(e.payload, c.payload)}::jsonb,
      ${value(e.permission, c.permission)}::text, ${value(e.recipients ? [...e.recipients] : null, c.recipients)}::uuid[])`,
  );
  return sql`insert into ${c} (id, tenant_id, type, version, payload, permission, recipients)
    select d.id, e.tenant_id, e.type, e.version, e.payload, e.permission, e.recipients
    from outbox_drawn d join (values ${sql.join(rows, sql`, `)})
      e(n, tenant_id, type, version, payload, permission, recipients) on e.n = d.n`;
};
