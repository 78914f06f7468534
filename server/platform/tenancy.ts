import { eq, sql } from 'drizzle-orm';
import { rowsOf, type OpeningRead, type Tx } from './db/database';
import { tenantFeatures, tenants, type TenantType } from './db/schema/index';
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

/** The tenant row-level security points at, as SQL: null when none is set. */
const SCOPED_TENANT = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/** What the user `user` holds in the tenant row-level security points at now, as select columns. */
const grantsInScope = (user: string) => `
  coalesce((select json_agg(mr.role_name) from membership_roles mr
    where mr.tenant_id = ${SCOPED_TENANT} and mr.user_id = ${user}), '[]') as "roles",
  coalesce((select json_agg(distinct rp.permission) from role_permissions rp
    where rp.tenant_id = ${SCOPED_TENANT} and rp.role_name in (select mr.role_name from membership_roles mr
      where mr.tenant_id = ${SCOPED_TENANT} and mr.user_id = ${user})), '[]') as "permissions",
  coalesce((select json_agg(tf.name) from tenant_features tf where tf.tenant_id = ${SCOPED_TENANT}), '[]') as "features"`;

type Grants = { roles: string[]; permissions: string[]; features: string[] };
type Membership = { tenantId: string; state: string; name: string; type: TenantType; tenantState: string };
type Caller = Grants & {
  chosenTenantId: string | null;
  scopedTenantId: string | null;
  adminRoles: string[];
  // An invitation not yet accepted (activated_at null) gives no way into the centre.
  mine: Membership[];
  /** The tenant row-level security already points at (the request's `__tenant`), member or not. */
  scopedTenant: CurrentTenant | null;
};

/**
 * Everything a request's context needs in one statement (one round trip, one plan), for the user
 * `$1`: the user, their admin roles and memberships (row-level security lets a user read their own
 * memberships in every tenant), and their roles, permissions and the features of the tenant
 * already in scope. Seven statements had cost seven round trips and, on PGlite, most of a
 * millisecond of CPU each.
 */
const CALLER_SQL = `select u.chosen_tenant_id as "chosenTenantId",
    ${SCOPED_TENANT}::text as "scopedTenantId",
    coalesce((select json_agg(a.role_name) from user_admin_roles a where a.user_id = u.id), '[]') as "adminRoles",
    coalesce((select json_agg(json_build_object('tenantId', m.tenant_id, 'state', m.state, 'name', t.name,
        'type', t.type, 'tenantState', t.state))
      from memberships m join tenants t on t.id = m.tenant_id
      where m.user_id = u.id and m.activated_at is not null), '[]') as "mine",
    (select json_build_object('id', t.id, 'name', t.name, 'type', t.type) from tenants t
      where t.id = ${SCOPED_TENANT}) as "scopedTenant",
    ${grantsInScope('$1')}
  from users u where u.id = $1`;

/**
 * The caller's read, to send with the request transaction's opening (db.transaction's `read`):
 * in the same round trip as BEGIN and the settings, and prepared once per database session, as
 * planning it each time was most of its cost (2.5 of 3.6 ms CPU on PGlite). Undefined for a user
 * id that is not a uuid (a service client's), which has no context to read.
 */
export const callerRead = (userId: string): OpeningRead | undefined =>
  UUID.test(userId) ? { name: 'atrium_request_context', text: CALLER_SQL, types: ['uuid'], args: [userId] } : undefined;

/** The caller's row: from the opening's read when given, else read now (planned each time). */
const readCaller = async (tx: Tx, userId: string, opened?: readonly unknown[]): Promise<Caller | undefined> => {
  // The user id is a literal in the statements here and in grantsIn: a uuid or nothing.
  if (!UUID.test(userId)) return undefined;
  if (opened) return opened[0] as Caller | undefined;
  return rowsOf<Caller>(await tx.execute(sql.raw(CALLER_SQL.replaceAll('$1', `'${userId}'::uuid`))))[0];
};

/** Points row-level security at `tenantId` and reads the caller's grants there. */
const grantsIn = async (tx: Tx, userId: string, tenantId: string): Promise<Grants> => {
  await setTenant(tx, tenantId);
  // The id passed readCaller's uuid test.
  return rowsOf<Grants>(await tx.execute(sql.raw(`select ${grantsInScope(`'${userId}'::uuid`)}`)))[0]!;
};

/**
 * Resolves the tenant of a request: the `__tenant` header when given (it must be one of the
 * user's effective memberships in a centre in service, or any tenant for the role named admin), else the remembered choice, else the
 * only effective membership. Sets app.tenant_id for the rest of the transaction, so that
 * row-level security applies to everything the handler does.
 *
 * The transaction may start with app.tenant_id already set to the requested tenant (http.plugin
 * does, to save a statement): nothing but this function's own reads runs before the request is
 * checked against the user's memberships, and a refusal ends the transaction.
 */
export const resolveRequestContext = async (
  tx: Tx,
  userId: string,
  requestedTenantId: string | undefined,
  /** The rows of callerRead(userId) sent with the transaction's opening, if it was. */
  opened?: readonly unknown[],
): Promise<RequestContext> => {
  const caller = await readCaller(tx, userId, opened);
  if (!caller) throw unauthorized();
  const { adminRoles, mine } = caller;

  let tenantId: string | undefined;
  if (requestedTenantId) {
    const membership = mine.find((m) => m.tenantId === requestedTenantId);
    if (!membership && adminRoles.includes(PLATFORM_ADMIN_ROLE)) {
      return actAsPlatformAdmin(tx, userId, adminRoles, requestedTenantId, caller);
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
      usable.find((m) => m.tenantId === caller.chosenTenantId)?.tenantId ??
      (usable.length === 1 ? usable[0]?.tenantId : undefined);
  }

  const current = mine.find((m) => m.tenantId === tenantId);
  if (!current || !tenantId) {
    return { userId, tenant: null, adminRoles, roles: [], permissions: new Set(), features: new Set() };
  }
  // The grants read with the caller are for the tenant in scope then; another needs its own read.
  const grants = caller.scopedTenantId === tenantId ? caller : await grantsIn(tx, userId, tenantId);
  return {
    userId,
    tenant: { id: tenantId, name: current.name, type: current.type },
    adminRoles,
    roles: grants.roles,
    permissions: new Set(grants.permissions),
    features: new Set(grants.features),
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
  caller: Caller,
): Promise<RequestContext> => {
  // Already in scope: the caller's read found the tenant and its features.
  if (caller.scopedTenant && caller.scopedTenantId === tenantId) {
    return {
      userId,
      tenant: caller.scopedTenant,
      adminRoles,
      roles: [],
      permissions: new Set(),
      features: new Set(caller.features),
    };
  }
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
