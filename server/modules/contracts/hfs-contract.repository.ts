import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContractState } from '../../../machines/contract.machine';
import type { Tx } from '../../platform/db/database';
import { pageWithTotal, type Paging } from '../../platform/db/paged';
import {
  contractLedger,
  contractOperations,
  tenantContracts,
  tenants,
  users,
  type ContractOperationType,
  type UsageKind,
} from '../../platform/db/schema/index';
import { setTenant, type RequestContext } from '../../platform/tenancy';
import type { ContractRow } from './contract-ledger';
import type { ContractLine } from './contract-unlock';

// The contract queries (hfs by default; the vrat module passes its line). Row-level security
// decides whose rows are in reach: the caller's tenant and those below it (or, for the platform
// administrator, the target's whole tree).

const ofLine = (line: ContractLine) => and(eq(tenantContracts.line, line), isNull(tenantContracts.deletedAt));

/** The state the spec shows (machines/contract.machine contractState), in SQL, for filters. */
export const stateSql = (today: string): SQL<ContractState> => sql<ContractState>`case
  when ${tenantContracts.status} <> 'Enabled' then ${tenantContracts.status}
  when ${today}::date < ${tenantContracts.startDate} then 'NotActive'
  when ${today}::date > ${tenantContracts.endDate} then 'Expired'
  else 'Active' end`;

export const listContracts = async (
  tx: Tx,
  tenantId: string,
  today: string,
  page: { skip: number; take: number; states: readonly ContractState[] },
  line: ContractLine = 'hfs',
) => {
  const where = and(
    ofLine(line),
    eq(tenantContracts.tenantId, tenantId),
    page.states.length > 0 ? inArray(stateSql(today), [...page.states]) : undefined,
  );
  return pageWithTotal(
    tx,
    tx
      .select()
      .from(tenantContracts)
      .where(where)
      .orderBy(desc(tenantContracts.startDate), desc(tenantContracts.createdAt))
      .$dynamic(),
    { table: tenantContracts, where },
    page,
  );
};

/** Gross recharges per contract (the spec's `recharge`), deductions not subtracted. */
export const rechargedFen = async (tx: Tx, ids: string[]): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: contractLedger.contractId, fen: sql<string>`coalesce(sum(${contractLedger.amountFen}), 0)` })
    .from(contractLedger)
    .where(and(inArray(contractLedger.contractId, ids), eq(contractLedger.kind, 'Recharge')))
    .groupBy(contractLedger.contractId);
  return new Map(rows.map((r) => [r.id, Number(r.fen)]));
};

export const findContract = async (
  tx: Tx,
  id: string,
  line: ContractLine = 'hfs',
): Promise<ContractRow | undefined> => {
  const [row] = await tx
    .select()
    .from(tenantContracts)
    .where(and(ofLine(line), eq(tenantContracts.id, id)));
  return row;
};

/** A tenant's latest Active contract of the line: where a child's money comes from. */
export const latestActiveContract = async (
  tx: Tx,
  tenantId: string,
  today: string,
  line: ContractLine = 'hfs',
): Promise<ContractRow | undefined> => {
  const [row] = await tx
    .select()
    .from(tenantContracts)
    .where(
      and(
        ofLine(line),
        eq(tenantContracts.tenantId, tenantId),
        eq(tenantContracts.status, 'Enabled'),
        lte(tenantContracts.startDate, today),
        gte(tenantContracts.endDate, today),
      ),
    )
    .orderBy(desc(tenantContracts.endDate), desc(tenantContracts.createdAt))
    .limit(1);
  return row;
};

/**
 * A contract of the tenant, other than `exceptId`, whose validity meets [start, end] and that
 * still counts (spec 002 §5: NotEnable, NotActive or Active; stopped and expired ones do not).
 */
export const overlappingContract = async (
  tx: Tx,
  tenantId: string,
  range: { start: string; end: string; today: string; exceptId?: string },
  line: ContractLine = 'hfs',
) => {
  const [row] = await tx
    .select({ id: tenantContracts.id, startDate: tenantContracts.startDate, endDate: tenantContracts.endDate })
    .from(tenantContracts)
    .where(
      and(
        ofLine(line),
        eq(tenantContracts.tenantId, tenantId),
        range.exceptId ? ne(tenantContracts.id, range.exceptId) : undefined,
        or(
          eq(tenantContracts.status, 'NotEnable'),
          and(eq(tenantContracts.status, 'Enabled'), gte(tenantContracts.endDate, range.today)),
        ),
        lte(tenantContracts.startDate, range.end),
        gte(tenantContracts.endDate, range.start),
      ),
    )
    .limit(1);
  return row;
};

