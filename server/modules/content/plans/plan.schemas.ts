import { Type, type Static } from 'typebox';
import { PlanRules } from '../../../../forms/plan-rules';
import { GROUP_TYPES, type GroupType } from '../../../platform/db/schema/index';
import { Uuid } from '../../../platform/schemas';
import { ContentItemCommon } from '../content.schemas';

// Offline plan templates and class plans (spec 001 §2 offlinePlan, newOfflinePlan, trainingPlan;
// §7 trainingPlanTemplate, OfflineTrainingPlan, trainingPlanV2): numbered sessions 1..N, each an
// ordered list of training programs. Bodies are loose on purpose: the kinds check every field and
// name each refused one (with its session number).

/** The most sessions a plan may have, and programs a session may hold. */
export const PLAN_MAX_SESSIONS = 200;
export const SESSION_MAX_PROGRAMS = 20;
export const PLAN_CODE_MAX = 50;
export const PLAN_NAME_MAX = 100;
/** A template session's static activities (nonePlaybook): at most this many, names this long. */
export const SESSION_MAX_STATICS = 5;
export const STATIC_NAME_MAX = 50;

/** A static activity of a template's session: no training program, named in both languages. */
export const StaticActivity = Type.Object({ nameZh: Type.String(), nameEn: Type.String() });
export type StaticActivity = Static<typeof StaticActivity>;

const text = Type.Optional(Type.String({ maxLength: 1000 }));
// Ids are checked against the library by the kind, each refusal naming its session.
const SessionBody = Type.Object({
  programIds: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }),
  // Offline plan templates only (static-activities.fields.ts checks them); class plans ignore them.
  staticActivities: Type.Optional(
    Type.Array(
      Type.Object({
        nameZh: Type.Optional(Type.String({ maxLength: 1000 })),
        nameEn: Type.Optional(Type.String({ maxLength: 1000 })),
      }),
      { maxItems: 100 },
    ),
  ),
});

export const PlanBody = Type.Object({
  code: text,
  nameZh: text,
  nameEn: text,
  sessions: Type.Optional(Type.Array(SessionBody, { maxItems: 1000 })),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const ClassPlanBody = Type.Object({
  ...PlanBody.properties,
  groupTypes: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
  categoryId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});

/** A session as the form holds it: its programs' ids, in order. */
export const SessionValues = Type.Object({
  programIds: Type.Array(Type.String()),
  /** An offline plan template's session's static activities (absent for class plans). */
  staticActivities: Type.Optional(Type.Array(StaticActivity)),
});

const planValues = {
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  sessions: Type.Array(SessionValues),
};

export const PlanValues = Type.Object({ ...planValues, sortOrder: Type.Integer() });
export const GroupTypeSchema = Type.Unsafe<GroupType>(Type.Union(GROUP_TYPES.map((g) => Type.Literal(g))));
export const ClassPlanValues = Type.Object({
  ...planValues,
  groupTypes: Type.Array(GroupTypeSchema),
  categoryId: Type.String(),
  sortOrder: Type.Integer(),
});

/** A program of a session as a plan shows it (the library's words; its status for the editor). */
export const PlanProgram = Type.Object({
  id: Type.String(),
  code: Type.String(),
  titleZh: Type.String(),
  titleEn: Type.String(),
  contentStatus: Type.String(),
});
export type PlanProgram = Static<typeof PlanProgram>;

export const PlanSession = Type.Object({
  /** 1, 2, … N. */
  number: Type.Integer(),
  programs: Type.Array(PlanProgram),
  /** Its static activities (nonePlaybook; offline plan templates only). */
  staticActivities: Type.Optional(Type.Array(StaticActivity)),
});
export type PlanSession = Static<typeof PlanSession>;

const planItem = {
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** N, the number of sessions (totalCourseNum in the centre's grant list, 002 §2). */
  sessionCount: Type.Integer(),
  sessions: Type.Array(PlanSession),
};

export const OfflinePlanItem = Type.Object(
  {
    ...ContentItemCommon,
    ...planItem,
    /** 'V4' for the newOfflinePlan kind (spec 001 §3: V4 is special), else 'V3'. */
    ilsVersion: Type.Union([Type.Literal('V3'), Type.Literal('V4')]),
    rules: PlanRules,
  },
  { description: 'An offline plan template: numbered sessions of training programs, with its rules.' },
);
export type OfflinePlanItem = Static<typeof OfflinePlanItem>;

export const ClassPlanItem = Type.Object(
  {
    ...ContentItemCommon,
    ...planItem,
    groupTypes: Type.Array(GroupTypeSchema),
    categoryId: Type.String(),
    rules: PlanRules,
  },
  { description: 'A class plan (trainingPlanV2) for groups of the given types, with its rules.' },
);
export type ClassPlanItem = Static<typeof ClassPlanItem>;

/** PUT /trainingPlanTemplate/rules, /offlineTrainingPlan/rules and /trainingPlanV2/rules. */
export const PlanRulesBody = Type.Object({ id: Uuid, rules: Type.Unknown() });

/** GET /trainingPlanV2/categories: the program categories a class plan may be filed under. */
export const ClassPlanCategory = Type.Object({
  id: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
});
export const ClassPlanCategories = Type.Object({ items: Type.Array(ClassPlanCategory) });
