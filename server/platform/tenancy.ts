import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from './db/database';
import {
  memberships,
  membershipRoles,
  rolePermissions,
  tenantFeatures,
  tenants,
  userAdminRoles,
  users,
  type TenantType,
} from './db/schema/index';
import { AppError, BUSINESS_CODES, forbidden, notFound, unauthorized } from './errors';

export type CurrentTenant = { id: string; name: string; type: TenantType };

/** Who is asking, and for which tenant: resolved once per request, inside its transaction. */
export type RequestContext = {
  userId: string;
  tenant: CurrentTenant | null;
  adminRoles: readonly string[];
  /** Role names held in the current tenant. */
  roles: readonly string[];
  /** Menu permissions and policies granted in the current tenant. */
  permissions: ReadonlySet<string>;
  /** Tenant features and front permissions of the current tenant. */
  features: ReadonlySet<string>;
};

/** Points row-level security at another tenant for the rest of the transaction ('' for none). */
export const setTenant = (tx: Tx, tenantId: string) =>
  tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);

/**
 * Resolves the tenant of a request: the `__tenant` header when given (it must be one of the
 * user's effective memberships in a centre in service, or any tenant for the role named admin), else the remembered choice, else the
 * only effective membership. Sets app.tenant_id for the rest of the transaction, so that
 * row-level security applies to everything the handler does.
 */
export const resolveRequestContext = async (
  tx: Tx,
  userId: string,
  requestedTenantId: string | undefined,
): Promise<RequestContext> => {
  const [user] = await tx
    .select({ id: users.id, chosenTenantId: users.chosenTenantId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();

  const adminRoles = (
    await tx.select({ name: userAdminRoles.roleName }).from(userAdminRoles).where(eq(userAdminRoles.userId, userId))
  ).map((r) => r.name);

  // Row-level security lets a user read their own memberships in every tenant.
  const mine = await tx
    .select({
      tenantId: memberships.tenantId,
      state: memberships.state,
      name: tenants.name,
      type: tenants.type,
      tenantState: tenants.state,
    })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    // An invitation not yet accepted (activated_at null) gives no way into the centre.
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.activatedAt)));

  let tenantId: string | undefined;
  if (requestedTenantId) {
    const membership = mine.find((m) => m.tenantId === requestedTenantId);
    if (!membership && adminRoles.includes(PLATFORM_ADMIN_ROLE)) {
      return actAsPlatformAdmin(tx, userId, adminRoles, requestedTenantId);
    }
    if (!membership) {
      throw mine.length === 0
        ? new AppError(403, BUSINESS_CODES.userHasNoAvailableTenant, 'errors.user-has-no-available-tenant')
        : forbidden('errors.not-a-member');
    }
    if (membership.state !== 'Effective') {
      throw new AppError(403, BUSINESS_CODES.userInTenantRoleFrozen, 'errors.user-in-tenant-role-frozen');
    }
    if (membership.tenantState !== 'Effective') {
      throw new AppError(403, BUSINESS_CODES.centerStateInvalid, 'errors.center-state-invalid');
    }
    tenantId = membership.tenantId;
  } else {
    const usable = mine.filter((m) => m.state === 'Effective' && m.tenantState === 'Effective');
    tenantId =
      usable.find((m) => m.tenantId === user.chosenTenantId)?.tenantId ??
      (usable.length === 1 ? usable[0]?.tenantId : undefined);
  }

  const current = mine.find((m) => m.tenantId === tenantId);
  if (!current || !tenantId) {
    return { userId, tenant: null, adminRoles, roles: [], permissions: new Set(), features: new Set() };
  }
  await setTenant(tx, tenantId);
  const roles = (
    await tx
      .select({ name: membershipRoles.roleName })
      .from(membershipRoles)
      .where(and(eq(membershipRoles.tenantId, tenantId), eq(membershipRoles.userId, userId)))
  ).map((r) => r.name);
  const permissions =
    roles.length === 0
      ? []
      : await tx
          .selectDistinct({ name: rolePermissions.permission })
          .from(rolePermissions)
          .where(inArray(rolePermissions.roleName, roles));
  const features = await tenantFeatureNames(tx, tenantId);
  return {
    userId,
    tenant: { id: tenantId, name: current.name, type: current.type },
    adminRoles,
    roles,
    permissions: new Set(permissions.map((p) => p.name)),
    features: new Set(features.map((f) => f.name)),
  };
};

// By tenant, not by row-level security alone: a parent also sees its child tenants' features.
const tenantFeatureNames = (tx: Tx, tenantId: string) =>
  tx.select({ name: tenantFeatures.name }).from(tenantFeatures).where(eq(tenantFeatures.tenantId, tenantId));

/** The role that sees the whole tenant tree in the centre picker (spec 000 §6, 002 §6). */
export const PLATFORM_ADMIN_ROLE = 'admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The role named admin may act in any tenant it picks from the tree, member or not. Without a
 * membership it holds no roles and so no permissions there: it sees the tenant, not its menus.
 * The tenant's own state is not checked: an administrator must be able to look into a centre
 * that is out of service.
 */
const actAsPlatformAdmin = async (
  tx: Tx,
  userId: string,
  adminRoles: readonly string[],
  tenantId: string,
): Promise<RequestContext> => {
  // The header is free text: a value that is not a uuid would make PostgreSQL fail the query.
  const [tenant] = UUID.test(tenantId)
    ? await tx
        .select({ id: tenants.id, name: tenants.name, type: tenants.type })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
    : [];
  if (!tenant) throw notFound('tenant');
  await setTenant(tx, tenant.id);
  const features = await tenantFeatureNames(tx, tenant.id);
  return {
    userId,
    tenant,
    adminRoles,
    roles: [],
    permissions: new Set(),
    features: new Set(features.map((f) => f.name)),
  };
};

/** The first line of a service method that needs a tenant (immich's requireAccess). */
export const requireTenant = (ctx: RequestContext): CurrentTenant => {
  if (!ctx.tenant) throw forbidden('errors.tenant-not-chosen', 'TenantNotChosen');
  return ctx.tenant;
};

export const requirePermission = (ctx: RequestContext, permission: string): void => {
  if (!ctx.permissions.has(permission)) throw forbidden();
};

/**
 * For the platform role named admin (or, when asked, any admin role): work on another tenant's rows for the rest of the
 * transaction (e.g. its front permissions). It sets app.tenant_id rather than bypassing row-level
 * security, so every query still sees exactly one tenant: the one named here.
 */
export const actAsTenantForAdmin = async (
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
  // Spec 000 §6 lets every admin role freeze a centre membership: such callers pass 'anyAdminRole'.
  allowed: 'admin' | 'anyAdminRole' = 'admin',
): Promise<CurrentTenant> => {
  if (allowed === 'admin' ? !ctx.adminRoles.includes('admin') : ctx.adminRoles.length === 0) throw forbidden();
  const [tenant] = await tx
    .select({ id: tenants.id, name: tenants.name, type: tenants.type })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound('tenant');
  await setTenant(tx, tenant.id);
  return tenant;
};
