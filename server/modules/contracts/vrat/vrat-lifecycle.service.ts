import { badRequest, forbidden } from '../../../platform/errors';
import { lineCaller, lineContractCaller } from '../access/contract-access.service';
import {
  changeContract,
  changeStatus,
  createContract,
  editContract,
  removeContract,
  renewContract,
  type StatusAction,
} from '../lifecycle/contract-lifecycle.service';
import { findContract, listContracts, operationRecords } from '../lifecycle/tenant-contracts.repository';
import { fenToYuan, yuanToFen } from '../../../platform/money';
import { mayChangeUnitPrice, toVratItem, vratCallerInfo } from './vrat-contract-view.service';
import type {
  VratContractBody,
  VratContractEditBody,
  VratListBody,
  VratRenewalBody,
  VratUnitPriceBody,
} from './vrat-contract.schemas';
import { moneyRecords } from '../ledger/contract-ledger.repository';
import type { ContractCall, ContractCaller } from '../contract.types';
import { contractNotFound } from '../contract.errors';

// The VRAT contract's lifecycle (spec 002 §4 "VRAT contract state", §5 "VRAT contract"):
// contract-lifecycle's, with what only VRAT has: the unit price (and the parent's, bought at),
// and the free tests a deleted contract gives back.

const LINE = 'vrat';

/** Spec 002 §5: unit price required and > 0. */
const unitPriceFen = (unitPrice: number) => {
  const fen = yuanToFen(unitPrice, 'unitPrice');
  if (fen <= 0)
    throw badRequest('Business:UnitPriceInvalid', 'contracts:contracts.vrat.unit-price', { member: 'unitPrice' });
  return fen;
};

export const listVratContracts = async (call: ContractCall, body: VratListBody) => {
  const caller = await lineCaller(call, 'vrat', body.tenantId, 'view');
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
export const getVratContract = async (call: ContractCall, id: string) => {
  const caller = await lineContractCaller(call, 'vrat', id, 'view');
  const row = await findContract(call.tx, id, LINE);
  if (!row) throw contractNotFound();
  const operations = await operationRecords(call.tx, id, { skip: 0, take: 999 });
  const money = await moneyRecords(call.tx, id, 999);
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
 * A NotEnable contract (contract-lifecycle's createContract): what the parent sells a test at is
 * what this tenant buys it at.
 */
export const createVratContract = async (call: ContractCall, body: VratContractBody) => {
  const caller = await lineCaller(call, 'vrat', body.tenantId, 'manage');
  const price = unitPriceFen(body.unitPrice);
  const row = await createContract(call, LINE, caller.target, body, {
    values: (parent) => ({ unitPriceFen: price, buyPriceFen: parent?.unitPriceFen ?? null }),
    operation: (created) => ({ endDate: created.endDate, priceFen: price }),
  });
  return toVratItem(row, caller, call.today);
};

export const editVratContract = async (call: ContractCall, body: VratContractEditBody) => {
  const caller = await lineContractCaller(call, 'vrat', body.id, 'manage');
  const price = unitPriceFen(body.unitPrice);
  const row = await editContract(call, LINE, body.id, body, {
    values: () => ({ unitPriceFen: price }),
    operation: { priceFen: price },
  });
  return toVratItem(row, caller, call.today);
};

/** Formally enable (NotEnable), stop (NotActive or Active), re-enable (Deactivate): the machine decides. */
export const changeVratStatus = async (call: ContractCall, id: string, action: StatusAction) => {
  const caller = await lineContractCaller(call, 'vrat', id, 'manage');
  return toVratItem(await changeStatus(call, LINE, id, action), caller, call.today);
};

export const renewVratContract = async (call: ContractCall, body: VratRenewalBody) => {
  const caller = await lineContractCaller(call, 'vrat', body.contractId, 'manage');
  return toVratItem(await renewContract(call, LINE, body.contractId, body.endTime), caller, call.today);
};

const assertMayChangeUnitPrice = async (call: ContractCall, caller: ContractCaller) => {
  if (!(await mayChangeUnitPrice(call, caller)))
    throw forbidden('contracts:contracts.vrat.unit-price-change-not-allowed', 'Business:UnitPriceChangeNotAllowed');
};

/** Spec 002 §4: an Active contract's unit price, by the profiles that may set prices; kept as UnitPriceChange. */
export const changeVratUnitPrice = async (call: ContractCall, body: VratUnitPriceBody) => {
  const caller = await lineContractCaller(call, 'vrat', body.id, 'manage');
  await assertMayChangeUnitPrice(call, caller);
  const price = unitPriceFen(body.unitPrice);
  const row = await changeContract(call, body.id, {
    action: 'changeUnitPrice',
    values: { unitPriceFen: price },
    operation: 'UnitPriceChange',
    extra: { priceFen: price },
  });
  return toVratItem(row, caller, call.today);
};

/** Deletes a NotEnable contract; what it held (money and free tests) goes back to the parent contract. */
export const deleteVratContract = async (call: ContractCall, id: string) => {
  await lineContractCaller(call, 'vrat', id, 'manage');
  const deleted = await removeContract(call, id);
  return { id, returnedAmount: fenToYuan(deleted.returnedFen), returnedFreeTimes: deleted.returnedFreeTimes };
};
