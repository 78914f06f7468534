import { DateTime } from 'luxon';
import { centreZone } from '../../../shared/time/centreZone';
import type { CentreEvent } from '../../../shared/realtime/centreEvents';

// Where the calendar's courses sit: which day column, how far down, and side by side when courses
// of the centre overlap (several trainers at one hour). Times come from the server as the centre's
// wall clock ('YYYY-MM-DD HH:mm', spec 001 §3), so they are read as they are, never converted.

/** Spec 001 §5: courses start from 08:00 and end by 21:00; the grid shows those hours. */
export const FIRST_HOUR = 8;
export const LAST_HOUR = 21;
export const GRID_HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);

const FORMAT = 'yyyy-MM-dd HH:mm';

export type CalendarView = 'week' | 'day';

/** The days a view shows around `anchor`: the Monday-first week (spec 001 §9), or the day itself. */
export const daysOf = (view: CalendarView, anchor: DateTime): DateTime[] => {
  const day = anchor.startOf('day');
  if (view === 'day') return [day];
  const monday = day.minus({ days: day.weekday - 1 });
  return Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }));
};

/** The view's range as the server's getUserCalendar takes it (ISO dates, both included). */
export const rangeOf = (days: readonly DateTime[]) => ({
  from: days[0]!.toISODate()!,
  to: days[days.length - 1]!.toISODate()!,
});

/** Previous or next week (or day) from the anchor. */
export const step = (view: CalendarView, anchor: DateTime, direction: -1 | 1): DateTime =>
  anchor.plus(view === 'week' ? { weeks: direction } : { days: direction });

export const parseCourseTime = (text: string): DateTime => DateTime.fromFormat(text, FORMAT, { zone: centreZone() });

export type Placed<T> = {
  course: T;
  /** Index into the view's days. */
  day: number;
  /** Fractions of the grid's height (0 = 08:00, 1 = 21:00). */
  top: number;
  height: number;
  /** Side by side with the courses it overlaps: its lane of `lanes`. */
  lane: number;
  lanes: number;
};

type Timed = { startTime: string; endTime: string };

const SPAN_MINUTES = (LAST_HOUR - FIRST_HOUR) * 60;

/**
 * The courses of the shown days placed on the grid. Overlapping courses of one day form a cluster
 * whose members share its width in lanes (each takes the first lane free at its start); a course
 * partly outside the hours is clipped to them, one wholly outside is left out.
 */
export const placeCourses = <T extends Timed>(courses: readonly T[], days: readonly DateTime[]): Placed<T>[] => {
  const index = new Map(days.map((d, i) => [d.toISODate(), i]));
  const perDay = new Map<number, { course: T; start: number; end: number }[]>();
  for (const course of courses) {
    const start = parseCourseTime(course.startTime);
    const end = parseCourseTime(course.endTime);
    const day = index.get(start.toISODate());
    if (day === undefined || !start.isValid || !end.isValid) continue;
    const from = (start.hour - FIRST_HOUR) * 60 + start.minute;
    const to = from + end.diff(start, 'minutes').minutes;
    const clipped = { course, start: Math.max(0, from), end: Math.min(SPAN_MINUTES, to) };
    if (clipped.end <= clipped.start) continue;
    perDay.set(day, [...(perDay.get(day) ?? []), clipped]);
  }
  const placed: Placed<T>[] = [];
  for (const [day, list] of perDay) {
    list.sort((a, b) => a.start - b.start || a.end - b.end);
    let cluster: { item: (typeof list)[number]; lane: number }[] = [];
    let clusterEnd = -1;
    const flush = () => {
      const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
      for (const { item, lane } of cluster)
        placed.push({
          course: item.course,
          day,
          top: item.start / SPAN_MINUTES,
          height: (item.end - item.start) / SPAN_MINUTES,
          lane,
          lanes,
        });
      cluster = [];
    };
    for (const item of list) {
      if (item.start >= clusterEnd) flush();
      const busy = new Set(cluster.filter((c) => c.item.end > item.start).map((c) => c.lane));
      let lane = 0;
      while (busy.has(lane)) lane++;
      cluster.push({ item, lane });
      clusterEnd = Math.max(clusterEnd, item.end);
    }
    flush();
  }
  return placed;
};

const COURSE_EVENTS = new Set<CentreEvent['type']>(['CourseArranged', 'CourseChanged', 'CourseCancelled']);

/** The calendar's live events (spec 001 §3): any course arranged, moved or cancelled in the centre. */
export const isCourseEvent = (event: CentreEvent): boolean => COURSE_EVENTS.has(event.type);
