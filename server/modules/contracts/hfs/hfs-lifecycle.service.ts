import type { ContractState } from '../../../../machines/contract.machine';
import { badRequest } from '../../../platform/errors';
import {
  changeStatus,
  createContract,
  editContract,
  parentContractOf,
  removeContract,
  renewContract,
  type StatusAction,
} from '../lifecycle/contract-lifecycle.service';
import { lineCaller, lineContractCaller } from '../access/contract-access.service';
import { callerInfo, toItem } from './hfs-contract-view.service';
import { findContract, listContracts, recordOperation, takenRanges } from '../lifecycle/tenant-contracts.repository';
import { rechargedFen } from '../ledger/contract-ledger.repository';
import {
  CONTRACT_STATES,
  type HfsContractBody,
  type HfsContractEditBody,
  type HfsContractListQuery,
  type RenewalBody,
} from './hfs-contract.schemas';
import { fenToYuan, yuanToFen } from '../../../platform/money';
import type { ContractCall, ContractCaller, ContractRow } from '../contract.types';
import { contractNotFound } from '../contract.errors';

// The HFS contract's lifecycle (spec 002 §4, §5): contract-lifecycle's, with what only HFS has,
// the minimum sell price, and each answer with the contract's gross recharges.

const minSellPriceFen = (minSellPrice: number | null | undefined) => {
  if (minSellPrice === null || minSellPrice === undefined) return null;
  const fen = yuanToFen(minSellPrice, 'minSellPrice');
  if (fen <= 0) throw badRequest('Business:MinSellPriceInvalid', 'contracts:contracts.hfs.min-sell-price');
  return fen;
};

export const listHfsContracts = async (call: ContractCall, query: HfsContractListQuery) => {
  const caller = await lineCaller(call, 'hfs', query.TenantId, 'view');
  const states = (query.contractStates ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is ContractState => (CONTRACT_STATES as readonly string[]).includes(s));
  const { rows, totalCount } = await listContracts(call.tx, caller.target.id, call.today, {
    skip: query.SkipCount,
    take: query.MaxResultCount,
    states,
  });
  const recharged = await rechargedFen(
    call.tx,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toItem(row, caller, call.today, recharged.get(row.id))),
    totalCount,
    today: call.today,
    caller: callerInfo(caller),
    tenantName: caller.target.name,
    hasParentTenant: caller.target.parentId !== null,
  };
};

const itemOf = async (call: ContractCall, caller: ContractCaller, row: ContractRow) =>
  toItem(row, caller, call.today, (await rechargedFen(call.tx, [row.id])).get(row.id));

export const getHfsContract = async (call: ContractCall, id: string) => {
  const caller = await lineContractCaller(call, 'hfs', id, 'view');
  const row = await findContract(call.tx, id);
  if (!row) throw contractNotFound();
  return itemOf(call, caller, row);
};

/** The days a new or renewed contract may not take: today's past, after the parent's end, other contracts. */
export const hfsDateLimits = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  const parent = await parentContractOf(call, 'hfs', caller.target);
  const taken = await takenRanges(call.tx, caller.target.id, call.today);
  return {
    today: call.today,
    parentEndTime: parent?.endDate ?? null,
    taken: taken.map((r) => ({ id: r.id, startTime: r.startDate, endTime: r.endDate })),
  };
};

/** A NotEnable contract (contract-lifecycle's createContract) with its minimum sell price, if any. */
export const createHfsContract = async (call: ContractCall, body: HfsContractBody) => {
  const caller = await lineCaller(call, 'hfs', body.tenantId, 'manage');
  const row = await createContract(call, 'hfs', caller.target, body, {
    // Asked for once the dates have passed, so a date error comes first.
    values: () => {
      const minSell = minSellPriceFen(body.minSellPrice);
      if (body.setSellingPrice && minSell === null)
        throw badRequest('Business:MinSellPriceInvalid', 'contracts:contracts.hfs.min-sell-price');
      return {
        reminderAmountFen: body.reminderAmount === undefined ? null : yuanToFen(body.reminderAmount, 'reminderAmount'),
        setSellingPrice: body.setSellingPrice,
        minSellPriceFen: minSell,
      };
    },
    afterCreate: async (created) => {
      if (created.minSellPriceFen !== null)
        await recordOperation(call.tx, created, 'MinSellingPriceChange', call.ctx.userId, {
          priceFen: created.minSellPriceFen,
        });
    },
  });
  return itemOf(call, caller, row);
};

export const editHfsContract = async (call: ContractCall, id: string, body: HfsContractEditBody) => {
  const caller = await lineContractCaller(call, 'hfs', id, 'manage');
  const row = await editContract(call, 'hfs', id, body, {
    values: () =>
      body.reminderAmount === undefined ? {} : { reminderAmountFen: yuanToFen(body.reminderAmount, 'reminderAmount') },
  });
  return itemOf(call, caller, row);
};

/** Formally enable (NotEnable → open), stop (Active → Deactivate), re-enable (Deactivate → back). */
export const changeHfsStatus = async (call: ContractCall, id: string, action: StatusAction) => {
  const caller = await lineContractCaller(call, 'hfs', id, 'manage');
  return itemOf(call, caller, await changeStatus(call, 'hfs', id, action));
};

export const renewHfsContract = async (call: ContractCall, body: RenewalBody) => {
  const caller = await lineContractCaller(call, 'hfs', body.contractId, 'manage');
  return itemOf(call, caller, await renewContract(call, 'hfs', body.contractId, body.EndTime));
};

/** Deletes a contract its state allows deleting; what it held goes back to the parent contract. */
export const deleteHfsContract = async (call: ContractCall, id: string) => {
  await lineContractCaller(call, 'hfs', id, 'manage');
  const deleted = await removeContract(call, id);
  return { id, returnedAmount: fenToYuan(deleted.returnedFen) };
};
