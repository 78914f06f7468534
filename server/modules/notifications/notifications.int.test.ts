import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { domainEvents, subjects, users } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

describe.each(testEngines())('notifications REST on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbour: string;
  let children: { id: string; name: string }[];

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    children = await h.db.privileged((tx) =>
      tx
        .select({ id: subjects.id, name: subjects.name })
        .from(subjects)
        .where(and(eq(subjects.tenantId, sunrise), eq(subjects.status, 'Bind')))
        .limit(3),
    );
  });
  afterAll(() => h.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    userName: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => h.as(userName).request(method, url, payload, { headers });
  const counts = async (userName: string, headers: Record<string, string> = {}) =>
    (await call('GET', '/api/business/message/unreadCount', userName, undefined, headers)).json() as {
      unreadUserCount: number;
      unreadSystemCount: number;
    };
  const userId = async (userName: string) =>
    (await h.db.privileged((tx) => tx.select({ id: users.id }).from(users).where(eq(users.userName, userName))))[0]!.id;

  it('tells the colleagues who follow the children of a check-in, in their language, but not the one who did it', async () => {
    // The demo seed's own check-ins of today already told them of some (demo.today.ts).
    const before = await counts('centeradmin');
    const coachBefore = (await counts('coach')).unreadUserCount;
    const harbourBefore = (await counts('multirole', { __tenant: harbour })).unreadUserCount;
    const sunriseBefore = (await counts('multirole', { __tenant: sunrise })).unreadUserCount;
    expect((await call('POST', '/api/business/checkIn/in', 'coach', { subjectId: children[0]!.id })).statusCode).toBe(
      200,
    );

    expect(await counts('centeradmin')).toEqual({ ...before, unreadUserCount: before.unreadUserCount + 1 });
    expect((await counts('coach')).unreadUserCount).toBe(coachBefore);
    // The trainer's role does not hold the subject list; Harbour's admin works elsewhere.
    expect((await counts('trainer')).unreadUserCount).toBe(0);
    expect((await counts('multirole', { __tenant: harbour })).unreadUserCount).toBe(harbourBefore);
    expect((await counts('multirole', { __tenant: sunrise })).unreadUserCount).toBe(sunriseBefore + 1);

    const english = await call('GET', '/api/business/message?maxResultCount=1', 'centeradmin');
    expect(english.json()).toMatchObject({
      items: [
        {
          type: 'User',
          title: 'Training check-in',
          isRead: false,
          creationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          extraProperties: { subjectName: [children[0]!.name], subjectId: [children[0]!.id], Desc: expect.any(String) },
        },
      ],
    });
    const chinese = await call('GET', '/api/business/message?maxResultCount=1', 'centeradmin', undefined, {
      'accept-language': 'zh-CN',
    });
    expect(chinese.json().items[0].title).toBe('训练签到');
  });

  it('lets the recipient alone see the NotificationCreated event, in the live feed’s replay too', async () => {
    const [event] = await h.db.privileged((tx) =>
      tx.select().from(domainEvents).where(eq(domainEvents.type, 'NotificationCreated')),
    );
    expect(event).toMatchObject({ tenantId: sunrise, payload: { type: 'User', kind: 'TrainingCheckIn' } });
    expect(event!.recipients).toContain(await userId('centeradmin'));
    expect(event!.recipients).not.toContain(await userId('coach'));

    const replay = async (userName: string) =>
      (
        (await call('GET', `/api/business/events?after=${event!.id - 1}`, userName)).json() as {
          items: { type: string }[];
        }
      ).items.map((e) => e.type);
    expect(await replay('centeradmin')).toContain('NotificationCreated');
    expect(await replay('coach')).not.toContain('NotificationCreated');
  });

  it('marks one read, refuses another user’s notification, and reads all of a type', async () => {
    const page = (await call('GET', '/api/business/message?isRead=false', 'centeradmin')).json() as {
      items: { id: string }[];
      totalCount: number;
    };
    const id = page.items[0]!.id;
    // Someone else's notification does not exist for them: row-level security hides it.
    expect(
      (await call('POST', '/api/business/message/read', 'multirole', { id }, { __tenant: sunrise })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/business/message/read', 'coach', { id })).statusCode).toBe(404);
    expect((await call('POST', '/api/business/message/read', 'centeradmin', { id })).statusCode).toBe(204);
    // Idempotent.
    expect((await call('POST', '/api/business/message/read', 'centeradmin', { id })).statusCode).toBe(204);
    expect((await counts('centeradmin')).unreadUserCount).toBe(page.totalCount - 1);

    await call('POST', '/api/business/checkIn/in', 'coach', { subjectId: children[1]!.id });
    await call('POST', '/api/business/checkIn/in', 'coach', { subjectId: children[2]!.id });
    const readAll = await call('POST', '/api/business/message/readAll', 'centeradmin', { type: 'User' });
    expect(readAll.json()).toEqual({ count: page.totalCount - 1 + 2 });
    expect((await counts('centeradmin')).unreadUserCount).toBe(0);
    const unread = await call('GET', '/api/business/message?isRead=false', 'centeradmin');
    expect(unread.json()).toEqual({ items: [], totalCount: 0 });
    expect((await call('POST', '/api/business/message/read', 'centeradmin', { id: 'nope' })).statusCode).toBe(400);
  });

  it('publishes an administrator’s system notice to the chosen centres, in one piece', async () => {
    const notice = { title: '<b>Maintenance</b> tonight', summary: '<p>From 22:00 to 23:00.</p>', icon: 'System' };
    expect((await call('POST', '/api/business/message/systemNotice', 'centeradmin', notice)).statusCode).toBe(403);
    const bad = await call('POST', '/api/business/message/systemNotice', 'admin', {
      ...notice,
      tenantIds: [sunrise, '00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('Business:NoticeTargetNotCentre');
    expect((await counts('centeradmin')).unreadSystemCount).toBe(0);

    const published = await call('POST', '/api/business/message/systemNotice', 'admin', {
      ...notice,
      tenantIds: [sunrise],
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ id: expect.any(String), recipientCount: expect.any(Number) });
    expect(published.json().recipientCount).toBeGreaterThanOrEqual(4);

    expect((await counts('centeradmin')).unreadSystemCount).toBe(1);
    expect((await counts('coach')).unreadSystemCount).toBe(1);
    expect((await counts('multirole', { __tenant: harbour })).unreadSystemCount).toBe(0);
    const item = (await call('GET', '/api/business/message?type=System', 'coach')).json().items[0];
    expect(item).toMatchObject({
      type: 'System',
      title: '<b>Maintenance</b> tonight',
      extraProperties: { Icon: 'System', Summary: '<p>From 22:00 to 23:00.</p>' },
    });

    const everywhere = await call('POST', '/api/business/message/systemNotice', 'admin', {
      ...notice,
      icon: 'VratIcon',
    });
    expect(everywhere.statusCode).toBe(200);
    expect((await counts('multirole', { __tenant: harbour })).unreadSystemCount).toBe(1);
    expect((await counts('coach')).unreadSystemCount).toBe(2);
  });

  it('refuses bad input in the error shape', async () => {
    const wrong = await call('POST', '/api/business/message/systemNotice', 'admin', {
      title: '',
      summary: 'x',
      icon: 'Star',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.validationErrors.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/business/message?type=Other', 'coach')).statusCode).toBe(400);
  });
});
