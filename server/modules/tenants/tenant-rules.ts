import type { TenantType } from '../../platform/db/schema/index';

// The shape of the tenant tree (architecture.md "Identity and tenancy"): Enterprise (and
// EnterpriseAgent) > Area (and AreaAgent) > Center. A centre may also sit under another centre:
// that is a centre's child institution (spec 002 §1). null means "at the top of the tree".
export const PARENT_TYPES: Readonly<Record<TenantType, readonly (TenantType | null)[]>> = {
  Enterprise: [null],
  EnterpriseAgent: [null],
  Area: ['Enterprise', 'EnterpriseAgent'],
  AreaAgent: ['Enterprise', 'EnterpriseAgent'],
  Center: ['Enterprise', 'EnterpriseAgent', 'Area', 'AreaAgent', 'Center'],
};

export const mayHang = (type: TenantType, parentType: TenantType | null) => PARENT_TYPES[type].includes(parentType);

/**
 * Spec 002 §9 (and 000 §9): the hfs and vrat reminder amounts a new tenant starts with, in yuan,
 * by its type. CenterAdmin's 1000 is the centre's; Admin's 0 belongs to no tenant.
 */
export const REMINDER_DEFAULT_YUAN: Readonly<Record<TenantType, number>> = {
  Enterprise: 5000,
  EnterpriseAgent: 5000,
  Area: 25000,
  AreaAgent: 25000,
  Center: 1000,
};

export const reminderDefaultFen = (type: TenantType) => REMINDER_DEFAULT_YUAN[type] * 100;
