// Spec 002 §8 "Contract warning modals" and §9 (shown again only 72,000,000 ms after the last
// close, lastCloseTime in local storage). Pure: the component feeds it the indicators and the clock.

/** Spec 002 §9: 20 hours. */
export const WARNING_QUIET_MS = 72_000_000;
/** Spec 002 §9: the local-storage key of the last close, in milliseconds since the epoch. */
export const LAST_CLOSE_KEY = 'lastCloseTime';

export type WarningLine = 'hfs' | 'vrat';

export type Indicator = {
  line: string;
  show: boolean;
  days: number | null;
  times: number | null;
  reminderAmount: number;
  reminderTimes: number | null;
};

/**
 * One modal: `days` the days left on the contract, `margin` the tests left (the available
 * margin), `single` the one warning of a line without both figures.
 */
export type Warning =
  | { line: WarningLine; kind: 'days'; days: number }
  | { line: WarningLine; kind: 'margin'; times: number; reminderTimes: number | null }
  | { line: WarningLine; kind: 'single'; days: number | null; reminderAmount: number };

const isLine = (line: string): line is WarningLine => line === 'hfs' || line === 'vrat';

/**
 * The modals to show, in order: HFS first, then VRAT. A line whose reminder applies and that has
 * both days and times gets two (the days left, then the margin); one with only some of them gets one.
 */
export const warningSequence = (indicators: readonly Indicator[]): Warning[] =>
  [...indicators]
    .filter((i): i is Indicator & { line: WarningLine } => isLine(i.line) && i.show)
    .sort((a, b) => a.line.localeCompare(b.line))
    .flatMap((i): Warning[] =>
      i.days !== null && i.times !== null
        ? [
            { line: i.line, kind: 'days', days: i.days },
            { line: i.line, kind: 'margin', times: i.times, reminderTimes: i.reminderTimes },
          ]
        : [{ line: i.line, kind: 'single', days: i.days, reminderAmount: i.reminderAmount }],
    );

/**
 * True while the warnings stay quiet: less than 20 hours since they were last closed. `now` in
 * milliseconds since the epoch, as the stored close is: a difference of instants needs no
 * calendar, so the shell (which draws these on entry) does without luxon.
 */
export const isQuiet = (lastCloseTime: string | null, now: number): boolean => {
  if (!lastCloseTime) return false;
  const closed = Number(lastCloseTime);
  if (!Number.isFinite(closed)) return false;
  const since = now - closed;
  // A close "in the future" (a clock set back) does not silence the warnings for ever.
  return since >= 0 && since < WARNING_QUIET_MS;
};
