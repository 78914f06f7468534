import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  parseDateInput,
  startOfWeek,
  WEEK_STARTS_ON,
  weekDays,
} from './formatDate';

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

describe('the week starts on Monday', () => {
  it('takes a Sunday back to the Monday before it', () => {
    expect(startOfWeek('2024-03-10T18:30:00')?.toISODate()).toBe('2024-03-04');
  });

  it('keeps a Monday, at midnight', () => {
    const monday = startOfWeek('2024-03-04T09:15:00');
    expect(monday?.toISODate()).toBe('2024-03-04');
    expect(monday?.hour).toBe(0);
  });

  it('lists the week Monday to Sunday, across a month end', () => {
    expect(weekDays('2024-03-01').map((d) => d.toISODate())).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
    ]);
    expect(WEEK_STARTS_ON).toBe(1);
  });

  it('has no week for a value that is not a date', () => {
    expect(startOfWeek('nope')).toBeNull();
    expect(weekDays('nope')).toEqual([]);
  });
});

describe('date-times in lists', () => {
  it('use YYYY/MM/DD HH:mm in both languages (24-hour clock)', () => {
    expect(formatDateTime('2024-12-31T23:59:00')).toBe('2024/12/31 23:59');
    expect(formatDateTime(new Date(2025, 0, 2, 7, 5))).toBe('2025/01/02 07:05');
  });
});

describe('typing a date', () => {
  it.each([
    ['zh-CN', '2019/03/07', '2019-03-07'],
    ['zh-CN', '2019-3-7', '2019-03-07'],
    ['en-US', '07/03/2019', '2019-03-07'],
    ['en-US', '7.3.2019', '2019-03-07'],
    ['zh-CN', '', ''],
    ['zh-CN', '2019/02/30', null],
    ['en-US', '2019/03/07', null],
    ['zh-CN', '0001/01/01', null],
  ])('in %s, "%s" reads %s', (language, text, iso) => {
    expect(parseDateInput(text, language)).toBe(iso);
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
