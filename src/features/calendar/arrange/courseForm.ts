import { DateTime } from 'luxon';
import type {
  ArrangeCourseInput,
  CalendarCourseFieldsFragment,
  CalendarCourseType,
  CalendarRepeatUnit,
  EditCourseInput,
} from '../../../generated/graphql';
import { centreZone } from '../../../shared/time/centreZone';

// Spec 001 §5 "Arrange course (calendar)" and §9: the start as YYYY-MM-DD HH:mm on a half hour,
// never in the closed hours 0–7 and 21–23 nor at 20:30 (the hour would run past 21:00), on a day
// from yesterday on, after now (startMoreEnd); the course lasts one hour. The server checks the
// same rules; the console reads the start on the centre's wall clock too (centreZone), so a
// browser in another zone agrees with it.

/** Spec 001 §9: a course lasts one hour. */
export const COURSE_MINUTES = 60;
/** The server's most repetitions of one arrangement (a year of weekly courses). */
export const MAX_COURSE_COUNT = 52;
export const COURSE_TYPES: readonly CalendarCourseType[] = ['Offline', 'Online'];

/** Spec 001 §5 "Repeat": never, one week, two weeks, one month (1 day is the server's too, not offered). */
export const REPEATS = {
  never: null,
  week: { unit: 'Day', number: 7 },
  'two-weeks': { unit: 'Day', number: 14 },
  month: { unit: 'Month', number: 1 },
} as const satisfies Record<string, { unit: CalendarRepeatUnit; number: number } | null>;
export type Repeat = keyof typeof REPEATS;
export const REPEAT_KEYS = Object.keys(REPEATS) as Repeat[];

export type CourseFormValues = {
  /** ISO day, '' for none. */
  date: string;
  /** HH:mm, '' for none. */
  time: string;
  executorId: string;
  courseType: CalendarCourseType | '';
  repeat: Repeat | '';
  courseCount: string;
  trainerSMS: boolean;
  parentSMS: boolean;
};

export type CourseProblem =
  | 'start-required'
  | 'date-invalid'
  | 'date-too-early'
  | 'time-closed'
  | 'start-more-end'
  | 'trainer-required'
  | 'course-type-required'
  | 'repeat-required'
  | 'course-count-invalid';

export type CourseProblems = Partial<
  Record<'date' | 'time' | 'executorId' | 'courseType' | 'repeat' | 'courseCount', CourseProblem>
>;

/** Every half hour of a day, and whether a course may start then. */
export type TimeSlot = { value: string; disabled: boolean };

export const isClosedTime = (hour: number, minute: number): boolean =>
  hour < 8 || hour > 20 || (hour === 20 && minute === 30) || minute % 30 !== 0;

export const TIME_SLOTS: readonly TimeSlot[] = Array.from({ length: 48 }, (_, i) => {
  const hour = Math.floor(i / 2);
  const minute = (i % 2) * 30;
  const value = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return { value, disabled: isClosedTime(hour, minute) };
});

/** The centre's now: its today decides which days are before yesterday. */
export const centreNow = (): DateTime => DateTime.now().setZone(centreZone());

/** Spec 001 §5: days before yesterday cannot be picked. */
export const isDayDisabled = (iso: string, now: DateTime): boolean => iso < now.minus({ days: 1 }).toISODate()!;

export const startTextOf = (values: Pick<CourseFormValues, 'date' | 'time'>): string => `${values.date} ${values.time}`;

const startOf = (values: Pick<CourseFormValues, 'date' | 'time'>): DateTime | null => {
  if (!values.date || !values.time) return null;
  const start = DateTime.fromFormat(startTextOf(values), 'yyyy-MM-dd HH:mm', { zone: centreZone() });
  return start.isValid ? start : null;
};

/** The end the form shows: the start plus one hour, as YYYY-MM-DD HH:mm ('' without a start). */
export const endTimeOf = (values: Pick<CourseFormValues, 'date' | 'time'>): string => {
  const end = startOf(values)?.plus({ minutes: COURSE_MINUTES });
  return end ? `${end.toISODate()} ${end.toISOTime()?.slice(0, 5)}` : '';
};

