import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { setCentreZone } from '../../../shared/time/centreZone';
import { daysOf, parseCourseTime, placeCourses, rangeOf, step } from './calendarGrid';

const c = (id: string, startTime: string, endTime: string) => ({ id, startTime, endTime });

describe('calendar grid', () => {
  it('starts a week on Monday whatever day it is anchored to, and steps by weeks or days', () => {
    const sunday = DateTime.local(2026, 11, 29, 23, 0);
    expect(rangeOf(daysOf('week', sunday))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf(daysOf('day', sunday))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(step('week', sunday, 1).toISODate()).toBe('2026-12-06');
    expect(step('day', sunday, -1).toISODate()).toBe('2026-11-28');
  });

  it('places courses by day and time, overlapping ones side by side, others full width', () => {
    const days = daysOf('week', DateTime.local(2026, 11, 25));
    const placed = placeCourses(
      [
        c('a', '2026-11-24 10:00', '2026-11-24 11:00'),
        c('b', '2026-11-24 10:30', '2026-11-24 11:30'),
        c('c', '2026-11-24 11:00', '2026-11-24 12:00'),
        c('d', '2026-11-24 14:00', '2026-11-24 15:00'),
        c('early', '2026-11-24 07:00', '2026-11-24 08:00'),
        c('other week', '2026-12-01 10:00', '2026-12-01 11:00'),
      ],
      days,
    );
    const of = (id: string) => placed.find((p) => p.course.id === id);
    expect(of('early')).toBeUndefined();
    expect(of('other week')).toBeUndefined();
    // a, b and c form one cluster: c reuses a's lane once a is over.
    expect([of('a')?.lane, of('b')?.lane, of('c')?.lane]).toEqual([0, 1, 0]);
    expect(of('a')?.lanes).toBe(2);
    expect(of('d')).toMatchObject({ day: 1, lane: 0, lanes: 1 });
    expect(of('d')?.top).toBeCloseTo(6 / 13);
    expect(of('b')?.height).toBeCloseTo(1 / 13);
  });
});

describe("course times on the centre's wall clock", () => {
  afterEach(() => setCentreZone(undefined));

  it('reads a course time in the centre zone, whatever zone the browser is in', () => {
    setCentreZone('Asia/Shanghai');
    const start = parseCourseTime('2026-11-28 09:00');
    expect(start.toUTC().toFormat('yyyy-MM-dd HH:mm')).toBe('2026-11-28 01:00');
    setCentreZone('America/New_York');
    expect(parseCourseTime('2026-11-28 09:00').toUTC().toFormat('HH:mm')).toBe('14:00');
  });
});
