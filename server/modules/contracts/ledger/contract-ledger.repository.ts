import { and, desc, eq, fillPlaceholders, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { alias, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '../../../platform/db/database';
import { pageWithTotal, type Paging } from '../../../platform/db/paged';
import { executeNamedQuery, statementName } from '../../../platform/db/prepared';
import { contractLedger, tenantContracts, users, type UsageKind } from '../../../platform/db/schema/index';
import type { ContractRow } from '../contract.types';
import { operatorName } from '../lifecycle/tenant-contracts.repository';

// The ledger's queries: entries and the contract's running totals, always written together on
// rows the ledger service has locked, and the records read back from it.

/** The contract, locked for update; undefined when it is gone or out of reach. */
export const lockContract = async (tx: Tx, id: string): Promise<ContractRow | undefined> => {
  const [row] = await tx.select().from(tenantContracts).where(eq(tenantContracts.id, id)).for('update');
  return row?.deletedAt ? undefined : row;
};

const CONTRACT_COLUMNS = Object.entries(getTableColumns(tenantContracts));

/** A tenant_contracts row as the driver gives it (snake_case, bigint as text) in the schema's types. */
const contractOf = (raw: Record<string, unknown>): ContractRow =>
  Object.fromEntries(
    CONTRACT_COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as ContractRow;

/**
 * The contract and the parent contract its money comes from, locked in one statement, parent
 * first: rows are locked in the order the statement returns them, and every movement locks in
 * this order, so two movements on one branch of the tree queue instead of deadlocking. The
 * parent's id is read without a lock, as the contract's row says it before the lock. Built once
 * (the contract's id a placeholder): building it with drizzle on every movement cost the client
 * more CPU than the database spent running it.
 */
const LOCK = (() => {
  const peek = alias(tenantContracts, 'peek');
  const id = sql.placeholder('id');
  const parentId = new QueryBuilder().select({ id: peek.parentContractId }).from(peek).where(eq(peek.id, id));
  const query = new PgDialect().sqlToQuery(
    new QueryBuilder()
      .select()
      .from(tenantContracts)
      .where(or(eq(tenantContracts.id, id), eq(tenantContracts.id, parentId)))
      .orderBy(sql`${tenantContracts.id} = ${id}`)
      .for('update')
      .getSQL(),
  );
  return { name: statementName('contract_lock', query.sql), query };
})();

/** The contract and its parent contract (LOCK), locked; deleted rows come back too: the caller decides. */
export const lockContractAndParent = async (tx: Tx, contractId: string): Promise<ContractRow[]> => {
  // Prepared per session, as every movement starts with it.
  const rows = await executeNamedQuery<Record<string, unknown>>(tx, LOCK.name, {
    sql: LOCK.query.sql,
    params: fillPlaceholders(LOCK.query.params, { id: contractId }),
  });
  return rows.map(contractOf);
};

export const markDeleted = (tx: Tx, contractId: string) =>
  tx
    .update(tenantContracts)
    .set({ deletedAt: sql`now()` })
    .where(eq(tenantContracts.id, contractId));

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

/** What the records list shows of a recharge or deduction. */
const rechargeRecordColumns = {
  createdAt: contractLedger.createdAt,
  amountFen: contractLedger.amountFen,
  remark: contractLedger.remark,
  kind: contractLedger.kind,
  operateName: operatorName,
};

export const rechargeRecords = async (tx: Tx, contractId: string, page: Paging) => {
  const where = and(eq(contractLedger.contractId, contractId), inArray(contractLedger.kind, ['Recharge', 'Deduct']));
  return pageWithTotal(
    tx,
    tx
      .select({ id: contractLedger.id, ...rechargeRecordColumns })
      .from(contractLedger)
      .leftJoin(users, eq(users.id, contractLedger.operatorId))
      .where(where)
      .orderBy(desc(contractLedger.id))
      .$dynamic(),
    { table: contractLedger, where },
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

/** Spec 002 §3 VRAT `Records`: the recharges and deductions, with the free tests that moved. */
export const moneyRecords = (tx: Tx, contractId: string, take: number) =>
  tx
    .select({
      id: contractLedger.id,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
      remark: contractLedger.remark,
      createdAt: contractLedger.createdAt,
    })
    .from(contractLedger)
    .where(and(eq(contractLedger.contractId, contractId), inArray(contractLedger.kind, ['Recharge', 'Deduct'])))
    .orderBy(desc(contractLedger.id))
    .limit(take);

/** A recharge or deduction entry (the records a recharge-record screen lists); undefined otherwise. */
export const rechargeEntry = async (tx: Tx, id: number) => {
  const [entry] = await tx
    .select({
      id: contractLedger.id,
      contractId: contractLedger.contractId,
      kind: contractLedger.kind,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
    })
    .from(contractLedger)
    .where(and(eq(contractLedger.id, id), inArray(contractLedger.kind, ['Recharge', 'Deduct'])));
  return entry;
};

/** The one column of the ledger the application role may update (migration 0014). */
export const setEntryRemark = (tx: Tx, id: number, remark: string) =>
  tx.update(contractLedger).set({ remark }).where(eq(contractLedger.id, id));

/** One recharge record as the records list shows it. */
export const rechargeRecordOf = async (tx: Tx, id: number) => {
  const [row] = await tx
    .select(rechargeRecordColumns)
    .from(contractLedger)
    .leftJoin(users, eq(users.id, contractLedger.operatorId))
    .where(eq(contractLedger.id, id));
  return row;
};

/** The VRAT Consumption entry that paid for the case (details.caseId), when there is one. */
/** The HFS consumption that paid for session `num` of offline plan `planId`, if one did. */
export const trainSessionEntry = async (
  tx: Tx,
  tenantId: string,
  planId: string,
  num: number,
  usageKind: 'train' | 'class' = 'train',
) => {
  const [row] = await tx
    .select({ contractId: contractLedger.contractId, amountFen: contractLedger.amountFen })
    .from(contractLedger)
    .where(
      and(
        eq(contractLedger.tenantId, tenantId),
        eq(contractLedger.kind, 'Consumption'),
        eq(contractLedger.usageKind, usageKind),
        sql`${contractLedger.details}->>'planId' = ${planId}`,
        sql`(${contractLedger.details}->>'num')::int = ${num}`,
      ),
    )
    .limit(1);
  return row;
};

export const vratCaseEntry = async (tx: Tx, tenantId: string, caseId: string) => {
  const [row] = await tx
    .select({
      contractId: contractLedger.contractId,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
      createdAt: contractLedger.createdAt,
    })
    .from(contractLedger)
    .innerJoin(tenantContracts, eq(tenantContracts.id, contractLedger.contractId))
    .where(
      and(
        eq(contractLedger.tenantId, tenantId),
        eq(tenantContracts.line, 'vrat'),
        eq(contractLedger.kind, 'Consumption'),
        sql`${contractLedger.details}->>'caseId' = ${caseId}`,
      ),
    )
    .orderBy(desc(contractLedger.id))
    .limit(1);
  return row;
};

/**
 * The tenant's session charges between `from` and `to` (ISO instants): a child's offline-plan
 * session (usage "train" naming a plan) and a class's (usage "class" naming its group plan), newest
 * first, a page of them and how many there are.
 */
export const trainSessionCharges = async (
  tx: Tx,
  tenantId: string,
  range: { from: Date; to: Date },
  page: { skipCount: number; maxResultCount: number },
) => {
  const where = and(
    eq(contractLedger.tenantId, tenantId),
    eq(contractLedger.kind, 'Consumption'),
    inArray(contractLedger.usageKind, ['train', 'class']),
    sql`${contractLedger.details} ->> 'planId' is not null`,
    sql`${contractLedger.createdAt} >= ${range.from.toISOString()} and ${contractLedger.createdAt} < ${range.to.toISOString()}`,
  );
  const [total] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(contractLedger)
    .where(where);
  const rows = await tx
    .select({
      id: contractLedger.id,
      amountFen: contractLedger.amountFen,
      usageKind: contractLedger.usageKind,
      details: contractLedger.details,
      operatorId: contractLedger.operatorId,
      createdAt: contractLedger.createdAt,
    })
    .from(contractLedger)
    .where(where)
    .orderBy(desc(contractLedger.createdAt), desc(contractLedger.id))
    .offset(page.skipCount)
    .limit(page.maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

/**
 * Sessions charged and what they cost, per plan (the offline-plans module names each plan's coach);
 * a class's per group plan and the staff member who ended its classes (a class has no coach of its own).
 */
export const trainSessionChargesPerPlan = async (tx: Tx, tenantId: string, range: { from: Date; to: Date }) =>
  rowsOf<{ planId: string; usageKind: string; operatorId: string | null; sessions: number; amountFen: number }>(
    await tx.execute(sql`
      select ${contractLedger.details} ->> 'planId' as "planId", ${contractLedger.usageKind} as "usageKind",
        case when ${contractLedger.usageKind} = 'class' then ${contractLedger.operatorId} end as "operatorId",
        count(*)::int as sessions, (-sum(${contractLedger.amountFen}))::bigint as "amountFen"
      from ${contractLedger}
      where ${contractLedger.tenantId} = ${tenantId} and ${contractLedger.kind} = 'Consumption'
        and ${contractLedger.usageKind} in ('train', 'class')
        and ${contractLedger.details} ->> 'planId' is not null
        and ${contractLedger.createdAt} >= ${range.from.toISOString()} and ${contractLedger.createdAt} < ${range.to.toISOString()}
      group by 1, 2, 3`),
  ).map((r) => ({ ...r, amountFen: Number(r.amountFen) }));
