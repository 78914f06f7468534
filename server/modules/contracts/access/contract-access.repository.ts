import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { tenantClosure, tenantContracts, tenants } from '../../../platform/db/schema/index';
import { withEachTenantScope, type RequestContext } from '../../../platform/tenancy';
import type { ContractLine, TargetTenant } from '../contract.types';

// The tenant queries that decide who may reach whose contracts.

export const targetTenant = async (tx: Tx, tenantId: string): Promise<TargetTenant | undefined> => {
  const [target] = await tx
    .select({ id: tenants.id, name: tenants.name, type: tenants.type, parentId: tenants.parentId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return target;
};

/** The top of the tenant's tree (the tenant itself when it has no parent). */
export const treeTopOf = async (tx: Tx, tenantId: string): Promise<string> => {
  const [top] = await tx
    .select({ id: tenantClosure.ancestorId })
    .from(tenantClosure)
    .where(eq(tenantClosure.descendantId, tenantId))
    .orderBy(desc(tenantClosure.depth))
    .limit(1);
  return top?.id ?? tenantId;
};

/** The whole tenant row: its name and the reminder settings kept on it. */
export const tenantRow = async (tx: Tx, tenantId: string) => {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  return row;
};

/**
 * The tenant whose contract `contractId` is. The platform administrator has no tenant of its
 * own, so row-level security is pointed at each tree's top in turn until the contract is found,
 * then back at the caller's (contractCaller then points it at the right tree).
 */
export const contractTenantOf = async (tx: Tx, ctx: RequestContext, contractId: string, line: ContractLine = 'hfs') => {
  const find = async () => {
    const [row] = await tx
      .select({ tenantId: tenantContracts.tenantId })
      .from(tenantContracts)
      .where(
        and(eq(tenantContracts.line, line), isNull(tenantContracts.deletedAt), eq(tenantContracts.id, contractId)),
      );
    return row?.tenantId;
  };
  if (ctx.tenant) return find();
  const tops = await tx.select({ id: tenants.id }).from(tenants).where(isNull(tenants.parentId));
  let found: string | undefined;
  await withEachTenantScope(
    tx,
    tops.map((t) => t.id),
    async () => {
      found ??= await find();
    },
  );
  return found;
};

/** The tenant's parent, or null at the top of a tree; undefined when the tenant is out of reach. */
export const parentIdOf = async (tx: Tx, tenantId: string): Promise<string | null | undefined> => {
  const [own] = await tx.select({ parentId: tenants.parentId }).from(tenants).where(eq(tenants.id, tenantId));
  return own === undefined ? undefined : own.parentId;
};

/** The tenant's children by name; with no parent, the tops of the trees. */
export const childTenants = (tx: Tx, parentId: string | null) =>
  tx
    .select({ id: tenants.id, name: tenants.name, type: tenants.type })
    .from(tenants)
    .where(parentId ? eq(tenants.parentId, parentId) : isNull(tenants.parentId))
    .orderBy(asc(tenants.name));

/** The reminder settings kept on the tenant (spec 002 §5). */
export type ReminderSettings = Partial<
  Pick<
    typeof tenants.$inferInsert,
    'hfsReminderAmountFen' | 'vratReminderTimes' | 'vratReminderAmountFen' | 'vratReminderAmountOn'
  >
>;

export const setReminderSettings = (tx: Tx, tenantId: string, values: ReminderSettings) =>
  tx.update(tenants).set(values).where(eq(tenants.id, tenantId));
