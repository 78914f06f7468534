import { and, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  membershipRoles,
  memberships,
  notifications,
  rolePermissions,
  tenants,
  type NotificationExtraProperties,
  type NotificationKind,
  type NotificationType,
} from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre, and reads and updates to the
// current user's own notifications; the user filters below make the indexes apply.

export const countUnread = async (tx: Tx, userId: string) => {
  const rows = await tx
    .select({ type: notifications.type, value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .groupBy(notifications.type);
  const of = (type: NotificationType) => rows.find((r) => r.type === type)?.value ?? 0;
  return { unreadUserCount: of('User'), unreadSystemCount: of('System') };
};

export const listNotifications = async (
  tx: Tx,
  userId: string,
  query: { skipCount: number; maxResultCount: number; isRead?: boolean; type?: NotificationType },
) => {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (query.isRead !== undefined) conditions.push(eq(notifications.isRead, query.isRead));
  if (query.type) conditions.push(eq(notifications.type, query.type));
  const where = and(...conditions);
  const [total] = await tx.select({ value: count() }).from(notifications).where(where);
  const items = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

/** Marks one read; false when the caller has no such notification. */
export const markRead = async (tx: Tx, userId: string, id: string): Promise<boolean> => {
  const updated = await tx
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
};

export const markAllRead = async (tx: Tx, userId: string, type?: NotificationType): Promise<number> => {
  const conditions: SQL[] = [eq(notifications.userId, userId), eq(notifications.isRead, false)];
  if (type) conditions.push(eq(notifications.type, type));
  const updated = await tx
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return updated.length;
};

/**
 * The current centre's users in service (effective membership) who hold a permission, but the
 * one who acted: they are told what a colleague did.
 */
export const colleaguesWithPermission = async (tx: Tx, permission: string, exceptUserId: string) => {
  const rows = await tx
    .selectDistinct({ userId: membershipRoles.userId })
    .from(membershipRoles)
    .innerJoin(memberships, eq(memberships.id, membershipRoles.membershipId))
    .innerJoin(
      rolePermissions,
      and(
        eq(rolePermissions.tenantId, membershipRoles.tenantId),
        eq(rolePermissions.roleName, membershipRoles.roleName),
      ),
    )
    .where(
      and(
        eq(memberships.state, 'Effective'),
        // Invited, not yet activated: not a colleague yet.
        isNotNull(memberships.activatedAt),
        eq(rolePermissions.permission, permission),
        ne(membershipRoles.userId, exceptUserId),
      ),
    );
  return rows.map((r) => r.userId);
};

/** Everyone with an effective membership in the current centre. */
export const centreMembers = async (tx: Tx, tenantId: string) => {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.tenantId, tenantId), eq(memberships.state, 'Effective'), isNotNull(memberships.activatedAt)),
    );
  return rows.map((r) => r.userId);
};

export const centreIds = async (tx: Tx, only?: readonly string[]) => {
  const where = only ? and(eq(tenants.type, 'Center'), inArray(tenants.id, [...only])) : eq(tenants.type, 'Center');
  const rows = await tx.select({ id: tenants.id }).from(tenants).where(where);
  return rows.map((r) => r.id);
};

/**
 * One row per recipient. No RETURNING: the inserter may not read a colleague's notification.
 */
export const insertNotifications = async (
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
  await tx.insert(notifications).values(
    values.userIds.map((userId) => ({
      tenantId: values.tenantId,
      userId,
      type: values.type,
      kind: values.kind,
      title: values.title ?? null,
      extraProperties: values.extraProperties,
      noticeId: values.noticeId ?? null,
    })),
  );
};
