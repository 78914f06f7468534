import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

const TenantType = Type.Union([
  Type.Literal('Center'),
  Type.Literal('Enterprise'),
  Type.Literal('EnterpriseAgent'),
  Type.Literal('Area'),
  Type.Literal('AreaAgent'),
]);

// A tree node: { id, displayName, type, children: TenantNode[] }. The schema stops at one
// level on purpose; the serializer writes deeper levels as they are.
export const TenantNodeSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  type: TenantType,
  children: Type.Array(Type.Unknown()),
});

// GET /api/Account/Info: spec 000 §3 "User profile".
export const AccountInfoSchema = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  gender: Type.Union([Type.Literal('Unknown'), Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Others')]),
  // Year 0001 means unset, as the original API sends it.
  birthday: Type.String(),
  countryCode: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  picture: Type.Object({ url: Type.Union([Type.String(), Type.Null()]) }),
  resumes: Type.Array(Type.Object({ id: Type.String(), fileName: Type.String(), url: Type.String() })),
  roles: Type.Array(Type.String()),
});

const Role = Type.Object({ name: Type.String(), displayName: Type.String() });

const CenterMembership = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  displayName: Type.String(),
  type: TenantType,
  state: Type.Union([Type.Literal('Effective'), Type.Literal('Frozen')]),
  roles: Type.Array(Role),
});

// GET /api/business/account/tenantInfo: spec 000 §3 "Current user", plus the landing route.
export const TenantInfoSchema = Type.Object({
  canChangeList: Type.Array(TenantNodeSchema),
  centerList: Type.Array(CenterMembership),
  adminRoles: Type.Array(Type.Object({ name: Type.String() })),
  tenantPermission: Type.Array(Type.Object({ frontPermission: Type.Object({ name: Type.String() }) })),
  currentTenant: Type.Union([
    Type.Object({ id: Type.String(), displayName: Type.String(), type: TenantType }),
    Type.Null(),
  ]),
  grantedPermissions: Type.Array(Type.String()),
  landingRoute: Type.String(),
});
export type TenantInfo = Static<typeof TenantInfoSchema>;

export const ChooseTenantBody = Type.Object({ tenantId: Uuid });
