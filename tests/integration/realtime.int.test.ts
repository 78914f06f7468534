import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const SECRET = 'realtime-test-secret';
const SUBSCRIPTION = 'subscription ($after: ID) { events(after: $after) { id type version payload } }';

type Delivered = { id: string; type: string; version: number; payload: string };

describe.each(testEngines('sensitive'))('live events through graphql-ws on %s', (engine) => {
  let h: GatewayHarness;
  let wsUrl: string;
  const clients: Client[] = [];
  let sunriseChildren: string[];

  beforeAll(async () => {
    h = await startGatewayHarness(engine, { GATEWAY_CLIENT_SECRET: SECRET });
    wsUrl = `${(await h.listen()).replace('http', 'ws')}/graphql`;
    sunriseChildren = (await boundChildrenOf(h.db, 'Sunrise Centre', 4)).map((child) => child.id);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await h.close();
  });

  const listen = async (userName: string, after?: string) => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await h.tokenFor(userName, { expiresIn: '10m' })}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: Delivered[] = [];
    const errors: unknown[] = [];
    client.subscribe<{ events: Delivered }>(
      { query: SUBSCRIPTION, variables: after === undefined ? {} : { after } },
      {
        next: (value) => value.data && received.push(value.data.events),
        error: (e) => errors.push(e),
        complete: () => undefined,
      },
    );
    return { received, errors };
  };
  const checkIn = async (subjectId: string) => {
    const response = await h.as('coach', { language: null }).post('/api/business/checkIn/in', { subjectId });
    expect(response.statusCode).toBe(200);
  };
  const until = async (condition: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  };

  it('delivers a check-in to a watching centre admin at once, and not to those who may not see it', async () => {
    const admin = await listen('centeradmin');
    const trainer = await listen('trainer');
    const coach = await listen('coach');
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    await checkIn(sunriseChildren[0]!);
    await until(() => admin.received.length > 2);
    expect(Date.now() - started).toBeLessThan(2000);
    // Each first hears where it is live from; the admin is among the colleagues the check-in
    // notified; the coach who did it sees the check-in but not a notification meant for others.
    expect(admin.received).toEqual([
      expect.objectContaining({ type: 'Subscribed' }),
      expect.objectContaining({ type: 'CheckedIn', version: 1 }),
      expect.objectContaining({ type: 'NotificationCreated', version: 1 }),
    ]);
    await until(() => coach.received.length > 1);
    expect(coach.received.map((e) => e.type)).toEqual(['Subscribed', 'CheckedIn']);
    expect(JSON.parse(admin.received[1]!.payload)).toMatchObject({ subjectId: sunriseChildren[0] });
    await new Promise((r) => setTimeout(r, 300));
    expect(trainer.received.map((e) => e.type)).toEqual(['Subscribed']);
    expect(admin.errors).toEqual([]);
  });

  it('gives a subscriber that comes back with the last id everything it missed, in order, then live, without duplicates', async () => {
    await checkIn(sunriseChildren[1]!);
    const back = await listen('centeradmin', '0');
    await until(() => back.received.length >= 4);
    await checkIn(sunriseChildren[2]!);
    await until(() => back.received.length >= 6);
    await new Promise((r) => setTimeout(r, 300));
    const ids = back.received.map((e) => Number(e.id));
    expect(back.received.map((e) => e.type)).toEqual([
      'CheckedIn',
      'NotificationCreated',
      'CheckedIn',
      'NotificationCreated',
      'CheckedIn',
      'NotificationCreated',
    ]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
  });

  it('leaves no gap when subscribing: a check-in committed meanwhile is before the seam Subscribed names, or arrives', async () => {
    const [watcher] = await Promise.all([listen('centeradmin'), checkIn(sunriseChildren[3]!)]);
    await until(() => watcher.received.length > 0);
    const seam = watcher.received[0]!;
    expect(seam.type).toBe('Subscribed');
    const everything = await listen('centeradmin', '0');
    await until(() => everything.received.some((e) => e.type === 'CheckedIn'));
    const committed = everything.received.find((e) => e.type === 'CheckedIn')!;
    await new Promise((r) => setTimeout(r, 300));
    const arrived = watcher.received.some((e) => e.id === committed.id);
    expect(arrived).toBe(Number(committed.id) > Number(seam.id));
  });
});
