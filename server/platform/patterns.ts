// The shapes of the values every module checks by hand (issue 15 item 2): one copy each, so a
// change of rule reaches every form at once. Route schemas use `Uuid` from schemas.ts instead.

/** Something@domain.tld with no spaces: the console's own check, nothing stricter. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Any uuid, case-insensitive: free-text values (headers, stored contacts) are checked before PostgreSQL sees them. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A mainland mobile number: 11 digits starting with 1 (spec 000 §9). */
export const MAINLAND_MOBILE = /^1\d{10}$/;

/** A reminder's SMS contact: an optional '+' and 5 to 20 digits, nothing else (spec 002 §3 "Reminder contact"). */
export const REMINDER_SMS_NUMBER = /^\+?\d{5,20}$/;

/**
 * A national number (digits only) for a country code without '+': a mainland mobile for 86,
 * elsewhere `shortest` to 15 digits (E.164's longest). The guardian form allows 5 digits, the
 * account and staff forms 6.
 */
export const isPhoneNumber = (countryCode: string, digits: string, shortest = 6): boolean =>
  countryCode === '86' ? MAINLAND_MOBILE.test(digits) : new RegExp(`^\\d{${shortest},15}$`).test(digits);
