import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  memberships,
  projectSwitchRecords,
  rolePermissions,
  tenantClosure,
  tenantContracts,
  tenantFeatures,
  tenantRemindContacts,
  tenants,
  users,
  type ContractLine,
  type TenantType,
} from '../../platform/db/schema/index';

const parent = aliasedTable(tenants, 'parent');

const TENANT_COLUMNS = {
  id: tenants.id,
  name: tenants.name,
  type: tenants.type,
  parentId: tenants.parentId,
  parentName: parent.name,
  parentType: parent.type,
  state: tenants.state,
  area: tenants.area,
  logoUrl: tenants.logoUrl,
  email: tenants.email,
  hfsReminderAmountFen: tenants.hfsReminderAmountFen,
  vratReminderAmountFen: tenants.vratReminderAmountFen,
  vratReminderTimes: tenants.vratReminderTimes,
  createdAt: tenants.createdAt,
  childCount: sql<number>`(select count(*)::int from tenants c where c.parent_id = ${tenants.id})`,
};

export type TenantRow = {
  id: string;
  name: string;
  type: TenantType;
  parentId: string | null;
  parentName: string | null;
  parentType: TenantType | null;
  state: 'Effective' | 'Frozen';
  area: string | null;
  logoUrl: string | null;
  email: string | null;
  hfsReminderAmountFen: number;
  vratReminderAmountFen: number;
  vratReminderTimes: number;
  createdAt: Date;
  childCount: number;
};

const selectTenants = (tx: Tx) =>
  tx.select(TENANT_COLUMNS).from(tenants).leftJoin(parent, eq(parent.id, tenants.parentId));

// Tenants are platform rows (no row-level security): scope is the service's job, written here once.
const strictlyBelow = (root: string) =>
  inArray(tenants.id, sql`(select descendant_id from tenant_closure where ancestor_id = ${root} and depth >= 1)`);

export const findTenant = async (tx: Tx, id: string): Promise<TenantRow | undefined> => {
  const [row] = await selectTenants(tx).where(eq(tenants.id, id));
  return row;
};

/** Is `id` strictly below `ancestorId` in the tree? */
export const isBelow = async (tx: Tx, id: string, ancestorId: string) => {
  const [row] = await tx
    .select({ depth: tenantClosure.depth })
    .from(tenantClosure)
    .where(
      and(eq(tenantClosure.ancestorId, ancestorId), eq(tenantClosure.descendantId, id), gte(tenantClosure.depth, 1)),
    );
  return row !== undefined;
};

/** The top of `id`'s tree (itself when it has no parent). */
export const topOf = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: tenantClosure.ancestorId })
    .from(tenantClosure)
    .where(eq(tenantClosure.descendantId, id))
    .orderBy(desc(tenantClosure.depth))
    .limit(1);
  return row?.id ?? id;
};

