import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate';

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
