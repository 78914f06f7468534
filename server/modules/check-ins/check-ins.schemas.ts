import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

export const CheckInBody = Type.Object({ subjectId: Uuid });

export const CheckInListQuery = Type.Object({
  /** The centre's calendar day, YYYY-MM-DD; today by default. */
  date: Type.Optional(Type.String({ format: 'date' })),
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
});
export type CheckInListQuery = Static<typeof CheckInListQuery>;

export const CheckInItem = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  subjectName: Type.String(),
  outpatientNumber: Type.Union([Type.String(), Type.Null()]),
  checkInTime: Type.String(),
  checkOutTime: Type.Union([Type.String(), Type.Null()]),
  checkedInByName: Type.String(),
});

export const CheckInListResponse = Type.Object({
  day: Type.String(),
  items: Type.Array(CheckInItem),
  totalCount: Type.Integer(),
});

export const CheckInResult = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  checkInTime: Type.String(),
  checkOutTime: Type.Union([Type.String(), Type.Null()]),
});
export type CheckInResult = Static<typeof CheckInResult>;
