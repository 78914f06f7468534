import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

// Spec 000 §7: POST /api/business/subject/getSubjectInfo with {subjectId}.
export const SubjectInfoRequest = Type.Object({ subjectId: Id });
export type SubjectInfoRequest = Static<typeof SubjectInfoRequest>;

// Spec 000 §7: GET /api/rocket/user/subjectInfo with id (the admin's detail, management mode).
// tenantId is ours: a caller that knows the child's centre saves the search across centres.
export const AdminSubjectInfoQuery = Type.Object({ id: Id, tenantId: Type.Optional(Id) });
export type AdminSubjectInfoQuery = Static<typeof AdminSubjectInfoQuery>;

export const SubjectIdParams = Type.Object({ subjectId: Id });
export type SubjectIdParams = Static<typeof SubjectIdParams>;

const SubjectGuardian = Type.Object({
  id: Type.String(),
  nickName: Type.String(),
  roleDefinition: Type.Object({ name: Type.String(), displayName: Type.String() }),
  /** The guardian's own authorization of the centre for this child (Bind or Unbind). */
  state: Type.String(),
});

/** Spec 000 §3 "Subject", as the detail page's cards need it. */
export const SubjectInfoModel = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  name: Type.String(),
  outpatientNumber: Nullable(Type.String()),
  birthDay: Type.String(),
  /** Whole years on the centre's day. */
  age: Type.Integer(),
  gender: Type.String(),
  status: Type.String(),
  isBind: Type.Boolean(),
  isLogout: Type.Boolean(),
  stage: Type.Union([
    Type.Literal('0-3'),
    Type.Literal('3-5.5'),
    Type.Literal('5.5-13'),
    Type.Literal('13-18'),
    Type.Literal('18+'),
  ]),
  ageStage: Type.Union([Type.Literal('PreSchool'), Type.Literal('GradeOrTeenSchool')]),
  remark: Nullable(Type.String()),
  schoolName: Nullable(Type.String()),
  schoolNature: Nullable(Type.String()),
  gradeName: Nullable(Type.String()),
  className: Nullable(Type.String()),
  city: Nullable(Type.String()),
  dominantHand: Nullable(Type.String()),
  /** The guardians' roles for this child in the reader's language, e.g. "Mother, Father". */
  relationshipLocale: Nullable(Type.String()),
  guardians: Type.Array(SubjectGuardian),
  coachNames: Type.Array(Type.String()),
  /** The centres the child's record comes from (spec 000 §2 "originating tenant names"). */
  tenantNames: Type.Array(Type.String()),
});

const GroupTrainingPlan = Type.Object({
  id: Type.String(),
  currentNum: Type.Integer(),
  trainingPlanV2: Type.Object({ displayName: Type.String() }),
});

/** Spec 000 §3 "Subject-detail response". */
export const SubjectInfoResponse = Type.Object({
  subjectInfoReturnModel: SubjectInfoModel,
  // The child's groups (classes); music plans have no table yet, so userMusics is always empty.
  groups: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), groupTrainingPlans: Type.Array(GroupTrainingPlan) }),
  ),
  userMusics: Type.Array(Type.Object({ code: Type.String(), musicCourseNum: Type.Integer() })),
});
export type SubjectInfoResponse = Static<typeof SubjectInfoResponse>;
export type SubjectInfoModel = Static<typeof SubjectInfoModel>;

/** GET /api/business/subject/subjectLinkedStaff/{subjectId}: the staff who work with the child. */
export const SubjectLinkedStaffResponse = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      userName: Type.String(),
      roles: Type.Array(Type.Object({ name: Type.String(), displayName: Type.String() })),
    }),
  ),
});
export type SubjectLinkedStaffResponse = Static<typeof SubjectLinkedStaffResponse>;

/** GET /api/rocket/userGrant/subjectTenant/{subjectId}: the centres the child is granted to. */
export const SubjectTenantResponse = Type.Object({
  items: Type.Array(
    Type.Object({
      tenantId: Type.String(),
      tenantName: Type.String(),
      status: Type.String(),
      /** When the first guardian authorized the centre; the record's creation for a child without guardians. */
      grantTime: Type.String(),
    }),
  ),
});
export type SubjectTenantResponse = Static<typeof SubjectTenantResponse>;

// Spec 000 §7: POST /api/business/subject/prepareForEdit, what the edit dialogs start from.
export const PrepareForEditRequest = Type.Object({ subjectId: Id });
export const PrepareForEditResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  outpatientNumber: Nullable(Type.String()),
  remark: Nullable(Type.String()),
});
export type PrepareForEditResponse = Static<typeof PrepareForEditResponse>;
