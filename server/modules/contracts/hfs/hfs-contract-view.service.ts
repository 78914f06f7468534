import { contractState } from '../../../../machines/contract.machine';
import { mayUseSystemNotice } from '../access/contract-access.service';
import type { HfsCallerInfo, HfsContractItem } from './hfs-contract.schemas';
import { fenToYuan } from '../../../platform/money';
import type { ContractCaller, ContractRow } from '../contract.types';

// What only the HFS line has: its caller info and its contract item. Who may call is the same
// for both lines (lineCaller and lineContractCaller in contract-access.ts).

export const callerInfo = (caller: ContractCaller): HfsCallerInfo => ({
  profile: caller.profile,
  manages: caller.manages,
  priceLabel: caller.rules.priceLabel,
  seesBalanceAndStopTime: caller.rules.seesBalanceAndStopTime,
  mayDeduct: caller.rules.mayDeductHfs,
  needsVerification: caller.rules.needsVerification,
  mayUseSystemNotice: mayUseSystemNotice(caller),
});

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** A contract as the caller may see it: balance and stop time only for Admin (spec 002 §6). */
export const toItem = (row: ContractRow, caller: ContractCaller, today: string, rechargedFen = 0): HfsContractItem => {
  const admin = caller.rules.seesBalanceAndStopTime;
  return {
    id: row.id,
    tenantId: row.tenantId,
    parentContractId: row.parentContractId,
    startTime: row.startDate,
    endTime: row.endDate,
    amount: fenToYuan(row.cumulativeRechargeFen),
    balance: admin ? fenToYuan(row.balanceFen) : null,
    recharge: fenToYuan(rechargedFen),
    consumeAmount: fenToYuan(row.cumulativeConsumptionFen),
    cumulativeAllocation: fenToYuan(row.cumulativeAllocationFen),
    remark: row.remark,
    reminderAmount: yuanOrNull(row.reminderAmountFen),
    setSellingPrice: row.setSellingPrice,
    minSellPrice: yuanOrNull(row.minSellPriceFen),
    state: contractState(row, today),
    status: row.status,
    stopTime: admin && row.stoppedAt ? row.stoppedAt.toISOString() : null,
    creationTime: row.createdAt.toISOString(),
  };
};