/** The other counting contracts' ranges, for the date pickers to disable (spec 002 §5). */
export const takenRanges = async (tx: Tx, tenantId: string, today: string, line: ContractLine = 'hfs') =>
  tx
    .select({ id: tenantContracts.id, startDate: tenantContracts.startDate, endDate: tenantContracts.endDate })
    .from(tenantContracts)
    .where(
      and(
        ofLine(line),
        eq(tenantContracts.tenantId, tenantId),
        or(
          eq(tenantContracts.status, 'NotEnable'),
          and(eq(tenantContracts.status, 'Enabled'), gte(tenantContracts.endDate, today)),
        ),
      ),
    )
    .orderBy(tenantContracts.startDate);

export const allContracts = (tx: Tx, tenantId: string, line: ContractLine = 'hfs') =>
  tx
    .select()
    .from(tenantContracts)
    .where(and(ofLine(line), eq(tenantContracts.tenantId, tenantId)));

export const recordOperation = (
  tx: Tx,
  contract: ContractRow,
  operateType: ContractOperationType,
  operatorId: string,
  extra: { endDate?: string; priceFen?: number } = {},
) =>
  tx.insert(contractOperations).values({
    tenantId: contract.tenantId,
    contractId: contract.id,
    operateType,
    operatorId,
    endDate: extra.endDate ?? null,
    priceFen: extra.priceFen ?? null,
  });

const operatorName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.userName}, '')`;

export const rechargeRecords = async (tx: Tx, contractId: string, page: Paging) => {
  const where = and(eq(contractLedger.contractId, contractId), inArray(contractLedger.kind, ['Recharge', 'Deduct']));
  return pageWithTotal(
    tx,
    tx
      .select({
        id: contractLedger.id,
        createdAt: contractLedger.createdAt,
        amountFen: contractLedger.amountFen,
        remark: contractLedger.remark,
        kind: contractLedger.kind,
        operateName: operatorName,
      })
      .from(contractLedger)
      .leftJoin(users, eq(users.id, contractLedger.operatorId))
      .where(where)
      .orderBy(desc(contractLedger.id))
      .$dynamic(),
    { table: contractLedger, where },
    page,
  );
};

export const operationRecords = async (
  tx: Tx,
  contractId: string,
  page: Paging,
  types?: readonly ContractOperationType[],
) => {
  const where = and(
    eq(contractOperations.contractId, contractId),
    types ? inArray(contractOperations.operateType, [...types]) : undefined,
  );
  return pageWithTotal(
    tx,
    tx
      .select({
        id: contractOperations.id,
        createdAt: contractOperations.createdAt,
        endDate: contractOperations.endDate,
        operateType: contractOperations.operateType,
        priceFen: contractOperations.priceFen,
        operateName: operatorName,
      })
      .from(contractOperations)
      .leftJoin(users, eq(users.id, contractOperations.operatorId))
      .where(where)
      .orderBy(desc(contractOperations.id))
      .$dynamic(),
    { table: contractOperations, where },
    page,
  );
};

export const usageRecords = async (tx: Tx, contractId: string, kind: UsageKind, page: Paging) => {
  const where = and(
    eq(contractLedger.contractId, contractId),
    eq(contractLedger.kind, 'Consumption'),
    eq(contractLedger.usageKind, kind),
  );
  return pageWithTotal(
    tx,
    tx
      .select({
        id: contractLedger.id,
        createdAt: contractLedger.createdAt,
        amountFen: contractLedger.amountFen,
        details: contractLedger.details,
      })
      .from(contractLedger)
      .where(where)
      .orderBy(desc(contractLedger.id))
      .$dynamic(),
    { table: contractLedger, where },
    page,
  );
};

export const tenantRow = async (tx: Tx, tenantId: string) => {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  return row;
};

/**
 * The tenant whose contract `contractId` is. The platform administrator has no tenant of its
 * own, so row-level security is pointed at each tree's top in turn until the contract is found
 * (contractCaller then points it at the right tree).
 */
export const contractTenantOf = async (tx: Tx, ctx: RequestContext, contractId: string, line: ContractLine = 'hfs') => {
  const find = async () => {
    const [row] = await tx
      .select({ tenantId: tenantContracts.tenantId })
      .from(tenantContracts)
      .where(and(ofLine(line), eq(tenantContracts.id, contractId)));
    return row?.tenantId;
  };
  if (ctx.tenant) return find();
  const tops = await tx.select({ id: tenants.id }).from(tenants).where(isNull(tenants.parentId));
  for (const top of tops) {
    await setTenant(tx, top.id);
    const found = await find();
    if (found) return found;
  }
  return undefined;
};
