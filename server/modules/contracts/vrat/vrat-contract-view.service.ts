import { contractState } from '../../../../machines/contract.machine';
import { parentIdOf } from '../access/contract-access.repository';
import { mayUseSystemNotice } from '../access/contract-access.service';
import type { VratCallerInfo, VratContractItem } from './vrat-contract.schemas';
import { fenToYuan } from '../../../platform/money';
import type { ContractCall, ContractCaller, ContractRow } from '../contract.types';

// What only the VRAT line has: the unit-price rule, its caller info and its contract item. Who
// may call is the same for both lines (lineCaller and lineContractCaller in contract-access.ts).

/**
 * Spec 002 §4 (Active: "change unit price, only for non-admin, non-area users whose centre has no
 * parent") and §6 ("may edit prices only when it has no parent"): the caller manages the contract,
 * is neither the platform nor an area, and its own tenant is the top of its tree.
 */
export const mayChangeUnitPrice = async (call: ContractCall, caller: ContractCaller): Promise<boolean> => {
  if (!caller.manages || !call.ctx.tenant) return false;
  if (caller.profile === 'Admin' || caller.profile === 'Area' || caller.profile === 'AreaAgent') return false;
  return (await parentIdOf(call.tx, call.ctx.tenant.id)) === null;
};

export const vratCallerInfo = async (call: ContractCall, caller: ContractCaller): Promise<VratCallerInfo> => ({
  profile: caller.profile,
  manages: caller.manages,
  priceLabel: caller.rules.priceLabel,
  seesBalanceAndStopTime: caller.rules.seesBalanceAndStopTime,
  needsVerification: caller.rules.needsVerification,
  mayChangeUnitPrice: await mayChangeUnitPrice(call, caller),
  mayUseSystemNotice: mayUseSystemNotice(caller),
});

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** A VRAT contract as the caller may see it: balance and stop time only for Admin (spec 002 §6). */
export const toVratItem = (row: ContractRow, caller: ContractCaller, today: string): VratContractItem => {
  const admin = caller.rules.seesBalanceAndStopTime;
  return {
    id: row.id,
    tenantId: row.tenantId,
    parentContractId: row.parentContractId,
    startTime: row.startDate,
    endTime: row.endDate,
    state: contractState(row, today),
    status: row.status,
    amount: fenToYuan(row.cumulativeRechargeFen),
    balance: admin ? fenToYuan(row.balanceFen) : null,
    consumeAmount: fenToYuan(row.cumulativeConsumptionFen),
    cumulativeAllocation: fenToYuan(row.cumulativeAllocationFen),
    unitPrice: yuanOrNull(row.unitPriceFen),
    buyPrice: yuanOrNull(row.buyPriceFen),
    setSellingPrice: row.setSellingPrice,
    freeTimes: row.freeTimes,
    cumulativeAllocationFreeTimes: row.cumulativeAllocationFreeTimes,
    remark: row.remark,
    stopTime: admin && row.stoppedAt ? row.stoppedAt.toISOString() : null,
    creationTime: row.createdAt.toISOString(),
  };
};
