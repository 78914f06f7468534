import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const SECRET = 'gateway-secret-for-tests';

describe.each(testEngines('sensitive'))('the event feed on %s', (engine) => {
  let h: ServerHarness;
  let gatewayToken: string;
  let children: { sunrise: string; harbour: string };

  beforeAll(async () => {
    h = await startServerHarness(engine, { GATEWAY_CLIENT_SECRET: SECRET });
    const token = await h.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`atrium-gateway:${SECRET}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials&scope=realtime',
    });
    expect(token.statusCode).toBe(200);
    gatewayToken = token.json().access_token;
    const first = async (name: string) => {
      const tenantId = await h.tenant(name);
      const [row] = await h.db.privileged((tx) =>
        tx
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.status, 'Bind')))
          .limit(1),
      );
      return row!.id;
    };
    children = { sunrise: await first('Sunrise Centre'), harbour: await first('Harbour Centre') };
  });
  afterAll(() => h.close());

  const feed = (query: string, token = gatewayToken) =>
    h.bearer(token, { language: null }).get(`/api/realtime/events?${query}`);
  const checkIn = async (userName: string, subjectId: string, tenant?: string) =>
    h.as(userName, { language: null, tenant }).post('/api/business/checkIn/in', { subjectId });

  it('is refused to every user token, even a platform admin’s', async () => {
    expect((await feed('after=0', await h.tokenFor('admin'))).statusCode).toBe(403);
    expect((await feed('after=0', await h.tokenFor('centeradmin'))).statusCode).toBe(403);
    expect((await feed('after=0', 'forged')).statusCode).toBe(401);
  });

  it('answers at once with nothing new, and says where the feed stands', async () => {
    const response = await feed('after=0');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], lastId: 0, lastTx: '0' });
    // Half a position, or a transaction id no xid8 holds, is the caller's mistake.
    expect((await feed('after=0&afterTx=x1')).statusCode).toBe(400);
    expect((await feed(`after=0&afterTx=${'9'.repeat(20)}`)).statusCode).toBe(400);
    expect((await feed('after=0&afterTx=010')).statusCode).toBe(400);
  });

  it('holds a long poll open until an event commits, then hands over every tenant’s events in order', async () => {
    const started = Date.now();
    const waiting = feed('after=0&wait=20');
    await new Promise((r) => setTimeout(r, 200));
    expect((await checkIn('coach', children.sunrise)).statusCode).toBe(200);
    const first = (await waiting).json();
    expect(Date.now() - started).toBeLessThan(5000);
    // The check-in and the notification it sends the colleagues commit together, in that order.
    expect(first.items).toEqual([
      expect.objectContaining({ type: 'CheckedIn', version: 1 }),
      expect.objectContaining({ type: 'NotificationCreated', version: 1 }),
    ]);

    const harbourId = await h.tenant('harbour');
    expect((await checkIn('multirole', children.harbour, harbourId)).statusCode).toBe(200);
    expect(first.lastTx).toBe(first.items.at(-1).txId);
    // A long poll too: on a shared PostgreSQL another database's open transaction holds the
    // snapshot's xmin back, and the feed hands over nothing until it ends.
    const next = (await feed(`after=${first.lastId}&afterTx=${first.lastTx}&wait=20`)).json();
    expect(next.items[0]).toMatchObject({ type: 'CheckedIn', tenantId: harbourId });
    expect(new Set(next.items.map((e: { tenantId: string }) => e.tenantId))).toEqual(new Set([harbourId]));
    // A later transaction: its position follows the last one read.
    expect(BigInt(next.items[0].txId)).toBeGreaterThan(BigInt(first.lastTx));
    expect([next.lastId, next.lastTx]).toEqual([next.items.at(-1).id, next.items.at(-1).txId]);
    // An id alone (a reader from before positions) is looked up: the same answer.
    expect((await feed(`after=${first.lastId}`)).json()).toEqual(next);
  });

  it('gives a subscriber what it missed in its own centre, within its rights, and says when it is too far behind', async () => {
    const missed = async (userName: string, query: string) =>
      h.as(userName, { language: null }).get(`/api/business/events?${query}`);
    const sunrise = (await missed('centeradmin', 'after=0')).json();
    expect(sunrise.tooFarBehind).toBe(false);
    // centeradmin is among the colleagues the coach's check-in notified.
    expect(sunrise.items.map((e: { type: string }) => e.type)).toEqual(['CheckedIn', 'NotificationCreated']);
    expect(sunrise.items[0]).toMatchObject({ permission: 'Menu.User.Subject' });
    // The trainer works in Sunrise too, but may not see the subject list: nothing.
    expect((await missed('trainer', 'after=0')).json().items).toEqual([]);
    expect((await missed('centeradmin', `after=${sunrise.items.at(-1).id}`)).json().items).toEqual([]);
    const [checkedIn, notified] = sunrise.items;
    const position = (e: { id: number; txId: string }) => `after=${e.id}&afterTx=${e.txId}`;
    expect((await missed('centeradmin', position(checkedIn))).json().items).toEqual([notified]);
    // Up to a position the gateway's feed has passed: not beyond it.
    const until = `until=${checkedIn.id}&untilTx=${checkedIn.txId}`;
    expect((await missed('centeradmin', `after=0&${until}`)).json().items).toEqual([checkedIn]);
    expect((await missed('centeradmin', 'after=0&limit=0')).statusCode).toBe(400);
    expect((await missed('centeradmin', `after=0&until=${checkedIn.id}`)).statusCode).toBe(400);
    const sunriseId = await h.tenant('sunrise');
    const [, another] = await h.db.privileged((tx) =>
      tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, sunriseId), eq(subjects.status, 'Bind')))
        .limit(2),
    );
    expect((await checkIn('coach', another!.id)).statusCode).toBe(200);
    const behind = (await missed('centeradmin', 'after=0&limit=1')).json();
    expect(behind.tooFarBehind).toBe(true);
    expect(behind.items).toHaveLength(1);
  });
});
