import { Type, type Static } from 'typebox';
import { StaticActivityItem } from './offline-plan-static.schemas';
import { FeedbackSubmissionEntry } from '../../../forms/feedback-property.schemas';
import { MAX_LEVEL, MIN_LEVEL } from '../../../forms/plan-rules';
import { PLAN_STATUSES, PLAN_VALIDITIES } from '../../../machines/offline-plan.machine';
import { IsoDate, Uuid } from '../../platform/schemas';
import { CARD_VERSIONS, ILS_VERSIONS, SESSION_MODES } from '../../platform/db/schema/index';

// Spec 001 §3 "User offline plan", "Plan item", feedback submissions; §7 /api/rocket/userOfflinePlan.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Page size of a child's plan list (001 §9: offline plan list 6). */
export const PLAN_PAGE_SIZE = 6;
/** Feedback record list page size (001 §9: feedback lists 10, accumulating skip). */
export const FEEDBACK_PAGE_SIZE = 10;

export const PlanIdParams = Type.Object({ id: Uuid });
export const SubjectIdParams = Type.Object({ subjectId: Uuid });
export const PlanIdBody = Type.Object({ id: Uuid });
export type PlanIdBody = Static<typeof PlanIdBody>;

export const CreatePlanBody = Type.Object({
  subjectId: Uuid,
  /** The template: a trainingPlanTemplate (V3) or an OfflineTrainingPlan (V4). */
  templateId: Uuid,
  ilsVersion: Type.Enum(ILS_VERSIONS),
  /** The session card's layout (v2 unless said): v1 needs the audio punch of a session with music. */
  cardVersion: Type.Optional(Type.Enum(CARD_VERSIONS)),
  /** The level of session 1, when the centre chooses another than the template's (initial level). */
  startLevel: Type.Optional(Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL })),
  mode: Type.Optional(Type.Enum(SESSION_MODES)),
  /** Run the template's trial sessions (isTry); needs a trial left (the trial check). */
  isTry: Type.Optional(Type.Boolean()),
  coachId: Type.Optional(Nullable(Uuid)),
  validFrom: Type.Optional(Nullable(IsoDate)),
  validUntil: Type.Optional(Nullable(IsoDate)),
});
export type CreatePlanBody = Static<typeof CreatePlanBody>;

export const CurrentListQuery = Type.Object({
  subjectId: Uuid,
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: PLAN_PAGE_SIZE, default: PLAN_PAGE_SIZE }),
});
export type CurrentListQuery = Static<typeof CurrentListQuery>;

export const FeedbackRecordsQuery = Type.Object({
  planId: Uuid,
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: FEEDBACK_PAGE_SIZE, default: FEEDBACK_PAGE_SIZE }),
});
export type FeedbackRecordsQuery = Static<typeof FeedbackRecordsQuery>;

