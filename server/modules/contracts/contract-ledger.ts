import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { contractState, nextContract, type ContractAction } from '../../../machines/contract.machine';
import type { Tx } from '../../platform/db/database';
import { contractLedger, tenantContracts, type LedgerKind, type UsageKind } from '../../platform/db/schema/index';
import { AppError, conflict } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { remindIfLow } from './contract-reminders';

// Every movement of a contract's money (architecture.md "Money"): ledger entries and the
// contract's running totals, written together in the caller's transaction, after locking the
// rows involved. Locks are always taken parent first, then child, so two movements on the same
// branch of the tree queue instead of deadlocking.

export type ContractRow = typeof tenantContracts.$inferSelect;

/** Who moves the money, and the day it is in their tenant's calendar (for the contract's state). */
export type Mover = { userId: string; today: string };

export type Movement = {
  amountFen: number;
  freeTimes: number;
  remark: string;
  /** Kept with the contract's own entry, e.g. which entry a deleted recharge record's reversal undoes. */
  details?: Record<string, unknown>;
};

const lock = async (tx: Tx, id: string): Promise<ContractRow | undefined> => {
  const [row] = await tx.select().from(tenantContracts).where(eq(tenantContracts.id, id)).for('update');
  return row?.deletedAt ? undefined : row;
};

export const contractNotFound = () => new AppError(404, 'Business:ContractNotFound', 'contracts:contracts.not-found');

/**
 * The contract and the parent contract its money comes from, locked in that order. Row-level
 * security decides which contracts the caller may touch at all: one it cannot see is not found.
 */
export const lockWithParent = async (tx: Tx, contractId: string) => {
  const [peek] = await tx
    .select({ parentId: tenantContracts.parentContractId })
    .from(tenantContracts)
    .where(eq(tenantContracts.id, contractId));
  if (!peek) throw contractNotFound();
  const parent = peek.parentId ? await lock(tx, peek.parentId) : undefined;
  const contract = await lock(tx, contractId);
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

type Entry = {
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
const TOTALS: Record<LedgerKind, 'cumulativeRechargeFen' | 'cumulativeAllocationFen' | 'cumulativeConsumptionFen'> = {
  Recharge: 'cumulativeRechargeFen',
  Deduct: 'cumulativeRechargeFen',
  Allocation: 'cumulativeAllocationFen',
  AllocationReturn: 'cumulativeAllocationFen',
  Consumption: 'cumulativeConsumptionFen',
};

const post = async (tx: Tx, e: Entry): Promise<ContractRow> => {
  const total = TOTALS[e.kind];
  // Allocation and consumption totals count what left the contract, so they move the other way.
  const sign = total === 'cumulativeRechargeFen' ? 1 : -1;
  const allocationTimes = total === 'cumulativeAllocationFen' ? -e.freeTimes : 0;
  await tx.insert(contractLedger).values({
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
  });
  const column = tenantContracts[total];
  const [row] = await tx
    .update(tenantContracts)
    .set({
      balanceFen: sql`${tenantContracts.balanceFen} + ${e.amountFen}`,
      freeTimes: sql`${tenantContracts.freeTimes} + ${e.freeTimes}`,
      [total]: sql`${column} + ${sign * e.amountFen}`,
      cumulativeAllocationFreeTimes: sql`${tenantContracts.cumulativeAllocationFreeTimes} + ${allocationTimes}`,
    })
    .where(eq(tenantContracts.id, e.contract.id))
    .returning();
  if (!row) throw contractNotFound();
  return row;
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
export const recharge = async (tx: Tx, mover: Mover, contractId: string, m: Movement): Promise<ContractRow> => {
  assertMovement(m);
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'recharge', mover.today);
  const transferId = parent ? randomUUID() : null;
  let parentAfter: ContractRow | undefined;
  if (parent) {
    if (parent.balanceFen < m.amountFen || parent.freeTimes < m.freeTimes) throw insufficient('parent');
    parentAfter = await post(tx, {
      contract: parent,
      kind: 'Allocation',
      amountFen: -m.amountFen,
      freeTimes: -m.freeTimes,
      transferId,
      remark: m.remark,
      operatorId: mover.userId,
    });
  }
  const after = await post(tx, {
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
  if (parentAfter) await remindIfLow(tx, parentAfter, mover.today);
  return after;
};

/** Takes money (and free tests) off a contract, back to the parent contract it came from. */
export const deduct = async (tx: Tx, mover: Mover, contractId: string, m: Movement): Promise<ContractRow> => {
  assertMovement(m);
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'deduct', mover.today);
  if (contract.balanceFen < m.amountFen || contract.freeTimes < m.freeTimes) throw insufficient('contract');
  const after = await moveBack(tx, mover, contract, parent, m, 'Deduct');
  await remindIfLow(tx, after, mover.today);
  return after;
};

const moveBack = async (
  tx: Tx,
  mover: Mover,
  contract: ContractRow,
  parent: ContractRow | undefined,
  m: Movement,
  kind: string,
): Promise<ContractRow> => {
  const transferId = parent ? randomUUID() : null;
  const after = await post(tx, {
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
    ? await post(tx, {
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
export const deleteContract = async (tx: Tx, mover: Mover, contractId: string, remark: string) => {
  const { contract, parent } = await lockWithParent(tx, contractId);
  assertAllowed(contract, 'delete', mover.today);
  if (contract.cumulativeAllocationFen !== 0 || contract.cumulativeAllocationFreeTimes !== 0)
    throw conflict('Business:ContractHasAllocations', 'contracts:contracts.has-allocations');
  const rest = { amountFen: contract.balanceFen, freeTimes: contract.freeTimes, remark };
  const holdsSomething = rest.amountFen > 0 || rest.freeTimes > 0;
  // moveBack tells the screens; an empty contract's deletion must tell them itself.
  const after = holdsSomething ? await moveBack(tx, mover, contract, parent, rest, 'Delete') : contract;
  if (!holdsSomething) await changed(tx, contract, 'Delete', parent);
  await tx
    .update(tenantContracts)
    .set({ deletedAt: sql`now()` })
    .where(eq(tenantContracts.id, contractId));
  return { ...after, returnedFen: rest.amountFen, returnedFreeTimes: rest.freeTimes };
};

/**
 * The tenant uses what it bought (an assessment, a class, a music plan …): only an Active
 * contract pays, and only with what it holds.
 */
export const consume = async (
  tx: Tx,
  mover: Mover,
  contractId: string,
  usage: { amountFen: number; freeTimes: number; usageKind: UsageKind; details: Record<string, unknown> },
): Promise<ContractRow> => {
  // Using needs no parent: the centre itself consumes, and it cannot see its parent's contract.
  const contract = await lock(tx, contractId);
  if (!contract) throw contractNotFound();
  if (contractState(contract, mover.today) !== 'Active')
    throw conflict('Business:ContractActionNotAllowed', 'contracts:contracts.not-allowed.consume');
  if (contract.balanceFen < usage.amountFen || contract.freeTimes < usage.freeTimes) throw insufficient('contract');
  const after = await post(tx, {
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
  await remindIfLow(tx, after, mover.today);
  return after;
};
