import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { planDemoCalendar } from './demo.calendar';

describe('planDemoCalendar', () => {
  it('gives every plan weekly series and singles within the hours, no trainer or child twice at once', () => {
    const plans = Array.from({ length: 7 }, (_, i) => ({
      planId: `p${i}`,
      subjectId: `s${i}`,
      coachId: `c${i % 3}`,
    }));
    const today = DateTime.fromISO('2026-11-25', { zone: 'Asia/Shanghai' });
    const arranged = planDemoCalendar(plans, today);
    const taken = new Set<string>();
    for (const a of arranged) {
      const start = DateTime.fromFormat(a.startTime, 'yyyy-MM-dd HH:mm', { zone: 'Asia/Shanghai' });
      expect(start.hour).toBeGreaterThanOrEqual(8);
      expect(start.hour).toBeLessThanOrEqual(20);
      expect(start >= today.startOf('week')).toBe(true);
      for (let k = 0; k < (a.weekly ?? 1); k++) {
        const at = start.plus({ weeks: k });
        expect(at < today.startOf('week').plus({ weeks: 2 })).toBe(true);
        for (const key of [`t${a.executorId}${at.toMillis()}`, `c${a.subjectId}${at.toMillis()}`]) {
          expect(taken.has(key)).toBe(false);
          taken.add(key);
        }
      }
    }
    expect(arranged.filter((a) => a.weekly === 2).length).toBeGreaterThanOrEqual(plans.length);
    expect(arranged.some((a) => a.startTime.startsWith('2026-11-25'))).toBe(true);
    expect(new Set(arranged.map((a) => a.executorId)).size).toBe(3);
  });
});
