import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Both are optional here so that a missing one answers with the form's own message.
export const TestRequestBody = Type.Object({
  subjectId: Uuid,
  locationId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  grade: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type TestRequestBody = Static<typeof TestRequestBody>;

export const TestRequestListQuery = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type TestRequestListQuery = Static<typeof TestRequestListQuery>;

export const TestRequestItem = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  subjectName: Type.String(),
  locationId: Type.String(),
  locationName: Type.String(),
  // One of TEST_GRADES.
  grade: Type.String(),
  status: Type.String(),
  requestedByName: Type.String(),
  creationTime: Type.String(),
});
export type TestRequestItem = Static<typeof TestRequestItem>;

export const TestRequestListResponse = Type.Object({
  items: Type.Array(TestRequestItem),
  totalCount: Type.Integer(),
});
