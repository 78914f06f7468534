import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';
// The NOTIFICATION_TYPES of the schema, spelled out so that TypeBox keeps the literal types.
const NotificationTypeSchema = Type.Union([Type.Literal('User'), Type.Literal('System')]);

export const UnreadCountResponse = Type.Object({
  unreadUserCount: Type.Integer(),
  unreadSystemCount: Type.Integer(),
});

export const NotificationListQuery = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  isRead: Type.Optional(Type.Boolean()),
  type: Type.Optional(NotificationTypeSchema),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/** Spec 000 §3 "Notification": the extra properties by the spec's names. */
const ExtraProperties = Type.Object({
  guardianName: Type.Optional(Type.String()),
  guardianId: Type.Optional(Type.String()),
  subjectName: Type.Optional(Type.Array(Type.String())),
  subjectId: Type.Optional(Type.Array(Type.String())),
  assessmentTitle: Type.Optional(Type.String()),
  num: Type.Optional(Type.Integer()),
  courseName: Type.Optional(Type.String()),
  planName: Type.Optional(Type.String()),
  Desc: Type.Optional(Type.String()),
  Icon: Type.Optional(Type.Union([Type.Literal('VratIcon'), Type.Literal('System')])),
  Summary: Type.Optional(Type.String()),
  iconUrl: Type.Optional(Type.String()),
});

export const NotificationItem = Type.Object({
  id: Type.String(),
  type: NotificationTypeSchema,
  /** In the caller's language for user notifications; the notice's own HTML for system ones. */
  title: Type.String(),
  isRead: Type.Boolean(),
  creationTime: Type.String(),
  extraProperties: ExtraProperties,
});

export const NotificationListResponse = Type.Object({
  items: Type.Array(NotificationItem),
  totalCount: Type.Integer(),
});

export const ReadBody = Type.Object({ id: Uuid });

export const ReadAllBody = Type.Object({ type: Type.Optional(NotificationTypeSchema) });
export const ReadAllResponse = Type.Object({ count: Type.Integer() });

/** An administrator's notice (HTML allowed: the console sanitises it before showing it). */
export const SystemNoticeBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 500 }),
  summary: Type.String({ minLength: 1, maxLength: 20_000 }),
  icon: Type.Union([Type.Literal('System'), Type.Literal('VratIcon')]),
  /** The centres to notify; omitted, every centre. */
  tenantIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: 1000 })),
});
export type SystemNoticeBody = Static<typeof SystemNoticeBody>;

export const SystemNoticeResponse = Type.Object({ id: Type.String(), recipientCount: Type.Integer() });
