import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';
import { TENANT_TYPES } from '../../platform/db/schema/index';
import { Yuan } from '../../platform/money';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const TenantType = Type.Enum(TENANT_TYPES);
const Project = Type.Union([Type.Literal('hfs'), Type.Literal('vrat')]);

export const TenantIdParams = Type.Object({ id: Id });
export const TenantIdPathParams = Type.Object({ tenantId: Id });

// Spec 002 §7 "Tenants": list takes the type filter and a part of the name, with paging.
export const TenantListQuery = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  /** One type, or several separated by commas (the org list shows Enterprise and EnterpriseAgent). */
  type: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  parentId: Type.Optional(Id),
});
export type TenantListQuery = Static<typeof TenantListQuery>;

export const ProjectStatus = Type.Object({
  name: Project,
  status: Type.Boolean(),
  /** The caller may open and close it; otherwise they are told to contact the project manager. */
  mayToggle: Type.Boolean(),
});

const TenantRef = Type.Object({ id: Type.String(), displayName: Type.String(), type: TenantType });

// Spec 002 §3 Tenant. Money in yuan on the wire.
export const TenantItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  type: TenantType,
  parentTenant: Nullable(TenantRef),
  area: Nullable(Type.String()),
  email: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  state: Type.Union([Type.Literal('Effective'), Type.Literal('Frozen')]),
  hfsReminderAmount: Type.Number(),
  vratReminderAmount: Type.Number(),
  vratReminderTimes: Type.Integer(),
  projectStatus: Type.Array(ProjectStatus),
  childCount: Type.Integer(),
  creationTime: Type.String(),
});
export type TenantItem = Static<typeof TenantItem>;

export const TenantPage = Type.Object({ items: Type.Array(TenantItem), totalCount: Type.Integer() });

export const TenantOption = TenantRef;
export const TenantOptions = Type.Array(TenantRef);
export type TenantOption = Static<typeof TenantRef>;

// POST and PUT simple: the create/edit dialog. The name is loose: the service answers an empty one.
export const TenantBody = Type.Object({
  displayName: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  type: TenantType,
  parentTenant: Type.Optional(Nullable(Id)),
  area: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
});
export type TenantBody = Static<typeof TenantBody>;
export const TenantUpdateBody = Type.Object({ id: Id, ...TenantBody.properties });
export type TenantUpdateBody = Static<typeof TenantUpdateBody>;

export const PrepareForEditQuery = Type.Object({ id: Type.Optional(Id) });
export const PrepareForEditResponse = Type.Object({
  tenant: Nullable(TenantItem),
  /** The types the caller may give, each with the parents it may hang under (null: the top). */
  types: Type.Array(Type.Object({ type: TenantType, parentTypes: Type.Array(Nullable(TenantType)) })),
  parents: TenantOptions,
});

export const FreezeBody = Type.Object({
  tenantId: Id,
  operate: Type.Union([Type.Literal('Freeze'), Type.Literal('Unfreeze')]),
});
export type FreezeBody = Static<typeof FreezeBody>;

// Spec 002 §7: "update of centre reminder takes hfsReminderAmount and id"; vrat beside it.
export const ReminderAmountBody = Type.Object({
  id: Id,
  hfsReminderAmount: Type.Optional(Yuan),
  vratReminderAmount: Type.Optional(Yuan),
});
export type ReminderAmountBody = Static<typeof ReminderAmountBody>;

export const ChangeEmailBody = Type.Object({ tenantId: Id, email: Type.String({ maxLength: 254 }) });
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

export const SearchQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 999 }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const NextLevelQuery = Type.Object({ tenantId: Type.Optional(Id) });

export const SentResponse = Type.Object({ recipient: Type.String() });
export const QrLinkResponse = Type.Object({ content: Type.String(), expiresAt: Type.String() });
export const LogoResponse = Type.Object({ fileName: Type.String(), url: Type.String() });
export const LogoParams = Type.Object({ tenantId: Id, fileId: Id });
export const LogoQuery = Type.Object({ tenantId: Id });

// Project switches (spec 002 §7: open and close take tenantId and projectFeatureName).
export const ProjectBody = Type.Object({ tenantId: Id, projectFeatureName: Type.String({ maxLength: 50 }) });
export type ProjectBody = Static<typeof ProjectBody>;
export const ProjectQuery = ProjectBody;

export const BeforeCloseResponse = Type.Object({
  canClose: Type.Boolean(),
  /** Subordinate tenants that still have the project open (listed only when the caller is shown the list). */
  openSubordinates: Type.Array(Type.Object({ id: Type.String(), displayName: Type.String() })),
  contactProjectManager: Type.Boolean(),
});

export const SwitchRecord = Type.Object({
  creationTime: Type.String(),
  id: Type.String(),
  operatorName: Type.String(),
  operateType: Type.Union([Type.Literal('Open'), Type.Literal('Close')]),
});
export const SwitchRecords = Type.Array(SwitchRecord);
export type SwitchRecord = Static<typeof SwitchRecord>;
