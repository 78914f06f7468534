import { DateTime } from 'luxon';

// A clock-in plan's counts (spec 001 §3): finishedDayCount is every day clocked in;
// continueDayCount the streak a family sees in the app: consecutive days ending today, or ending
// yesterday while today can still be clocked in (a streak is not broken before the day is over).

const previousDay = (day: string): string => DateTime.fromISO(day).minus({ days: 1 }).toISODate()!;

/** `days` are distinct ISO days, newest first; `asOf` the day the streak is read on. */
export const streakOf = (days: readonly string[], asOf: string): number => {
  const newest = days[0];
  if (!newest) return 0;
  let expected = newest === asOf ? asOf : previousDay(asOf);
  if (newest !== expected) return 0;
  let streak = 0;
  for (const day of days) {
    if (day !== expected) break;
    streak += 1;
    expected = previousDay(expected);
  }
  return streak;
};

/** How many days before `today` a clock-in may still be recorded (today and the six before). */
export const LATE_CLOCK_IN_DAYS = 6;

export const earliestClockInDay = (today: string): string =>
  DateTime.fromISO(today).minus({ days: LATE_CLOCK_IN_DAYS }).toISODate()!;
