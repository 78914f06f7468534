import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayGroupOf, formatNotificationTime, groupByDay } from './groupByDay';

// 10:30 on 5 March 2026 in Shanghai.
const now = DateTime.fromISO('2026-03-05T10:30:00', { zone: 'Asia/Shanghai' });

describe('dayGroupOf', () => {
  it('puts a time into today, yesterday or the older group by the calendar day', () => {
    expect(dayGroupOf('2026-03-05T00:00:00+08:00', now)).toBe('today');
    expect(dayGroupOf('2026-03-04T23:59:00+08:00', now)).toBe('yesterday');
    expect(dayGroupOf('2026-03-04T00:00:00+08:00', now)).toBe('yesterday');
    expect(dayGroupOf('2026-03-03T23:59:00+08:00', now)).toBe('earlier');
    expect(dayGroupOf('2025-12-31T12:00:00+08:00', now)).toBe('earlier');
  });

  it('reads UTC times in the local day (16:30Z on the 4th is 00:30 on the 5th in Shanghai)', () => {
    expect(dayGroupOf('2026-03-04T16:30:00.000Z', now)).toBe('today');
    expect(dayGroupOf('2026-03-04T15:59:00.000Z', now)).toBe('yesterday');
  });

  it('counts a time slightly ahead of the clock as today', () => {
    expect(dayGroupOf('2026-03-05T10:31:00+08:00', now)).toBe('today');
  });
});

describe('formatNotificationTime', () => {
  it('shows HH:mm today and yesterday, and YYYY/MM/DD HH:mm for the older group', () => {
    expect(formatNotificationTime('2026-03-05T01:05:00.000Z', 'today', now.zone)).toBe('09:05');
    expect(formatNotificationTime('2026-03-04T13:45:00.000Z', 'yesterday', now.zone)).toBe('21:45');
    expect(formatNotificationTime('2026-02-28T00:07:00.000Z', 'earlier', now.zone)).toBe('2026/02/28 08:07');
    expect(formatNotificationTime('not a time', 'today', now.zone)).toBe('');
  });
});

describe('groupByDay', () => {
  it('keeps the newest-first order inside each group and leaves out empty groups', () => {
    const items = [
      { id: 'a', creationTime: '2026-03-05T09:00:00+08:00' },
      { id: 'b', creationTime: '2026-03-05T08:00:00+08:00' },
      { id: 'c', creationTime: '2026-03-02T08:00:00+08:00' },
      { id: 'd', creationTime: '2025-01-01T08:00:00+08:00' },
    ];
    expect(groupByDay(items, now).map(({ group, items }) => [group, items.map((i) => i.id)])).toEqual([
      ['today', ['a', 'b']],
      ['earlier', ['c', 'd']],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });
});