/** A feedback submission (001 §3): the item's answers, for staff or (forGuardian) the guardian. */
export const FeedbackBody = Type.Object({
  userOfflineTrainingPlanId: Uuid,
  num: Type.Integer({ minimum: 1, maximum: 200 }),
  planItemId: Uuid,
  forGuardian: Type.Optional(Type.Boolean()),
  feedbacks: Type.Array(FeedbackSubmissionEntry, { maxItems: 100 }),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const PlanItemBody = Type.Object({ planItemId: Uuid });
export type PlanItemBody = Static<typeof PlanItemBody>;

export const NumDoneBody = Type.Object({
  id: Uuid,
  /** The session being finished: must be the plan's current one (no step out of order). */
  num: Type.Integer({ minimum: 1, maximum: 200 }),
  attendance: Type.Optional(Type.Union([Type.Literal('Attend'), Type.Literal('Absent')])),
});
export type NumDoneBody = Static<typeof NumDoneBody>;

export const DifficultyBody = Type.Object({
  planItemId: Uuid,
  operate: Type.Union([Type.Literal('Increase'), Type.Literal('Decrease')]),
});
export type DifficultyBody = Static<typeof DifficultyBody>;

export const COURSE_ADJUSTMENTS = ['RepeatLastOne', 'RepeatLastTwo', 'Calming'] as const;
export type CourseAdjustment = (typeof COURSE_ADJUSTMENTS)[number];

export const CourseAdjustmentBody = Type.Object({
  id: Uuid,
  kind: Type.Enum(COURSE_ADJUSTMENTS),
  /** The calming lesson's program, by code (a Public program). */
  programCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type CourseAdjustmentBody = Static<typeof CourseAdjustmentBody>;

export const ExtendBody = Type.Object({ id: Uuid, count: Type.Integer({ minimum: 1, maximum: 199 }) });
export type ExtendBody = Static<typeof ExtendBody>;

const Program = Type.Object({
  id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  difficulty: Type.Integer(),
  minDifficulty: Type.Integer(),
  maxDifficulty: Type.Integer(),
});

const Answer = Type.Object({ programFeedbackPropertyId: Type.String(), value: Type.Unknown() });

export const PlanItem = Type.Object({
  id: Type.String(),
  num: Type.Integer(),
  position: Type.Integer(),
  /** null: no record; true: submitted; false: marked not started (001 §4). */
  hasDone: Nullable(Type.Boolean()),
  /** The caller may write feedback on it or mark it not started now. */
  isEdit: Type.Boolean(),
  doneTime: Nullable(Type.String()),
  operate: Nullable(Type.Union([Type.Literal('Increase'), Type.Literal('Decrease')])),
  isAdjustment: Type.Boolean(),
  trainingProgram: Program,
  /** The program's feedback form (definitions for the shared form engine). */
  feedbackProperties: Type.Array(Type.Unknown()),
  feedbacks: Type.Array(Answer),
  guardianFeedbacks: Type.Array(Answer),
});

const Session = Type.Object({
  num: Type.Integer(),
  startedAt: Nullable(Type.String()),
  finishedAt: Nullable(Type.String()),
  attendance: Nullable(Type.String()),
  interviewRequired: Type.Boolean(),
  interviewAt: Nullable(Type.String()),
  hasMusic: Type.Boolean(),
  level: Type.Integer(),
});

export const PlanSummary = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  code: Type.String(),
  displayName: Type.String(),
  ilsVersion: Type.Enum(ILS_VERSIONS),
  /** The session card's layout (001 §2 screen 2): v1 has the sound-therapy record's audio punch. */
  cardVersion: Type.Enum(CARD_VERSIONS),
  status: Type.Enum(PLAN_STATUSES),
  validity: Type.Enum(PLAN_VALIDITIES),
  isDeleted: Type.Boolean(),
  num: Type.Integer(),
  totalNum: Type.Integer(),
  canNext: Type.Boolean(),
  /** The next session can be activated now by the caller. */
  showNextClass: Type.Boolean(),
  interviewPending: Type.Boolean(),
  isTry: Type.Boolean(),
  mode: Type.Enum(SESSION_MODES),
  coachName: Nullable(Type.String()),
  validFrom: Nullable(Type.String()),
  validUntil: Nullable(Type.String()),
  startedAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const PlanDetail = Type.Object({
  ...PlanSummary.properties,
  /** The child's name, as the centre may show it. */
  subjectName: Type.String(),
  /** The caller holds the offline-plan write policy and the child is bound. */
  canWrite: Type.Boolean(),
  planItems: Type.Array(PlanItem),
  sessions: Type.Array(Session),
  /** Every session's static activities (001 §3 nonePlaybook). */
  nonePlaybook: Type.Array(StaticActivityItem),
});
export type PlanDetail = Static<typeof PlanDetail>;

export const PlanListResponse = Type.Object({ items: Type.Array(PlanSummary), totalCount: Type.Integer() });

export const BeforeCreateResponse = Type.Object({
  subjectId: Type.String(),
  /** The child's open plan, which blocks another. */
  openPlanId: Nullable(Type.String()),
  canArrange: Type.Boolean(),
  /** The child's two profile lists (001 §4): Profile and DiagnosticInformation archive entries. */
  profileCount: Type.Integer(),
  diagnosticInformationCount: Type.Integer(),
  /** The centre may arrange before the profile is filled (tenant feature hfs1.skipArchive). */
  canSkipArchive: Type.Boolean(),
  /** Arranging would be refused until the profile is filled. */
  profileMissing: Type.Boolean(),
});

export const TrialCheckResponse = Type.Object({
  needTry: Type.Boolean(),
  /** Trials left for this centre on the template; 500 or more is unlimited (001 §9). */
  tryCount: Type.Integer(),
});

export const FeedbackRecord = Type.Object({
  id: Type.String(),
  itemId: Type.String(),
  num: Type.Integer(),
  forGuardian: Type.Boolean(),
  creationTime: Type.String(),
  createdByName: Nullable(Type.String()),
  programTitle: Type.String(),
  hasDone: Nullable(Type.Boolean()),
  feedbackProperties: Type.Array(Type.Unknown()),
  feedbacks: Type.Array(Answer),
});
export const FeedbackRecordList = Type.Object({ items: Type.Array(FeedbackRecord), totalCount: Type.Integer() });

const BoardChild = { planId: Type.String(), subjectId: Type.String(), subjectName: Type.String() };

/** One coach's day on the supervisor board (issue 19 item 8). */
export const CoachDay = Type.Object({
  coachId: Nullable(Type.String()),
  coachName: Nullable(Type.String()),
  delivered: Type.Integer(),
  /** Group plans' class sessions this person started: running now, ended today (issue 20 item 5). */
  classesNow: Type.Integer(),
  classesDone: Type.Integer(),
  inProgress: Type.Array(
    Type.Object({
      ...BoardChild,
      num: Type.Integer(),
      totalNum: Type.Integer(),
      startedAt: Type.String(),
      openItems: Type.Integer(),
    }),
  ),
  feedbackOwed: Type.Array(
    Type.Object({
      ...BoardChild,
      num: Type.Integer(),
      openItems: Type.Integer(),
      since: Type.String(),
      /** Minutes past the session's hour (spec 001 §9: a course is 1 hour). */
      lateMinutes: Type.Integer(),
    }),
  ),
  endingSoon: Type.Array(
    Type.Object({ ...BoardChild, num: Type.Integer(), totalNum: Type.Integer(), validUntil: Nullable(Type.String()) }),
  ),
  lowQuota: Type.Array(Type.Object({ ...BoardChild, remaining: Type.Integer() })),
});

export const CentreSummary = Type.Object({
  tenantId: Type.String(),
  name: Type.String(),
  delivered: Type.Integer(),
  inProgress: Type.Integer(),
  classesNow: Type.Integer(),
  classesDone: Type.Integer(),
  feedbackOwed: Type.Integer(),
  lateFeedback: Type.Integer(),
  endingSoon: Type.Integer(),
  lowQuota: Type.Integer(),
});

export const SupervisorBoardQuery = Type.Object({ coachId: Type.Optional(Uuid) });
export const SupervisorBoard = Type.Object({
  /** The centre's day (YYYY-MM-DD). */
  day: Type.String(),
  /** A centre's coaches (for its admins and senior coaches). */
  coaches: Type.Array(CoachDay),
  /** The centres below an enterprise or area, counted. */
  centres: Type.Array(CentreSummary),
});

/** numProgress: one session's activities by feedback status. */
export const SessionProgress = Type.Object({
  num: Type.Integer(),
  total: Type.Integer(),
  done: Type.Integer(),
  notStarted: Type.Integer(),
  open: Type.Integer(),
  current: Type.Boolean(),
});

export const CourseAdjustmentOptions = Type.Object({
  ilsVersion: Type.Enum(ILS_VERSIONS),
  num: Type.Integer(),
  kinds: Type.Array(Type.Enum(COURSE_ADJUSTMENTS)),
});

export const ExtendOptions = Type.Object({
  totalNum: Type.Integer(),
  maxMore: Type.Integer(),
  canExtend: Type.Boolean(),
});

/** A child's ended plan a new one may start from (availableInitUserPlans). */
export const InitPlan = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  ilsVersion: Type.Enum(ILS_VERSIONS),
  endedAt: Nullable(Type.String()),
  lastLevel: Nullable(Type.Integer()),
});

export const CostQuery = Type.Object({
  /** The period's first day (YYYY-MM-DD), this month's first unless given. */
  from: Type.Optional(IsoDate),
  /** Its last day, included. */
  to: Type.Optional(IsoDate),
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
});

export const TenantCourseCostList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      time: Type.String(),
      planId: Nullable(Type.String()),
      num: Nullable(Type.Integer()),
      /** '' for a class's session. */
      childName: Type.String(),
      /** A class's session: its class; null for a child's. */
      groupName: Nullable(Type.String()),
      planName: Type.String(),
      coachName: Nullable(Type.String()),
      /** Yuan. */
      money: Type.Number(),
    }),
  ),
});

export const CoachCourseCostList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      coachId: Nullable(Type.String()),
      coachName: Nullable(Type.String()),
      sessions: Type.Integer(),
      money: Type.Number(),
    }),
  ),
});

/** GET beforeStart/{planId}: the child's session quota as the plan's current session would use it. */
export const PlanQuotaCheck = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  num: Type.Integer(),
  mode: Type.Enum(SESSION_MODES),
  /** Null without hfs1.timesSetting (no warnings, 001 §4); remaining null is unlimited. */
  quota: Nullable(
    Type.Object({
      status: Type.Union([Type.Literal('NotSet'), Type.Literal('UsedUp'), Type.Literal('Low'), Type.Literal('Ok')]),
      remaining: Nullable(Type.Integer()),
    }),
  ),
});

/** GET forPunch (001 §3 "Punch targets"): the training target and what of it is finished. */
export const PunchTargets = Type.Object({
  timesSetting: Type.Boolean(),
  programTarget: Type.Object({ targetCount: Type.Integer(), realFinishedCodes: Type.Array(Type.String()) }),
  audioTarget: Type.Object({ targetCount: Type.Integer(), realFinishedCodes: Type.Array(Type.String()) }),
});
