import { Type, type Static } from 'typebox';

// Spec 000 §7 "Subject search request" and §9: the request defaults to 10 per page; the list
// screen asks for 12. The transfer list and child search may ask for up to 99999.
export const SubjectListRequest = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 99999, default: 10 }),
  filter: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SubjectListRequest = Static<typeof SubjectListRequest>;

const Guardian = Type.Object({
  id: Type.String(),
  nickName: Type.String(),
  roleDefinition: Type.Object({ displayName: Type.String() }),
});

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
  guardians: Type.Array(Guardian),
});

export const SubjectListResponse = Type.Object({ items: Type.Array(SubjectListItem), totalCount: Type.Integer() });
export type SubjectListResponse = Static<typeof SubjectListResponse>;
