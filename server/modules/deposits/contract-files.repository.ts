import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { pageWithTotal, type Paging } from '../../platform/db/paged';
import { tenantContractFiles } from '../../platform/db/schema/index';

// Row-level security (the subtree policy) limits every query to the caller's tenant and those
// below it; the target tenant is named as well.

export type ContractFileRow = typeof tenantContractFiles.$inferSelect;
export type StoredFile = { fileName: string; url: string };

export const findFileRecordPage = async (tx: Tx, tenantId: string, page: Paging) => {
  const where = eq(tenantContractFiles.tenantId, tenantId);
  const rows = tx
    .select()
    .from(tenantContractFiles)
    .where(where)
    .orderBy(desc(tenantContractFiles.createdAt), desc(tenantContractFiles.id))
    .$dynamic();
  const { rows: items, totalCount } = await pageWithTotal(tx, rows, { table: tenantContractFiles, where }, page);
  return { items, totalCount };
};

export const findFileRecord = async (tx: Tx, tenantId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(tenantContractFiles)
    .where(and(eq(tenantContractFiles.id, id), eq(tenantContractFiles.tenantId, tenantId)));
  return row;
};

/** The record holding the file at `url`, among those row-level security lets the caller read. */
export const findRecordWithFile = async (tx: Tx, url: string, tenantId?: string) => {
  const holds = sql`${tenantContractFiles.contracts} @> ${JSON.stringify([{ url }])}::jsonb`;
  const [row] = await tx
    .select()
    .from(tenantContractFiles)
    .where(tenantId ? and(holds, eq(tenantContractFiles.tenantId, tenantId)) : holds)
    .limit(1);
  return row;
};

export const insertFileRecord = async (tx: Tx, tenantId: string, createdBy: string, contracts: StoredFile[]) => {
  const [row] = await tx.insert(tenantContractFiles).values({ tenantId, createdBy, contracts }).returning();
  if (!row) throw new Error('the contract file insert returned no row');
  return row;
};

export const updateFileRecord = async (tx: Tx, tenantId: string, id: string, contracts: StoredFile[]) => {
  const [row] = await tx
    .update(tenantContractFiles)
    .set({ contracts })
    .where(and(eq(tenantContractFiles.id, id), eq(tenantContractFiles.tenantId, tenantId)))
    .returning();
  return row;
};

export const deleteFileRecord = async (tx: Tx, tenantId: string, id: string) => {
  const [row] = await tx
    .delete(tenantContractFiles)
    .where(and(eq(tenantContractFiles.id, id), eq(tenantContractFiles.tenantId, tenantId)))
    .returning();
  return row;
};
