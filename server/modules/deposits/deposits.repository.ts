import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { pageWithTotal, type Paging } from '../../platform/db/paged';
import { tenantDeposits } from '../../platform/db/schema/index';

// Row-level security (the subtree policy) limits every query to the caller's tenant and those
// below it; each query also names the target tenant, so a parent never edits one child's row
// through another child's id.

export type DepositRow = typeof tenantDeposits.$inferSelect;
export type DepositValues = { moneyFen: number; remark: string };

export const findDepositPage = async (tx: Tx, tenantId: string, page: Paging) => {
  const where = eq(tenantDeposits.tenantId, tenantId);
  const rows = tx
    .select()
    .from(tenantDeposits)
    .where(where)
    .orderBy(desc(tenantDeposits.createdAt), desc(tenantDeposits.id))
    .$dynamic();
  const { rows: items, totalCount } = await pageWithTotal(tx, rows, { table: tenantDeposits, where }, page);
  return { items, totalCount };
};

export const insertDeposits = (tx: Tx, tenantId: string, createdBy: string, values: DepositValues[]) =>
  tx
    .insert(tenantDeposits)
    .values(values.map((v) => ({ tenantId, createdBy, moneyFen: v.moneyFen, remark: v.remark })))
    .returning();

export const updateDeposit = async (tx: Tx, tenantId: string, id: string, values: DepositValues) => {
  const [row] = await tx
    .update(tenantDeposits)
    .set(values)
    .where(and(eq(tenantDeposits.id, id), eq(tenantDeposits.tenantId, tenantId)))
    .returning();
  return row;
};

export const deleteDeposit = async (tx: Tx, tenantId: string, id: string) => {
  const rows = await tx
    .delete(tenantDeposits)
    .where(and(eq(tenantDeposits.id, id), eq(tenantDeposits.tenantId, tenantId)))
    .returning({ id: tenantDeposits.id });
  return rows.length > 0;
};
