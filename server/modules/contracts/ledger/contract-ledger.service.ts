import { randomUUID } from 'node:crypto';
import { contractState, nextContract, type ContractAction } from '../../../../machines/contract.machine';
import type { Tx } from '../../../platform/db/database';
import type { UsageKind } from '../../../platform/db/schema/index';
import { conflict } from '../../../platform/errors';
import { appendEvent, type NewDomainEvent } from '../../../platform/outbox';
import { contractNotFound } from '../contract.errors';
import type { ContractRow } from '../contract.types';
import type { ReminderFacts } from '../reminders/contract-reminders.service';
import { lockContract, lockContractAndParent, markDeleted } from './contract-ledger.repository';
import { postMovement, type Entry } from './contract-movement.repository';
import { recallContract, rememberContract, type RowVersion } from './remembered-contracts';

// Every movement of a contract's money (architecture.md "Money"): ledger entries and the
// contract's running totals, written together in the caller's transaction, after locking the
// rows involved, or, for a movement of one row alone, on the row as this process last wrote it if
// it is still that version ("Remembered rows" below). Locks are always taken parent first, then
// child, so two movements on the same branch of the tree queue instead of deadlocking. Reminders are not this file's business:
// contract-money.service.ts checks them after the movement.

/** Who moves the money, and the day it is in their tenant's calendar (for the contract's state). */
export type Actor = { userId: string; today: string };

/**
 * A movement's result: the contract after it, and the contract whose spendable money went down
 * (the parent on a recharge, the contract itself on a deduction or consumption) with what its
 * reminder check reads, read by the movement's statement, for the money service to check after.
 */
export type Moved = { after: ContractRow; lowered: { contract: ContractRow; facts: ReminderFacts } | undefined };

/** What the tenant used (an assessment, a class, a music plan …) and what it cost. */
export type Usage = { amountFen: number; freeTimes: number; usageKind: UsageKind; details: Record<string, unknown> };

export type Movement = {
  amountFen: number;
  freeTimes: number;
  remark: string;
  /** Kept with the contract's own entry, e.g. which entry a deleted recharge record's reversal undoes. */
  details?: Record<string, unknown>;
};

/**
 * The contract and the parent contract its money comes from, locked in that order. Row-level
 * security decides which contracts the caller may touch at all: one it cannot see is not found.
 */
export const lockWithParent = async (tx: Tx, contractId: string) => {
  const rows = await lockContractAndParent(tx, contractId);
  const contract = rows.find((r) => r.id === contractId.toLowerCase());
  if (!contract || contract.deletedAt) throw contractNotFound();
  const { parentContractId } = contract;
  const parent = parentContractId ? rows.find((r) => r.id === parentContractId && !r.deletedAt) : undefined;
  if (parentContractId && !parent)
    throw conflict('Business:ParentContractMissing', 'contracts:contracts.parent-missing');
  return { contract, parent };
};

/** What the machine says of `action` on `contract` today: allowed or not. */
const askMachine = (contract: ContractRow, action: ContractAction, today: string) =>
  nextContract(
    { line: contract.line, status: contract.status, startDate: contract.startDate, endDate: contract.endDate, today },
    action === 'edit'
      ? { type: 'edit', startDate: contract.startDate, endDate: contract.endDate }
      : action === 'renew'
        ? { type: 'renew', endDate: contract.endDate }
        : { type: action },
  ) !== null;

// The machine's verdicts on the actions whose events carry nothing, per line, state and action.
// Its guards read the line and the state it resolved from the status, the dates and today, and
// nothing else (machines/contract.machine.ts, guard "listed"), so one answer holds for every
// contract of that line in that state. Asking it resolves a snapshot first: about 0.1 ms of CPU
// on every movement, as much as the rest of the movement's own code. edit and renew carry dates
// a future guard could read, so the machine is asked each time for those.
const verdicts = new Map<string, boolean>();

/** Whether the contract machine allows `action` on `contract` today (remembered per line, state and action). */
export const machineAllows = (contract: ContractRow, action: ContractAction, today: string) => {
  if (action === 'edit' || action === 'renew') return askMachine(contract, action, today);
  const key = `${contract.line}:${contractState(contract, today)}:${action}`;
  let allowed = verdicts.get(key);
  if (allowed === undefined) verdicts.set(key, (allowed = askMachine(contract, action, today)));
  return allowed;
};

/** Refuses (409) what the contract's state does not allow: the machine's table decides. */
export const assertAllowed = (contract: ContractRow, action: ContractAction, today: string) => {
  if (!machineAllows(contract, action, today))
    throw conflict('Business:ContractActionNotAllowed', `contracts:contracts.not-allowed.${action}`);
};

