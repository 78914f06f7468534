import type { FastifyRequest } from 'fastify';
import { contractState } from '../../../machines/contract.machine';
import type { Tx } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy';
import { callerProfile, contractCaller, type ContractCaller } from './contract-access';
import { contractNotFound, type ContractRow } from './contract-ledger';
import { assertUnlocked } from './contract-unlock';
import { contractTenantOf } from './hfs-contract.repository';
import type { HfsCallerInfo, HfsContractItem } from './hfs-contract.schemas';
import { fenToYuan } from './money';
import { forbidden } from '../../platform/errors';

/** One HFS contract call: the request (for the unlock header), its context and the tenant's day. */
export type HfsCall = { tx: Tx; request: FastifyRequest; ctx: RequestContext; today: string };

/** The caller of a call about `tenantId`'s contracts, unlocked (spec 002 §4 "Verification lock"). */
export const hfsCaller = async (call: HfsCall, tenantId: string, need: 'view' | 'manage') => {
  const caller = await contractCaller(call.tx, call.ctx, tenantId, need);
  await assertUnlocked(call.request, caller, 'hfs');
  return caller;
};

/** The caller of a call about one contract; a contract out of the caller's reach is not found. */
export const hfsContractCaller = async (call: HfsCall, contractId: string, need: 'view' | 'manage') => {
  if (!callerProfile(call.ctx)) throw forbidden();
  const tenantId = await contractTenantOf(call.tx, call.ctx, contractId);
  if (!tenantId) throw contractNotFound();
  return hfsCaller(call, tenantId, need);
};

export const callerInfo = (caller: ContractCaller): HfsCallerInfo => ({
  profile: caller.profile,
  manages: caller.manages,
  priceLabel: caller.rules.priceLabel,
  seesBalanceAndStopTime: caller.rules.seesBalanceAndStopTime,
  mayDeduct: caller.rules.mayDeductHfs,
  needsVerification: caller.rules.needsVerification,
  // Spec 002 §6: the system-notice reminder contact is for CenterAdmin or Admin.
  mayUseSystemNotice: caller.profile === 'CenterAdmin' || caller.profile === 'Admin',
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
