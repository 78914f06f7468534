import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from './db/database';
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
import { UUID } from './patterns';
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

/**
 * Points row-level security at another tenant for the rest of the transaction ('' for none). For
 * the request's own tenant and for a caller who acts in another tenant from then on; for a look
 * into another tenant that ends, use withTenantScope.
 */
export const setTenant = (tx: Tx, tenantId: string) =>
  tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);

/** The tenant row-level security points at now ('' for none). */
export const currentTenantId = async (tx: Tx): Promise<string> =>
  rowsOf<{ id: string | null }>(await tx.execute(sql`select current_setting('app.tenant_id', true) as id`))[0]?.id ??
  '';

/**
 * Runs `fn` with row-level security pointed at `tenantId`, then points it back at the tenant that
 * was current before, so every query inside sees that one tenant and every query after sees the
 * caller's again. If `fn` throws, nothing is restored: the error ends the transaction, and after a
 * failed statement PostgreSQL runs no other (a restore would hide the real error).
 */
export const withTenantScope = async <T>(tx: Tx, tenantId: string, fn: () => Promise<T>): Promise<T> =>
  (await withEachTenantScope(tx, [tenantId], fn))[0]!;

/**
 * withTenantScope for several tenants in turn (one tree top, one centre at a time): `fn` runs once
 * under each, in order, and the tenant current before is restored once at the end.
 */
export const withEachTenantScope = async <T>(
  tx: Tx,
  tenantIds: readonly string[],
  fn: (tenantId: string) => Promise<T>,
): Promise<T[]> => {
  const before = await currentTenantId(tx);
  const results: T[] = [];
  for (const tenantId of tenantIds) {
    await setTenant(tx, tenantId);
    results.push(await fn(tenantId));
  }
  await setTenant(tx, before);
  return results;
};

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
