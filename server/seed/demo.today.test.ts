import { describe, expect, it } from 'vitest';
import { planVisits } from './demo.today';

const ZONE = 'Asia/Shanghai';
/** A moment given in the centre's local time (UTC+8). */
const at = (local: string) => new Date(`${local}+08:00`);

describe('planVisits', () => {
  it('spreads the visits from opening to just before now, the older ones checked out', () => {
    const now = at('2026-11-27T16:00:00');
    const visits = planVisits(now, ZONE, 8);
    expect(visits).toHaveLength(8);
    for (const v of visits) {
      expect(v.inAt.getTime()).toBeGreaterThanOrEqual(at('2026-11-27T08:00:00').getTime());
      expect(v.inAt.getTime()).toBeLessThan(now.getTime());
      if (v.outAt) expect(v.outAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(visits[0]!.outAt).not.toBeNull();
    // The latest ones are close together: a few children are in the centre at once.
    expect(visits.filter((v) => v.outAt === null).length).toBeGreaterThanOrEqual(2);
  });

  it('stays on the centre’s day when the seed runs before opening', () => {
    const now = at('2026-11-27T06:30:00');
    const visits = planVisits(now, ZONE, 5);
    expect(visits).toHaveLength(5);
    for (const v of visits) {
      expect(v.inAt.getTime()).toBeGreaterThanOrEqual(at('2026-11-27T00:00:00').getTime());
      expect(v.inAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('plans nothing in the first minutes of the day', () => {
    expect(planVisits(at('2026-11-27T00:02:00'), ZONE, 5)).toEqual([]);
  });
});
