import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Tx } from '../../platform/db/database';
import { COURSE_TYPES, type CourseType, type PeriodIntervalUnit } from '../../platform/db/schema/index';
import { AppError, conflict, forbidden, type ValidationErrorInfo } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import { appendEvent } from '../../platform/outbox';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import {
  deleteEvent,
  findByIds,
  findEvent,
  findGroupPlan,
  findInRange,
  findOfGroupPlan,
  findOfPlan,
  findOverlap,
  findPlan,
  insertEvents,
  isStaff,
  updateEvent,
  type CalendarEventRow,
  type CalendarListRow,
  type NewCalendarEvent,
} from './calendar.repository';
import type {
  ArrangeCourseBody,
  CalendarEventItem,
  CalendarEventList,
  EditCourseBody,
  UserCalendarBody,
} from './calendar.schemas';
import {
  arrangedOwner,
  childrenOf,
  courseOwner,
  lockOwner,
  namesOf,
  notFound,
  ownerColumns,
  type Owner,
  type Problem,
} from './calendar-owner';
import { cancelReminders, rescheduleReminders, scheduleReminders } from './reminders/calendar-reminders.service';

// Spec 001 §5 "Permissions": Business.Calendar arranges, edits and cancels courses with oneself as
// the trainer, Business.Calendar.Read reads one's own; Business.Calendar.ReadOther reads everyone's
// and arranges with any trainer of the centre.
export const WRITE = 'Business.Calendar';
export const READ = 'Business.Calendar.Read';
export const READ_OTHER = 'Business.Calendar.ReadOther';
/** Who reads a plan also reads its courses (linkTrainingCalendarList on the plan page). */
const PLAN_READ = 'RocketSystem.UserOfflinePlan';
const GROUP_PLAN_READ = 'RocketSystem.GroupTrainingPlan';

/** Spec 001 §9: a course lasts one hour. */
export const COURSE_MINUTES = 60;
/** The most courses one repeating arrangement writes (a year of weekly courses). */
export const MAX_COURSE_COUNT = 52;
/** getUserCalendar's widest range: two months of the month view. */
export const MAX_RANGE_DAYS = 62;
const FORMAT = 'yyyy-MM-dd HH:mm';
const TIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** Spec 001 §5 "Repeat": never, every day, one week, two weeks, one month. */
const REPEATS: readonly { unit: PeriodIntervalUnit; number: number }[] = [
  { unit: 'Day', number: 1 },
  { unit: 'Day', number: 7 },
  { unit: 'Day', number: 14 },
  { unit: 'Month', number: 1 },
];

/** Now and the centre's time zone, from the route's deps (tests and seeds pass their own). */
export type CalendarClock = { now: Date; timeZone: string };

const validationError = (problems: readonly Problem[]) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
      message: t(`calendar:${key}`, { max: MAX_COURSE_COUNT, days: MAX_RANGE_DAYS }),
      members: [member],
    }));
    return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
  });

/**
 * The start, or the problem with it (spec 001 §5): the format, the half-hour step, the closed
 * hours 0–7 and 21–23, no 20:30 (the course would end after 21:00), and after now (startMoreEnd).
 */
const startProblem = (
  text: string | null | undefined,
  clock: CalendarClock,
): { start?: DateTime; problem?: Problem } => {
  const member = 'startTime';
  if (!text) return { problem: { member, key: 'start-required' } };
  const start = TIME_TEXT.test(text) ? DateTime.fromFormat(text, FORMAT, { zone: clock.timeZone }) : null;
  // A wall-clock time the zone skips (a daylight-saving gap) comes back shifted: refused as malformed.
  if (!start?.isValid || start.toFormat(FORMAT) !== text) return { problem: { member, key: 'start-format' } };
  if (start.minute % 30 !== 0) return { problem: { member, key: 'minute-step' } };
  if (start.hour < 8 || start.hour > 20) return { problem: { member, key: 'hour-closed' } };
  if (start.hour === 20 && start.minute === 30) return { problem: { member, key: 'last-slot' } };
  if (start.toMillis() <= clock.now.getTime()) return { problem: { member, key: 'startMoreEnd' } };
  return { start };
};

const courseTypeOf = (text: string | null | undefined, problems: Problem[]): CourseType | undefined => {
  if ((COURSE_TYPES as readonly string[]).includes(text ?? '')) return text as CourseType;
  problems.push({ member: 'courseType', key: text ? 'course-type-invalid' : 'course-type-required' });
  return undefined;
};

