import { DateTime } from 'luxon';
import { formatDateTime, formatTime } from '../../shared/i18n/formatDate';

/** Spec 000 §2: today, yesterday, and two days ago (which takes everything older too). */
export type DayGroup = 'today' | 'yesterday' | 'earlier';

export const DAY_GROUPS: readonly DayGroup[] = ['today', 'yesterday', 'earlier'];

/** The group of a time, by the calendar day of `now`'s zone. A time ahead of the clock is today. */
export const dayGroupOf = (iso: string, now: DateTime): DayGroup => {
  const time = DateTime.fromISO(iso, { zone: now.zone });
  const today = now.startOf('day');
  if (!time.isValid || time >= today) return 'today';
  if (time >= today.minus({ days: 1 })) return 'yesterday';
  return 'earlier';
};

/** HH:mm for today and yesterday, YYYY/MM/DD HH:mm for the older group (spec 000 §2). */
export const formatNotificationTime = (iso: string, group: DayGroup, zone: DateTime['zone']): string => {
  const time = DateTime.fromISO(iso, { zone });
  if (!time.isValid) return '';
  return group === 'earlier' ? formatDateTime(time) : formatTime(time);
};

/** Items in their day groups, in the order given (newest first, as the server sends them); empty groups left out. */
export const groupByDay = <T extends { creationTime: string }>(
  items: readonly T[],
  now: DateTime,
): { group: DayGroup; items: T[] }[] => {
  const groups = new Map<DayGroup, T[]>();
  for (const item of items) {
    const group = dayGroupOf(item.creationTime, now);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return DAY_GROUPS.filter((group) => groups.has(group)).map((group) => ({ group, items: groups.get(group) ?? [] }));
};
