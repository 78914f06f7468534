import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { contractState } from '../../../machines/contract.machine';
import { tenantContracts, tenants } from '../../platform/db/schema/index';
import { forbidden } from '../../platform/errors';
import { setTenant } from '../../platform/tenancy';
import { callerProfile, PROFILE_RULES } from './contract-access';
import { assertUnlocked } from './contract-unlock';
import type { ContractRow } from './contract-ledger';
import type { HfsCall } from './hfs-access';

// Spec 002 §7 tenantContractList: the tenants whose HFS contracts the caller manages (its child
// tenants; for the platform administrator, the tops of the trees), each with its contracts in
// brief, so the fee overview can link to each one's contract screen.

export const hfsTenantContractList = async (call: HfsCall) => {
  const profile = callerProfile(call.ctx);
  if (!profile) throw forbidden();
  const parentId = call.ctx.tenant?.id ?? null;
  if (!parentId && profile !== 'Admin') throw forbidden();
  // The lock asks only who calls and under which profile; there is no one target tenant here.
  await assertUnlocked(
    call.request,
    {
      ctx: call.ctx,
      profile,
      rules: PROFILE_RULES[profile],
      target: { id: parentId ?? '', name: '', type: 'Enterprise', parentId: null },
      manages: true,
    },
    'hfs',
  );
  const children = await call.tx
    .select({ id: tenants.id, name: tenants.name, type: tenants.type })
    .from(tenants)
    .where(parentId ? eq(tenants.parentId, parentId) : isNull(tenants.parentId))
    .orderBy(asc(tenants.name));
  const contractsOf = async (ids: string[]) =>
    ids.length === 0
      ? []
      : call.tx
          .select()
          .from(tenantContracts)
          .where(
            and(
              inArray(tenantContracts.tenantId, ids),
              eq(tenantContracts.line, 'hfs'),
              isNull(tenantContracts.deletedAt),
            ),
          );
  const rows: ContractRow[] = [];
  if (parentId) rows.push(...(await contractsOf(children.map((c) => c.id))));
  else
    for (const top of children) {
      // Row-level security reaches one tree at a time for the administrator.
      await setTenant(call.tx, top.id);
      rows.push(...(await contractsOf([top.id])));
    }
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
