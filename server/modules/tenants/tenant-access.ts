import type { Tx } from '../../platform/db/database';
import type { TenantType } from '../../platform/db/schema/index';
import { forbidden, notFound } from '../../platform/errors';
import { PLATFORM_ADMIN_ROLE, withTenantScope, type RequestContext } from '../../platform/tenancy';
import { REGIONAL_ROLES } from '../menus/menu.catalogue';
import type { SwitchCaller } from './project-switch.rules';
import { findTenant, isBelow, type TenantRow } from './tenants.repository';

/**
 * Who administers tenants (issue #6 item 1): the role named admin every tenant; an enterprise or
 * area manager (or agent) the tenants below its own; a centre administrator its centre's child
 * institutions. `root` is the tenant whose strict descendants the caller manages (null: all).
 */
export type TenantManager = { caller: SwitchCaller; root: string | null };

const REGIONAL_TYPES: ReadonlySet<TenantType> = new Set(['Enterprise', 'EnterpriseAgent', 'Area', 'AreaAgent']);

/** The caller as a tenant administrator, or 403. */
export const tenantManager = (ctx: RequestContext): TenantManager => {
  // With roles in the tenant it picked, the administrator acts as that tenant's member, not as the platform.
  if (ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE) && ctx.roles.length === 0) return { caller: 'Admin', root: null };
  const tenant = ctx.tenant;
  if (!tenant) throw forbidden();
  if (REGIONAL_TYPES.has(tenant.type) && ctx.roles.some((r) => (REGIONAL_ROLES as readonly string[]).includes(r))) {
    return { caller: tenant.type as SwitchCaller, root: tenant.id };
  }
  if (tenant.type === 'Center' && ctx.roles.includes('CenterAdmin')) return { caller: 'CenterAdmin', root: tenant.id };
  throw forbidden();
};

/** May `manager` create a tenant under `parentId` (null: at the top, the platform's only)? */
export const mayParent = async (tx: Tx, manager: TenantManager, parentId: string | null) => {
  if (manager.root === null) return true;
  if (parentId === null) return false;
  return parentId === manager.root || (await isBelow(tx, parentId, manager.root));
};

export type ManagedTenant = { manager: TenantManager; target: TenantRow };

/** A tenant the caller manages, or 404/403. */
export const requireManagedTenant = async (tx: Tx, ctx: RequestContext, tenantId: string): Promise<ManagedTenant> => {
  const manager = tenantManager(ctx);
  const target = await findTenant(tx, tenantId);
  if (!target) throw notFound('tenant');
  if (manager.root !== null && !(await isBelow(tx, target.id, manager.root))) throw forbidden();
  return { manager, target };
};

/**
 * Runs `fn` on a tenant the caller manages (else 404/403) with row-level security pointed at it:
 * its memberships, role grants, features and contracts, and everything below it, are then in
 * reach (the caller's own tenant stays an ancestor, so nothing above leaks).
 */
export const withManagedTenant = async <T>(
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
  fn: (managed: ManagedTenant) => Promise<T>,
): Promise<T> => {
  const managed = await requireManagedTenant(tx, ctx, tenantId);
  return withTenantScope(tx, managed.target.id, () => fn(managed));
};

export type { TenantRow };
