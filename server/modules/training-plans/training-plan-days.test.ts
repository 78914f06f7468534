import { describe, expect, it } from 'vitest';
import { earliestClockInDay, streakOf } from './training-plan-days';

describe('a clock-in plan streak', () => {
  it('counts consecutive days up to today', () => {
    expect(streakOf(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10')).toBe(3);
  });
  it("keeps yesterday's streak while today is not clocked in yet", () => {
    expect(streakOf(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
  });
  it('is broken by a missed day before yesterday', () => {
    expect(streakOf(['2026-03-08', '2026-03-07'], '2026-03-10')).toBe(0);
  });
  it('is zero without clock-ins', () => {
    expect(streakOf([], '2026-03-10')).toBe(0);
  });
  it('crosses a month end', () => {
    expect(streakOf(['2026-03-01', '2026-02-28', '2026-02-27'], '2026-03-01')).toBe(3);
  });
  it('lets a family clock in up to six days late', () => {
    expect(earliestClockInDay('2026-03-10')).toBe('2026-03-04');
  });
});
