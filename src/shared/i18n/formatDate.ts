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

/** How dates are written in a language: the pattern people read and type. */
export const datePattern = (language: string): string => (isChinese(language) ? 'yyyy/MM/dd' : 'dd/MM/yyyy');

/**
 * A date typed in the language's pattern (YYYY/MM/DD or DD/MM/YYYY; '-' and '.' are taken for
 * '/'), as an ISO date; '' when nothing was typed; null when it is not a real date.
 */
export const parseDateInput = (text: string, language: string): string | null => {
  const trimmed = text.trim().replace(/[-.]/g, '/');
  if (trimmed === '') return '';
  const date = DateTime.fromFormat(trimmed, isChinese(language) ? 'yyyy/M/d' : 'd/M/yyyy');
  return date.isValid && date.year > 1 ? date.toISODate() : null;
};

/** A calendar date, or '' when the value is missing, invalid or the "unset" year 0001. */
export const formatDate = (value: string | Date | DateTime | null | undefined, language: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(value);
  if (!date) return '';
  return date.toFormat(datePattern(language));
};

/**
 * A date and time as lists show it: YYYY/MM/DD HH:mm, or with `language` the date as that
 * language writes it (spec 000 §1), then HH:mm.
 */
export const formatDateTime = (value: string | Date | DateTime | null | undefined, language?: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(value);
  return date ? date.toFormat(`${language ? datePattern(language) : 'yyyy/MM/dd'} HH:mm`) : '';
};

/** A time of day as the live screens show it: HH:mm, or HH:mm:ss; '' when missing or invalid. */
export const formatTime = (
  value: string | Date | DateTime | number | null | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(typeof value === 'number' ? new Date(value) : value);
  return date ? date.toFormat(seconds ? 'HH:mm:ss' : 'HH:mm') : '';
};

/** Spec 000 §1: the week starts on Monday (luxon's weekday 1), whatever the browser's locale says. */
export const WEEK_STARTS_ON = 1;

/** Midnight of the Monday that starts the value's week, or null when the value is not a date. */
export const startOfWeek = (value: string | Date | DateTime): DateTime | null => {
  const date = parse(value);
  if (!date) return null;
  return date.startOf('day').minus({ days: (date.weekday - WEEK_STARTS_ON + 7) % 7 });
};

/** The seven days of the value's week, Monday first (for calendars and week pickers). */
export const weekDays = (value: string | Date | DateTime): DateTime[] => {
  const monday = startOfWeek(value);
  return monday ? Array.from({ length: 7 }, (_, i) => monday.plus({ days: i })) : [];
};
