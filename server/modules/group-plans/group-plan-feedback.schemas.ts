import { Type, type Static } from 'typebox';
import { FeedbackSubmissionEntry } from '../../../forms/feedback-property.schemas';
import { Uuid } from '../../platform/schemas';
import { ATTENDANCES } from './group-plans.schemas';

// A class's feedback on the wire (spec 001 §3 "Guardian/child feedback", feedback submissions; §7
// /api/rocket/groupTrainingPlan punch, punchForNum, punchForChild, forPunch, forChildPunch,
// numDone, done and the feedback lists: GroupTrainingPlanId, SkipCount, MaxResultCount, Num,
// UserId or SubjectId, in this API's camelCase as its other group plan calls take them).

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Num = Type.Integer({ minimum: 1, maximum: 200 });
/** 001 §9: feedback lists 10 a page (accumulating skip); 50 at most in one request. */
export const FEEDBACK_PAGE_SIZE = 10;
export const FEEDBACK_PAGE_MAX = 50;

const Feedbacks = Type.Array(FeedbackSubmissionEntry, { maxItems: 100 });
/** One activity's answers. */
const ItemAnswers = Type.Object({ planItemId: Uuid, feedbacks: Feedbacks });

/**
 * punch (PUT or POST) and done: answers on one activity of session `num`: the class's (no
 * subjectId), a child's (subjectId), or that child's guardian's (subjectId and forGuardian).
 */
export const PunchBody = Type.Object({
  groupTrainingPlanId: Uuid,
  num: Num,
  planItemId: Uuid,
  subjectId: Type.Optional(Nullable(Uuid)),
  forGuardian: Type.Optional(Type.Boolean()),
  feedbacks: Feedbacks,
});
export type PunchBody = Static<typeof PunchBody>;

/** punchForNum (PUT or POST): the class's answers on several activities of session `num` at once. */
export const PunchForNumBody = Type.Object({
  groupTrainingPlanId: Uuid,
  num: Num,
  items: Type.Array(ItemAnswers, { minItems: 1, maxItems: 50 }),
});
export type PunchForNumBody = Static<typeof PunchForNumBody>;

/**
 * punchForChild (PUT or POST): each child's attendance at the running class, as before, and now
 * optionally their own answers on the session's activities (`items`), kept after the marks.
 */
export const PunchForChildBody = Type.Object({
  id: Uuid,
  num: Num,
  children: Type.Array(
    Type.Object({
      subjectId: Uuid,
      attendance: Type.Enum(ATTENDANCES),
      items: Type.Optional(Type.Array(ItemAnswers, { maxItems: 50 })),
    }),
    { minItems: 1, maxItems: 6 },
  ),
});
export type PunchForChildBody = Static<typeof PunchForChildBody>;

export const SubmittedIds = Type.Object({ ids: Type.Array(Type.String()) });
export const SubmittedId = Type.Object({ id: Type.String() });

/** forPunch: a session (the current one without num). */
export const PunchSessionQuery = Type.Object({ groupTrainingPlanId: Uuid, num: Type.Optional(Num) });
export type PunchSessionQuery = Static<typeof PunchSessionQuery>;
/** numDone: whether every activity of a session (the current one without num) has the class's answers. */
export const NumDoneBody = Type.Object({ id: Uuid, num: Type.Optional(Num) });
export type NumDoneBody = Static<typeof NumDoneBody>;

/** The child: subjectId, or userId as 001 §7 also names it (the same id). */
const Child = { subjectId: Type.Optional(Uuid), userId: Type.Optional(Uuid) };

/** forChildPunch: one child at a session (the current one without num). */
export const ChildPunchQuery = Type.Object({ groupTrainingPlanId: Uuid, num: Type.Optional(Num), ...Child });
export type ChildPunchQuery = Static<typeof ChildPunchQuery>;

/** The feedback lists: planPunchHistory, planItemPunchHistory, userPunchHistory, punchHistory. */
const History = {
  groupTrainingPlanId: Uuid,
  num: Type.Optional(Num),
  ...Child,
  /** One activity's records only. */
  planItemId: Type.Optional(Uuid),
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: FEEDBACK_PAGE_MAX, default: FEEDBACK_PAGE_SIZE }),
};
export const PunchHistoryQuery = Type.Object(History);
export type PunchHistoryQuery = Static<typeof PunchHistoryQuery>;
/** planItemPunchHistory: one activity's class answers. */
export const ItemPunchHistoryQuery = Type.Object({ ...History, planItemId: Uuid });
export type ItemPunchHistoryQuery = Static<typeof ItemPunchHistoryQuery>;

const Answer = Type.Object({ programFeedbackPropertyId: Type.String(), value: Type.Unknown() });
const Program = Type.Object({ id: Type.String(), code: Type.String(), title: Type.String() });
/** The program's form (definitions for the shared form engine), the properties of the answers' side. */
const Properties = Type.Array(Type.Unknown());

export const GroupPunchSession = Type.Object({
  groupTrainingPlanId: Type.String(),
  num: Type.Integer(),
  isEdit: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      itemId: Type.String(),
      num: Type.Integer(),
      position: Type.Integer(),
      difficulty: Type.Integer(),
      trainingProgram: Program,
      feedbackProperties: Properties,
      feedbacks: Type.Array(Answer),
      /** null: no record of the class's yet; true: submitted (001 §4 "Feedback status per item"). */
      hasDone: Nullable(Type.Boolean()),
      doneTime: Nullable(Type.String()),
    }),
  ),
  allDone: Type.Boolean(),
});
export type GroupPunchSession = Static<typeof GroupPunchSession>;

export const GroupChildPunch = Type.Object({
  subjectId: Type.String(),
  userName: Type.String(),
  num: Type.Integer(),
  attendance: Nullable(Type.Enum(ATTENDANCES)),
  isEdit: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      itemId: Type.String(),
      trainingProgram: Program,
      feedbackProperties: Properties,
      feedbacks: Type.Array(Answer),
      guardianFeedbacks: Type.Array(Answer),
    }),
  ),
});
export type GroupChildPunch = Static<typeof GroupChildPunch>;

export const GroupFeedbackRecordPage = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Union([Type.Literal('Activity'), Type.Literal('Personal'), Type.Literal('Guardian')]),
      num: Type.Integer(),
      itemId: Type.String(),
      programTitle: Type.String(),
      subjectId: Nullable(Type.String()),
      userName: Nullable(Type.String()),
      creationTime: Type.String(),
      createdByName: Nullable(Type.String()),
      feedbackProperties: Properties,
      feedbacks: Type.Array(Answer),
    }),
  ),
  totalCount: Type.Integer(),
});
export type GroupFeedbackRecordPage = Static<typeof GroupFeedbackRecordPage>;
