import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// The centre roles a staff member can hold (spec 000 §6), in the order the dialogs offer them.
export const STAFF_ROLES = ['CenterAdmin', 'SeniorCoach', 'coach', 'trainer', 'FrontDesk', 'Finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const Role = Type.Union(STAFF_ROLES.map((r) => Type.Literal(r)));
const Gender = Type.Union([
  Type.Literal('Unknown'),
  Type.Literal('Male'),
  Type.Literal('Female'),
  Type.Literal('Others'),
]);
const CountryCode = Type.Union(['86', '972', '52', '1', '34', '506', '886', '852'].map((c) => Type.Literal(c)));
const MembershipState = Type.Union([Type.Literal('Invited'), Type.Literal('Effective'), Type.Literal('Frozen')]);

// POST /api/business/user/list (spec 000 §7 "Staff and users").
export const StaffListBody = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  roleName: Type.Optional(Role),
  state: Type.Optional(MembershipState),
});
export type StaffListBody = Static<typeof StaffListBody>;

export const RoleSchema = Type.Object({ name: Type.String(), displayName: Type.String() });

export const StaffItem = Type.Object({
  id: Type.String(),
  membershipId: Type.String(),
  name: Type.String(),
  userName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  gender: Gender,
  roles: Type.Array(RoleSchema),
  /** Invited (link not used yet), Effective or Frozen. */
  state: MembershipState,
  isActivated: Type.Boolean(),
  creationTime: Type.String(),
  activationTime: Type.Union([Type.String(), Type.Null()]),
  /**
   * Whether this centre may change the account's name, e-mail, phone and gender: only while it
   * invited the account, nobody registered it and no other centre invited it. Otherwise PUT
   * changes the roles only, and a request not yet accepted shows the invited address alone
   * (its id is then the membership's).
   */
  profileEditable: Type.Boolean(),
});
export type StaffItem = Static<typeof StaffItem>;

export const StaffListResponse = Type.Object({ items: Type.Array(StaffItem), totalCount: Type.Integer() });

// POST /api/business/user: a new staff member of the current centre, invited by e-mail.
export const CreateStaffBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  countryCode: Type.Optional(CountryCode),
  phoneNumber: Type.Optional(Type.String({ maxLength: 20 })),
  gender: Type.Optional(Gender),
  roleNames: Type.Array(Role, { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true }),
});
export type CreateStaffBody = Static<typeof CreateStaffBody>;

// PUT /api/business/user.
export const UpdateStaffBody = Type.Object({
  id: Uuid,
  name: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  countryCode: Type.Optional(CountryCode),
  phoneNumber: Type.Optional(Type.String({ maxLength: 20 })),
  gender: Gender,
  roleNames: Type.Array(Role, { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true }),
});
export type UpdateStaffBody = Static<typeof UpdateStaffBody>;

export const UserIdQuery = Type.Object({ id: Uuid });
export const UserIdBody = Type.Object({ userId: Uuid });
export const UserIdParams = Type.Object({ userId: Uuid });
export const StaffIdParams = Type.Object({ staffId: Uuid });
export const IdParams = Type.Object({ id: Uuid });

export const ChangeRoleBody = Type.Object({
  userId: Uuid,
  roleNames: Type.Array(Role, { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true }),
});

// The centre's freeze of a member (spec 000 §4 "Centre membership"): operate, userId, tenantId.
export const FreezeStaffBody = Type.Object({
  operate: Type.Union([Type.Literal('Freeze'), Type.Literal('Unfreeze')]),
  userId: Uuid,
  tenantId: Uuid,
});

export const PrepareForEditResponse = Type.Object({
  staff: Type.Union([StaffItem, Type.Null()]),
  availableRoles: Type.Array(RoleSchema),
});

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  creationTime: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.String(),
  /** What changed, by type: roles before and after, the new state, the address. */
  roles: Type.Union([Type.Array(Type.String()), Type.Null()]),
  previousRoles: Type.Union([Type.Array(Type.String()), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const StaffDetailResponse = Type.Object({ staff: StaffItem, history: Type.Array(HistoryEntry) });

/**
 * GET /api/business/user/{id}/profile: a colleague's user profile (spec 000 §3 "User profile")
 * with their centre membership (§3 "Centre membership") and how many children they coach.
 */
export const StaffProfile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  userName: Type.String(),
  gender: Gender,
  /** YYYY-MM-DD, or null when unset. */
  birthday: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(RoleSchema),
  membership: Type.Object({
    id: Type.String(),
    /** The centre's name. */
    displayName: Type.String(),
    state: MembershipState,
    roles: Type.Array(RoleSchema),
    creationTime: Type.String(),
    activationTime: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Children of this centre, not cancelled, whose coach the member is. */
  coachedSubjectCount: Type.Integer(),
});
export type StaffProfile = Static<typeof StaffProfile>;

export const SimpleStaff = Type.Object({
  id: Type.String(),
  name: Type.String(),
  roles: Type.Array(RoleSchema),
});
export const SimpleStaffList = Type.Array(SimpleStaff);

export const StaffChangeResponse = Type.Object({ staff: StaffItem });
export const InvitationResponse = Type.Object({ email: Type.String(), expiresAt: Type.String() });
