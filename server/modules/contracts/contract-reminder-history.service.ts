import { and, count, desc, eq } from 'drizzle-orm';
import { contractReminders, type ContractLine } from '../../platform/db/schema/index';
import { lineCaller, type ContractCall } from './contract-access';
import { fenToYuan } from './money';

/**
 * The reminders sent for a tenant's line, newest first. Who may read them is who may read the
 * tenant's contracts (the tenant itself, its parent, the platform); row-level security keeps a
 * sibling out even if a check were missed.
 */
export const reminderHistory = async (
  call: ContractCall,
  line: ContractLine,
  tenantId: string,
  page: { skipCount: number; maxResultCount: number },
) => {
  const caller = await lineCaller(call, line, tenantId, 'view');
  const where = and(eq(contractReminders.tenantId, caller.target.id), eq(contractReminders.line, line));
  const [total] = await call.tx.select({ value: count() }).from(contractReminders).where(where);
  const rows = await call.tx
    .select()
    .from(contractReminders)
    .where(where)
    .orderBy(desc(contractReminders.createdAt), desc(contractReminders.id))
    .offset(page.skipCount)
    .limit(page.maxResultCount);
  return {
    totalCount: total?.value ?? 0,
    items: rows.map((r) => ({
      id: String(r.id),
      reason: r.reason,
      contractId: r.contractId,
      balance: fenToYuan(r.balanceFen),
      channels: r.channels,
      creationTime: r.createdAt.toISOString(),
    })),
  };
};
