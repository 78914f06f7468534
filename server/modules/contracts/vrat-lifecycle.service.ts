import { eq, sql } from 'drizzle-orm';
import { nextContract } from '../../../machines/contract.machine';
import { tenantContracts } from '../../platform/db/schema/index';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import type { ContractCaller } from './contract-access';
import { assertAllowed, changed, contractNotFound, deleteContract, lockWithParent } from './contract-ledger';
import {
  findContract,
  latestActiveContract,
  listContracts,
  operationRecords,
  overlappingContract,
  recordOperation,
} from './hfs-contract.repository';
import { fenToYuan, yuanToFen } from './money';
import {
  mayChangeUnitPrice,
  toVratItem,
  vratCaller,
  vratCallerInfo,
  vratContractCaller,
  type VratCall,
} from './vrat-access';
import type {
  VratContractBody,
  VratContractEditBody,
  VratListBody,
  VratRenewalBody,
  VratUnitPriceBody,
} from './vrat-contract.schemas';
import { moneyRecords } from './vrat-contract.repository';

// The VRAT contract's lifecycle (spec 002 §4 "VRAT contract state", §5 "VRAT contract"): each
// state change is asked of the contract machine first (a refusal is 409) and kept in
// contract_operations.

const LINE = 'vrat';

// The date messages are the line's own words for the same rules as HFS.
const invalidDates = (code: string, key: string, params: Record<string, string> = {}) =>
  badRequest(code, `contracts:contracts.hfs.dates.${key}`, params);

/** Spec 002 §5: unit price required and > 0. */
const unitPriceFen = (unitPrice: number) => {
  const fen = yuanToFen(unitPrice, 'unitPrice');
  if (fen <= 0)
    throw badRequest('Business:UnitPriceInvalid', 'contracts:contracts.vrat.unit-price', { member: 'unitPrice' });
  return fen;
};

/** Spec 002 §5: in order, not past the parent's end, not over another counting contract of the tenant. */
const checkRange = async (
  call: VratCall,
  tenantId: string,
  range: { start: string; end: string; parentEnd: string | undefined; exceptId?: string },
) => {
  if (range.end < range.start) throw invalidDates('Business:ContractDatesInvalid', 'end-before-start');
  if (range.parentEnd && range.end > range.parentEnd)
    throw invalidDates('Business:ContractEndAfterParent', 'after-parent', { parentEnd: range.parentEnd });
  const other = await overlappingContract(call.tx, tenantId, { ...range, today: call.today }, LINE);
  if (other)
    throw invalidDates('Business:ContractDatesOverlap', 'overlap', { start: other.startDate, end: other.endDate });
};

export const listVratContracts = async (call: VratCall, body: VratListBody) => {
  const caller = await vratCaller(call, body.tenantId, 'view');
  const { rows, totalCount } = await listContracts(
    call.tx,
    caller.target.id,
    call.today,
    { skip: body.skipCount, take: body.maxResultCount, states: body.contractStates },
    LINE,
  );
  return {
    items: rows.map((row) => toVratItem(row, caller, call.today)),
    totalCount,
    today: call.today,
    caller: await vratCallerInfo(call, caller),
    tenantName: caller.target.name,
    hasParentTenant: caller.target.parentId !== null,
  };
};

/** One contract with the spec's OperateRecords and Records (the last 999 of each: spec 002 §9). */
export const getVratContract = async (call: VratCall, id: string) => {
  const caller = await vratContractCaller(call, id, 'view');
  const row = await findContract(call.tx, id, LINE);
  if (!row) throw contractNotFound();
  const [operations, money] = await Promise.all([
    operationRecords(call.tx, id, { skip: 0, take: 999 }),
    moneyRecords(call.tx, id, 999),
  ]);
  return {
    ...toVratItem(row, caller, call.today),
    operateRecords: operations.rows.map((r) => ({
      id: String(r.id),
      creationTime: r.createdAt.toISOString(),
      endTime: r.endDate,
      operateName: r.operateName,
      operateType: r.operateType,
      unitPrice: r.priceFen === null ? null : fenToYuan(r.priceFen),
    })),
    records: money.map((r) => ({
      id: String(r.id),
      money: fenToYuan(r.amountFen),
      freeTimes: r.freeTimes,
      remark: r.remark,
      creationTime: r.createdAt.toISOString(),
    })),
  };
};

