import { nextContract, type ContractAction } from '../../../../machines/contract.machine';
import type { ContractOperationType } from '../../../platform/db/schema/index';
import { badRequest, conflict } from '../../../platform/errors';
import { assertAllowed, changed, deleteContract, lockWithParent } from '../ledger/contract-ledger.service';
import {
  latestActiveContract,
  overlappingContract,
  recordOperation,
  insertContract,
  updateContract,
  databaseNow,
  type ChangedValues,
  type NewValues,
} from './tenant-contracts.repository';
import type { ContractCall, ContractLine, ContractRow, TargetTenant } from '../contract.types';

// The lifecycle both lines share (spec 002 §4, §5): every state change is asked of the contract
// machine first (a refusal is 409), every write is kept in contract_operations and announced to
// the tree. What only one line has (HFS's minimum sell price, VRAT's unit price and free tests)
// stays in its service, which passes its extra columns and operation details in.

type Range = { start: string; end: string; parentEnd: string | undefined; exceptId?: string };
type OperationExtra = { endDate?: string; priceFen?: number };

// Both lines speak of dates in the same words (the catalogue keeps them under hfs).
const invalidDates = (code: string, key: string, params: Record<string, string> = {}) =>
  badRequest(code, `contracts:contracts.hfs.dates.${key}`, params);

/** Spec 002 §5: validity in order, not past the parent's end, not over another counting contract. */
const checkRange = async (call: ContractCall, line: ContractLine, tenantId: string, range: Range) => {
  if (range.end < range.start) throw invalidDates('Business:ContractDatesInvalid', 'end-before-start');
  if (range.parentEnd && range.end > range.parentEnd)
    throw invalidDates('Business:ContractEndAfterParent', 'after-parent', { parentEnd: range.parentEnd });
  const other = await overlappingContract(call.tx, tenantId, { ...range, today: call.today }, line);
  if (other)
    throw invalidDates('Business:ContractDatesOverlap', 'overlap', { start: other.startDate, end: other.endDate });
};

/** A start not before today (unless it is the start the contract already has), then checkRange. */
const checkDates = async (
  call: ContractCall,
  line: ContractLine,
  tenantId: string,
  range: Range & { currentStart?: string },
) => {
  if (range.start !== range.currentStart && range.start < call.today)
    throw invalidDates('Business:ContractStartInPast', 'start-in-past');
  await checkRange(call, line, tenantId, range);
};

/** The tenant's parent's latest Active contract of the line: where the tenant's money comes from. */
export const parentContractOf = (call: ContractCall, line: ContractLine, target: TargetTenant) =>
  target.parentId ? latestActiveContract(call.tx, target.parentId, call.today, line) : Promise.resolve(undefined);

/** Writes the contract's new values, keeps the operation and tells the tree what changed. */
const update = async (
  call: ContractCall,
  id: string,
  values: ChangedValues,
  operation: ContractOperationType,
  parent: ContractRow | undefined,
  extra: OperationExtra = {},
) => {
  const row = await updateContract(call.tx, id, values);
  if (!row) throw new Error('contract update returned nothing');
  await recordOperation(call.tx, row, operation, call.ctx.userId, extra);
  await changed(call.tx, row, operation, parent);
  return row;
};

/**
 * A NotEnable contract of `target`. Below the top of the tree it draws on the parent tenant's
 * latest Active contract of the line, which must exist and which it may not outlast. `values`
 * are the line's own columns; `afterCreate` keeps what else the line records about a new contract.
 */
export const createContract = async (
  call: ContractCall,
  line: ContractLine,
  target: TargetTenant,
  body: { startTime: string; endTime: string; remark: string },
  own: {
    values: (parent: ContractRow | undefined) => NewValues;
    operation?: (row: ContractRow) => OperationExtra;
    afterCreate?: (row: ContractRow) => Promise<void>;
  },
) => {
  const parent = await parentContractOf(call, line, target);
  if (target.parentId && !parent)
    throw conflict('Business:ParentContractRequired', `contracts:contracts.${line}.parent-no-active`);
  await checkDates(call, line, target.id, { start: body.startTime, end: body.endTime, parentEnd: parent?.endDate });
  const values = own.values(parent);
  const row = await insertContract(call.tx, {
    ...values,
    tenantId: target.id,
    line,
    parentContractId: parent?.id ?? null,
    status: 'NotEnable',
    startDate: body.startTime,
    endDate: body.endTime,
    remark: body.remark,
    createdBy: call.ctx.userId,
  });
  await recordOperation(call.tx, row, 'Create', call.ctx.userId, own.operation?.(row));
  await own.afterCreate?.(row);
  await changed(call.tx, row, 'Create', parent);
  return row;
};

