import { DateTime } from 'luxon';
import { contractState } from '../../../machines/contract.machine';
import type { Tx } from '../../platform/db/database';
import type { ContractLine } from '../../platform/db/schema/index';
import { forbidden } from '../../platform/errors';
import { requireTenant, withEachTenantScope, type RequestContext } from '../../platform/tenancy';
import { callerProfile, contractCaller } from '../contracts/access/contract-access.service';
import { fenToYuan } from '../../platform/money';
import { findOrders, ownContracts, treeTops, type OrderRow, type OrderScope } from './orders.repository';
import type { OrderFilter, OrderItem, OrderListQuery, VratCostOverview } from './orders.schemas';

// The order lists of spec 002 §2 (centre menu hfs/order, hfs/vartOrder; management hfs/order,
// hfs/vartOrder): what a tenant and the tenants below it used of their contracts, newest first.
// Who may read them is who may read contracts (spec 002 §6 profiles).

/** The most rows one Excel export holds. */
export const EXPORT_MAX_ROWS = 50_000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

// The ledger keeps what was used as free-form details (the usage screens write them): the
// child's and the resource's names are read under the names those writers use.
const detailsOf = (details: unknown) => {
  const d = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  return {
    childName: text(d['childName']) ?? text(d['subjectName']),
    resourceName: text(d['resourceName']) ?? text(d['planName']) ?? text(d['name']),
  };
};

export const orderItem = (row: OrderRow): OrderItem => ({
  id: String(row.id),
  tenantId: row.tenantId,
  tenantName: row.tenantName,
  contractId: row.contractId,
  usageKind: row.usageKind ?? 'evaluation',
  amount: fenToYuan(-row.amountFen),
  freeTimes: -row.freeTimes,
  ...detailsOf(row.details),
  remark: row.remark,
  operatorName: text(row.operatorName),
  creationTime: row.createdAt.toISOString(),
});

/** The filter's days as instants: from the first day's start to the end of the last, in the tenant's calendar. */
const scopeOf = (line: ContractLine, filter: OrderFilter, timeZone: string): Omit<OrderScope, 'subtreeOf'> => ({
  line,
  from: filter.startTime ? DateTime.fromISO(filter.startTime, { zone: timeZone }).startOf('day').toJSDate() : null,
  until: filter.endTime
    ? DateTime.fromISO(filter.endTime, { zone: timeZone }).plus({ days: 1 }).startOf('day').toJSDate()
    : null,
  usageKind: filter.usageKind ?? null,
});

/**
 * Orders in reach of the caller, newest first. A tenant reads its own and its subtree's (row-level
 * security); the platform administrator reads one tree, or with no tenant chosen every tree in
 * turn, merged by time.
 */
const ordersInReach = async (
  tx: Tx,
  ctx: RequestContext,
  line: ContractLine,
  filter: OrderFilter,
  page: { skip: number; take: number },
  timeZone: string,
) => {
  const profile = callerProfile(ctx);
  if (!profile) throw forbidden();
  const base = scopeOf(line, filter, timeZone);
  if (filter.tenantId) {
    // A tenant filter outside the caller's subtree finds nothing; the administrator is pointed at its tree.
    if (profile === 'Admin') await contractCaller(tx, ctx, filter.tenantId, 'view');
    return findOrders(tx, { ...base, subtreeOf: filter.tenantId }, page);
  }
  if (profile !== 'Admin') {
    requireTenant(ctx);
    return findOrders(tx, { ...base, subtreeOf: null }, page);
  }
  // One tree at a time: row-level security shows a tenant's subtree, and the administrator's reach is every tree.
  const perTree = await withEachTenantScope(tx, await treeTops(tx), (top) =>
    findOrders(tx, { ...base, subtreeOf: top }, { skip: 0, take: page.skip + page.take }),
  );
  const rows: OrderRow[] = perTree.flatMap((found) => found.rows);
  const totalCount = perTree.reduce((sum, found) => sum + found.totalCount, 0);
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return { rows: rows.slice(page.skip, page.skip + page.take), totalCount };
};

export const listOrders = async (
  tx: Tx,
  ctx: RequestContext,
  line: ContractLine,
  query: OrderListQuery,
  timeZone: string,
) => {
  const { rows, totalCount } = await ordersInReach(
    tx,
    ctx,
    line,
    query,
    { skip: query.skipCount, take: query.maxResultCount },
    timeZone,
  );
  return { items: rows.map(orderItem), totalCount };
};

/** Every order the filter selects (up to EXPORT_MAX_ROWS), for the Excel export. */
export const ordersForExport = async (
  tx: Tx,
  ctx: RequestContext,
  line: ContractLine,
  filter: OrderFilter,
  timeZone: string,
) => (await ordersInReach(tx, ctx, line, filter, { skip: 0, take: EXPORT_MAX_ROWS }, timeZone)).rows.map(orderItem);

/** Spec 002 §3 "VRAT balance summary" of the caller's own VRAT contracts (the centre's fee overview). */
export const vratCostOverview = async (tx: Tx, ctx: RequestContext, today: string): Promise<VratCostOverview> => {
  const tenant = requireTenant(ctx);
  await contractCaller(tx, ctx, tenant.id, 'view');
  const contracts = (await ownContracts(tx, tenant.id, 'vrat')).map((c) => ({ ...c, state: contractState(c, today) }));
  const sum = (pick: (c: (typeof contracts)[number]) => number) => contracts.reduce((total, c) => total + pick(c), 0);
  // Contracts of a tenant do not overlap in time (spec 002 §5), so at most one is active today.
  const active = contracts.find((c) => c.state === 'Active');
  const balanceFen = active?.balanceFen ?? 0;
  return {
    Balance: fenToYuan(balanceFen),
    CumulativeConsumption: fenToYuan(sum((c) => c.cumulativeConsumptionFen)),
    CumulativeRecharge: fenToYuan(sum((c) => c.cumulativeRechargeFen)),
    DeactivateBalance: fenToYuan(sum((c) => (c.state === 'Deactivate' ? c.balanceFen : 0))),
    CurrentEndTime: active?.endDate ?? null,
    BalanceEqualTimes: active?.unitPriceFen ? Math.floor(balanceFen / active.unitPriceFen) : null,
    FreeTimes: active?.freeTimes ?? 0,
    UnitPrice: active?.unitPriceFen ? fenToYuan(active.unitPriceFen) : null,
  };
};