/**
 * A NotEnable contract. Below the top of the tree it draws on the parent tenant's latest Active
 * VRAT contract, which must exist and which it may not outlast; what the parent sells a test at
 * is what this tenant buys it at.
 */
export const createVratContract = async (call: VratCall, body: VratContractBody) => {
  const caller = await vratCaller(call, body.tenantId, 'manage');
  const price = unitPriceFen(body.unitPrice);
  const parent = caller.target.parentId
    ? await latestActiveContract(call.tx, caller.target.parentId, call.today, LINE)
    : undefined;
  if (caller.target.parentId && !parent)
    throw conflict('Business:ParentContractRequired', 'contracts:contracts.vrat.parent-no-active');
  if (body.startTime < call.today) throw invalidDates('Business:ContractStartInPast', 'start-in-past');
  await checkRange(call, caller.target.id, { start: body.startTime, end: body.endTime, parentEnd: parent?.endDate });
  const [row] = await call.tx
    .insert(tenantContracts)
    .values({
      tenantId: caller.target.id,
      line: LINE,
      parentContractId: parent?.id ?? null,
      status: 'NotEnable',
      startDate: body.startTime,
      endDate: body.endTime,
      remark: body.remark,
      unitPriceFen: price,
      buyPriceFen: parent?.unitPriceFen ?? null,
      createdBy: call.ctx.userId,
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  await recordOperation(call.tx, row, 'Create', call.ctx.userId, { endDate: row.endDate, priceFen: price });
  await changed(call.tx, row, 'Create', parent);
  return toVratItem(row, caller, call.today);
};

export const editVratContract = async (call: VratCall, body: VratContractEditBody) => {
  const caller = await vratContractCaller(call, body.id, 'manage');
  const price = unitPriceFen(body.unitPrice);
  const { contract, parent } = await lockWithParent(call.tx, body.id);
  assertAllowed(contract, 'edit', call.today);
  if (body.startTime !== contract.startDate && body.startTime < call.today)
    throw invalidDates('Business:ContractStartInPast', 'start-in-past');
  await checkRange(call, contract.tenantId, {
    start: body.startTime,
    end: body.endTime,
    parentEnd: parent?.endDate,
    exceptId: contract.id,
  });
  const [row] = await call.tx
    .update(tenantContracts)
    .set({ startDate: body.startTime, endDate: body.endTime, remark: body.remark, unitPriceFen: price })
    .where(eq(tenantContracts.id, contract.id))
    .returning();
  await recordOperation(call.tx, row!, 'Edit', call.ctx.userId, { endDate: body.endTime, priceFen: price });
  await changed(call.tx, row!, 'Edit', parent);
  return toVratItem(row!, caller, call.today);
};

type StatusAction = 'enable' | 'stop' | 'reEnable';
const OPERATION = { enable: 'Enable', stop: 'Stop', reEnable: 'ReEnable' } as const;

/** Formally enable (NotEnable), stop (NotActive or Active), re-enable (Deactivate): the machine decides. */
export const changeVratStatus = async (call: VratCall, id: string, action: StatusAction) => {
  const caller = await vratContractCaller(call, id, 'manage');
  const { contract, parent } = await lockWithParent(call.tx, id);
  const next = nextContract(
    {
      line: LINE,
      status: contract.status,
      startDate: contract.startDate,
      endDate: contract.endDate,
      today: call.today,
    },
    { type: action },
  );
  if (!next) throw conflict('Business:ContractActionNotAllowed', `contracts:contracts.not-allowed.${action}`);
  // A stopped contract's days may have been given to another contract meanwhile.
  if (action === 'reEnable')
    await checkRange(call, contract.tenantId, {
      start: contract.startDate,
      end: contract.endDate,
      parentEnd: undefined,
      exceptId: contract.id,
    });
  const [row] = await call.tx
    .update(tenantContracts)
    .set({
      status: next.status,
      ...(action === 'stop' ? { stoppedAt: sql`now()` } : action === 'reEnable' ? { stoppedAt: null } : {}),
    })
    .where(eq(tenantContracts.id, id))
    .returning();
  await recordOperation(call.tx, row!, OPERATION[action], call.ctx.userId);
  await changed(call.tx, row!, OPERATION[action], parent);
  return toVratItem(row!, caller, call.today);
};

/** Spec 002 §5: the new end not in the past, later than the current one, within the parent's, over no other contract. */
export const renewVratContract = async (call: VratCall, body: VratRenewalBody) => {
  const caller = await vratContractCaller(call, body.contractId, 'manage');
  const { contract, parent } = await lockWithParent(call.tx, body.contractId);
  assertAllowed(contract, 'renew', call.today);
  if (body.endTime < call.today) throw invalidDates('Business:RenewalDateInvalid', 'renew-before-today');
  if (body.endTime <= contract.endDate)
    throw invalidDates('Business:RenewalDateInvalid', 'renew-not-later', { endTime: contract.endDate });
  await checkRange(call, contract.tenantId, {
    start: contract.startDate,
    end: body.endTime,
    parentEnd: parent?.endDate,
    exceptId: contract.id,
  });
  const [row] = await call.tx
    .update(tenantContracts)
    .set({ endDate: body.endTime })
    .where(eq(tenantContracts.id, contract.id))
    .returning();
  await recordOperation(call.tx, row!, 'Renewal', call.ctx.userId, { endDate: body.endTime });
  await changed(call.tx, row!, 'Renewal', parent);
  return toVratItem(row!, caller, call.today);
};

const assertMayChangeUnitPrice = async (call: VratCall, caller: ContractCaller) => {
  if (!(await mayChangeUnitPrice(call, caller)))
    throw forbidden('contracts:contracts.vrat.unit-price-change-not-allowed', 'Business:UnitPriceChangeNotAllowed');
};

/** Spec 002 §4: an Active contract's unit price, by the profiles that may set prices; kept as UnitPriceChange. */
export const changeVratUnitPrice = async (call: VratCall, body: VratUnitPriceBody) => {
  const caller = await vratContractCaller(call, body.id, 'manage');
  await assertMayChangeUnitPrice(call, caller);
  const price = unitPriceFen(body.unitPrice);
  const { contract, parent } = await lockWithParent(call.tx, body.id);
  assertAllowed(contract, 'changeUnitPrice', call.today);
  const [row] = await call.tx
    .update(tenantContracts)
    .set({ unitPriceFen: price })
    .where(eq(tenantContracts.id, contract.id))
    .returning();
  await recordOperation(call.tx, row!, 'UnitPriceChange', call.ctx.userId, { priceFen: price });
  await changed(call.tx, row!, 'UnitPriceChange', parent);
  return toVratItem(row!, caller, call.today);
};

/** Deletes a NotEnable contract; what it held (money and free tests) goes back to the parent contract. */
export const deleteVratContract = async (call: VratCall, id: string) => {
  await vratContractCaller(call, id, 'manage');
  const deleted = await deleteContract(call.tx, { userId: call.ctx.userId, today: call.today }, id, '');
  await recordOperation(call.tx, deleted, 'Delete', call.ctx.userId);
  return { id, returnedAmount: fenToYuan(deleted.returnedFen), returnedFreeTimes: deleted.returnedFreeTimes };
};
