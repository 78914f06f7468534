import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Not in the spec (000 §8 says only "reported to an error-reporting service"): the console's
// reports of failures it could not explain, and the platform admins' list of them.

/** Limits of one report: enough for a message and a stack of context, not a dump. */
export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  code: 200,
  url: 2000,
  operation: 200,
  userAgent: 500,
  /** Characters of details as JSON. */
  details: 8000,
  detailsKeys: 50,
  /** Reports one user may send per minute; a failing page in a loop must not fill the table. */
  perUserPerMinute: 30,
  /** The whole request body, in bytes (a little above the sum of the fields). */
  bodyBytes: 16 * 1024,
} as const;

const NullableString = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const ClientErrorReport = Type.Object({
  message: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.message }),
  code: NullableString(CLIENT_ERROR_LIMITS.code),
  /** The HTTP status REST answered with, when there was one. */
  status: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()])),
  url: NullableString(CLIENT_ERROR_LIMITS.url),
  /** The GraphQL operation that failed, e.g. "SubjectList". */
  operation: NullableString(CLIENT_ERROR_LIMITS.operation),
  userAgent: NullableString(CLIENT_ERROR_LIMITS.userAgent),
  /** The tenant the console was working in; kept only when the user belongs to it. */
  contextTenantId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  details: Type.Optional(
    Type.Union([
      Type.Record(Type.String(), Type.Unknown(), { maxProperties: CLIENT_ERROR_LIMITS.detailsKeys }),
      Type.Null(),
    ]),
  ),
});
export type ClientErrorReport = Static<typeof ClientErrorReport>;

export const ClientErrorCreated = Type.Object({ id: Type.String() });
export type ClientErrorCreated = Static<typeof ClientErrorCreated>;

export const ClientErrorListQuery = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
});
export type ClientErrorListQuery = Static<typeof ClientErrorListQuery>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ClientErrorItem = Type.Object({
  id: Type.String(),
  creationTime: Type.String({ format: 'date-time' }),
  userId: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  contextTenantId: Nullable(Type.String()),
  tenantName: Nullable(Type.String()),
  message: Type.String(),
  code: Nullable(Type.String()),
  status: Type.Union([Type.Integer(), Type.Null()]),
  url: Nullable(Type.String()),
  operation: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  details: Type.Unknown(),
});
export type ClientErrorItem = Static<typeof ClientErrorItem>;

export const ClientErrorList = Type.Object({ items: Type.Array(ClientErrorItem), totalCount: Type.Integer() });
export type ClientErrorList = Static<typeof ClientErrorList>;
