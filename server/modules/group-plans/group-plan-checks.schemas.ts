import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';
import { ATTENDANCES } from './group-plans.schemas';

// Spec 001 §7 /api/rocket/groupTrainingPlan: beforeStartCourse, refreshChildStatus,
// checkCertificateState, parentalInterviewsNeed; and userCourseRecord (ours: a child's class
// sessions for the child's own pages, issue 20 item 1). docs/decisions.md "Group plan checks".

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CheckPlanQuery = Type.Object({ groupTrainingPlanId: Uuid });
export const InterviewQuery = Type.Object({
  groupTrainingPlanId: Uuid,
  num: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type InterviewQuery = Static<typeof InterviewQuery>;

export const UserCourseRecordQuery = Type.Object({
  subjectId: Uuid,
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type UserCourseRecordQuery = Static<typeof UserCourseRecordQuery>;

export const QUOTA_STATUSES = ['NotSet', 'UsedUp', 'Low', 'Ok'] as const;
export const CHARGE_STATUSES = ['NoContract', 'NotPriced', 'Ok', 'Insufficient'] as const;

/** GET beforeStartCourse: each child's Offline session quota and whether the contract can pay. */
export const BeforeStartCourse = Type.Object({
  id: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  num: Type.Integer(),
  /** The class's size (the group's type), the contract's price key. */
  size: Type.String(),
  /** The centre has hfs1.timesSetting: quota warnings apply (001 §4); quota is null otherwise. */
  timesSetting: Type.Boolean(),
  charge: Type.Enum(CHARGE_STATUSES),
  items: Type.Array(
    Type.Object({
      subjectId: Type.String(),
      userName: Type.String(),
      quota: Nullable(
        Type.Object({ status: Type.Enum(QUOTA_STATUSES), remaining: Nullable(Type.Integer()) /* null: unlimited */ }),
      ),
    }),
  ),
  totalCount: Type.Integer(),
});
export type BeforeStartCourse = Static<typeof BeforeStartCourse>;

const Child = { subjectId: Type.String(), userName: Type.String() };

/** GET refreshChildStatus: who joined or left since the plan started, and the class courses now clashing. */
export const ChildStatus = Type.Object({
  id: Type.String(),
  startedAt: Nullable(Type.String()),
  joined: Type.Array(Type.Object({ ...Child, addedAt: Type.String() })),
  left: Type.Array(Type.Object(Child)),
  conflicts: Type.Array(
    Type.Object({
      ...Child,
      /** The class course of this plan. */
      courseId: Type.String(),
      startTime: Type.String(),
      endTime: Type.String(),
      /** The child's own course at that hour (their plan's, or another class's). */
      clashCourseId: Type.String(),
      clashStartTime: Type.String(),
      clashEndTime: Type.String(),
    }),
  ),
});
export type ChildStatus = Static<typeof ChildStatus>;

/** GET parentalInterviewsNeed: per child of session num, whether a parent interview follows it. */
export const InterviewsNeed = Type.Object({
  groupTrainingPlanId: Type.String(),
  num: Type.Integer(),
  /** The class plan's rules name this session for a parent interview. */
  interviewSession: Type.Boolean(),
  items: Type.Array(Type.Object({ ...Child, attendance: Nullable(Type.Enum(ATTENDANCES)), need: Type.Boolean() })),
  totalCount: Type.Integer(),
});
export type InterviewsNeed = Static<typeof InterviewsNeed>;

/** GET userCourseRecord: the class sessions a child was marked at, newest first. */
export const UserCourseRecords = Type.Object({
  items: Type.Array(
    Type.Object({
      groupTrainingPlanId: Type.String(),
      groupId: Type.String(),
      groupName: Type.String(),
      planName: Type.String(),
      num: Type.Integer(),
      totalNum: Type.Integer(),
      startedAt: Type.String(),
      endedAt: Nullable(Type.String()),
      attendance: Type.Enum(ATTENDANCES),
    }),
  ),
  totalCount: Type.Integer(),
});
export type UserCourseRecords = Static<typeof UserCourseRecords>;
