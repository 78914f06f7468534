import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database';
import { executeNamedQuery, statementName } from '../../../platform/db/prepared';
import { tenantContracts, type LedgerKind, type UsageKind } from '../../../platform/db/schema/index';
import { appendingEventsIf, type NewDomainEvent } from '../../../platform/outbox';
import { contractNotFound } from '../contract.errors';
import type { ContractLine, ContractRow } from '../contract.types';
import type { ReminderFacts } from '../reminders/contract-reminders.service';
import type { RowVersion } from './remembered-contracts';

// A movement's writes in one statement (one round trip): its ledger entries, the running totals
// of the contracts they move (rows the ledger service has locked, or a row it remembers), its
// events, and what the reminder check of the contract whose money went down reads
// (contract-money.service.ts).

export type Entry = {
  contract: ContractRow;
  kind: LedgerKind;
  amountFen: number;
  freeTimes: number;
  transferId: string | null;
  remark: string;
  operatorId: string;
  usageKind?: UsageKind;
  details?: Record<string, unknown>;
};

// The running totals an entry changes, so that they always equal the ledger's sums:
// cumulative recharge = recharges + deductions; allocation = -(allocations + returns).
const TOTALS: Record<LedgerKind, 'recharge' | 'allocation' | 'consumption'> = {
  Recharge: 'recharge',
  Deduct: 'recharge',
  Allocation: 'allocation',
  AllocationReturn: 'allocation',
  Consumption: 'consumption',
};

/** Placeholder `name` of entry `i`'s (or event `i`'s) values. */
const at = (i: number, name: string) => sql.placeholder(`${name}_${i}`);

/**
 * A VALUES row: how entry i moves its contract's columns (n = i, the entries' order), and the
 * version of the row the movement was worked out on (null when it locked the row).
 */
const moveOf = (i: number) =>
  sql`(${i}::int, ${at(i, 'move_contract')}::uuid, ${at(i, 'move_amount')}::bigint, ${at(i, 'move_times')}::int,
    ${at(i, 'move_recharge')}::bigint, ${at(i, 'move_allocation')}::bigint,
    ${at(i, 'move_consumption')}::bigint, ${at(i, 'move_allocation_times')}::int,
    ${at(i, 'move_xmin')}::xid, ${at(i, 'move_ctid')}::tid)`;

/**
 * A VALUES row of entry i's ledger columns; its tenant and contract come from the moved row,
 * so an entry is written only for a contract that moved.
 */
const entryOf = (i: number) =>
  sql`(${i}::int, ${at(i, 'kind')}::text, ${at(i, 'amount')}::bigint, ${at(i, 'times')}::int,
    ${at(i, 'transfer')}::uuid, ${at(i, 'usage')}::text, ${at(i, 'details')}::jsonb, ${at(i, 'remark')}::text,
    ${at(i, 'operator')}::uuid)`;

/**
 * What the reminder check reads, in the movement's statement: the tenant's thresholds and its
 * contracts of the line as they are after the movement. The statement's other parts see the
 * rows as they were before it, so the moved contracts come from the update's RETURNING.
 */
const reminderFacts = (): SQL => {
  const tenantId = sql.placeholder('remind_tenant');
  const line = sql.placeholder('remind_line');
  return sql`,
  (select coalesce(json_agg(s), '[]'::json) from (
    select status, start_date as "startDate", end_date as "endDate", balance_fen as "balanceFen",
      unit_price_fen as "unitPriceFen", free_times as "freeTimes"
    from tenant_contracts
    where tenant_id = ${tenantId} and line = ${line} and id not in (select id from movement_moved)
    union all
    select status, start_date, end_date, balance_fen, unit_price_fen, free_times
    from movement_moved where tenant_id = ${tenantId} and line = ${line}) s) as standing,
  (select json_build_object('id', id, 'name', name, 'hfsReminderAmountFen', hfs_reminder_amount_fen,
      'vratReminderAmountFen', vrat_reminder_amount_fen, 'vratReminderAmountOn', vrat_reminder_amount_on,
      'vratReminderTimes', vrat_reminder_times)
    from tenants where id = ${tenantId}) as tenant`;
};

type Row = Record<string, unknown> & {
  movement_n: number;
  row_xmin: string;
  row_ctid: string;
  standing?: ReminderFacts['contracts'];
  tenant?: unknown;
};

