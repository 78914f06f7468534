import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';
import { CONTENT_STATUSES } from '../../../machines/content-status.machine';
import { USER_ASSESSMENT_STATUSES } from '../../../machines/user-assessment.machine';
import { ASSESSMENT_KINDS } from '../../platform/db/schema/index';

// Spec 001 §3 "Assessments", §7 "Assessments". Titles come in the caller's language (`title`),
// as the HFS report's assessment.title; the library's editors also get both (titleZh, titleEn).

const Paging = {
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
};

const Option = Type.Object({ id: Type.String(), text: Type.String(), score: Type.Integer() });
const Question = Type.Object({ id: Type.String(), text: Type.String(), options: Type.Array(Option) });
const Questionnaire = Type.Object({ id: Type.String(), title: Type.String(), questions: Type.Array(Question) });

/** An item of the library as a caller sees it. */
export const AssessmentItem = Type.Object({
  id: Type.String(),
  /** The catalogue resource: the assessment quota's tagId. */
  tagId: Type.String(),
  kind: Type.Enum(ASSESSMENT_KINDS),
  title: Type.String(),
  titleZh: Type.String(),
  titleEn: Type.String(),
  needPay: Type.Boolean(),
  contentStatus: Type.Enum(CONTENT_STATUSES),
  sortOrder: Type.Integer(),
  questionCount: Type.Integer(),
  /** With subjectId: what the child has left of it (the transfer list's check). */
  remainingTimes: Type.Optional(Type.Integer()),
});
export type AssessmentItem = Static<typeof AssessmentItem>;

export const AssessmentList = Type.Object({ items: Type.Array(AssessmentItem), totalCount: Type.Integer() });

/** GET assessment: the library (the transfer list: subjectId, maxResultCount 100). */
export const AssessmentQuery = Type.Object({
  subjectId: Type.Optional(Uuid),
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});
export type AssessmentQuery = Static<typeof AssessmentQuery>;

/** POST assessment/list: the items of the given ids (or all, paged, when none given). */
export const AssessmentListBody = Type.Object({
  ids: Type.Optional(Type.Array(Uuid, { maxItems: 100 })),
  subjectId: Type.Optional(Uuid),
  ...Paging,
});
export type AssessmentListBody = Static<typeof AssessmentListBody>;

export const AssessmentIdParams = Type.Object({ assessmentId: Uuid });
export const MoveQuery = Type.Object({ newSortOrder: Type.Integer({ minimum: 0, maximum: 100000 }) });
export const ContentStatusBody = Type.Object({ id: Uuid, contentStatus: Type.Enum(CONTENT_STATUSES) });
export type ContentStatusBody = Static<typeof ContentStatusBody>;

const ReportScore = Type.Object({
  id: Type.String(),
  title: Type.String(),
  score: Type.Integer(),
  maxScore: Type.Integer(),
});
export const Report = Type.Object({
  questionnaires: Type.Array(ReportScore),
  totalScore: Type.Integer(),
  maxScore: Type.Integer(),
});

/** A child's assessment (the HFS report's tenantId, id, finishTime, needPay, status, assessment.title). */
export const UserAssessmentItem = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  subjectId: Type.String(),
  subjectName: Type.String(),
  planId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(USER_ASSESSMENT_STATUSES),
  needPay: Type.Boolean(),
  finishedPage: Type.Integer(),
  sentTime: Type.Union([Type.String(), Type.Null()]),
  finishTime: Type.Union([Type.String(), Type.Null()]),
  creationTime: Type.String(),
  creatorName: Type.Union([Type.String(), Type.Null()]),
  assessment: Type.Object({
    id: Type.String(),
    tagId: Type.String(),
    kind: Type.Enum(ASSESSMENT_KINDS),
    title: Type.String(),
  }),
});
export type UserAssessmentItem = Static<typeof UserAssessmentItem>;

export const UserAssessmentPage = Type.Object({ items: Type.Array(UserAssessmentItem), totalCount: Type.Integer() });

/** GET userAssessment/{id}: the item with its questionnaires and the answers so far. */
export const UserAssessmentDetail = Type.Object({
  ...UserAssessmentItem.properties,
  questionnaires: Type.Array(Questionnaire),
  answers: Type.Record(Type.String(), Type.String()),
});

/** GET userAssessment: a child's assessments. */
export const UserAssessmentQuery = Type.Object({ subjectId: Uuid, ...Paging });
export type UserAssessmentQuery = Static<typeof UserAssessmentQuery>;

/** POST userAssessment/userAssessmentsPaged: the centre's, by child name and status. */
export const UserAssessmentsPagedBody = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  subjectId: Type.Optional(Uuid),
  status: Type.Optional(Type.Enum(USER_ASSESSMENT_STATUSES)),
  ...Paging,
});
export type UserAssessmentsPagedBody = Static<typeof UserAssessmentsPagedBody>;

/** POST userAssessment: create (subjectId, assessmentIds). */
export const CreateUserAssessmentBody = Type.Object({
  subjectId: Uuid,
  assessmentIds: Type.Array(Uuid, { minItems: 1, maxItems: 20 }),
});
export type CreateUserAssessmentBody = Static<typeof CreateUserAssessmentBody>;

/** POST userOfflinePlan/mediumAssessment: the plan page's "arrange assessment". */
export const MediumAssessmentBody = Type.Object({
  planId: Uuid,
  assessmentIds: Type.Array(Uuid, { minItems: 1, maxItems: 20 }),
});
export type MediumAssessmentBody = Static<typeof MediumAssessmentBody>;

export const CreatedUserAssessments = Type.Object({ items: Type.Array(UserAssessmentItem) });

/** POST userAssessment/send: send to guardian (userAssessmentIds, send; false withdraws). */
export const SendBody = Type.Object({
  userAssessmentIds: Type.Array(Uuid, { minItems: 1, maxItems: 100 }),
  send: Type.Boolean(),
});
export type SendBody = Static<typeof SendBody>;

/** POST userAssessment/{id}/answers: the guardian's answers (isComplete, finishedPage). */
export const AnswersBody = Type.Object({
  answers: Type.Array(
    Type.Object({ questionId: Type.String({ maxLength: 100 }), optionId: Type.String({ maxLength: 100 }) }),
    {
      maxItems: 1000,
    },
  ),
  isComplete: Type.Boolean(),
  finishedPage: Type.Integer({ minimum: 0, maximum: 1000 }),
});
export type AnswersBody = Static<typeof AnswersBody>;

export const UserAssessmentIdParams = Type.Object({ userAssessmentId: Uuid });
export const IdParams = Type.Object({ id: Uuid });
export const ReportQuery = Type.Object({ userAssessmentId: Uuid });

/** GET userAssessment/report: the report view. */
export const ReportView = Type.Object({ ...UserAssessmentItem.properties, report: Report });

/** GET QrCode/Assessment and QrCode/UserAssessment (assessmentId, subjectId, userAssessmentId). */
export const AssessmentQrQuery = Type.Object({
  assessmentId: Type.Optional(Uuid),
  subjectId: Type.Optional(Uuid),
  userAssessmentId: Type.Optional(Uuid),
});
export type AssessmentQrQuery = Static<typeof AssessmentQrQuery>;

export const AssessmentQr = Type.Object({
  /** The PNG, base64 (spec 001 §7). */
  image: Type.String(),
  content: Type.String(),
  expiresAt: Type.String(),
});
