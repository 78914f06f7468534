import { reminderPage } from './contract-reminders.repository';
import { lineCaller } from '../access/contract-access.service';
import { fenToYuan } from '../../../platform/money';
import type { ContractCall, ContractLine } from '../contract.types';

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
  const { totalCount, rows } = await reminderPage(call.tx, caller.target.id, line, page);
  return {
    totalCount,
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
