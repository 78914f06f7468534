import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { memberships, membershipRoles, tenants, users, type TenantType } from '../../platform/db/schema/index';

export const findProfile = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      gender: users.gender,
      birthday: users.birthday,
      countryCode: users.countryCode,
      phoneNumber: users.phoneNumber,
      email: users.email,
      culture: users.culture,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export type MembershipRow = {
  id: string;
  tenantId: string;
  tenantName: string;
  tenantType: TenantType;
  state: 'Effective' | 'Frozen';
  tenantState: 'Effective' | 'Frozen';
  roles: string[];
};

/** The user's memberships in every tenant (row-level security shows a user their own). */
export const listMemberships = async (tx: Tx, userId: string): Promise<MembershipRow[]> => {
  const rows = await tx
    .select({
      id: memberships.id,
      tenantId: memberships.tenantId,
      tenantName: tenants.name,
      tenantType: tenants.type,
      state: memberships.state,
      tenantState: tenants.state,
      role: membershipRoles.roleName,
    })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .leftJoin(membershipRoles, eq(membershipRoles.membershipId, memberships.id))
    // An invitation not yet accepted is not a place to choose (server/platform/tenancy.ts).
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.activatedAt)))
    .orderBy(asc(tenants.name), asc(membershipRoles.roleName));
  const byId = new Map<string, MembershipRow>();
  for (const { role, ...row } of rows) {
    const entry = byId.get(row.id) ?? { ...row, roles: [] };
    if (role) entry.roles.push(role);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
};

export type TenantRow = { id: string; name: string; type: TenantType; parentId: string | null };

/** The whole tenant tree: it is not tenant-owned, and small (hundreds of centres, not millions). */
export const listTenants = (tx: Tx): Promise<TenantRow[]> =>
  tx
    .select({ id: tenants.id, name: tenants.name, type: tenants.type, parentId: tenants.parentId })
    .from(tenants)
    .orderBy(asc(tenants.name));

export const setChosenTenant = (tx: Tx, userId: string, tenantId: string) =>
  tx.update(users).set({ chosenTenantId: tenantId }).where(eq(users.id, userId));

export const setCulture = (tx: Tx, userId: string, culture: string) =>
  tx.update(users).set({ culture }).where(eq(users.id, userId));
