import type { TenantType } from '../../platform/db/schema/index';
import { LANDING_MENU_PERMISSIONS } from '../../platform/permissions';

export type LandingInput = {
  adminRoles: readonly string[];
  /** How many of the user's memberships are Effective, in tenants in service. */
  effectiveMemberships: number;
  tenantType: TenantType | null;
  permissions: ReadonlySet<string>;
  /** users.show_module_flag: '1' sends a centre user to the product-module chooser first. */
  showModuleFlag?: string | null;
};

/** Where the console opens after sign-in: spec 000 §2 "Landing route after sign-in". */
export const landingRoute = ({
  adminRoles,
  effectiveMemberships,
  tenantType,
  permissions,
  showModuleFlag = null,
}: LandingInput): string => {
  switch (tenantType) {
    case 'Center': {
      if (showModuleFlag === '1') return '/system/showModule';
      const first = LANDING_MENU_PERMISSIONS.find((item) => permissions.has(item.permission));
      return first?.route ?? '/system/center';
    }
    case 'Enterprise':
    case 'EnterpriseAgent':
      return '/system/enterprise';
    case 'Area':
    case 'AreaAgent':
      return '/system/area';
    case null:
      break;
  }
  // No tenant: a user with roles in a tenant must choose one; otherwise management mode.
  if (effectiveMemberships > 0) return '/system/choseRoles';
  if (adminRoles.includes('admin')) return '/system/manage';
  if (adminRoles.includes('editor')) return '/system/manage/content/tag';
  if (adminRoles.includes('medicalSupport')) return '/system/manage/statistic/vratCaseList';
  if (adminRoles.length > 0) return '/system/manage';
  return '/system/menu/account/settings';
};
