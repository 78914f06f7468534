import { describe, expect, it } from 'vitest';
import { isQuiet, warningSequence, WARNING_QUIET_MS, type Indicator } from './warningSequence';

const vrat = (over: Partial<Indicator> = {}): Indicator => ({
  line: 'vrat',
  show: true,
  days: 12,
  times: 3,
  reminderAmount: 1000,
  reminderTimes: 20,
  ...over,
});
const hfs = (over: Partial<Indicator> = {}): Indicator => ({
  line: 'hfs',
  show: true,
  days: 40,
  times: null,
  reminderAmount: 1000,
  reminderTimes: null,
  ...over,
});

describe('warningSequence', () => {
  it('shows the days left first and the available margin second when both are present', () => {
    expect(warningSequence([vrat()])).toEqual([
      { line: 'vrat', kind: 'days', days: 12 },
      { line: 'vrat', kind: 'margin', times: 3, reminderTimes: 20 },
    ]);
  });

  it('shows one warning when show is set but the times are missing', () => {
    expect(warningSequence([hfs()])).toEqual([{ line: 'hfs', kind: 'single', days: 40, reminderAmount: 1000 }]);
    expect(warningSequence([vrat({ times: null })])).toHaveLength(1);
  });

  it('shows nothing for a line whose reminder does not apply', () => {
    expect(warningSequence([hfs({ show: false }), vrat({ show: false })])).toEqual([]);
  });

  it('puts HFS before VRAT whatever order the lines came in', () => {
    expect(warningSequence([vrat(), hfs()]).map((w) => `${w.line}:${w.kind}`)).toEqual([
      'hfs:single',
      'vrat:days',
      'vrat:margin',
    ]);
  });
});

describe('isQuiet', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const closedAgo = (ms: number) => String(now - ms);

  it('is quiet for 20 hours after the last close, and not a millisecond longer', () => {
    expect(isQuiet(closedAgo(1), now)).toBe(true);
    expect(isQuiet(closedAgo(WARNING_QUIET_MS - 1), now)).toBe(true);
    expect(isQuiet(closedAgo(WARNING_QUIET_MS), now)).toBe(false);
    expect(isQuiet(closedAgo(25 * 3600 * 1000), now)).toBe(false);
  });

  it('is not quiet without a readable last close, or with one in the future', () => {
    expect(isQuiet(null, now)).toBe(false);
    expect(isQuiet('yesterday', now)).toBe(false);
    expect(isQuiet(closedAgo(-60_000), now)).toBe(false);
  });
});
