import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatMonth, parseDateInput, startOfWeek, WEEK_STARTS_ON, weekDays, weekdayInitials } from './calendarDates';

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

describe('a calendar’s month and weekdays', () => {
  const november = DateTime.fromISO('2026-11-01');

  it('writes the month as each language does (not 十一月 2026)', () => {
    expect(formatMonth(november, 'zh-CN')).toBe('2026年11月');
    expect(formatMonth(november, 'en-US')).toBe('November 2026');
  });

  it('heads the columns Monday first in both languages', () => {
    expect(weekdayInitials('zh-CN')).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(weekdayInitials('en-US')).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  });
});
