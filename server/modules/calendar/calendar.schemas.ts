import { Type, type Static } from 'typebox';
import { IsoDate, Uuid } from '../../platform/schemas';

// Spec 001 §3 "Calendar event", §5 "Arrange course", §7 "Calendar". Times travel as the spec's
// 'YYYY-MM-DD HH:mm' in the centre's time zone. The rule-bearing fields are loose here on
// purpose: the service checks them and answers with the spec's own messages naming the field
// (startMoreEnd and the others), not the generic schema ones.
const LooseText = Type.String({ maxLength: 40 });
const BeforeHours = Type.Integer({ minimum: 0, maximum: 168 });

/**
 * A course is arranged for a child's plan (subjectId and userTrainingPlanId, as the plan pages do)
 * or for a class's group plan (groupTrainingPlanId alone): exactly one of the two plans.
 */
export const ArrangeCourseBody = Type.Object({
  subjectId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  userTrainingPlanId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  groupTrainingPlanId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  executorId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  startTime: Type.Optional(Type.Union([LooseText, Type.Null()])),
  courseType: Type.Optional(Type.Union([LooseText, Type.Null()])),
  periodIntervalUnit: Type.Optional(Type.Union([LooseText, Type.Null()])),
  periodIntervalNumber: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
  courseCount: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
  parentSMS: Type.Optional(Type.Boolean()),
  trainerSMS: Type.Optional(Type.Boolean()),
  parentBeforeHours: Type.Optional(BeforeHours),
  executorBeforeHours: Type.Optional(BeforeHours),
});
export type ArrangeCourseBody = Static<typeof ArrangeCourseBody>;

/** Editing changes one course: its time, trainer, kind and reminders (never its plan or child). */
export const EditCourseBody = Type.Object({
  id: Uuid,
  executorId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  startTime: Type.Optional(Type.Union([LooseText, Type.Null()])),
  courseType: Type.Optional(Type.Union([LooseText, Type.Null()])),
  parentSMS: Type.Optional(Type.Boolean()),
  trainerSMS: Type.Optional(Type.Boolean()),
  parentBeforeHours: Type.Optional(BeforeHours),
  executorBeforeHours: Type.Optional(BeforeHours),
});
export type EditCourseBody = Static<typeof EditCourseBody>;

export const CourseIdQuery = Type.Object({ id: Uuid });
/** A child's plan id or a class's group plan id. */
export const PlanParams = Type.Object({ userTrainingPlanId: Uuid });

export const UserCalendarBody = Type.Object({
  from: IsoDate,
  to: IsoDate,
  executorId: Type.Optional(Type.Union([Uuid, Type.Null()])),
});
export type UserCalendarBody = Static<typeof UserCalendarBody>;

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) =>
  Type.Union([t, Type.Null()]);

export const CalendarEventItem = Type.Object({
  id: Type.String(),
  seriesId: Type.String(),
  calendarEventType: Type.String(),
  tenantId: Type.String(),
  /** The child, the child's name and plan of a child's plan course; null for a class course. */
  subjectId: Nullable(Type.String()),
  subjectName: Nullable(Type.String()),
  userTrainingPlanId: Nullable(Type.String()),
  /** The group plan, its class, the class's name and its children today of a class course; null otherwise. */
  groupTrainingPlanId: Nullable(Type.String()),
  groupId: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
  memberCount: Nullable(Type.Integer()),
  /** The child's plan or the group plan, in the reader's language. */
  planName: Type.String(),
  executorId: Type.String(),
  executorName: Type.String(),
  /** 'YYYY-MM-DD HH:mm' in the centre's time zone. */
  startTime: Type.String(),
  endTime: Type.String(),
  courseType: Type.String(),
  periodIntervalUnit: Nullable(Type.String()),
  periodIntervalNumber: Nullable(Type.Integer()),
  courseCount: Nullable(Type.Integer()),
  parentSMS: Type.Boolean(),
  trainerSMS: Type.Boolean(),
  parentBeforeHours: Type.Integer(),
  executorBeforeHours: Type.Integer(),
});
export type CalendarEventItem = Static<typeof CalendarEventItem>;

export const CalendarEventList = Type.Object({ items: Type.Array(CalendarEventItem) });
export type CalendarEventList = Static<typeof CalendarEventList>;
