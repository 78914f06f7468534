import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf, tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const COUNT = `query NotificationUnreadCount { notificationUnreadCount { unreadUserCount unreadSystemCount } }`;
const LIST = `query NotificationList($skipCount: Int!, $maxResultCount: Int!, $isRead: Boolean, $type: NotificationType) {
  notifications(skipCount: $skipCount, maxResultCount: $maxResultCount, isRead: $isRead, type: $type) {
    totalCount
    items { id type title isRead creationTime extraProperties { subjectName subjectId Desc Icon Summary guardianId } }
  }
}`;
const READ = `mutation MarkNotificationRead($id: ID!) { markNotificationRead(id: $id) }`;
const READ_ALL = `mutation MarkAllNotificationsRead($type: NotificationType) { markAllNotificationsRead(type: $type) }`;
const PUBLISH = `mutation PublishSystemNotice($title: String!, $summary: String!, $icon: String!, $tenantIds: [ID!]) {
  publishSystemNotice(title: $title, summary: $summary, icon: $icon, tenantIds: $tenantIds) { id recipientCount }
}`;

type Counts = { unreadUserCount: number; unreadSystemCount: number };
type Item = {
  id: string;
  type: 'User' | 'System';
  title: string;
  isRead: boolean;
  creationTime: string;
  extraProperties: Record<string, unknown>;
};

describe.each(testEngines())('notifications through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let sunrise: string;
  let child: { id: string; name: string };

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    child = (await boundChildrenOf(h.db, 'Sunrise Centre', 1))[0]!;
  });
  afterAll(() => h.close());

  const counts = async (userName: string) =>
    (await h.graphql(userName, COUNT)).data?.['notificationUnreadCount'] as Counts;
  const list = async (userName: string, variables: Record<string, unknown>, language?: string) => {
    const answer = await h.graphql(userName, LIST, { skipCount: 0, maxResultCount: 10, ...variables }, { language });
    expect(answer.errors).toBeUndefined();
    return answer.data?.['notifications'] as { totalCount: number; items: Item[] };
  };

  it('shows a colleague’s check-in in the caller’s language, and marks it read', async () => {
    const before = await counts('centeradmin');
    const checkedIn = await h.as('coach', { language: null }).post('/api/business/checkIn/in', { subjectId: child.id });
    expect(checkedIn.statusCode).toBe(200);
    expect(await counts('centeradmin')).toEqual({ ...before, unreadUserCount: before.unreadUserCount + 1 });

    const unread = await list('centeradmin', { type: 'User', isRead: false });
    const [newest] = unread.items;
    expect(newest).toMatchObject({
      type: 'User',
      title: 'Training check-in',
      isRead: false,
      extraProperties: { subjectName: [child.name], subjectId: [child.id], Desc: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(newest!.creationTime))).toBe(false);
    expect((await list('centeradmin', { type: 'User' }, 'zh-CN')).items[0]?.title).toBe('训练签到');
    // The list narrows by type: no user notification among the system ones.
    expect((await list('centeradmin', { type: 'System' })).items.every((i) => i.type === 'System')).toBe(true);

    expect((await h.graphql('centeradmin', READ, { id: newest!.id })).data).toEqual({ markNotificationRead: true });
    expect(await counts('centeradmin')).toEqual(before);
    // Someone else's notification is not found for the coach (row-level security).
    const foreign = await h.graphql('coach', READ, { id: newest!.id });
    expect(foreign.errors?.[0]?.extensions['status']).toBe(404);
  });

  it('lets the role named admin publish a notice to Sunrise, which its users read and acknowledge', async () => {
    const before = await counts('centeradmin');
    const refused = await h.graphql('coach', PUBLISH, { title: 'x', summary: 'y', icon: 'System' });
    expect(refused.errors?.[0]?.extensions['status']).toBe(403);

    const published = await h.graphql('admin', PUBLISH, {
      title: '<b>Maintenance</b> tonight',
      summary: '<p>Closed 22:00–23:00</p>',
      icon: 'System',
      tenantIds: [sunrise],
    });
    expect(published.errors).toBeUndefined();
    const notice = published.data?.['publishSystemNotice'] as { id: string; recipientCount: number };
    expect(notice.recipientCount).toBeGreaterThan(1);

    expect(await counts('centeradmin')).toEqual({ ...before, unreadSystemCount: before.unreadSystemCount + 1 });
    const [item] = (await list('centeradmin', { type: 'System', isRead: false })).items;
    expect(item).toMatchObject({
      type: 'System',
      title: '<b>Maintenance</b> tonight',
      extraProperties: { Icon: 'System', Summary: '<p>Closed 22:00–23:00</p>' },
    });

    expect((await h.graphql('centeradmin', READ_ALL, { type: 'System' })).data).toEqual({
      markAllNotificationsRead: before.unreadSystemCount + 1,
    });
    expect((await counts('centeradmin')).unreadSystemCount).toBe(0);
    expect((await h.graphql('centeradmin', READ_ALL, { type: 'System' })).data).toEqual({
      markAllNotificationsRead: 0,
    });
    // The coach got it too, untouched by the centre admin's reading.
    expect((await counts('coach')).unreadSystemCount).toBeGreaterThanOrEqual(1);
  });
});
