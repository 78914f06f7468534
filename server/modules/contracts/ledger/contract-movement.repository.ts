import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { executeNamed } from '../../../platform/db/prepared';
import { contractLedger, type LedgerKind, type UsageKind } from '../../../platform/db/schema/index';
import { appendingEvents, type NewDomainEvent } from '../../../platform/outbox';
import { contractNotFound } from '../contract.errors';
import { contractOf } from './contract-ledger.repository';
import type { ContractLine, ContractRow } from '../contract.types';
import type { ReminderFacts } from '../reminders/contract-reminders.service';

// A movement's writes in one statement (one round trip): its ledger entries, the running totals
// of the contracts they move (rows the ledger service has locked), its events, and what the
// reminder check of the contract whose money went down reads (contract-money.service.ts).

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

/** A VALUES row: how entry n moves its contract's columns. Allocation and consumption count what left, so they move the other way. */
const moveOf = (e: Entry, n: number) => {
  const total = TOTALS[e.kind];
  return sql`(${n}::int, ${e.contract.id}::uuid, ${e.amountFen}::bigint, ${e.freeTimes}::int,
    ${total === 'recharge' ? e.amountFen : 0}::bigint, ${total === 'allocation' ? -e.amountFen : 0}::bigint,
    ${total === 'consumption' ? -e.amountFen : 0}::bigint, ${total === 'allocation' ? -e.freeTimes : 0}::int)`;
};

/**
 * What the reminder check reads, in the movement's statement: the tenant's thresholds and its
 * contracts of the line as they are after the movement. The statement's other parts see the
 * rows as they were before it, so the moved contracts come from the update's RETURNING.
 */
const reminderFacts = (of: { tenantId: string; line: ContractLine }): SQL => sql`,
  (select coalesce(json_agg(s), '[]'::json) from (
    select status, start_date as "startDate", end_date as "endDate", balance_fen as "balanceFen",
      unit_price_fen as "unitPriceFen", free_times as "freeTimes"
    from tenant_contracts
    where tenant_id = ${of.tenantId} and line = ${of.line} and id not in (select id from movement_moved)
    union all
    select status, start_date, end_date, balance_fen, unit_price_fen, free_times
    from movement_moved where tenant_id = ${of.tenantId} and line = ${of.line}) s) as standing,
  (select json_build_object('id', id, 'name', name, 'hfsReminderAmountFen', hfs_reminder_amount_fen,
      'vratReminderAmountFen', vrat_reminder_amount_fen, 'vratReminderAmountOn', vrat_reminder_amount_on,
      'vratReminderTimes', vrat_reminder_times)
    from tenants where id = ${of.tenantId}) as tenant`;

type Row = Record<string, unknown> & { movement_n: number; standing?: ReminderFacts['contracts']; tenant?: unknown };

/**
 * Writes the entries (in their order: their ids ascend so), moves each entry's contract (one
 * entry per contract) and appends the events, in one statement; returns the contracts after, in
 * the entries' order, and, when `remind` names a tenant's line, what its reminder check reads.
 */
export const postMovement = async (
  tx: Tx,
  entries: readonly Entry[],
  events: readonly NewDomainEvent[],
  remind?: { tenantId: string; line: ContractLine },
): Promise<{ after: ContractRow[]; facts: ReminderFacts | undefined }> => {
  const ledger = tx.insert(contractLedger).values(
    entries.map((e) => ({
      tenantId: e.contract.tenantId,
      contractId: e.contract.id,
      kind: e.kind,
      amountFen: e.amountFen,
      freeTimes: e.freeTimes,
      transferId: e.transferId,
      usageKind: e.usageKind ?? null,
      details: e.details ?? null,
      remark: e.remark,
      operatorId: e.operatorId,
    })),
  );
  // Prepared per session: planning this statement on every call cost more than half its run.
  const rows = await executeNamed<Row>(
    tx,
    'contract_movement',
    sql`with movement_ledger as (${ledger.getSQL()}),
      movement_moved as (
        update tenant_contracts c set
          balance_fen = c.balance_fen + d.amount_fen,
          free_times = c.free_times + d.free_times,
          cumulative_recharge_fen = c.cumulative_recharge_fen + d.recharge_fen,
          cumulative_allocation_fen = c.cumulative_allocation_fen + d.allocation_fen,
          cumulative_consumption_fen = c.cumulative_consumption_fen + d.consumption_fen,
          cumulative_allocation_free_times = c.cumulative_allocation_free_times + d.allocation_times
        from (values ${sql.join(entries.map(moveOf), sql`, `)})
          d(n, id, amount_fen, free_times, recharge_fen, allocation_fen, consumption_fen, allocation_times)
        where c.id = d.id
        returning d.n as movement_n, c.*),
      ${appendingEvents(tx, events)}
    select m.* ${remind ? reminderFacts(remind) : sql``} from movement_moved m order by m.movement_n`,
  );
  // A contract the caller locked cannot vanish before its update, short of a bug: refuse rather than guess.
  if (rows.length !== entries.length) throw contractNotFound();
  const [first] = rows;
  const facts =
    remind && first
      ? { tenant: (first.tenant ?? undefined) as ReminderFacts['tenant'], contracts: first.standing ?? [] }
      : undefined;
  return { after: rows.map(contractOf), facts };
};