const centreTime = (at: Date, timeZone: string) => DateTime.fromJSDate(at).setZone(timeZone).toFormat(FORMAT);

const item = (row: CalendarListRow, language: Language, timeZone: string): CalendarEventItem => {
  const e = row.event;
  return {
    id: e.id,
    seriesId: e.seriesId,
    calendarEventType: e.calendarEventType,
    tenantId: e.tenantId,
    subjectId: e.subjectId,
    subjectName: row.subjectName,
    userTrainingPlanId: e.planId,
    groupTrainingPlanId: e.groupPlanId,
    groupId: e.groupId,
    groupName: row.groupName,
    memberCount: row.memberCount,
    planName: language === 'en-US' ? row.planNameEn : row.planNameZh,
    executorId: e.executorId,
    executorName: row.executorName ?? '',
    startTime: centreTime(e.startTime, timeZone),
    endTime: centreTime(e.endTime, timeZone),
    courseType: e.courseType,
    periodIntervalUnit: e.periodIntervalUnit,
    periodIntervalNumber: e.periodIntervalNumber,
    courseCount: e.courseCount,
    parentSMS: e.parentSms,
    trainerSMS: e.trainerSms,
    parentBeforeHours: e.parentBeforeHours,
    executorBeforeHours: e.executorBeforeHours,
  };
};

/** Who may put a course in this trainer's calendar: ReadOther anyone's, plan writers their own. */
const requireArrangeFor = (ctx: RequestContext, executorId: string | undefined) => {
  if (!ctx.permissions.has(WRITE)) throw forbidden();
  if (ctx.permissions.has(READ_OTHER)) return;
  if (executorId !== undefined && executorId !== ctx.userId) throw forbidden('calendar:only-own');
};

/** Refuses a slot the trainer, the child or a child of the class already has a course in, naming that course's time. */
const refuseOverlap = async (
  tx: Tx,
  slot: { executorId: string; owner: Owner; start: Date; end: Date; except: readonly string[] },
  timeZone: string,
) => {
  const { owner, ...rest } = slot;
  const clash = await findOverlap(tx, {
    ...rest,
    subjectIds: childrenOf(owner),
    ...(owner.kind === 'class' ? { groupId: owner.groupId } : {}),
  });
  if (!clash) return;
  const who =
    clash.executorId === slot.executorId ? 'trainer-busy' : owner.kind === 'class' ? 'class-busy' : 'child-busy';
  throw conflict('Business:CalendarConflict', `calendar:${who}`, {
    start: centreTime(clash.startTime, timeZone),
    end: centreTime(clash.endTime, timeZone),
  });
};

const announce = async (
  tx: Tx,
  ctx: RequestContext,
  type: 'CourseArranged' | 'CourseChanged' | 'CourseCancelled',
  events: readonly CalendarEventRow[],
  names: { subjectName: string | null; groupName: string | null },
  timeZone: string,
) => {
  const first = events[0];
  if (!first) return;
  await appendEvent(tx, {
    tenantId: first.tenantId,
    type,
    version: 1,
    payload: {
      seriesId: first.seriesId,
      eventIds: events.map((e) => e.id),
      planId: first.planId,
      subjectId: first.subjectId,
      subjectName: names.subjectName,
      groupPlanId: first.groupPlanId,
      groupId: first.groupId,
      groupName: names.groupName,
      executorId: first.executorId,
      startTimes: events.map((e) => centreTime(e.startTime, timeZone)),
      by: ctx.userId,
    },
  });
};

/** The trainer must be staff of this centre (another centre's is not known here). */
const checkTrainer = async (tx: Tx, tenantId: string, executorId: string | null | undefined, problems: Problem[]) => {
  if (!executorId) problems.push({ member: 'executorId', key: 'executor-required' });
  else if (!(await isStaff(tx, tenantId, executorId)))
    problems.push({ member: 'executorId', key: 'executor-not-staff' });
};

/** The repetitions of a course (spec 001 §5 "Repeat"), each at the same wall-clock time of the centre. */
const repetitions = (body: ArrangeCourseBody, problems: Problem[]) => {
  const unit = body.periodIntervalUnit ?? null;
  if (unit === null) return { unit: null, number: null, count: 1 };
  const repeat = REPEATS.find((r) => r.unit === unit && r.number === body.periodIntervalNumber);
  if (!repeat) {
    problems.push({ member: 'periodIntervalUnit', key: 'repeat-invalid' });
    return undefined;
  }
  const count = body.courseCount;
  if (count === undefined || count === null || count < 1 || count > MAX_COURSE_COUNT) {
    problems.push({ member: 'courseCount', key: 'course-count-invalid' });
    return undefined;
  }
  return { unit: repeat.unit, number: repeat.number, count };
};

