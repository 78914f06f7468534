import { DateTime } from 'luxon';

// The period the costs screen reads: whole days, both ends included, as the REST routes take them
// (tenantCourseCostList / coachCourseCostList `from` and `to`, YYYY-MM-DD in the centre's days).

export type CostPeriod = { from: string; to: string };

const monthOf = (start: DateTime): CostPeriod => ({
  from: start.startOf('month').toISODate()!,
  to: start.endOf('month').toISODate()!,
});

/** This month, the screen's default (the routes' default too). */
export const thisMonth = (now: DateTime = DateTime.local()): CostPeriod => monthOf(now);

/**
 * The month before or after the period's first day. A custom range steps by the month it starts
 * in, so "next" after 10–20 March is April, a whole month again.
 */
export const shiftMonth = (period: CostPeriod, months: number): CostPeriod =>
  monthOf(DateTime.fromISO(period.from).startOf('month').plus({ months }));

/** Whether the period is exactly one calendar month (its title is then the month's name). */
export const wholeMonth = (period: CostPeriod): DateTime | null => {
  const from = DateTime.fromISO(period.from);
  const month = monthOf(from);
  return month.from === period.from && month.to === period.to ? from : null;
};

/** A custom range as typed: both days real and in order, or null. */
export const customPeriod = (from: string | null, to: string | null): CostPeriod | null =>
  from && to && from <= to ? { from, to } : null;
