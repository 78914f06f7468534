import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Spec 001 §3 "Test location". Fields are loose here on purpose: the service checks them and
// answers with the spec's own messages ("Location name is required"), not the generic ones.
export const TestLocationBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  countryCode: Type.Optional(Type.String({ maxLength: 8 })),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  location: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  isEnabled: Type.Optional(Type.Boolean()),
});
export type TestLocationBody = Static<typeof TestLocationBody>;

export const TestLocationParams = Type.Object({ id: Uuid });

export const TestLocationListQuery = Type.Object({
  /** The spec sends the centre's id; row-level security decides anyway, so another one is refused. */
  tenantId: Type.Optional(Uuid),
  /** The add-test form asks only for enabled locations (spec 001 §7). */
  enabled: Type.Optional(Type.Boolean()),
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  // Spec 001 §9: the management list asks for 999 at once.
  maxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
});
export type TestLocationListQuery = Static<typeof TestLocationListQuery>;

export const TestLocationItem = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  isEnabled: Type.Boolean(),
  creationTime: Type.String(),
});
export type TestLocationItem = Static<typeof TestLocationItem>;

export const TestLocationListResponse = Type.Object({
  items: Type.Array(TestLocationItem),
  totalCount: Type.Integer(),
});