/**
 * New validity and remark for a contract its state lets be edited. `values` are the line's own
 * columns, asked for once the dates have passed (so a date error comes first, as it always has).
 */
export const editContract = async (
  call: ContractCall,
  line: ContractLine,
  id: string,
  body: { startTime: string; endTime: string; remark: string },
  own: { values?: () => ChangedValues; operation?: OperationExtra } = {},
) => {
  const { contract, parent } = await lockWithParent(call.tx, id);
  assertAllowed(contract, 'edit', call.today);
  await checkDates(call, line, contract.tenantId, {
    start: body.startTime,
    end: body.endTime,
    parentEnd: parent?.endDate,
    exceptId: contract.id,
    currentStart: contract.startDate,
  });
  return update(
    call,
    contract.id,
    { startDate: body.startTime, endDate: body.endTime, remark: body.remark, ...own.values?.() },
    'Edit',
    parent,
    { endDate: body.endTime, ...own.operation },
  );
};

export type StatusAction = 'enable' | 'stop' | 'reEnable';
const OPERATION = { enable: 'Enable', stop: 'Stop', reEnable: 'ReEnable' } as const;

/** Formally enable, stop or re-enable a contract: the machine's table for the line decides. */
export const changeStatus = async (call: ContractCall, line: ContractLine, id: string, action: StatusAction) => {
  const { contract, parent } = await lockWithParent(call.tx, id);
  const next = nextContract(
    { line, status: contract.status, startDate: contract.startDate, endDate: contract.endDate, today: call.today },
    { type: action },
  );
  if (!next) throw conflict('Business:ContractActionNotAllowed', `contracts:contracts.not-allowed.${action}`);
  // A stopped contract's days may have been given to another contract meanwhile.
  if (action === 'reEnable')
    await checkRange(call, line, contract.tenantId, {
      start: contract.startDate,
      end: contract.endDate,
      parentEnd: undefined,
      exceptId: contract.id,
    });
  const stoppedAt = action === 'stop' ? { stoppedAt: databaseNow() } : action === 'reEnable' ? { stoppedAt: null } : {};
  return update(call, id, { status: next.status, ...stoppedAt }, OPERATION[action], parent);
};

/** Spec 002 §5: the new end not before today, later than the current one, within the parent's, over no other contract. */
export const renewContract = async (call: ContractCall, line: ContractLine, id: string, endTime: string) => {
  const { contract, parent } = await lockWithParent(call.tx, id);
  assertAllowed(contract, 'renew', call.today);
  if (endTime < call.today) throw invalidDates('Business:RenewalDateInvalid', 'renew-before-today');
  if (endTime <= contract.endDate)
    throw invalidDates('Business:RenewalDateInvalid', 'renew-not-later', { endTime: contract.endDate });
  await checkRange(call, line, contract.tenantId, {
    start: contract.startDate,
    end: endTime,
    parentEnd: parent?.endDate,
    exceptId: contract.id,
  });
  return update(call, contract.id, { endDate: endTime }, 'Renewal', parent, { endDate: endTime });
};

/** A change only the line knows (VRAT's unit price), on a contract its state allows it for. */
export const changeContract = async (
  call: ContractCall,
  id: string,
  change: { action: ContractAction; values: ChangedValues; operation: ContractOperationType; extra?: OperationExtra },
) => {
  const { contract, parent } = await lockWithParent(call.tx, id);
  assertAllowed(contract, change.action, call.today);
  return update(call, contract.id, change.values, change.operation, parent, change.extra);
};

/** Deletes a contract its state allows deleting; what it held goes back to the parent contract. */
export const removeContract = async (call: ContractCall, id: string) => {
  const deleted = await deleteContract(call.tx, { userId: call.ctx.userId, today: call.today }, id, '');
  await recordOperation(call.tx, deleted, 'Delete', call.ctx.userId);
  return deleted;
};