// The columns a movement changes, all that its statement gives back of a moved contract: the rest
// of the row is the one the ledger service locked, which nothing else can change before the
// commit (no trigger, and the statement sets only these). Sending the row's 23 columns again
// and parsing them was work on both sides for nothing.
const MOVED = (
  [
    'balanceFen',
    'freeTimes',
    'cumulativeRechargeFen',
    'cumulativeAllocationFen',
    'cumulativeConsumptionFen',
    'cumulativeAllocationFreeTimes',
  ] as const
).map((key) => ({ key, column: tenantContracts[key] }));

/** The locked contract `before` with the totals the movement's statement gave back (`row`). */
const movedOf = (before: ContractRow, row: Row): ContractRow => {
  const after = { ...before };
  // All six are numbers in the row (bigint columns in number mode, integers).
  for (const { key, column } of MOVED) after[key] = column.mapFromDriverValue(row[column.name] as never) as number;
  return after;
};

/**
 * A movement's shape: how many entries and events, whether it reads the reminder facts, and
 * whether it moves a row it did not lock, only if the row is still the version it was worked out
 * on (`unlessChanged`; otherwise it writes nothing at all).
 */
type Shape = { entries: number; events: number; remind: boolean; unlessChanged: boolean };

const dialect = new PgDialect();
const statements = new Map<string, { name: string; query: Query }>();

/**
 * The statement of a movement of `shape`, built once with placeholders for every value and then
 * kept: building it with drizzle on every movement cost the client more CPU than the database
 * spent running it. A handful of shapes exist (one or two entries and events, with or without
 * the reminder read, locked or remembered), each one text, each prepared once per session.
 */
const statementOf = (shape: Shape) => {
  const key = `${shape.entries}:${shape.events}:${shape.remind}:${shape.unlessChanged}`;
  const known = statements.get(key);
  if (known) return known;
  const entries = Array.from({ length: shape.entries }, (_, i) => i);
  // The events' values are placeholders too; a movement's events go to whole tenants (no recipients).
  const events = Array.from(
    { length: shape.events },
    (_, i) =>
      ({
        tenantId: at(i, 'event_tenant'),
        type: at(i, 'event_type'),
        version: at(i, 'event_version'),
        payload: at(i, 'event_payload'),
        permission: at(i, 'event_permission'),
      }) as unknown as NewDomainEvent,
  );
  // A row that is no longer the version remembered (PostgreSQL rechecks the condition on the
  // newest version when another transaction changed the row meanwhile) is not moved, and then
  // no entry and no event is written either.
  const unchanged = shape.unlessChanged ? sql` and c.xmin = d.row_xmin and c.ctid = d.row_ctid` : sql``;
  const query = dialect.sqlToQuery(sql`with movement_moved as (
        update tenant_contracts c set
          balance_fen = c.balance_fen + d.amount_fen,
          free_times = c.free_times + d.free_times,
          cumulative_recharge_fen = c.cumulative_recharge_fen + d.recharge_fen,
          cumulative_allocation_fen = c.cumulative_allocation_fen + d.allocation_fen,
          cumulative_consumption_fen = c.cumulative_consumption_fen + d.consumption_fen,
          cumulative_allocation_free_times = c.cumulative_allocation_free_times + d.allocation_times
        from (values ${sql.join(entries.map(moveOf), sql`, `)})
          d(n, id, amount_fen, free_times, recharge_fen, allocation_fen, consumption_fen, allocation_times,
            row_xmin, row_ctid)
        where c.id = d.id${unchanged}
        returning d.n as movement_n, c.id, c.tenant_id, c.line, c.status, c.start_date, c.end_date,
          c.unit_price_fen, ${sql.raw(MOVED.map(({ column }) => `c.${column.name}`).join(', '))},
          c.xmin::text as row_xmin, c.ctid::text as row_ctid),
      movement_ledger as (
        insert into contract_ledger (tenant_id, contract_id, kind, amount_fen, free_times, transfer_id, usage_kind,
          details, remark, operator_id)
        select m.tenant_id, m.id, e.kind, e.amount_fen, e.free_times, e.transfer_id, e.usage_kind, e.details,
          e.remark, e.operator_id
        from (values ${sql.join(entries.map(entryOf), sql`, `)})
          e(n, kind, amount_fen, free_times, transfer_id, usage_kind, details, remark, operator_id)
        join movement_moved m on m.movement_n = e.n
        order by e.n),
      ${appendingEventsIf(events, sql`exists (select from movement_moved)`)}
    select m.movement_n, ${sql.raw(MOVED.map(({ column }) => `m.${column.name}`).join(', '))}, m.row_xmin, m.row_ctid
      ${shape.remind ? reminderFacts() : sql``} from movement_moved m order by m.movement_n`);
  const built = { name: statementName('contract_movement', query.sql), query };
  statements.set(key, built);
  return built;
};

