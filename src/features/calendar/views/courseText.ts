import { Info, type DateTime } from 'luxon';
import { formatDate } from '../../../shared/i18n/formatDate';

// How the calendar writes its days and times, in the page's language: dates through the shared
// formatDate (spec 000 §1: YYYY/MM/DD in Chinese, day first in English), weekday names from luxon.

const isChinese = (language: string) => language.toLowerCase().startsWith('zh');
const localeOf = (language: string) => (isChinese(language) ? 'zh-CN' : 'en-GB');

const weekday = (day: DateTime, language: string, length: 'short' | 'long') =>
  Info.weekdays(length, { locale: localeOf(language) })[day.weekday - 1] ?? '';

/** A column's head: "Mon 23/11" or "周一 11/23". */
export const dayHeading = (day: DateTime, language: string): string =>
  `${weekday(day, language, 'short')} ${isChinese(language) ? `${day.month}/${day.day}` : `${day.day}/${day.month}`}`;

/** A day in full, for labels: "Monday 23/11/2026" or "星期一 2026/11/23". */
export const dayLabel = (day: DateTime, language: string): string =>
  `${weekday(day, language, 'long')} ${formatDate(day, language)}`;

/** The range a view shows: "23/11/2026 – 29/11/2026"; a day in full. */
export const rangeTitle = (days: readonly DateTime[], language: string): string => {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return first.hasSame(last, 'day')
    ? dayLabel(first, language)
    : `${formatDate(first, language)} – ${formatDate(last, language)}`;
};

/** "HH:mm" of a course time ('YYYY-MM-DD HH:mm'). */
export const clockOf = (time: string): string => time.slice(11, 16);

/** "HH:mm–HH:mm" of a course. */
export const spanOf = (start: string, end: string): string => `${clockOf(start)}–${clockOf(end)}`;

/** The grid's hour label: "08:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Spec 001 §9: YYYY/MM/DD HH:mm–HH:mm. */
export const courseWhen = (start: string, end: string): string =>
  `${start.slice(0, 10).replaceAll('-', '/')} ${clockOf(start)}–${clockOf(end)}`;