export const arrangeCourse = async (
  tx: Tx,
  ctx: RequestContext,
  body: ArrangeCourseBody,
  clock: CalendarClock,
  language: Language,
): Promise<CalendarEventList> => {
  const tenant = requireTenant(ctx);
  requireArrangeFor(ctx, body.executorId ?? undefined);
  const problems: Problem[] = [];
  const owner = await arrangedOwner(tx, body, problems);
  await checkTrainer(tx, tenant.id, body.executorId, problems);
  const { start, problem } = startProblem(body.startTime, clock);
  if (problem) problems.push(problem);
  const courseType = courseTypeOf(body.courseType, problems);
  const repeat = repetitions(body, problems);
  if (problems.length > 0 || !owner || !start || !courseType || !repeat || !body.executorId)
    throw validationError(problems);
  const executorId = body.executorId;

  await lockOwner(tx, executorId, owner);
  const seriesId = randomUUID();
  const rows: NewCalendarEvent[] = [];
  for (let i = 0; i < repeat.count; i++) {
    const at =
      repeat.unit === 'Month'
        ? start.plus({ months: i * (repeat.number ?? 1) })
        : start.plus({ days: i * (repeat.number ?? 0) });
    const slot = { start: at.toJSDate(), end: at.plus({ minutes: COURSE_MINUTES }).toJSDate() };
    // The repetitions of one arrangement never overlap each other (a day apart at least).
    await refuseOverlap(tx, { executorId, owner, ...slot, except: [] }, clock.timeZone);
    rows.push({
      tenantId: tenant.id,
      seriesId,
      ...ownerColumns(owner),
      executorId,
      startTime: slot.start,
      endTime: slot.end,
      courseType,
      periodIntervalUnit: repeat.unit,
      periodIntervalNumber: repeat.number,
      courseCount: repeat.unit === null ? null : repeat.count,
      parentSms: body.parentSMS ?? true,
      trainerSms: body.trainerSMS ?? true,
      parentBeforeHours: body.parentBeforeHours ?? 24,
      executorBeforeHours: body.executorBeforeHours ?? 24,
      createdBy: ctx.userId,
    });
  }
  const inserted = await insertEvents(tx, rows);
  const listed = await findByIds(
    tx,
    inserted.map((r) => r.id),
  );
  await scheduleReminders(
    tx,
    listed.map((r) => r.event),
    clock.now,
  );
  await announce(
    tx,
    ctx,
    'CourseArranged',
    listed.map((r) => r.event),
    namesOf(owner),
    clock.timeZone,
  );
  return { items: listed.map((r) => item(r, language, clock.timeZone)) };
};

/** The course, locked for the change, if the caller may change it (ReadOther any, plan writers their own). */
const currentCourse = async (tx: Tx, ctx: RequestContext, id: string) => {
  const event = await findEvent(tx, id, true);
  if (!event) throw notFound('course');
  if (!ctx.permissions.has(WRITE)) throw forbidden();
  if (!ctx.permissions.has(READ_OTHER) && event.executorId !== ctx.userId) throw forbidden('calendar:only-own');
  return event;
};

