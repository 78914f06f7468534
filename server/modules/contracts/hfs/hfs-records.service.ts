import { assertAllowed } from '../ledger/contract-ledger.service';
import { lineContractCaller } from '../access/contract-access.service';
import { findContract, operationRecords } from '../lifecycle/tenant-contracts.repository';
import { rechargeRecords, usageRecords } from '../ledger/contract-ledger.repository';
import type { PageQuery, UsageQuery } from './hfs-contract.schemas';
import { fenToYuan } from '../../../platform/money';
import { reversalsOf, reversingEntries } from './resources/hfs-resources.repository';
import { contractNotFound } from '../contract.errors';
import type { ContractCall } from '../contract.types';

// A contract's records (spec 002 §3 operateRecords, minSellingPriceRecords, Recharge record; §9
// usage-records tabs), newest first, ten to a page unless asked otherwise.

const readable = async (call: ContractCall, id: string) => {
  await lineContractCaller(call, 'hfs', id, 'view');
  const contract = await findContract(call.tx, id);
  if (!contract) throw contractNotFound();
  return contract;
};

const pageOf = (q: PageQuery) => ({ skip: q.SkipCount, take: q.MaxResultCount });

/** A Recharge or Deduct ledger entry as the recharge records show it. */
export const toRechargeRecord = (r: {
  id: number;
  createdAt: Date;
  amountFen: number;
  remark: string;
  kind: string;
  operateName: string;
}) => ({
  id: String(r.id),
  creationTime: r.createdAt.toISOString(),
  money: fenToYuan(r.amountFen),
  remark: r.remark,
  state: r.kind,
  operateName: r.operateName,
});

export const hfsRechargeRecords = async (call: ContractCall, id: string, query: PageQuery) => {
  await readable(call, id);
  const { rows, totalCount } = await rechargeRecords(call.tx, id, pageOf(query));
  // A deleted record shows as Deleted; the entry that undid it as Reversal (spec 002 §4).
  const ids = rows.map((r) => r.id);
  const deleted = new Set((await reversalsOf(call.tx, ids)).map((r) => Number(r.reverses)));
  const reversals = new Set((await reversingEntries(call.tx, ids)).map((r) => r.id));
  return {
    items: rows.map((r) =>
      toRechargeRecord({ ...r, kind: deleted.has(r.id) ? 'Deleted' : reversals.has(r.id) ? 'Reversal' : r.kind }),
    ),
    totalCount,
  };
};

/** Operation records, or (priceOnly) the minimum selling price records. */
export const hfsOperationRecords = async (call: ContractCall, id: string, query: PageQuery, priceOnly = false) => {
  const contract = await readable(call, id);
  assertAllowed(contract, 'viewRecords', call.today);
  const { rows, totalCount } = await operationRecords(
    call.tx,
    id,
    pageOf(query),
    priceOnly ? ['MinSellingPriceChange'] : undefined,
  );
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      creationTime: r.createdAt.toISOString(),
      endTime: r.endDate,
      operateName: r.operateName,
      operateType: r.operateType,
      minSellingPrice: r.priceFen === null ? null : fenToYuan(r.priceFen),
    })),
    totalCount,
  };
};

export const hfsUsageRecords = async (call: ContractCall, id: string, query: UsageQuery) => {
  const contract = await readable(call, id);
  assertAllowed(contract, 'viewUsage', call.today);
  const { rows, totalCount } = await usageRecords(call.tx, id, query.kind, pageOf(query));
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      creationTime: r.createdAt.toISOString(),
      // Consumption entries are negative on the contract; the record shows what was spent.
      money: fenToYuan(-r.amountFen),
      details: JSON.stringify(r.details ?? {}),
    })),
    totalCount,
  };
};
