import { randomUUID } from 'node:crypto';
import { contractState, nextContract, type ContractAction } from '../../../../machines/contract.machine';
import type { Tx } from '../../../platform/db/database';
import type { UsageKind } from '../../../platform/db/schema/index';
import { conflict } from '../../../platform/errors';
import { appendEvent } from '../../../platform/outbox';
import { contractNotFound } from '../contract.errors';
import type { ContractRow } from '../contract.types';
import { lockContract, markDeleted, peekParent, postEntry } from './contract-ledger.repository';

// Every movement of a contract's money (architecture.md "Money"): ledger entries and the
// contract's running totals, written together in the caller's transaction, after locking the
// rows involved. Locks are always taken parent first, then child, so two movements on the same
// branch of the tree queue instead of deadlocking. Reminders are not this file's business:
// contract-money.service.ts checks them after the movement.

/** Who moves the money, and the day it is in their tenant's calendar (for the contract's state). */
export type Actor = { userId: string; today: string };

/**
 * A movement's result: the contract after it, and the contract whose spendable money went down
 * (the parent on a recharge, the contract itself on a deduction or consumption), for the money
 * service to check its reminders after.
 */
export type Moved = { after: ContractRow; lowered: ContractRow | undefined };

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
  const peek = await peekParent(tx, contractId);
  if (!peek) throw contractNotFound();
  const parent = peek.parentId ? await lockContract(tx, peek.parentId) : undefined;
  const contract = await lockContract(tx, contractId);
  if (!contract) throw contractNotFound();
  if (peek.parentId && !parent) throw conflict('Business:ParentContractMissing', 'contracts:contracts.parent-missing');
  return { contract, parent };
};

/** Refuses (409) what the contract's state does not allow: the machine's table decides. */
export const assertAllowed = (contract: ContractRow, action: ContractAction, today: string) => {
  const allowed = nextContract(
    { line: contract.line, status: contract.status, startDate: contract.startDate, endDate: contract.endDate, today },
    action === 'edit'
      ? { type: 'edit', startDate: contract.startDate, endDate: contract.endDate }
      : action === 'renew'
        ? { type: 'renew', endDate: contract.endDate }
        : { type: action },
  );
  if (!allowed) throw conflict('Business:ContractActionNotAllowed', `contracts:contracts.not-allowed.${action}`);
};

/** Tells the contract's tenant (and the parent contract's) that it changed: their screens reload. */
export const changed = async (tx: Tx, contract: ContractRow, kind: string, parent?: ContractRow) => {
  // The parent's screens list the child's contract too; a parent above the caller is not told.
  const tenants = new Set([contract.tenantId, ...(parent ? [parent.tenantId] : [])]);
  for (const tenantId of tenants) {
    await appendEvent(tx, {
      tenantId,
      type: 'ContractChanged',
      version: 1,
      payload: { contractId: contract.id, tenantId: contract.tenantId, line: contract.line, kind },
    });
  }
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
  let parentAfter: ContractRow | undefined;
  if (parent) {
    if (parent.balanceFen < m.amountFen || parent.freeTimes < m.freeTimes) throw insufficient('parent');
    parentAfter = await postEntry(tx, {
      contract: parent,
      kind: 'Allocation',
      amountFen: -m.amountFen,
      freeTimes: -m.freeTimes,
      transferId,
      remark: m.remark,
      operatorId: mover.userId,
    });
  }
  const after = await postEntry(tx, {
    contract,
    kind: 'Recharge',
    amountFen: m.amountFen,
    freeTimes: m.freeTimes,
    transferId,
    remark: m.remark,
    operatorId: mover.userId,
    ...(m.details ? { details: m.details } : {}),
  });
  await changed(tx, after, 'Recharge', parentAfter);
  // The parent handed money on: what its tenant can spend went down.
  return { after, lowered: parentAfter };
};

/** Takes money (and free tests) off a contract, back to the parent contract it came from. */
export const postDeduct = async (tx: Tx, mover: Actor, contractId: string, m: Movement): Promise<Moved> => {
  assertMovement(m);
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'deduct', mover.today);
  if (contract.balanceFen < m.amountFen || contract.freeTimes < m.freeTimes) throw insufficient('contract');
  const after = await moveBack(tx, mover, contract, parent, m, 'Deduct');
  return { after, lowered: after };
};

const moveBack = async (
  tx: Tx,
  mover: Actor,
  contract: ContractRow,
  parent: ContractRow | undefined,
  m: Movement,
  kind: string,
): Promise<ContractRow> => {
  const transferId = parent ? randomUUID() : null;
  const after = await postEntry(tx, {
    contract,
    kind: 'Deduct',
    amountFen: -m.amountFen,
    freeTimes: -m.freeTimes,
    transferId,
    remark: m.remark,
    operatorId: mover.userId,
    ...(m.details ? { details: m.details } : {}),
  });
  const parentAfter = parent
    ? await postEntry(tx, {
        contract: parent,
        kind: 'AllocationReturn',
        amountFen: m.amountFen,
        freeTimes: m.freeTimes,
        transferId,
        remark: m.remark,
        operatorId: mover.userId,
      })
    : undefined;
  await changed(tx, after, kind, parentAfter);
  return after;
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
  const after = holdsSomething ? await moveBack(tx, mover, contract, parent, rest, 'Delete') : contract;
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
  const after = await postEntry(tx, {
    contract,
    kind: 'Consumption',
    amountFen: -usage.amountFen,
    freeTimes: -usage.freeTimes,
    transferId: null,
    remark: '',
    operatorId: mover.userId,
    usageKind: usage.usageKind,
    details: usage.details,
  });
  await changed(tx, after, 'Consumption');
  return { after, lowered: after };
};
