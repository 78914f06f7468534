import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRecentTime, formatTime, parseIsoDate } from './formatDate';

describe('formatDate', () => {
  it('shows YYYY/MM/DD in Chinese', () => {
    expect(formatDate('2019-05-07', 'zh-CN')).toBe('2019/05/07');
  });

  it('shows DD/MM/YYYY in English', () => {
    expect(formatDate('2019-05-07', 'en-US')).toBe('07/05/2019');
  });

  it('keeps the calendar day of a server date-time', () => {
    expect(formatDate('2019-05-07T00:00:00', 'zh-CN')).toBe('2019/05/07');
  });

  it('accepts Date and DateTime values', () => {
    expect(formatDate(DateTime.fromObject({ year: 2020, month: 12, day: 31 }), 'en-US')).toBe('31/12/2020');
    expect(formatDate(new Date(2021, 0, 2), 'zh-CN')).toBe('2021/01/02');
  });

  it('shows nothing for a missing, invalid or unset (year 0001) date', () => {
    expect(formatDate(null, 'zh-CN')).toBe('');
    expect(formatDate('', 'zh-CN')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
    expect(formatDate('0001-01-01T00:00:00', 'zh-CN')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows YYYY/MM/DD HH:mm', () => {
    expect(formatDateTime('2024-03-09T14:05:59')).toBe('2024/03/09 14:05');
  });

  it('shows nothing for a missing value', () => {
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('date-times in lists', () => {
  it('use YYYY/MM/DD HH:mm in both languages (24-hour clock)', () => {
    expect(formatDateTime('2024-12-31T23:59:00')).toBe('2024/12/31 23:59');
    expect(formatDateTime(new Date(2025, 0, 2, 7, 5))).toBe('2025/01/02 07:05');
  });
});

// Issue 17 item 3: one date format per language, and one date-time format for both (spec 000 §1,
// 002 §9, read literally). Orders once showed 10/11/2026 10:00 in English beside 2026/11/25 10:00.
describe('one format per language', () => {
  const at = '2026-11-25T10:00:00';
  it.each([
    ['zh-CN', '2026/11/25'],
    ['zh-Hans', '2026/11/25'],
    ['en-US', '25/11/2026'],
    ['en', '25/11/2026'],
  ])('in %s a date reads %s and a date-time 2026/11/25 10:00', (language, date) => {
    expect(formatDate(at, language)).toBe(date);
    expect(formatDateTime(at)).toBe('2026/11/25 10:00');
  });

  it('gives date-times no language to vary by', () => {
    // @ts-expect-error: a date-time is written the same in every language.
    expect(formatDateTime(at, 'en-US')).toBe('2026/11/25 10:00');
  });
});

describe('formatTime', () => {
  it('shows HH:mm, or HH:mm:ss, in the browser’s time zone', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7);
    expect(formatTime(at)).toBe('09:05');
    expect(formatTime(at.getTime(), { seconds: true })).toBe('09:05:07');
    expect(formatTime(DateTime.fromJSDate(at).toISO())).toBe('09:05');
  });

  it('shows nothing for a missing or invalid time', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('soon')).toBe('');
  });
});

describe('reading the server’s ISO dates without luxon', () => {
  it('reads what luxon reads, in local time unless an offset is given', () => {
    for (const text of [
      '2024-03-09',
      '2024-03-09T14:05',
      '2024-03-09T14:05:59',
      '2024-03-09T14:05:59.123',
      '2024-03-09T14:05:59.1234567',
      '2024-03-09T14:05:59Z',
      '2024-03-09T14:05:59.5+08:00',
      '2024-03-09T23:30:00-0530',
      '2024-02-29T00:00:00+01',
      '2024-03-09T24:00',
      '2024-12-31T24:00:00Z',
    ]) {
      expect(parseIsoDate(text)?.getTime(), text).toBe(DateTime.fromISO(text).toMillis());
    }
  });

  it('refuses what is not a real date or time', () => {
    for (const text of [
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '2024-03-09T12:60',
      '2024-03-09T24:01',
      '9.3.2024',
      'x',
    ]) {
      expect(parseIsoDate(text), text).toBeNull();
      expect(DateTime.fromISO(text).isValid, text).toBe(false);
    }
  });

  it('keeps years before 100 as they are (the Date constructor would add 1900)', () => {
    expect(parseIsoDate('0050-06-01')?.getFullYear()).toBe(50);
    expect(formatDate('0050-06-01', 'zh-CN')).toBe('0050/06/01');
  });

  it('writes a DateTime in its own zone', () => {
    const utc = DateTime.fromISO('2024-03-09T23:30:00Z', { zone: 'utc' });
    expect(formatDateTime(utc)).toBe('2024/03/09 23:30');
    expect(formatDate(DateTime.invalid('test'), 'zh-CN')).toBe('');
  });
});

describe('a recent time', () => {
  const now = new Date(2026, 10, 21, 9, 0);

  it('is HH:mm on the same calendar day, YYYY/MM/DD HH:mm before (spec 000 §2)', () => {
    expect(formatRecentTime(DateTime.fromJSDate(new Date(2026, 10, 21, 0, 1)).toISO() ?? '', now)).toBe('00:01');
    expect(formatRecentTime(DateTime.fromJSDate(new Date(2026, 10, 20, 23, 59)).toISO() ?? '', now)).toBe(
      '2026/11/20 23:59',
    );
    expect(formatRecentTime('nonsense', now)).toBe('');
  });
});
