import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

const Text = (maxLength: number) => Type.String({ maxLength });

// Spec 000 §7 "Subject list request" and §9: the request defaults to 10 per page; the list
// screen asks for 12. The transfer list and child search may ask for up to 99999.
export const SubjectListRequest = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 99999, default: 10 }),
  /** Part of the name or of the outpatient number. */
  filter: Type.Optional(Text(100)),
  outpatientNumber: Type.Optional(Text(100)),
  isCheckIn: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Union([Type.Literal('Bind'), Type.Literal('Unbind'), Type.Literal('Logout')])),
  school: Type.Optional(Text(100)),
  coachName: Type.Optional(Text(100)),
  remark: Type.Optional(Text(100)),
  /** Ours, not the spec's: each item also carries musicPlanId (as POST /api/rocket/idtMusic/startablePlans answers it). */
  withMusicPlan: Type.Optional(Type.Boolean()),
});
export type SubjectListRequest = Static<typeof SubjectListRequest>;

const Guardian = Type.Object({
  id: Type.String(),
  nickName: Type.String(),
  roleDefinition: Type.Object({ displayName: Type.String() }),
  /** The guardian's account was cancelled: shown, but no child can be added to it. */
  isCancelled: Type.Boolean(),
});

const Coach = Type.Object({ id: Type.String(), name: Type.String() });

export const SubjectListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  birthDay: Type.String(),
  gender: Type.String(),
  outpatientNumber: Type.Union([Type.String(), Type.Null()]),
  schoolName: Type.Union([Type.String(), Type.Null()]),
  gradeName: Type.Union([Type.String(), Type.Null()]),
  remark: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  isBind: Type.Boolean(),
  isLogout: Type.Boolean(),
  /** Checked in today and not yet checked out (spec 000 §3 "Subject": isCheckIn). */
  isCheckIn: Type.Boolean(),
  coachNames: Type.Array(Type.String()),
  /** Spec 000 §3 "Subject": coach[].name; with the ids, for the assign-coach dialog. */
  coach: Type.Array(Coach),
  guardians: Type.Array(Guardian),
  /**
   * Only when the list was asked withMusicPlan: the child's startable music plan (its latest one
   * not Finished), null when it has none.
   */
  musicPlanId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type SubjectListItem = Static<typeof SubjectListItem>;

export const SubjectListResponse = Type.Object({ items: Type.Array(SubjectListItem), totalCount: Type.Integer() });
export type SubjectListResponse = Static<typeof SubjectListResponse>;

// Spec 000 §5: outpatient number and remark edits are both optional (null or blank clears).
export const RemarkBody = Type.Object({ id: Uuid, remark: Type.Union([Text(500), Type.Null()]) });
export type RemarkBody = Static<typeof RemarkBody>;

export const OutpatientNumberBody = Type.Object({
  subjectId: Uuid,
  outpatientNumber: Type.Union([Text(50), Type.Null()]),
});
export type OutpatientNumberBody = Static<typeof OutpatientNumberBody>;

/** POST /api/business/userCoach/assign: userId is the child's id; the coaches become exactly these. */
export const AssignCoachesBody = Type.Object({
  userId: Uuid,
  coachUserIds: Type.Array(Uuid, { maxItems: 50, uniqueItems: true }),
});
export type AssignCoachesBody = Static<typeof AssignCoachesBody>;

export const NewSubject = Type.Object({
  name: Type.Optional(Type.Union([Text(50), Type.Null()])),
  birthDay: Type.String({ format: 'date' }),
  gender: Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Unknown'), Type.Literal('Others')]),
  outpatientNumber: Type.Optional(Type.Union([Text(50), Type.Null()])),
  remark: Type.Optional(Type.Union([Text(500), Type.Null()])),
});
export type NewSubject = Static<typeof NewSubject>;

/** Spec 000 §7 "Add subject": name, registerType Username, subjects. */
export const AddSubjectBody = Type.Object({
  name: Type.Optional(Type.Union([Text(50), Type.Null()])),
  registerType: Type.Literal('Username'),
  subjects: Type.Array(NewSubject, { minItems: 1, maxItems: 20 }),
});
export type AddSubjectBody = Static<typeof AddSubjectBody>;

export const AddSubjectResponse = Type.Array(SubjectListItem);

export const CheckNameBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }) });
export const CheckNameResponse = Type.Object({ hadSame: Type.Boolean() });

export const FormOptionsResponse = Type.Object({
  coaches: Type.Array(Coach),
  avaliableGuardianRoles: Type.Array(Type.Object({ name: Type.String(), displayName: Type.String() })),
});
export type FormOptionsResponse = Static<typeof FormOptionsResponse>;
