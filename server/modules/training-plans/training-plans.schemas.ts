import { Type, type Static } from 'typebox';
import { IsoDate, Uuid } from '../../platform/schemas';
import { EXERCISE_TYPES, TRAINING_PLAN_TYPES } from '../../platform/db/schema/index';

// Spec 001 §3 "Clock-in plan" (creationTime, finishedDayCount, continueDayCount), §7 "Training
// plan" (POST userInfo, GET punchHistory, GET /api/rocket/trainingPlan) and the clock-in lists
// (SubjectId, UserTrainingPlanId, SkipCount, MaxResultCount; the online exercise list's Type).
// The list queries keep the spec's PascalCase names; the rest follow the other /api/rocket calls.

/** Clock-in records and the exercise list, 10 a page (001 §9). */
export const TRAINING_PAGE_SIZE = 10;
/** An Exercise plan lists at most this many exercises: a family's day, not a library. */
export const MAX_EXERCISES = 20;
export const REMARK_MAX = 500;
export const EXERCISE_NAME_MAX = 100;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const PlanType = Type.Enum(TRAINING_PLAN_TYPES);
const Page = {
  SkipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  MaxResultCount: Type.Integer({ minimum: 1, maximum: TRAINING_PAGE_SIZE, default: TRAINING_PAGE_SIZE }),
};

export const PlanIdParams = Type.Object({ id: Uuid });

export const SubjectPlansQuery = Type.Object({ SubjectId: Uuid });
export type SubjectPlansQuery = Static<typeof SubjectPlansQuery>;

export const UserInfoBody = Type.Object({ subjectId: Uuid, type: PlanType });
export type UserInfoBody = Static<typeof UserInfoBody>;

export const PunchHistoryQuery = Type.Object({ SubjectId: Uuid, UserTrainingPlanId: Uuid, ...Page });
export type PunchHistoryQuery = Static<typeof PunchHistoryQuery>;

export const ExerciseListQuery = Type.Object({ SubjectId: Uuid, Type: Type.Enum(EXERCISE_TYPES), ...Page });
export type ExerciseListQuery = Static<typeof ExerciseListQuery>;

export const ExerciseInput = Type.Object({
  type: Type.Enum(EXERCISE_TYPES),
  name: Type.String({ minLength: 1, maxLength: EXERCISE_NAME_MAX }),
  minutes: Type.Integer({ minimum: 1, maximum: 600 }),
});
export type ExerciseInput = Static<typeof ExerciseInput>;

export const ActivateBody = Type.Object({
  subjectId: Uuid,
  type: PlanType,
  remark: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
  /** Exercise plans only, and then at least one. */
  exercises: Type.Optional(Type.Array(ExerciseInput, { maxItems: MAX_EXERCISES })),
});
export type ActivateBody = Static<typeof ActivateBody>;

export const PunchBody = Type.Object({
  userTrainingPlanId: Uuid,
  /** The day done (the centre's calendar); today when absent. */
  day: Type.Optional(IsoDate),
  remark: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
});
export type PunchBody = Static<typeof PunchBody>;

export const Exercise = Type.Object({
  id: Type.String(),
  type: Type.String(),
  name: Type.String(),
  minutes: Type.Integer(),
});
export type Exercise = Static<typeof Exercise>;

export const TrainingPlan = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  type: Type.String(),
  state: Type.String(),
  remark: Type.String(),
  creationTime: Type.String(),
  activatedByName: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  /** Days clocked in since the plan began. */
  finishedDayCount: Type.Integer(),
  /** The current streak: consecutive days up to today, or up to yesterday while today is open. */
  continueDayCount: Type.Integer(),
  lastClockInDay: Nullable(Type.String()),
  clockedInToday: Type.Boolean(),
  exercises: Type.Array(Exercise),
});
export type TrainingPlan = Static<typeof TrainingPlan>;

export const PlanList = Type.Object({ items: Type.Array(TrainingPlan), totalCount: Type.Integer() });

/** userInfo: the child's active plan of a kind (null when none) and what the caller may do. */
export const UserInfo = Type.Object({
  subjectId: Type.String(),
  subjectName: Type.String(),
  type: Type.String(),
  canWrite: Type.Boolean(),
  plan: Nullable(TrainingPlan),
  /** The centre's today, and the earliest day the active plan still takes a clock-in for. */
  today: Type.String(),
  earliestClockInDay: Nullable(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

export const PunchRecord = Type.Object({
  id: Type.String(),
  day: Type.String(),
  remark: Type.String(),
  creationTime: Type.String(),
  recordedByName: Nullable(Type.String()),
});
export type PunchRecord = Static<typeof PunchRecord>;

export const PunchList = Type.Object({ items: Type.Array(PunchRecord), totalCount: Type.Integer() });
export const ExerciseList = Type.Object({ items: Type.Array(Exercise), totalCount: Type.Integer() });