export const editCourse = async (
  tx: Tx,
  ctx: RequestContext,
  body: EditCourseBody,
  clock: CalendarClock,
  language: Language,
): Promise<CalendarEventItem> => {
  const tenant = requireTenant(ctx);
  const event = await currentCourse(tx, ctx, body.id);
  if (event.startTime.getTime() <= clock.now.getTime())
    throw conflict('Business:CalendarCoursePast', 'calendar:edit-past');
  const executorId = body.executorId === undefined ? event.executorId : body.executorId;
  requireArrangeFor(ctx, executorId ?? undefined);

  const problems: Problem[] = [];
  const owner = await courseOwner(tx, event, problems);
  if (executorId !== event.executorId) await checkTrainer(tx, tenant.id, executorId, problems);
  const startText = body.startTime === undefined ? centreTime(event.startTime, clock.timeZone) : body.startTime;
  const { start, problem } = startProblem(startText, clock);
  if (problem) problems.push(problem);
  const courseType = courseTypeOf(body.courseType === undefined ? event.courseType : body.courseType, problems);
  if (problems.length > 0 || !start || !courseType || !executorId) throw validationError(problems);

  await lockOwner(tx, executorId, owner);
  const slot = { start: start.toJSDate(), end: start.plus({ minutes: COURSE_MINUTES }).toJSDate() };
  await refuseOverlap(tx, { executorId, owner, ...slot, except: [event.id] }, clock.timeZone);
  await updateEvent(tx, event.id, {
    executorId,
    startTime: slot.start,
    endTime: slot.end,
    courseType,
    parentSms: body.parentSMS ?? event.parentSms,
    trainerSms: body.trainerSMS ?? event.trainerSms,
    parentBeforeHours: body.parentBeforeHours ?? event.parentBeforeHours,
    executorBeforeHours: body.executorBeforeHours ?? event.executorBeforeHours,
  });
  const [row] = await findByIds(tx, [event.id]);
  if (!row) throw notFound('course');
  const moved = row.event.startTime.getTime() !== event.startTime.getTime();
  await rescheduleReminders(tx, row.event, clock.now, moved);
  await announce(tx, ctx, 'CourseChanged', [row.event], row, clock.timeZone);
  return item(row, language, clock.timeZone);
};

export const cancelCourse = async (tx: Tx, ctx: RequestContext, id: string, clock: CalendarClock) => {
  requireTenant(ctx);
  const event = await currentCourse(tx, ctx, id);
  // Spec 001 §8 "Calendar delete": the failure says "failed", with why.
  if (event.startTime.getTime() <= clock.now.getTime())
    throw conflict('Business:CalendarCoursePast', 'calendar:delete-past');
  const [row] = await findByIds(tx, [event.id]);
  await deleteEvent(tx, event.id);
  await cancelReminders(tx, event.id);
  await announce(
    tx,
    ctx,
    'CourseCancelled',
    [event],
    { subjectName: row?.subjectName ?? null, groupName: row?.groupName ?? null },
    clock.timeZone,
  );
};

export const userCalendar = async (
  tx: Tx,
  ctx: RequestContext,
  body: UserCalendarBody,
  clock: CalendarClock,
  language: Language,
): Promise<CalendarEventList> => {
  requireTenant(ctx);
  const readsOthers = ctx.permissions.has(READ_OTHER);
  if (!readsOthers && !ctx.permissions.has(READ)) throw forbidden();
  if (!readsOthers && body.executorId && body.executorId !== ctx.userId) throw forbidden('calendar:only-own');
  const from = DateTime.fromISO(body.from, { zone: clock.timeZone });
  const to = DateTime.fromISO(body.to, { zone: clock.timeZone });
  const problems: Problem[] = [];
  if (!from.isValid) problems.push({ member: 'from', key: 'range-invalid' });
  else if (!to.isValid || to < from) problems.push({ member: 'to', key: 'range-invalid' });
  else if (to.diff(from, 'days').days >= MAX_RANGE_DAYS) problems.push({ member: 'to', key: 'range-too-long' });
  if (problems.length > 0) throw validationError(problems);
  const executorId = readsOthers ? (body.executorId ?? undefined) : ctx.userId;
  const rows = await findInRange(tx, {
    from: from.startOf('day').toJSDate(),
    to: to.plus({ days: 1 }).startOf('day').toJSDate(),
    ...(executorId ? { executorId } : {}),
  });
  return { items: rows.map((r) => item(r, language, clock.timeZone)) };
};

export const planCalendar = async (
  tx: Tx,
  ctx: RequestContext,
  planId: string,
  clock: CalendarClock,
  language: Language,
): Promise<CalendarEventList> => {
  requireTenant(ctx);
  if (![PLAN_READ, GROUP_PLAN_READ, READ, READ_OTHER].some((p) => ctx.permissions.has(p))) throw forbidden();
  // The id is a child's plan or a class's group plan (uuids: never both); each read by its own readers.
  const mayRead = (plan: string) => [plan, READ, READ_OTHER].some((p) => ctx.permissions.has(p));
  let rows: CalendarListRow[];
  if (await findPlan(tx, planId)) {
    if (!mayRead(PLAN_READ)) throw forbidden();
    rows = await findOfPlan(tx, planId);
  } else if (await findGroupPlan(tx, planId)) {
    if (!mayRead(GROUP_PLAN_READ)) throw forbidden();
    rows = await findOfGroupPlan(tx, planId);
  } else throw notFound('plan');
  return { items: rows.map((r) => item(r, language, clock.timeZone)) };
};
