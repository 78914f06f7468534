import type { DateTime } from 'luxon';

// Spec 000 §1 and 002 §9: dates are YYYY/MM/DD in Chinese and DD/MM/YYYY otherwise; date-times
// are YYYY/MM/DD HH:mm in both languages (the spec gives one date-time pattern, not one per
// language). Every date the console shows goes through this file or `./calendarDates.ts`; the lint
// rule in eslint.config.js keeps other modules from formatting dates on their own (issue 17).
// Formatting only, without luxon: the top bar and the workbench show dates
// on the console's first load, and luxon (20 KB compressed) stays with the screens that compute
// with dates (`./calendarDates.ts`; issue 16 item 4). A luxon DateTime is still accepted, and is
// written by its own toFormat, in its own zone.

// ISO 8601 extended date or date-time as the server writes them (luxon's fromISO reads the same):
// a date alone or a time without an offset is local time; `Z` or an offset is converted to it.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const offsetMinutes = (zone: string): number => {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
};

/** An ISO date or date-time as a Date, or null when it is not a real one (31 February, 25:00). */
export const parseIsoDate = (text: string): Date | null => {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  // 24:00 is the next day's midnight, as in ISO 8601 and luxon; setHours(24) rolls over to it.
  const midnightAfter = fields[3] === 24 && fields[4] === 0 && fields[5] === 0 && ms === 0;
  if (fields[1] > 11 || (fields[3] > 23 && !midnightAfter) || fields[4] > 59 || fields[5] > 59) return null;
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  const date = new Date(0);
  if (zone === undefined) {
    date.setFullYear(fields[0], fields[1], fields[2]);
    if (date.getDate() !== fields[2]) return null;
    date.setHours(fields[3], fields[4], fields[5], ms);
  } else {
    date.setUTCFullYear(fields[0], fields[1], fields[2]);
    if (date.getUTCDate() !== fields[2]) return null;
    date.setUTCHours(fields[3], fields[4], fields[5], ms);
    date.setTime(date.getTime() - offsetMinutes(zone) * 60_000);
  }
  return date;
};

const isDateTime = (value: object): value is DateTime => !(value instanceof Date);

/** The local date and time fields of a value; null when missing, invalid or the "unset" year 0001. */
type Fields = { y: number; mo: number; d: number; h: number; mi: number; s: number };

const fieldsOf = (value: string | Date | DateTime): Fields | null => {
  if (typeof value === 'object' && isDateTime(value)) {
    return value.isValid
      ? { y: value.year, mo: value.month, d: value.day, h: value.hour, mi: value.minute, s: value.second }
      : null;
  }
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return null;
  return {
    y: date.getFullYear(),
    mo: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    mi: date.getMinutes(),
    s: date.getSeconds(),
  };
};

// Year 0001 is the server's "unset" (spec 000 §3, User profile birthday).
const parse = (value: string | Date | DateTime) => {
  const fields = fieldsOf(value);
  return fields && fields.y > 1 ? fields : null;
};

const two = (n: number) => String(n).padStart(2, '0');

const isChinese = (language: string): boolean => language.toLowerCase().startsWith('zh');

/** How dates are written in a language: the pattern people read and type. */
export const datePattern = (language: string): string => (isChinese(language) ? 'yyyy/MM/dd' : 'dd/MM/yyyy');

type Day = { y: number; mo: number; d: number };
const year = ({ y }: Day) => String(y).padStart(4, '0');
const yearFirst = (day: Day) => `${year(day)}/${two(day.mo)}/${two(day.d)}`;
const writeDate = (day: Day, language: string): string =>
  isChinese(language) ? yearFirst(day) : `${two(day.d)}/${two(day.mo)}/${year(day)}`;

/** A calendar date, or '' when the value is missing, invalid or the "unset" year 0001. */
export const formatDate = (value: string | Date | DateTime | null | undefined, language: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const fields = parse(value);
  return fields ? writeDate(fields, language) : '';
};

/**
 * A date and time: YYYY/MM/DD HH:mm in every language (spec 000 §1, 002 §9), so it takes no
 * language; '' when missing, invalid or the "unset" year 0001.
 */
export const formatDateTime = (value: string | Date | DateTime | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const fields = parse(value);
  return fields ? `${yearFirst(fields)} ${two(fields.h)}:${two(fields.mi)}` : '';
};

/** A time of day as the live screens show it: HH:mm, or HH:mm:ss; '' when missing or invalid. */
export const formatTime = (
  value: string | Date | DateTime | number | null | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): string => {
  if (value === null || value === undefined || value === '') return '';
  const fields = parse(typeof value === 'number' ? new Date(value) : value);
  if (!fields) return '';
  return seconds ? `${two(fields.h)}:${two(fields.mi)}:${two(fields.s)}` : `${two(fields.h)}:${two(fields.mi)}`;
};

/**
 * Spec 000 §2 for a recent time: HH:mm when it is on `now`'s calendar day (local time),
 * YYYY/MM/DD HH:mm before.
 */
export const formatRecentTime = (value: string, now: Date = new Date()): string => {
  const fields = parse(value);
  if (!fields) return '';
  const today = fields.y === now.getFullYear() && fields.mo === now.getMonth() + 1 && fields.d === now.getDate();
  return today ? formatTime(value) : formatDateTime(value);
};
