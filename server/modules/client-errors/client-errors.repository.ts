import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { clientErrors, memberships, tenants, users } from '../../platform/db/schema/index';

export type NewClientError = typeof clientErrors.$inferInsert;

export const insertClientError = async (tx: Tx, row: NewClientError): Promise<string> => {
  const [created] = await tx.insert(clientErrors).values(row).returning({ id: clientErrors.id });
  return String(created?.id);
};

/** Reports the user sent in the last minute, counted in the database so it holds across processes. */
export const countRecentReportsOf = async (tx: Tx, userId: string): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(clientErrors)
    .where(and(eq(clientErrors.userId, userId), gt(clientErrors.createdAt, sql`now() - interval '1 minute'`)));
  return row?.value ?? 0;
};

// Row-level security lets a user read their own memberships in every tenant.
export const isMemberOf = async (tx: Tx, userId: string, tenantId: string): Promise<boolean> => {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)))
    .limit(1);
  return rows.length > 0;
};

export const tenantExists = async (tx: Tx, tenantId: string): Promise<boolean> => {
  const rows = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows.length > 0;
};

/** One page of reports, newest first, with the names of their user and tenant. */
export const findClientErrorPage = async (tx: Tx, page: { skipCount: number; maxResultCount: number }) => {
  const [total] = await tx.select({ value: count() }).from(clientErrors);
  const rows = await tx
    .select({
      id: clientErrors.id,
      createdAt: clientErrors.createdAt,
      userId: clientErrors.userId,
      userName: users.userName,
      contextTenantId: clientErrors.contextTenantId,
      tenantName: tenants.name,
      message: clientErrors.message,
      code: clientErrors.code,
      status: clientErrors.status,
      url: clientErrors.url,
      operation: clientErrors.operation,
      userAgent: clientErrors.userAgent,
      details: clientErrors.details,
    })
    .from(clientErrors)
    .leftJoin(users, eq(users.id, clientErrors.userId))
    .leftJoin(tenants, eq(tenants.id, clientErrors.contextTenantId))
    .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
    .offset(page.skipCount)
    .limit(page.maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};
