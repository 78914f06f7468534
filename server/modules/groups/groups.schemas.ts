import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';
import { GROUP_CAPACITY_MAX, GROUP_CAPACITY_MIN, GROUP_TYPES } from '../../platform/db/schema/index';
import { AGE_STAGES } from '../subject-detail/subject-stage';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const GroupType = Type.Enum(GROUP_TYPES);
const AgeStage = Type.Enum(AGE_STAGES);

// Spec 001 §3 "Class/group", §5 "Class". The name is loose on purpose: the service answers an
// empty one with the spec's own message. capacity may be left out for OneToN (it is N).
export const GroupBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  type: GroupType,
  ageStage: AgeStage,
  capacity: Type.Optional(Type.Integer({ minimum: GROUP_CAPACITY_MIN, maximum: GROUP_CAPACITY_MAX })),
});
export type GroupBody = Static<typeof GroupBody>;

// Spec 001 §7: PUT /api/rocket/group carries the id in the body.
export const GroupUpdateBody = Type.Object({ id: Id, ...GroupBody.properties });
export type GroupUpdateBody = Static<typeof GroupUpdateBody>;

export const GroupParams = Type.Object({ id: Id });
export const GroupIdParams = Type.Object({ groupId: Id });

export const GroupListRequest = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  /** Part of the name. */
  filter: Type.Optional(Type.String({ maxLength: 100 })),
});
export type GroupListRequest = Static<typeof GroupListRequest>;

const GroupLinkUser = Type.Object({ id: Type.String(), name: Type.String() });

export const GroupItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: GroupType,
  ageStage: AgeStage,
  capacity: Type.Integer(),
  /** How many children the group has. */
  memberCount: Type.Integer(),
  /** The group's children (at most six). */
  groupLinkUsers: Type.Array(GroupLinkUser),
  creationTime: Type.String(),
});
export type GroupItem = Static<typeof GroupItem>;

export const GroupListResponse = Type.Object({ items: Type.Array(GroupItem), totalCount: Type.Integer() });

// Spec 000 §7 "Save group children": groupId and userIds; the set replaces the group's children.
export const GroupChildrenBody = Type.Object({
  groupId: Id,
  userIds: Type.Array(Id, { maxItems: 100 }),
});
export type GroupChildrenBody = Static<typeof GroupChildrenBody>;

export const GroupChild = Type.Object({
  id: Type.String(),
  name: Type.String(),
  outpatientNumber: Nullable(Type.String()),
  birthDay: Type.String(),
  gender: Type.String(),
  status: Type.String(),
  ageStage: AgeStage,
});
export type GroupChild = Static<typeof GroupChild>;

export const GroupChildListResponse = Type.Object({ items: Type.Array(GroupChild), totalCount: Type.Integer() });
export type GroupChildListResponse = Static<typeof GroupChildListResponse>;

// Spec 000 §7 "Bound children list": skipCount, maxResultCount (up to 99999), ageStage, status=Bind.
export const BoundChildrenRequest = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 99999, default: 10 }),
  ageStage: AgeStage,
  status: Type.Literal('Bind', { default: 'Bind' }),
});
export type BoundChildrenRequest = Static<typeof BoundChildrenRequest>;
