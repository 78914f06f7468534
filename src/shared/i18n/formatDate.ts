import { DateTime } from 'luxon';

// Spec 000 §1: dates are YYYY/MM/DD in Chinese and DD/MM/YYYY otherwise; date-times in lists
// are YYYY/MM/DD HH:mm.

const parse = (value: string | Date | DateTime): DateTime | null => {
  const parsed =
    value instanceof DateTime ? value : value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  // Year 0001 is the server's "unset" (spec 000 §3, User profile birthday).
  return parsed.isValid && parsed.year > 1 ? parsed : null;
};

const isChinese = (language: string): boolean => language.toLowerCase().startsWith('zh');

/** A calendar date, or '' when the value is missing, invalid or the "unset" year 0001. */
export const formatDate = (value: string | Date | DateTime | null | undefined, language: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(value);
  if (!date) return '';
  return date.toFormat(isChinese(language) ? 'yyyy/MM/dd' : 'dd/MM/yyyy');
};

/** A date and time as lists show it: YYYY/MM/DD HH:mm. */
export const formatDateTime = (value: string | Date | DateTime | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(value);
  return date ? date.toFormat('yyyy/MM/dd HH:mm') : '';
};
