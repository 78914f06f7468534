import { Type, type Static } from 'typebox';
import { CLASS_STATES, GROUP_PLAN_STATUSES } from '../../../machines/group-plan.machine';
import { Uuid } from '../../platform/schemas';

// Spec 001 §3 "Group training plan" (id, currentNum, trainingPlanV2.displayName), "Guardian/child
// feedback" (attendance Attend or Absent, userName); §5 "Plan select dialog"; §7
// /api/rocket/groupTrainingPlan.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Num = Type.Integer({ minimum: 1, maximum: 200 });
export const ATTENDANCES = ['Attend', 'Absent'] as const;

export const GroupPlanIdBody = Type.Object({ id: Uuid });
export const GroupPlanIdParams = Type.Object({ id: Uuid });
export const GroupPlanQuery = Type.Object({ groupTrainingPlanId: Uuid });
export const ChildListQuery = Type.Object({ groupTrainingPlanId: Uuid, num: Type.Optional(Num) });
export type ChildListQuery = Static<typeof ChildListQuery>;
export const GroupIdBody = Type.Object({ groupId: Uuid });

/**
 * The plan select dialog (groupId, trainingPlanV2Id, initDifficulty). The plan and the level are
 * optional here so that their absence is refused with the dialog's own messages, not the schema's.
 */
export const CreateGroupPlanBody = Type.Object({
  groupId: Uuid,
  trainingPlanV2Id: Type.Optional(Nullable(Uuid)),
  initDifficulty: Type.Optional(Nullable(Type.Integer())),
});
export type CreateGroupPlanBody = Static<typeof CreateGroupPlanBody>;

/** Attendance at session `num`'s running class, one entry per child marked (punchForChild). */
export const AttendanceBody = Type.Object({
  id: Uuid,
  num: Num,
  children: Type.Array(Type.Object({ subjectId: Uuid, attendance: Type.Enum(ATTENDANCES) }), {
    minItems: 1,
    maxItems: 6,
  }),
});
export type AttendanceBody = Static<typeof AttendanceBody>;

export const DifficultyBody = Type.Object({
  id: Uuid,
  operate: Type.Union([Type.Literal('Increase'), Type.Literal('Decrease')]),
});
export type DifficultyBody = Static<typeof DifficultyBody>;

/** Where a group plan stands, what every step answers and the drawer reads. */
export const GroupPlanView = Type.Object({
  id: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  status: Type.Enum(GROUP_PLAN_STATUSES),
  currentNum: Type.Integer(),
  totalNum: Type.Integer(),
  classState: Type.Enum(CLASS_STATES),
  courseOpen: Type.Boolean(),
  initDifficulty: Type.Integer(),
  difficulty: Type.Integer(),
  trainingPlanV2: Type.Object({ id: Type.String(), code: Type.String(), displayName: Type.String() }),
  startedAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  canWrite: Type.Boolean(),
});
export type GroupPlanView = Static<typeof GroupPlanView>;

export const GroupPlanList = Type.Object({ items: Type.Array(GroupPlanView), totalCount: Type.Integer() });

/** groupCourseList: every session of the plan and how its class went. */
export const GroupCourseList = Type.Object({
  items: Type.Array(
    Type.Object({
      num: Type.Integer(),
      status: Type.Union([Type.Literal('NotStarted'), Type.Literal('ClassStarted'), Type.Literal('ClassEnded')]),
      isCurrent: Type.Boolean(),
      startedAt: Nullable(Type.String()),
      courseStartedAt: Nullable(Type.String()),
      courseEndedAt: Nullable(Type.String()),
      endedAt: Nullable(Type.String()),
      attended: Type.Integer(),
      absent: Type.Integer(),
    }),
  ),
  totalCount: Type.Integer(),
});
export type GroupCourseList = Static<typeof GroupCourseList>;

/** childList: the group's children and their attendance at session `num` (attendance by session). */
export const GroupPlanChildList = Type.Object({
  num: Type.Integer(),
  items: Type.Array(
    Type.Object({ id: Type.String(), userName: Type.String(), attendance: Nullable(Type.Enum(ATTENDANCES)) }),
  ),
  totalCount: Type.Integer(),
});
export type GroupPlanChildList = Static<typeof GroupPlanChildList>;

/** groupTrainingPlanCourseDetail: one session's activities at their levels, the program's title in the caller's language. */
export const GroupCourseDetail = Type.Object({
  num: Type.Integer(),
  isCurrent: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      position: Type.Integer(),
      difficulty: Type.Integer(),
      trainingProgram: Type.Object({ id: Type.String(), code: Type.String(), title: Type.String() }),
    }),
  ),
});
export type GroupCourseDetail = Static<typeof GroupCourseDetail>;