export type TenantQuery = {
  root: string | null;
  types?: readonly TenantType[];
  filter?: string;
  parentId?: string;
  skipCount: number;
  maxResultCount: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const whereOf = (query: Omit<TenantQuery, 'skipCount' | 'maxResultCount'>) => {
  const parts: SQL[] = [];
  if (query.root) parts.push(strictlyBelow(query.root));
  if (query.types && query.types.length > 0) parts.push(inArray(tenants.type, [...query.types]));
  if (query.filter) parts.push(ilike(tenants.name, `%${escapeLike(query.filter)}%`));
  if (query.parentId) parts.push(eq(tenants.parentId, query.parentId));
  return parts.length > 0 ? and(...parts) : undefined;
};

/** A page of tenants in scope, newest first. */
export const findTenantPage = async (tx: Tx, query: TenantQuery) => {
  const where = whereOf(query);
  const [total] = await tx.select({ n: count() }).from(tenants).where(where);
  const items = await selectTenants(tx)
    .where(where)
    .orderBy(desc(tenants.createdAt), asc(tenants.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.n ?? 0 };
};

/** Tenants in scope for pickers (no paging), by name. */
export const findTenantOptions = (
  tx: Tx,
  query: Omit<TenantQuery, 'skipCount' | 'maxResultCount'> & { includeRoot?: boolean; limit?: number },
) => {
  const scoped = whereOf(query);
  const where =
    query.includeRoot && query.root
      ? and(
          whereOf({ ...query, root: null }) ?? sql`true`,
          inArray(tenants.id, sql`(select descendant_id from tenant_closure where ancestor_id = ${query.root})`),
        )
      : scoped;
  return tx
    .select({ id: tenants.id, name: tenants.name, type: tenants.type, parentId: tenants.parentId })
    .from(tenants)
    .where(where)
    .orderBy(asc(tenants.name))
    .limit(query.limit ?? 999);
};

/** Another tenant already named so (case does not count)? */
export const nameTaken = async (tx: Tx, name: string, exceptId: string | null) => {
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(sql`lower(${tenants.name}) = lower(${name})`, exceptId ? ne(tenants.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
};

export type TenantValues = {
  name: string;
  type: TenantType;
  parentId: string | null;
  area: string | null;
  email: string | null;
};

export const insertTenant = async (
  tx: Tx,
  values: TenantValues & { hfsReminderAmountFen: number; vratReminderAmountFen: number },
) => {
  const [row] = await tx.insert(tenants).values(values).returning({ id: tenants.id });
  return row!.id;
};

export const updateTenant = (tx: Tx, id: string, values: Partial<typeof tenants.$inferInsert>) =>
  tx.update(tenants).set(values).where(eq(tenants.id, id));

/** A new centre's roles get the grants every centre starts with. */
export const grantRoles = async (tx: Tx, tenantId: string, grants: Readonly<Record<string, readonly string[]>>) => {
  const rows = Object.entries(grants).flatMap(([roleName, permissions]) =>
    permissions.map((permission) => ({ tenantId, roleName, permission })),
  );
  if (rows.length > 0) await tx.insert(rolePermissions).values(rows).onConflictDoNothing();
};

/** What keeps a tenant from being deleted; row-level security must point at it (managedTenant). */
export const dependantsOf = async (tx: Tx, id: string) => {
  const [children] = await tx.select({ n: count() }).from(tenants).where(eq(tenants.parentId, id));
  const [members] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.tenantId, id));
  const [contracts] = await tx.select({ n: count() }).from(tenantContracts).where(eq(tenantContracts.tenantId, id));
  return { children: children?.n ?? 0, members: members?.n ?? 0, contracts: contracts?.n ?? 0 };
};

/** Removes the tenant and what is only its configuration; anything else it owns makes this fail. */
export const deleteTenantRows = async (tx: Tx, id: string) => {
  await tx.delete(rolePermissions).where(eq(rolePermissions.tenantId, id));
  await tx.delete(tenantFeatures).where(eq(tenantFeatures.tenantId, id));
  await tx.delete(projectSwitchRecords).where(eq(projectSwitchRecords.tenantId, id));
  await tx.delete(tenantRemindContacts).where(eq(tenantRemindContacts.tenantId, id));
  await tx.update(users).set({ chosenTenantId: null }).where(eq(users.chosenTenantId, id));
  await tx.delete(tenants).where(eq(tenants.id, id));
};

/** The hfs and vrat switches of these tenants; row-level security must reach them. */
export const findProjectFeatures = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return [];
  return tx
    .select({ tenantId: tenantFeatures.tenantId, name: tenantFeatures.name })
    .from(tenantFeatures)
    .where(and(inArray(tenantFeatures.tenantId, [...ids]), inArray(tenantFeatures.name, ['hfs', 'vrat'])));
};

/** Tenants strictly below `id` that have `project` open, by name. */
export const findOpenSubordinates = (tx: Tx, id: string, project: ContractLine) =>
  tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .innerJoin(tenantFeatures, and(eq(tenantFeatures.tenantId, tenants.id), eq(tenantFeatures.name, project)))
    .where(strictlyBelow(id))
    .orderBy(asc(tenants.name));

export const setProjectFeature = async (tx: Tx, tenantId: string, project: ContractLine, open: boolean) => {
  if (open) {
    await tx.insert(tenantFeatures).values({ tenantId, name: project }).onConflictDoNothing();
  } else {
    await tx.delete(tenantFeatures).where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.name, project)));
  }
};

export const insertSwitchRecord = (
  tx: Tx,
  values: { tenantId: string; project: ContractLine; operateType: 'Open' | 'Close'; operatorId: string },
) => tx.insert(projectSwitchRecords).values(values);

/** The switch history of a tenant's project, newest first, with who did it. */
export const findSwitchRecords = (tx: Tx, tenantId: string, project: ContractLine) =>
  tx
    .select({
      id: projectSwitchRecords.id,
      operateType: projectSwitchRecords.operateType,
      createdAt: projectSwitchRecords.createdAt,
      operatorName: users.name,
      operatorUserName: users.userName,
    })
    .from(projectSwitchRecords)
    .leftJoin(users, eq(users.id, projectSwitchRecords.operatorId))
    .where(and(eq(projectSwitchRecords.tenantId, tenantId), eq(projectSwitchRecords.project, project)))
    .orderBy(desc(projectSwitchRecords.id));
