import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  contractLedger,
  tenantContracts,
  tenants,
  users,
  type ContractLine,
  type UsageKind,
} from '../../platform/db/schema/index';

// Orders are the Consumption entries of the ledger (architecture.md "Money"). Row-level security
// (the subtree policy) limits them to the tenant the request runs in and the tenants below it.

export type OrderScope = {
  line: ContractLine;
  from: Date | null;
  /** Exclusive. */
  until: Date | null;
  /** The tenant and those below it; null: everything row-level security shows. */
  subtreeOf: string | null;
  usageKind: UsageKind | null;
};

export type OrderRow = {
  id: number;
  tenantId: string;
  tenantName: string;
  contractId: string;
  usageKind: UsageKind | null;
  amountFen: number;
  freeTimes: number;
  details: unknown;
  remark: string;
  operatorName: string | null;
  createdAt: Date;
};

const whereOf = (scope: OrderScope): SQL | undefined =>
  and(
    eq(contractLedger.kind, 'Consumption'),
    eq(tenantContracts.line, scope.line),
    scope.from ? gte(contractLedger.createdAt, scope.from) : undefined,
    scope.until ? lt(contractLedger.createdAt, scope.until) : undefined,
    scope.usageKind ? eq(contractLedger.usageKind, scope.usageKind) : undefined,
    scope.subtreeOf
      ? sql`${contractLedger.tenantId} in (select descendant_id from tenant_closure where ancestor_id = ${scope.subtreeOf})`
      : undefined,
  );

/** The newest `take` orders after skipping `skip`, and how many there are in all. */
export const findOrders = async (tx: Tx, scope: OrderScope, page: { skip: number; take: number }) => {
  const where = whereOf(scope);
  const rows = await tx
    .select({
      id: contractLedger.id,
      tenantId: contractLedger.tenantId,
      tenantName: tenants.name,
      contractId: contractLedger.contractId,
      usageKind: contractLedger.usageKind,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
      details: contractLedger.details,
      remark: contractLedger.remark,
      operatorName: users.name,
      createdAt: contractLedger.createdAt,
    })
    .from(contractLedger)
    .innerJoin(tenantContracts, eq(tenantContracts.id, contractLedger.contractId))
    .innerJoin(tenants, eq(tenants.id, contractLedger.tenantId))
    .leftJoin(users, eq(users.id, contractLedger.operatorId))
    .where(where)
    .orderBy(desc(contractLedger.createdAt), desc(contractLedger.id))
    .offset(page.skip)
    .limit(page.take);
  const [total] = await tx
    .select({ n: count() })
    .from(contractLedger)
    .innerJoin(tenantContracts, eq(tenantContracts.id, contractLedger.contractId))
    .where(where);
  return { rows: rows as OrderRow[], totalCount: total?.n ?? 0 };
};

/** The tops of the tenant trees: the platform administrator reads each tree in turn. */
export const treeTops = async (tx: Tx) =>
  (await tx.select({ id: tenants.id }).from(tenants).where(isNull(tenants.parentId)).orderBy(tenants.name)).map(
    (row) => row.id,
  );

/** The tenant's own contracts of a line (not those below it), for its fee overview. */
export const ownContracts = (tx: Tx, tenantId: string, line: ContractLine) =>
  tx
    .select()
    .from(tenantContracts)
    .where(
      and(eq(tenantContracts.tenantId, tenantId), eq(tenantContracts.line, line), isNull(tenantContracts.deletedAt)),
    );
