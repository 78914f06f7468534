import { DateTime } from 'luxon';

/**
 * The centre's calendar day at `at` (now by default): a check-in at 23:30 in Shanghai belongs to
 * that day. A plain function rather than a field of the request context, because seeds, jobs and
 * tests need the day without a request, and several callers ask for a day other than today.
 */
export const centreDay = (timeZone: string, at: Date = new Date()): string =>
  DateTime.fromJSDate(at).setZone(timeZone).toISODate() ?? DateTime.fromJSDate(at).toISODate()!;