/** The ContractChanged events of a change: the contract's tenant's and the parent contract's. */
const changedEvents = (
  contract: ContractRow,
  kind: string,
  parent?: ContractRow,
): NewDomainEvent<'ContractChanged'>[] =>
  // The parent's screens list the child's contract too; a parent above the caller is not told.
  [...new Set([contract.tenantId, ...(parent ? [parent.tenantId] : [])])].map((tenantId) => ({
    tenantId,
    type: 'ContractChanged',
    version: 1,
    payload: { contractId: contract.id, tenantId: contract.tenantId, line: contract.line, kind },
  }));

/** Tells the contract's tenant (and the parent contract's) that it changed: their screens reload. */
export const changed = async (tx: Tx, contract: ContractRow, kind: string, parent?: ContractRow) => {
  for (const event of changedEvents(contract, kind, parent)) await appendEvent(tx, event);
};

/**
 * What a movement writes, worked out on its contract's row (and its parent contract's): the
 * entries, the events, and the contract whose spendable money goes down. Refusals are thrown.
 */
type Plan = { contract: ContractRow; entries: Entry[]; events: NewDomainEvent[]; lowered?: ContractRow };

/**
 * Writes a planned movement in one statement, on the rows the caller locked or, with `remembered`,
 * on the remembered row if it is still that version (undefined, nothing written, if not); remembers
 * the rows it wrote. `lowered` gets what its reminder check reads from the same statement.
 */
const post = async (tx: Tx, plan: Plan, remembered?: RowVersion): Promise<Moved | undefined> => {
  const { contract, entries, events, lowered } = plan;
  const posted = await postMovement(
    tx,
    entries,
    events,
    lowered ? { tenantId: lowered.tenantId, line: lowered.line } : undefined,
    remembered,
  );
  if (!posted) return undefined;
  posted.after.forEach((row, i) => rememberContract(tx, row, posted.versions[i]!));
  const afterOf = (c: ContractRow) => posted.after[entries.findIndex((e) => e.contract.id === c.id)]!;
  return {
    after: afterOf(contract),
    lowered: lowered && posted.facts ? { contract: afterOf(lowered), facts: posted.facts } : undefined,
  };
};

/**
 * Remembered rows. A movement of one contract's row alone (a consumption, or a recharge or
 * deduction of a contract at the top of its tree) is first worked out on the row as this process
 * last wrote it (remembered-contracts.ts), and written only if the row is still that version: one
 * statement, no lock taken and read beforehand. The checks are the same code on the same row, so
 * they cannot disagree with the locked path's; a row that changed since, or a movement the
 * remembered row would refuse, goes the locked way, which decides on the row as it is now.
 */
const moveRemembered = async (
  tx: Tx,
  contractId: string,
  reach: 'alone' | 'with-parent',
  plan: (contract: ContractRow, parent: ContractRow | undefined) => Plan,
): Promise<Moved | undefined> => {
  const remembered = recallContract(tx, contractId);
  if (!remembered) return undefined;
  const { row, version } = remembered;
  // A parent contract's row would have to be locked as well, parent first: that is the locked way.
  if (row.deletedAt || (reach === 'with-parent' && row.parentContractId)) return undefined;
  let planned: Plan;
  try {
    planned = plan(row, undefined);
  } catch {
    // A refusal is only ever answered from the row as it is now.
    return undefined;
  }
  return post(tx, planned, version);
};

/**
 * A movement: on the remembered row when it can be (moveRemembered), else on the contract (and,
 * `with-parent`, its parent contract) locked now.
 */
const move = async (
  tx: Tx,
  contractId: string,
  reach: 'alone' | 'with-parent',
  plan: (contract: ContractRow, parent: ContractRow | undefined) => Plan,
): Promise<Moved> => {
  const quick = await moveRemembered(tx, contractId, reach, plan);
  if (quick) return quick;
  if (reach === 'alone') {
    const contract = await lockContract(tx, contractId);
    if (!contract) throw contractNotFound();
    return (await post(tx, plan(contract, undefined)))!;
  }
  const { contract, parent } = await lockWithParent(tx, contractId);
  return (await post(tx, plan(contract, parent)))!;
};

const insufficient = (whose: 'contract' | 'parent') =>
  conflict(
    whose === 'parent' ? 'Business:ParentBalanceInsufficient' : 'Business:ContractBalanceInsufficient',
    `contracts:contracts.insufficient.${whose}`,
  );

const assertMovement = (m: Movement) => {
  if (!Number.isSafeInteger(m.amountFen) || m.amountFen < 0 || !Number.isSafeInteger(m.freeTimes) || m.freeTimes < 0)
    throw conflict('Business:InvalidMoney', 'contracts:contracts.invalid-money', { member: 'money' });
  if (m.amountFen === 0 && m.freeTimes === 0)
    throw conflict('Business:NothingToMove', 'contracts:contracts.nothing-to-move');
};

/**
 * Puts money (and free tests) on a contract. A contract below the top of the tree takes it from
 * its parent contract, which must hold it: the parent's Allocation and the child's Recharge are
 * one transfer. At the top, the money comes from outside (the platform sold it).
 */
