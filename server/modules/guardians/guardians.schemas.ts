import { Type, type Static, type TSchema } from 'typebox';
import { Uuid } from '../../platform/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
// Spelt out rather than mapped from the constant tables, so the static types keep their literals.
const SubjectStatus = Type.Union([Type.Literal('Bind'), Type.Literal('Unbind'), Type.Literal('Logout')]);
const BindingState = Type.Union([Type.Literal('Bind'), Type.Literal('Unbind')]);
const Gender = Type.Union([
  Type.Literal('Unknown'),
  Type.Literal('Male'),
  Type.Literal('Female'),
  Type.Literal('Others'),
]);
/** Spec 000 §9: the phone prefixes offered when adding a guardian (default 86). */
const CountryCode = Type.Union([Type.Literal('86'), Type.Literal('972'), Type.Literal('52'), Type.Literal('1')]);
/** The roles a guardian may have towards a child (server/locales/<lang>/guardian-roles.json). */
const GuardianRole = Type.Union([
  Type.Literal('Mother'),
  Type.Literal('Father'),
  Type.Literal('Grandmother'),
  Type.Literal('Grandfather'),
  Type.Literal('Other'),
]);

export const GUARDIAN_NAME_MAX = 50;
export const SUBJECTS_PER_REQUEST_MAX = 10;

// ------------------------------------------------------------------ requests

export const GuardianListRequest = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  /** Part of the guardian's name or phone number. */
  filter: Type.Optional(Type.String({ maxLength: 100 })),
});
export type GuardianListRequest = Static<typeof GuardianListRequest>;

export const GuardianIdParams = Type.Object({ guardianId: Uuid });

/** Spec 000 §3 "Guardian add": a child's fields (name, birthDay, gender, outpatientNumber, remark). */
export const NewSubject = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  /** YYYY-MM-DD (a longer ISO date-time is cut to its day). */
  birthDay: Type.String({ minLength: 10, maxLength: 40 }),
  gender: Type.Optional(Gender),
  outpatientNumber: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type NewSubject = Static<typeof NewSubject>;

const NewSubjects = Type.Array(NewSubject, { minItems: 1, maxItems: SUBJECTS_PER_REQUEST_MAX });

export const GuardianAndSubjectBody = Type.Object({
  name: Type.String({ maxLength: GUARDIAN_NAME_MAX }),
  countryCode: Type.Optional(CountryCode),
  phoneNumber: Type.String({ maxLength: 20 }),
  roleName: GuardianRole,
  /** Coach user ids of the centre, assigned to every new child. */
  coaches: Type.Optional(Type.Array(Uuid, { maxItems: 20 })),
  subjects: NewSubjects,
});
export type GuardianAndSubjectBody = Static<typeof GuardianAndSubjectBody>;

export const AddChildBody = Type.Object({ guardianId: Uuid, roleName: GuardianRole, subjects: NewSubjects });
export type AddChildBody = Static<typeof AddChildBody>;

export const GuardianIdBody = Type.Object({ guardianId: Uuid });

export const AuthorizationBody = Type.Object({ guardianId: Uuid, subjectId: Uuid, authorized: Type.Boolean() });
export type AuthorizationBody = Static<typeof AuthorizationBody>;

// ------------------------------------------------------------------ responses

const GuardianChild = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The child's own status (Bind, Unbind, Logout). */
  status: SubjectStatus,
  roleName: Type.String(),
  /** The role in the reader's language. */
  roleDisplayName: Type.String(),
  /** This guardian's authorization of the child (Bind or Unbind). */
  state: BindingState,
});

export const GuardianListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  countryCode: Type.String(),
  phoneNumber: Type.String(),
  creationTime: Type.String(),
  /** When the guardian's account was cancelled (ISO 8601); null while it stands. */
  cancellationTime: Nullable(Type.String()),
  children: Type.Array(GuardianChild),
});

export const GuardianListResponse = Type.Object({ items: Type.Array(GuardianListItem), totalCount: Type.Integer() });

/** Every guardian's authorization of a child: what the binding machine needs to decide. */
const BindingLink = Type.Object({
  guardianId: Type.String(),
  state: BindingState,
  /** That guardian's account was cancelled: nothing binds through it again. */
  cancelled: Type.Boolean(),
});

const GuardianInfoChild = Type.Object({
  ...GuardianChild.properties,
  birthDay: Type.String(),
  gender: Type.String(),
  outpatientNumber: Nullable(Type.String()),
  /** When this guardian's authorization last changed (ISO 8601). */
  changedAt: Type.String(),
  links: Type.Array(BindingLink),
});

export const GuardianInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  countryCode: Type.String(),
  phoneNumber: Type.String(),
  email: Nullable(Type.String()),
  creationTime: Type.String(),
  /** When the last registration code was sent (ISO 8601), if ever. */
  registerCodeSentAt: Nullable(Type.String()),
  /** When the guardian's account was cancelled (ISO 8601); null while it stands. */
  cancellationTime: Nullable(Type.String()),
  children: Type.Array(GuardianInfoChild),
});
export type GuardianInfo = Static<typeof GuardianInfo>;

/** A new child as the subject list shows it (spec 000 §3 "Subject"), so both screens read one shape. */
export const NewSubjectResult = Type.Object({
  id: Type.String(),
  name: Type.String(),
  birthDay: Type.String(),
  gender: Type.String(),
  outpatientNumber: Nullable(Type.String()),
  schoolName: Type.Null(),
  gradeName: Type.Null(),
  remark: Nullable(Type.String()),
  status: Type.String(),
  isBind: Type.Boolean(),
  isLogout: Type.Boolean(),
  isCheckIn: Type.Boolean(),
  coachNames: Type.Array(Type.String()),
  coach: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  guardians: Type.Array(
    Type.Object({
      id: Type.String(),
      nickName: Type.String(),
      roleDefinition: Type.Object({ displayName: Type.String() }),
    }),
  ),
});
export type NewSubjectResult = Static<typeof NewSubjectResult>;

export const GuardianAndSubjectResponse = Type.Object({
  guardianId: Type.String(),
  subjects: Type.Array(NewSubjectResult),
});

export const AddChildResponse = Type.Array(NewSubjectResult);

export const RegisterCodeResponse = Type.Object({ secondsUntilResend: Type.Integer(), message: Type.String() });