/** What is wrong with the form, by field; editing has no repeat (one course changes). */
export const courseProblems = (
  values: CourseFormValues,
  { editing, now, dateInvalid }: { editing: boolean; now: DateTime; dateInvalid: boolean },
): CourseProblems => {
  const problems: CourseProblems = {};
  if (dateInvalid) problems.date = 'date-invalid';
  else if (!values.date) problems.date = 'start-required';
  else if (isDayDisabled(values.date, now)) problems.date = 'date-too-early';
  if (!values.time) problems.time = 'start-required';
  else {
    const [hour, minute] = values.time.split(':').map(Number);
    if (isClosedTime(hour ?? 0, minute ?? 0)) problems.time = 'time-closed';
  }
  const start = startOf(values);
  if (!problems.date && !problems.time && start && start <= now) problems.time = 'start-more-end';
  if (!values.executorId) problems.executorId = 'trainer-required';
  if (!values.courseType) problems.courseType = 'course-type-required';
  if (!editing) {
    if (!values.repeat) problems.repeat = 'repeat-required';
    else if (values.repeat !== 'never') {
      const count = Number(values.courseCount);
      if (!/^\d+$/.test(values.courseCount.trim()) || count < 1 || count > MAX_COURSE_COUNT)
        problems.courseCount = 'course-count-invalid';
    }
  }
  return problems;
};

export const emptyCourse = (executorId: string): CourseFormValues => ({
  date: '',
  time: '',
  executorId,
  courseType: '',
  repeat: 'never',
  courseCount: '1',
  // Spec 001 §5: both reminders unless unticked.
  trainerSMS: true,
  parentSMS: true,
});

export const formValuesOf = (course: CalendarCourseFieldsFragment): CourseFormValues => {
  const [date = '', time = ''] = course.startTime.split(' ');
  return {
    date,
    time,
    executorId: course.executorId,
    courseType: course.courseType,
    repeat: repeatOf(course),
    courseCount: String(course.courseCount ?? 1),
    trainerSMS: course.trainerSMS,
    parentSMS: course.parentSMS,
  };
};

export const repeatOf = (
  course: Pick<CalendarCourseFieldsFragment, 'periodIntervalUnit' | 'periodIntervalNumber'>,
): Repeat => {
  const found = REPEAT_KEYS.find((key) => {
    const repeat = REPEATS[key];
    return repeat
      ? repeat.unit === course.periodIntervalUnit && repeat.number === course.periodIntervalNumber
      : course.periodIntervalUnit === null || course.periodIntervalUnit === undefined;
  });
  return found ?? 'never';
};

/** Whom courses are arranged for: a child's offline plan, or a class's group plan (no child). */
export type CoursePlan = { planId: string; subjectId: string | null };

export const arrangeInputOf = (values: CourseFormValues, plan: CoursePlan): ArrangeCourseInput => {
  const repeat = values.repeat ? REPEATS[values.repeat] : null;
  return {
    ...(plan.subjectId
      ? { subjectId: plan.subjectId, userTrainingPlanId: plan.planId }
      : { groupTrainingPlanId: plan.planId }),
    executorId: values.executorId,
    startTime: startTextOf(values),
    courseType: values.courseType || null,
    periodIntervalUnit: repeat?.unit ?? null,
    periodIntervalNumber: repeat?.number ?? null,
    courseCount: repeat ? Number(values.courseCount) : null,
    trainerSMS: values.trainerSMS,
    parentSMS: values.parentSMS,
  };
};

export const editInputOf = (values: CourseFormValues, id: string): EditCourseInput => ({
  id,
  executorId: values.executorId,
  startTime: startTextOf(values),
  courseType: values.courseType || null,
  trainerSMS: values.trainerSMS,
  parentSMS: values.parentSMS,
});

/** Which form field a server validation error names (REST members). */
export const fieldOfMember = (member: string): keyof CourseProblems | null => {
  switch (member) {
    case 'startTime':
      return 'time';
    case 'executorId':
    case 'courseType':
    case 'courseCount':
      return member;
    case 'periodIntervalUnit':
    case 'periodIntervalNumber':
      return 'repeat';
    default:
      return null;
  }
};
