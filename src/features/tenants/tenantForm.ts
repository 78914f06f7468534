import type { TenantFieldsFragment, TenantInput, TenantType } from '../../generated/graphql';

export type TenantFormValues = {
  displayName: string;
  type: TenantType | '';
  parentTenant: string;
  area: string;
  email: string;
};

export const EMPTY_TENANT: TenantFormValues = { displayName: '', type: '', parentTenant: '', area: '', email: '' };

export const formValuesOf = (tenant: TenantFieldsFragment): TenantFormValues => ({
  displayName: tenant.displayName,
  type: tenant.type,
  parentTenant: tenant.parentTenant?.id ?? '',
  area: tenant.area ?? '',
  email: tenant.email ?? '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the dialog refuses before asking the server (the server checks the same, and the tree). */
export const tenantProblems = (values: TenantFormValues, parentNeeded: boolean) => ({
  ...(values.displayName.trim() === '' ? { displayName: 'form.name-required' } : {}),
  ...(parentNeeded && values.parentTenant === '' ? { parentTenant: 'form.parent-required' } : {}),
  ...(values.email.trim() !== '' && !EMAIL.test(values.email.trim()) ? { email: 'form.email-invalid' } : {}),
});

export const inputOf = (values: TenantFormValues, type: TenantType): TenantInput => ({
  displayName: values.displayName.trim(),
  type,
  parentTenant: values.parentTenant || null,
  area: values.area.trim() || null,
  email: values.email.trim() || null,
});

const kebab = (name: string) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

/** Catalogue keys are kebab-case: EnterpriseAgent reads types.enterprise-agent. */
export const typeKey = (type: TenantType) => `types.${kebab(type)}`;
export const stateKey = (state: 'Effective' | 'Frozen') => `states.${kebab(state)}`;
