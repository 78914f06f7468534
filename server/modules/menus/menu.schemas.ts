import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

const TenantTypeSchema = Type.Union([
  Type.Literal('Center'),
  Type.Literal('Enterprise'),
  Type.Literal('EnterpriseAgent'),
  Type.Literal('Area'),
  Type.Literal('AreaAgent'),
]);

export const MenuItemSchema = Type.Object({ key: Type.String(), route: Type.String(), labelKey: Type.String() });

export const MenuGroupSchema = Type.Object({
  key: Type.String(),
  labelKey: Type.String(),
  items: Type.Array(MenuItemSchema),
});

/** The visible menu: tenantType null is management mode. */
export const MenuResponse = Type.Object({
  tenantType: Type.Union([TenantTypeSchema, Type.Null()]),
  /** The tenant has vrat1.showVCAT: the label keys already name VCAT where they said VRAT. */
  vcat: Type.Boolean(),
  groups: Type.Array(MenuGroupSchema),
});
export type MenuResponse = Static<typeof MenuResponse>;

export const TenantFrontPermissionQuery = Type.Object({ tenantId: Uuid });

export const TenantFrontPermissionBody = Type.Object({
  names: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200 }),
});

export const TenantFrontPermissionResponse = Type.Object({ tenantId: Type.String(), names: Type.Array(Type.String()) });
export type TenantFrontPermissionResponse = Static<typeof TenantFrontPermissionResponse>;
