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

// Every movement of a contract's money (architecture.md "Money"): ledger entries and the
// contract's running totals, written together in the caller's transaction, after locking the
// rows involved. Locks are always taken parent first, then child, so two movements on the same
// branch of the tree queue instead of deadlocking. Reminders are not this file's business:
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
 * Writes a movement's entries with their events in one statement; `lowered`, the contract whose
 * spendable money went down, gets what its reminder check reads from the same statement.
 */
const post = async (tx: Tx, entries: Entry[], events: NewDomainEvent[], lowered?: ContractRow) => {
  const { after, facts } = await postMovement(
    tx,
    entries,
    events,
    lowered ? { tenantId: lowered.tenantId, line: lowered.line } : undefined,
  );
  const afterOf = (c: ContractRow) => after[entries.findIndex((e) => e.contract.id === c.id)]!;
  return { afterOf, lowered: lowered && facts ? { contract: afterOf(lowered), facts } : undefined };
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
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'recharge', mover.today);
  const transferId = parent ? randomUUID() : null;
  if (parent && (parent.balanceFen < m.amountFen || parent.freeTimes < m.freeTimes)) throw insufficient('parent');
  const common = { transferId, remark: m.remark, operatorId: mover.userId };
  const entries: Entry[] = [
    ...(parent
      ? [{ ...common, contract: parent, kind: 'Allocation' as const, amountFen: -m.amountFen, freeTimes: -m.freeTimes }]
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
  const moved = await post(tx, entries, changedEvents(contract, 'Recharge', parent), parent);
  return { after: moved.afterOf(contract), lowered: moved.lowered };
};

/** Takes money (and free tests) off a contract, back to the parent contract it came from. */
export const postDeduct = async (tx: Tx, mover: Actor, contractId: string, m: Movement): Promise<Moved> => {
  assertMovement(m);
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'deduct', mover.today);
  if (contract.balanceFen < m.amountFen || contract.freeTimes < m.freeTimes) throw insufficient('contract');
  const moved = await moveBack(tx, mover, contract, parent, m, 'Deduct', true);
  return { after: moved.afterOf(contract), lowered: moved.lowered };
};

const moveBack = (
  tx: Tx,
  mover: Actor,
  contract: ContractRow,
  parent: ContractRow | undefined,
  m: Movement,
  kind: string,
  remind: boolean,
) => {
  const transferId = parent ? randomUUID() : null;
  const common = { transferId, remark: m.remark, operatorId: mover.userId };
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
  return post(tx, entries, changedEvents(contract, kind, parent), remind ? contract : undefined);
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
  // moveBack tells the screens; an empty contract's deletion must tell them itself.
  const after = holdsSomething
    ? (await moveBack(tx, mover, contract, parent, rest, 'Delete', false)).afterOf(contract)
    : contract;
  if (!holdsSomething) await changed(tx, contract, 'Delete', parent);
  await markDeleted(tx, contractId);
  return { ...after, returnedFen: rest.amountFen, returnedFreeTimes: rest.freeTimes };
};

/**
 * The tenant uses what it bought (an assessment, a class, a music plan …): only an Active
 * contract pays, and only with what it holds.
 */
export const postConsumption = async (tx: Tx, mover: Actor, contractId: string, usage: Usage): Promise<Moved> => {
  // Using needs no parent: the centre itself consumes, and it cannot see its parent's contract.
  const contract = await lockContract(tx, contractId);
  if (!contract) throw contractNotFound();
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
  const moved = await post(tx, [entry], changedEvents(contract, 'Consumption'), contract);
  return { after: moved.afterOf(contract), lowered: moved.lowered };
};