export const postRecharge = async (tx: Tx, mover: Actor, contractId: string, m: Movement): Promise<Moved> => {
  assertMovement(m);
  return move(tx, contractId, 'with-parent', (contract, parent) => {
    assertAllowed(contract, 'recharge', mover.today);
    if (parent && (parent.balanceFen < m.amountFen || parent.freeTimes < m.freeTimes)) throw insufficient('parent');
    const common = { transferId: parent ? randomUUID() : null, remark: m.remark, operatorId: mover.userId };
    const entries: Entry[] = [
      ...(parent
        ? [
            {
              ...common,
              contract: parent,
              kind: 'Allocation' as const,
              amountFen: -m.amountFen,
              freeTimes: -m.freeTimes,
            },
          ]
        : []),
      {
        ...common,
        contract,
        kind: 'Recharge',
        amountFen: m.amountFen,
        freeTimes: m.freeTimes,
        ...(m.details ? { details: m.details } : {}),
      },
    ];
    // The parent handed money on: what its tenant can spend went down.
    return { contract, entries, events: changedEvents(contract, 'Recharge', parent), lowered: parent };
  });
};

/** Takes money (and free tests) off a contract, back to the parent contract it came from. */
export const postDeduct = async (tx: Tx, mover: Actor, contractId: string, m: Movement): Promise<Moved> => {
  assertMovement(m);
  return move(tx, contractId, 'with-parent', (contract, parent) => {
    assertAllowed(contract, 'deduct', mover.today);
    if (contract.balanceFen < m.amountFen || contract.freeTimes < m.freeTimes) throw insufficient('contract');
    return backTo(mover, contract, parent, m, 'Deduct', true);
  });
};

/** Money going back from a contract to its parent contract (a deduction, or what a deleted contract held). */
const backTo = (
  mover: Actor,
  contract: ContractRow,
  parent: ContractRow | undefined,
  m: Movement,
  kind: string,
  remind: boolean,
): Plan => {
  const common = { transferId: parent ? randomUUID() : null, remark: m.remark, operatorId: mover.userId };
  const entries: Entry[] = [
    {
      ...common,
      contract,
      kind: 'Deduct',
      amountFen: -m.amountFen,
      freeTimes: -m.freeTimes,
      ...(m.details ? { details: m.details } : {}),
    },
    ...(parent
      ? [
          {
            ...common,
            contract: parent,
            kind: 'AllocationReturn' as const,
            amountFen: m.amountFen,
            freeTimes: m.freeTimes,
          },
        ]
      : []),
  ];
  return { contract, entries, events: changedEvents(contract, kind, parent), ...(remind ? { lowered: contract } : {}) };
};

/**
 * Deletes a contract its state allows deleting: what is left on it goes back to the parent
 * contract first (spec 002 §8 "deleted (contract amount returned to the parent contract)"). A
 * contract that has handed money on to child contracts cannot be deleted.
 */
export const deleteContract = async (tx: Tx, mover: Actor, contractId: string, remark: string) => {
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'delete', mover.today);
  if (contract.cumulativeAllocationFen !== 0 || contract.cumulativeAllocationFreeTimes !== 0)
    throw conflict('Business:ContractHasAllocations', 'contracts:contracts.has-allocations');
  const rest = { amountFen: contract.balanceFen, freeTimes: contract.freeTimes, remark };
  const holdsSomething = rest.amountFen > 0 || rest.freeTimes > 0;
  // The movement back tells the screens; an empty contract's deletion must tell them itself.
  const after = holdsSomething
    ? (await post(tx, backTo(mover, contract, parent, rest, 'Delete', false)))!.after
    : contract;
  if (!holdsSomething) await changed(tx, contract, 'Delete', parent);
  await markDeleted(tx, contractId);
  return { ...after, returnedFen: rest.amountFen, returnedFreeTimes: rest.freeTimes };
};

/**
 * The tenant uses what it bought (an assessment, a class, a music plan …): only an Active
 * contract pays, and only with what it holds.
 */
export const postConsumption = async (tx: Tx, mover: Actor, contractId: string, usage: Usage): Promise<Moved> =>
  // Using needs no parent: the centre itself consumes, and it cannot see its parent's contract.
  move(tx, contractId, 'alone', (contract) => {
    if (contractState(contract, mover.today) !== 'Active')
      throw conflict('Business:ContractActionNotAllowed', 'contracts:contracts.not-allowed.consume');
    if (contract.balanceFen < usage.amountFen || contract.freeTimes < usage.freeTimes) throw insufficient('contract');
    const entry: Entry = {
      contract,
      kind: 'Consumption',
      amountFen: -usage.amountFen,
      freeTimes: -usage.freeTimes,
      transferId: null,
      remark: '',
      operatorId: mover.userId,
      usageKind: usage.usageKind,
      details: usage.details,
    };
    return { contract, entries: [entry], events: changedEvents(contract, 'Consumption'), lowered: contract };
  });
