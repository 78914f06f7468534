import type { TestLocationFieldsFragment, TestLocationInput } from '../../generated/graphql';

// Spec 000 §9 / 001 §9: the country codes a location's phone may have, 86 first (the default).
export const COUNTRY_CODES = ['86', '972', '52', '1'] as const;
export const DEFAULT_COUNTRY_CODE = '86';

export type LocationFormValues = {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  location: string;
  isEnabled: boolean;
};

// Spec 001 §5: new locations default to inactive.
export const EMPTY_LOCATION: LocationFormValues = {
  name: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  location: '',
  isEnabled: false,
};

export const formValuesOf = (location: TestLocationFieldsFragment): LocationFormValues => ({
  name: location.name,
  email: location.email ?? '',
  countryCode: location.countryCode,
  phone: location.phone ?? '',
  location: location.location ?? '',
  isEnabled: location.isEnabled,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields the form refuses before sending (the server checks the same). */
export const locationProblems = (values: LocationFormValues): { name?: 'required'; email?: 'invalid' } => ({
  ...(values.name.trim() === '' ? { name: 'required' as const } : {}),
  ...(values.email.trim() !== '' && !EMAIL.test(values.email.trim()) ? { email: 'invalid' as const } : {}),
});

export const inputOf = (values: LocationFormValues): TestLocationInput => ({
  name: values.name.trim(),
  email: values.email.trim() || null,
  countryCode: values.countryCode,
  phone: values.phone.trim() || null,
  location: values.location.trim() || null,
  isEnabled: values.isEnabled,
});