/** The placeholders' values of a movement: its entries, what they move, its events, whose reminder facts. */
const valuesOf = (
  entries: readonly Entry[],
  events: readonly NewDomainEvent[],
  remind: { tenantId: string; line: ContractLine } | undefined,
  remembered: RowVersion | undefined,
) => {
  const values: Record<string, unknown> = {};
  entries.forEach((e, i) => {
    const total = TOTALS[e.kind];
    values[`kind_${i}`] = e.kind;
    values[`amount_${i}`] = e.amountFen;
    values[`times_${i}`] = e.freeTimes;
    values[`transfer_${i}`] = e.transferId;
    values[`usage_${i}`] = e.usageKind ?? null;
    values[`details_${i}`] = e.details ? JSON.stringify(e.details) : null;
    values[`remark_${i}`] = e.remark;
    values[`operator_${i}`] = e.operatorId;
    // Allocation and consumption count what left, so they move the other way.
    values[`move_contract_${i}`] = e.contract.id;
    values[`move_amount_${i}`] = e.amountFen;
    values[`move_times_${i}`] = e.freeTimes;
    values[`move_recharge_${i}`] = total === 'recharge' ? e.amountFen : 0;
    values[`move_allocation_${i}`] = total === 'allocation' ? -e.amountFen : 0;
    values[`move_consumption_${i}`] = total === 'consumption' ? -e.amountFen : 0;
    values[`move_allocation_times_${i}`] = total === 'allocation' ? -e.freeTimes : 0;
    values[`move_xmin_${i}`] = remembered?.xmin ?? null;
    values[`move_ctid_${i}`] = remembered?.ctid ?? null;
  });
  events.forEach((event, i) => {
    if (event.recipients) throw new Error("A movement's events go to whole tenants, not to recipients");
    values[`event_tenant_${i}`] = event.tenantId;
    values[`event_type_${i}`] = event.type;
    values[`event_version_${i}`] = event.version;
    values[`event_payload_${i}`] = event.payload;
    values[`event_permission_${i}`] = event.permission ?? null;
  });
  if (remind) {
    values['remind_tenant'] = remind.tenantId;
    values['remind_line'] = remind.line;
  }
  return values;
};

/** A movement's writes: the contracts after it (in the entries' order) and their rows' new versions. */
export type Posted = { after: ContractRow[]; versions: RowVersion[]; facts: ReminderFacts | undefined };

/**
 * Writes the entries (in their order: their ids ascend so), moves each entry's contract (one
 * entry per contract) and appends the events, in one statement; returns the contracts after, in
 * the entries' order, their rows' new versions, and, when `remind` names a tenant's line, what its
 * reminder check reads.
 *
 * The caller has locked the contracts, or, with `remembered`, worked the movement out on the
 * contract's row as this process remembers it (one entry only): then it moves only if the row is
 * still that version, and answers undefined, having written nothing, if it is not.
 */
export const postMovement = async (
  tx: Tx,
  entries: readonly Entry[],
  events: readonly NewDomainEvent[],
  remind?: { tenantId: string; line: ContractLine },
  remembered?: RowVersion,
): Promise<Posted | undefined> => {
  if (remembered && entries.length !== 1) throw new Error('A remembered row moves alone');
  const statement = statementOf({
    entries: entries.length,
    events: events.length,
    remind: remind !== undefined,
    unlessChanged: remembered !== undefined,
  });
  // Prepared per session: planning this statement on every call cost more than half its run.
  const rows = await executeNamedQuery<Row>(tx, statement.name, {
    sql: statement.query.sql,
    params: fillPlaceholders(statement.query.params, valuesOf(entries, events, remind, remembered)),
  });
  if (remembered && rows.length === 0) return undefined;
  // A contract the caller locked cannot vanish before its update, short of a bug: refuse rather than guess.
  if (rows.length !== entries.length) throw contractNotFound();
  const [first] = rows;
  const facts =
    remind && first
      ? { tenant: (first.tenant ?? undefined) as ReminderFacts['tenant'], contracts: first.standing ?? [] }
      : undefined;
  return {
    after: rows.map((row, i) => movedOf(entries[i]!.contract, row)),
    versions: rows.map((row) => ({ xmin: row.row_xmin, ctid: row.row_ctid })),
    facts,
  };
};
