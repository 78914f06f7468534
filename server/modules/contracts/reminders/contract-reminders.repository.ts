import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { contractReminders } from '../../../platform/db/schema/index';
import type { ContractLine } from '../contract.types';

// contract_reminders: every reminder sent, per tenant, line and reason (the snooze reads it).

export type ReminderReason = 'amount' | 'times' | 'recharge';

/** When the reason was last sent for the tenant's line; null when never. */
export const lastReminderAt = async (
  tx: Tx,
  tenantId: string,
  line: ContractLine,
  reason: ReminderReason,
): Promise<Date | null> => {
  const [row] = await tx
    .select({ at: contractReminders.createdAt })
    .from(contractReminders)
    .where(
      and(
        eq(contractReminders.tenantId, tenantId),
        eq(contractReminders.line, line),
        eq(contractReminders.reason, reason),
      ),
    )
    .orderBy(desc(contractReminders.createdAt))
    .limit(1);
  return row?.at ?? null;
};

export const recordReminder = (
  tx: Tx,
  values: { tenantId: string; line: ContractLine; reason: ReminderReason; contractId: string; balanceFen: number },
  channels: Record<string, number>,
) => tx.insert(contractReminders).values({ ...values, channels });

/**
 * Two movements of the same tenant committing together must not both send: the second waits
 * here and then sees the first one's row. Taken after the contract locks, always last.
 */
export const lockTenantReminders = (tx: Tx, tenantId: string, line: ContractLine) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contract-reminders:${tenantId}:${line}`}))`);

/** The reminders sent for a tenant's line, newest first, and how many there are. */
export const reminderPage = async (
  tx: Tx,
  tenantId: string,
  line: ContractLine,
  page: { skipCount: number; maxResultCount: number },
) => {
  const where = and(eq(contractReminders.tenantId, tenantId), eq(contractReminders.line, line));
  const [total] = await tx.select({ value: count() }).from(contractReminders).where(where);
  const rows = await tx
    .select()
    .from(contractReminders)
    .where(where)
    .orderBy(desc(contractReminders.createdAt), desc(contractReminders.id))
    .offset(page.skipCount)
    .limit(page.maxResultCount);
  return { totalCount: total?.value ?? 0, rows };
};
