import { Type, type Static } from 'typebox';
import { IsoDate, Uuid } from '../../platform/schemas';
import { BILLING_METHODS, QUOTA_CHANGE_KINDS, QUOTA_STATES, SESSION_TYPES } from '../../platform/db/schema/index';

// Spec 001 §3 "Session quota record", "Assessment quota", §5 "Add sessions", "Add assessment
// count", §7 "Quotas". The fields a dialog may leave empty are optional here, so the service can
// answer an empty one with the spec's own message ("Select Child is required") rather than the
// validator's.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
export const SessionTypeSchema = Type.Enum(SESSION_TYPES);
export const BillingMethodSchema = Type.Enum(BILLING_METHODS);
const QuotaStateSchema = Type.Enum(QUOTA_STATES);
const Hours = Type.Integer({ minimum: 0, maximum: 100000 });
const Remark = Type.String({ maxLength: 500 });

/**
 * POST add. billingMethod says which limits apply (None: neither, Time: dates, Quantity: a count,
 * QuantityAndTime: both); the dialog's two modes make it.
 */
export const SessionQuotaBody = Type.Object({
  /** The child (subject). */
  userId: Type.Optional(Nullable(Uuid)),
  type: Type.Optional(Nullable(SessionTypeSchema)),
  billingMethod: Type.Optional(Nullable(BillingMethodSchema)),
  startTime: Type.Optional(Nullable(IsoDate)),
  endTime: Type.Optional(Nullable(IsoDate)),
  classHours: Type.Optional(Nullable(Hours)),
  remark: Type.Optional(Remark),
});
export type SessionQuotaBody = Static<typeof SessionQuotaBody>;

/** PUT: the record's id with the same fields; the child and type stay as they were. */
export const SessionQuotaUpdateBody = Type.Object({ id: Uuid, ...SessionQuotaBody.properties });
export type SessionQuotaUpdateBody = Static<typeof SessionQuotaUpdateBody>;

export const RecordIdBody = Type.Object({ id: Uuid });
export const RecordIdParams = Type.Object({ id: Uuid });
export const UserIdParams = Type.Object({ userId: Uuid });

/** POST renewal: more sessions and/or a later end date for the same record. */
export const RenewalBody = Type.Object({
  id: Uuid,
  classHours: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100000 }))),
  endTime: Type.Optional(Nullable(IsoDate)),
  remark: Type.Optional(Remark),
});
export type RenewalBody = Static<typeof RenewalBody>;

/** POST usage: sessions used outside a plan (delivered before the system knew, say). */
export const UsageBody = Type.Object({
  id: Uuid,
  hours: Type.Integer({ minimum: 1, maximum: 1000 }),
  remark: Type.Optional(Remark),
});
export type UsageBody = Static<typeof UsageBody>;

const Paging = {
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
};

export const RecordsFilter = Type.Object({
  /** Part of the child's name. */
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(SessionTypeSchema),
  state: Type.Optional(QuotaStateSchema),
});
export type RecordsFilter = Static<typeof RecordsFilter>;

export const RecordsListQuery = Type.Object({ ...Paging, ...RecordsFilter.properties });
export type RecordsListQuery = Static<typeof RecordsListQuery>;

export const SessionQuotaItem = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  childName: Type.String(),
  type: SessionTypeSchema,
  billingMethod: BillingMethodSchema,
  startTime: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
  /** Sessions signed; null: unlimited. */
  classHours: Nullable(Type.Integer()),
  usedHours: Type.Integer(),
  /** classHours less usedHours; null: unlimited. */
  remainingHours: Nullable(Type.Integer()),
  state: QuotaStateSchema,
  remark: Type.String(),
  creatorName: Nullable(Type.String()),
  creationTime: Type.String(),
});
export type SessionQuotaItem = Static<typeof SessionQuotaItem>;

export const SessionQuotaPage = Type.Object({ items: Type.Array(SessionQuotaItem), totalCount: Type.Integer() });

export const AdventQuery = Type.Object({
  ...Paging,
  /** One record's changes, or every record's of one child. */
  recordId: Type.Optional(Uuid),
  userId: Type.Optional(Uuid),
});
export type AdventQuery = Static<typeof AdventQuery>;

export const QuotaChangeItem = Type.Object({
  id: Type.String(),
  recordId: Type.String(),
  type: SessionTypeSchema,
  kind: Type.Enum(QUOTA_CHANGE_KINDS),
  hours: Type.Integer(),
  planId: Nullable(Type.String()),
  /** A class session's usage: its group plan (planId is then null). */
  groupPlanId: Nullable(Type.String()),
  num: Nullable(Type.Integer()),
  details: Type.Record(Type.String(), Type.Unknown()),
  operatorName: Nullable(Type.String()),
  creationTime: Type.String(),
});
export type QuotaChangeItem = Static<typeof QuotaChangeItem>;

export const QuotaChangePage = Type.Object({ items: Type.Array(QuotaChangeItem), totalCount: Type.Integer() });

export const RoleLimitTypes = Type.Object({
  /** Whether the caller may add, edit, disable, renew and record usage. */
  canWrite: Type.Boolean(),
  /** The session types and billing methods a record can have. */
  types: Type.Array(SessionTypeSchema),
  billingMethods: Type.Array(BillingMethodSchema),
  /** Whether the centre warns about quotas (hfs1.timesSetting). */
  timesSetting: Type.Boolean(),
});

export const DeliveryMethod = Type.Object({ value: SessionTypeSchema, name: Type.String() });
export const DeliveryMethods = Type.Array(DeliveryMethod);

// Assessment quotas.

export const AssessmentTimesBody = Type.Object({
  userId: Type.Optional(Nullable(Uuid)),
  tagId: Type.Optional(Nullable(Uuid)),
  /** Signed: a reduction is negative. */
  times: Type.Optional(Nullable(Type.Integer({ minimum: -100000, maximum: 100000 }))),
  remark: Type.Optional(Remark),
});
export type AssessmentTimesBody = Static<typeof AssessmentTimesBody>;

export const AssessmentListQuery = Type.Object({
  ...Paging,
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  tagId: Type.Optional(Uuid),
});
export type AssessmentListQuery = Static<typeof AssessmentListQuery>;

export const AssessmentTimesItem = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  childName: Type.String(),
  tagId: Type.String(),
  assessmentName: Type.String(),
  times: Type.Integer(),
  /** What the child has left of this assessment now. */
  remainingTimes: Type.Integer(),
  remark: Type.String(),
  creatorName: Nullable(Type.String()),
  creationTime: Type.String(),
});
export type AssessmentTimesItem = Static<typeof AssessmentTimesItem>;

export const AssessmentTimesPage = Type.Object({ items: Type.Array(AssessmentTimesItem), totalCount: Type.Integer() });

export const AssessmentChoice = Type.Object({ tagId: Type.String(), name: Type.String() });
export const AssessmentPrepare = Type.Object({ assessments: Type.Array(AssessmentChoice) });

export const UserAssessmentTimes = Type.Object({
  items: Type.Array(
    Type.Object({
      tagId: Type.String(),
      assessmentName: Type.String(),
      times: Type.Integer(),
      remainingTimes: Type.Integer(),
    }),
  ),
});
