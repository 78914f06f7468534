import { describe, expect, it } from 'vitest';
import { dayDisabled, rangeOverlaps, rangeProblem } from './dateRules';

const limits = {
  today: '2026-06-10',
  parentEndTime: '2026-12-31',
  taken: [{ id: 'a', startTime: '2026-07-01', endTime: '2026-07-31' }],
};

describe('contract date rules', () => {
  it('disables the past, days after the parent contract and days of other contracts', () => {
    expect(dayDisabled(limits, '2026-06-09')).toBe(true);
    expect(dayDisabled(limits, '2026-06-10')).toBe(false);
    expect(dayDisabled(limits, '2027-01-01')).toBe(true);
    expect(dayDisabled(limits, '2026-07-15')).toBe(true);
    // A contract's own days stay free when it is the one being edited or renewed.
    expect(dayDisabled(limits, '2026-07-15', 'a')).toBe(false);
  });

  it('finds a range that runs over another contract', () => {
    expect(rangeOverlaps(limits, '2026-06-20', '2026-08-10')).toBe(true);
    expect(rangeOverlaps(limits, '2026-08-01', '2026-08-10')).toBe(false);
  });

  it('names what is wrong with a validity range: missing end, reversed or over another contract', () => {
    expect(rangeProblem(limits, '', '2026-08-10')).toBe('form.range-required');
    expect(rangeProblem(limits, '2026-08-10', '2026-08-01')).toBe('form.end-before-start');
    expect(rangeProblem(limits, '2026-06-20', '2026-08-10')).toBe('form.overlap');
    expect(rangeProblem(limits, '2026-06-20', '2026-08-10', 'a')).toBeUndefined();
    // Before the limits have loaded, only the range's own shape is judged.
    expect(rangeProblem(undefined, '2026-06-20', '2026-08-10')).toBeUndefined();
  });
});
