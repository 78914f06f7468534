import type { Tx } from '../../platform/db/database';
import type { TenantType } from '../../platform/db/schema/index';
import { badRequest } from '../../platform/errors';
import { FRONT_PERMISSION_NAMES } from '../../platform/permissions';
import { actAsTenantForAdmin, type RequestContext } from '../../platform/tenancy';
import {
  managementPermissions,
  MENU_TREES,
  regionalPermissions,
  type MenuItemDef,
  type MenuLine,
  type MenuTree,
} from './menu.catalogue';
import { listTenantFeatureNames, replaceTenantFeatures } from './menu.repository';
import type { MenuResponse, TenantFrontPermissionResponse } from './menu.schemas';

export type MenuInput = {
  tenantType: TenantType | null;
  /** Menu permissions granted in the current tenant (role_permissions). */
  permissions: ReadonlySet<string>;
  /** Tenant features and front permissions of the current tenant. */
  features: ReadonlySet<string>;
  adminRoles: readonly string[];
  /** Role names held in the current tenant. */
  roles: readonly string[];
};

/** The menu tree a tenant type works in; no tenant is management mode (spec 000 §2). */
export const menuTreeOf = (tenantType: TenantType | null): MenuTree => {
  switch (tenantType) {
    case null:
      return 'management';
    case 'Center':
      return 'centre';
    case 'Enterprise':
    case 'EnterpriseAgent':
      return 'enterprise';
    case 'Area':
    case 'AreaAgent':
      return 'area';
  }
};

const grantedPermissions = (tree: MenuTree, input: MenuInput): ReadonlySet<string> => {
  switch (tree) {
    case 'management':
      return managementPermissions(input.adminRoles);
    case 'centre':
      return input.permissions;
    case 'enterprise':
    case 'area':
      return new Set([...input.permissions, ...regionalPermissions(tree, input.roles)]);
  }
};

/**
 * A centre user sees the union of the trainer menu, the hfs menu when the tenant has hfs and
 * the vrat menu when it has vrat; the items both lines share belong to each (§2). A user whose
 * only role is trainer gets the trainer menu alone (§6). Management, enterprise and area menus
 * are not split by line: their screens span every centre below them.
 */
const lineVisible = (tree: MenuTree, line: MenuLine, input: MenuInput): boolean => {
  if (tree !== 'centre') return true;
  const trainerOnly = input.roles.length > 0 && input.roles.every((r) => r === 'trainer');
  if (trainerOnly) return line === 'trainer';
  switch (line) {
    case 'trainer':
      return true;
    case 'shared':
      return input.features.has('hfs') || input.features.has('vrat');
    case 'hfs':
    case 'vrat':
      return input.features.has(line);
  }
};

/** Spec 000 §1: labels that read VRAT change to VCAT when the tenant has vrat1.showVCAT. */
export const VCAT_FEATURE = 'vrat1.showVCAT';

/**
 * The menu the user sees (spec 000 §2, 002 §6): items filtered by permission, line, tenant
 * feature and front-permission flag, empty groups dropped. Pure, so the rules are unit-tested.
 */
export const computeMenu = (input: MenuInput): MenuResponse => {
  const tree = menuTreeOf(input.tenantType);
  const granted = grantedPermissions(tree, input);
  const vcat = input.features.has(VCAT_FEATURE);
  const visible = (item: MenuItemDef) =>
    granted.has(item.permission) &&
    lineVisible(tree, item.line, input) &&
    (!item.feature || input.features.has(item.feature)) &&
    (!item.frontPermission || input.features.has(item.frontPermission));
  return {
    tenantType: input.tenantType,
    vcat,
    groups: MENU_TREES[tree]
      .map((group) => ({
        key: group.key,
        labelKey: group.labelKey,
        items: group.items.filter(visible).map((item) => ({
          key: item.key,
          route: item.route,
          labelKey: vcat && item.vcatLabelKey ? item.vcatLabelKey : item.labelKey,
        })),
      }))
      .filter((group) => group.items.length > 0),
  };
};

/** GET /api/business/account/menus: every signed-in user may read their own menu. */
export const getMenu = async (_tx: Tx, ctx: RequestContext): Promise<MenuResponse> =>
  computeMenu({
    tenantType: ctx.tenant?.type ?? null,
    permissions: ctx.permissions,
    features: ctx.features,
    adminRoles: ctx.adminRoles,
    roles: ctx.roles,
  });

/** The feature and front-permission names of a tenant (the role named admin only). */
export const getTenantFrontPermissions = async (
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
): Promise<TenantFrontPermissionResponse> => {
  const tenant = await actAsTenantForAdmin(tx, ctx, tenantId);
  return { tenantId: tenant.id, names: await listTenantFeatureNames(tx, tenant.id) };
};

/** Replaces the feature and front-permission names of a tenant (the role named admin only). */
export const setTenantFrontPermissions = async (
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
  names: readonly string[],
): Promise<TenantFrontPermissionResponse> => {
  const tenant = await actAsTenantForAdmin(tx, ctx, tenantId);
  const unknown = names.find((name) => !FRONT_PERMISSION_NAMES.includes(name));
  if (unknown !== undefined)
    throw badRequest('UnknownFrontPermission', 'menus:errors.unknown-front-permission', { name: unknown });
  await replaceTenantFeatures(tx, tenant.id, [...new Set(names)]);
  return { tenantId: tenant.id, names: await listTenantFeatureNames(tx, tenant.id) };
};
