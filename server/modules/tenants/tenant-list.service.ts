import type { Tx } from '../../platform/db/database';
import { TENANT_TYPES, type TenantType } from '../../platform/db/schema/index';
import { type RequestContext } from '../../platform/tenancy';
import { requireManagedTenant, tenantManager, withManagedTenant } from './tenant-access';
import { findTenantOptions, findTenantPage } from './tenants.repository';
import type { SearchQuery, TenantListQuery } from './tenants.schemas';
import { oneItem, toItems } from './tenant-items';

// Reading the tenants a caller manages: the list, one tenant, the pickers and the levels below.

const typesOf = (text: string | undefined): TenantType[] =>
  (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is TenantType => (TENANT_TYPES as readonly string[]).includes(t));

/** GET /api/business/tenant: the tenants the caller manages, newest first. */
export const listTenants = async (tx: Tx, ctx: RequestContext, query: TenantListQuery) => {
  const manager = tenantManager(ctx);
  const page = await findTenantPage(tx, {
    root: manager.root,
    types: typesOf(query.type),
    ...(query.filter?.trim() ? { filter: query.filter.trim() } : {}),
    ...(query.parentId ? { parentId: query.parentId } : {}),
    skipCount: query.skipCount,
    maxResultCount: query.maxResultCount,
  });
  return { items: await toItems(tx, ctx, manager, page.items), totalCount: page.totalCount };
};

/** GET /api/business/tenant/{id}. */
export const getTenant = async (tx: Tx, ctx: RequestContext, id: string) => {
  return withManagedTenant(tx, ctx, id, ({ manager }) => oneItem(tx, ctx, manager, id));
};

const options = async (
  tx: Tx,
  ctx: RequestContext,
  types: readonly TenantType[],
  query: SearchQuery,
  includeRoot = false,
) => {
  const manager = tenantManager(ctx);
  const rows = await findTenantOptions(tx, {
    root: manager.root,
    includeRoot,
    types,
    ...(query.filter?.trim() ? { filter: query.filter.trim() } : {}),
    limit: query.maxResultCount,
  });
  return rows.map((r) => ({ id: r.id, displayName: r.name, type: r.type }));
};

/** GET /api/business/tenant/areaList: the areas a centre may be put under. */
export const areaList = (tx: Tx, ctx: RequestContext, query: SearchQuery) =>
  options(tx, ctx, ['Area', 'AreaAgent'], query, true);

/** GET /api/business/tenant/enterpriseSearchList: the enterprises an area may be put under. */
export const enterpriseSearchList = (tx: Tx, ctx: RequestContext, query: SearchQuery) =>
  options(tx, ctx, ['Enterprise', 'EnterpriseAgent'], query, true);

/** GET /api/business/tenant/find: tenants in reach by part of their name, any type. */
export const findTenants = (tx: Tx, ctx: RequestContext, query: SearchQuery) => options(tx, ctx, [], query);

/** GET /api/business/tenant/nextLevelList: the tenants right below one (default: the caller's, or the tops). */
export const nextLevelList = async (tx: Tx, ctx: RequestContext, tenantId: string | undefined) => {
  const manager = tenantManager(ctx);
  const parentId = tenantId ?? manager.root;
  const below = async () =>
    parentId
      ? findTenantOptions(tx, { root: null, parentId })
      : (await findTenantOptions(tx, { root: null })).filter((r) => r.parentId === null);
  // Below another tenant than the caller's own, row-level security must point at that one.
  const rows =
    parentId && parentId !== manager.root ? await withManagedTenant(tx, ctx, parentId, below) : await below();
  return rows.map((r) => ({ id: r.id, displayName: r.name, type: r.type }));
};

/** GET /api/business/tenant/childInstitutions/{tenantId}: the tenants right below one, as list rows. */
export const childInstitutions = async (tx: Tx, ctx: RequestContext, tenantId: string) => {
  const manager = tenantManager(ctx);
  if (tenantId !== manager.root) {
    await requireManagedTenant(tx, ctx, tenantId);
  }
  const page = await findTenantPage(tx, { root: manager.root, parentId: tenantId, skipCount: 0, maxResultCount: 999 });
  return { items: await toItems(tx, ctx, manager, page.items), totalCount: page.totalCount };
};
