import { contractState } from '../../../../machines/contract.machine';
import { childTenants } from '../access/contract-access.repository';
import { contractsOfTenants } from '../lifecycle/tenant-contracts.repository';
import { forbidden } from '../../../platform/errors';
import { withEachTenantScope } from '../../../platform/tenancy';
import { callerProfile, PROFILE_RULES } from '../access/contract-access.service';
import { assertUnlocked } from '../lock/contract-unlock-token.service';
import type { ContractCall, ContractRow } from '../contract.types';

// Spec 002 §7 tenantContractList: the tenants whose HFS contracts the caller manages (its child
// tenants; for the platform administrator, the tops of the trees), each with its contracts in
// brief, so the fee overview can link to each one's contract screen.

export const hfsTenantContractList = async (call: ContractCall) => {
  const profile = callerProfile(call.ctx);
  if (!profile) throw forbidden();
  const parentId = call.ctx.tenant?.id ?? null;
  if (!parentId && profile !== 'Admin') throw forbidden();
  // The lock asks only who calls and under which profile; there is no one target tenant here.
  await assertUnlocked(
    call.unlock,
    {
      ctx: call.ctx,
      profile,
      rules: PROFILE_RULES[profile],
      target: { id: parentId ?? '', name: '', type: 'Enterprise', parentId: null },
      manages: true,
    },
    'hfs',
  );
  const children = await childTenants(call.tx, parentId);
  const contractsOf = async (ids: string[]) => (ids.length === 0 ? [] : contractsOfTenants(call.tx, ids, 'hfs'));
  const rows: ContractRow[] = parentId
    ? await contractsOf(children.map((c) => c.id))
    : // Row-level security reaches one tree at a time for the administrator.
      (
        await withEachTenantScope(
          call.tx,
          children.map((top) => top.id),
          (top) => contractsOf([top]),
        )
      ).flat();
  return {
    items: children.map((child) => {
      const own = rows.filter((r) => r.tenantId === child.id);
      const active = own.filter((r) => contractState(r, call.today) === 'Active');
      return {
        tenantId: child.id,
        tenantName: child.name,
        tenantType: child.type,
        contractCount: own.length,
        activeEndTime:
          active
            .map((r) => r.endDate)
            .sort()
            .at(-1) ?? null,
      };
    }),
  };
};
