import { DateTime, Info } from 'luxon';

// Date logic, with luxon (the spec's library for dates): reading a typed date and the weeks of
// calendars and pickers. Writing a date is `./formatDate.ts`, which loads without luxon.

const isChinese = (language: string): boolean => language.toLowerCase().startsWith('zh');

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

/** Spec 000 §1: the week starts on Monday (luxon's weekday 1), whatever the browser's locale says. */
export const WEEK_STARTS_ON = 1;

// Month and weekday names follow the language, not the browser; en-GB rather than en-US for
// the same day-first reading as DD/MM/YYYY.
const localeOf = (language: string): string => (isChinese(language) ? 'zh-CN' : 'en-GB');

/** A calendar's title: the month and year, as "November 2026" or "2026年11月". */
export const formatMonth = (month: DateTime, language: string): string =>
  month.setLocale(localeOf(language)).toLocaleString({ month: 'long', year: 'numeric' });

/** A calendar's column heads, Monday first: "M T W …" or "一 二 三 …". */
export const weekdayInitials = (language: string): string[] => Info.weekdays('narrow', { locale: localeOf(language) });

const parse = (value: string | Date | DateTime): DateTime | null => {
  const parsed =
    value instanceof DateTime ? value : value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  // Year 0001 is the server's "unset" (spec 000 §3).
  return parsed.isValid && parsed.year > 1 ? parsed : null;
};

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
