import { randomUUID } from 'node:crypto';
import type { Tx } from '../../platform/db/database';
import type { NotificationExtraProperties, NotificationKind, NotificationType } from '../../platform/db/schema/index';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { Translate } from '../../platform/i18n';
import { appendEvent } from '../../platform/outbox';
import { PLATFORM_ADMIN_ROLE, requireTenant, withEachTenantScope, type RequestContext } from '../../platform/tenancy';
import {
  centreIds,
  centreMembers,
  colleaguesWithPermission,
  countUnread,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.repository';
import type { NotificationListQuery, SystemNoticeBody } from './notifications.schemas';

export const NOTIFICATION_CREATED = 'NotificationCreated';

/** What the hub and the subscriptions carry: enough to refetch, nothing a colleague may not see. */
export type NotificationCreatedPayload = { type: NotificationType; kind: NotificationKind };

/**
 * Stores a notification for each recipient and tells them at once: NotificationCreated is
 * visible to those recipients only, and leaves with the transaction's commit or not at all.
 */
const deliver = async (
  tx: Tx,
  values: {
    tenantId: string;
    userIds: readonly string[];
    type: NotificationType;
    kind: NotificationKind;
    title?: string;
    extraProperties: NotificationExtraProperties;
    noticeId?: string;
  },
) => {
  if (values.userIds.length === 0) return;
  await insertNotifications(tx, values);
  const payload: NotificationCreatedPayload = { type: values.type, kind: values.kind };
  await appendEvent(tx, {
    tenantId: values.tenantId,
    type: NOTIFICATION_CREATED,
    version: 1,
    recipients: values.userIds,
    payload,
  });
};

/**
 * A user notification of something a staff member did in the current centre, to every colleague
 * who holds `permission` there (spec 000 §2: new authorization, training check-in, ...).
 */
export const notifyColleagues = async (
  tx: Tx,
  ctx: RequestContext,
  notice: {
    kind: Exclude<NotificationKind, 'SystemNotice'>;
    permission: string;
    extraProperties: NotificationExtraProperties;
  },
) => {
  const tenant = requireTenant(ctx);
  const userIds = await colleaguesWithPermission(tx, notice.permission, ctx.userId);
  await deliver(tx, {
    tenantId: tenant.id,
    userIds,
    type: 'User',
    kind: notice.kind,
    extraProperties: notice.extraProperties,
  });
};

/**
 * A user notification the system writes to chosen users of `tenantId` (the current tenant of the
 * transaction), such as a contract reminder to a tenant's reminder contacts.
 */
export const notifyUsers = (
  tx: Tx,
  tenantId: string,
  userIds: readonly string[],
  kind: Exclude<NotificationKind, 'SystemNotice'>,
  extraProperties: NotificationExtraProperties,
) => deliver(tx, { tenantId, userIds, type: 'User', kind, extraProperties });

export const unreadCount = (tx: Tx, ctx: RequestContext) => {
  requireTenant(ctx);
  return countUnread(tx, ctx.userId);
};

export const list = async (tx: Tx, ctx: RequestContext, query: NotificationListQuery, t: Translate) => {
  requireTenant(ctx);
  const page = await listNotifications(tx, ctx.userId, query);
  return {
    totalCount: page.totalCount,
    items: page.items.map((row) => ({
      id: row.id,
      type: row.type,
      // User titles follow the reader's language; a notice keeps the words its author chose.
      title: row.title ?? t(`notifications:kind-title.${row.kind}`),
      isRead: row.isRead,
      creationTime: row.createdAt.toISOString(),
      extraProperties: row.extraProperties,
    })),
  };
};

export const read = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireTenant(ctx);
  if (!(await markRead(tx, ctx.userId, id))) throw notFound('notification');
};

export const readAll = async (tx: Tx, ctx: RequestContext, type: NotificationType | undefined) => {
  requireTenant(ctx);
  return { count: await markAllRead(tx, ctx.userId, type) };
};

/**
 * The role named admin publishes a notice to every user in service at the chosen centres (all
 * centres when none are named). Each centre is written as that centre, so row-level security
 * still checks every row, and the whole notice lands in this one transaction or not at all.
 */
export const publishSystemNotice = async (tx: Tx, ctx: RequestContext, body: SystemNoticeBody) => {
  if (!ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) throw forbidden();
  const wanted = body.tenantIds ? [...new Set(body.tenantIds)] : undefined;
  const targets = await centreIds(tx, wanted);
  if (wanted && targets.length !== wanted.length) {
    throw badRequest('Business:NoticeTargetNotCentre', 'notifications:target-not-centre');
  }
  const noticeId = randomUUID();
  // The caller is the admin and each centre exists (both checked above): no need to ask again.
  const counts = await withEachTenantScope(tx, targets, async (tenantId) => {
    const userIds = await centreMembers(tx, tenantId);
    await deliver(tx, {
      tenantId,
      userIds,
      type: 'System',
      kind: 'SystemNotice',
      title: body.title,
      extraProperties: { Icon: body.icon, Summary: body.summary },
      noticeId,
    });
    return userIds.length;
  });
  const recipientCount = counts.reduce((sum, n) => sum + n, 0);
  return { id: noticeId, recipientCount };
};
