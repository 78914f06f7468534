import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

// Issue 16 item 1: events come in commit order, not id order, so a client resumes from the
// event's cursor (graphql/realtime.graphql, DomainEvent.cursor).
const SECRET = 'realtime-cursor-test-secret';
const SUBSCRIPTION = 'subscription ($after: ID) { events(after: $after) { id cursor type } }';

type Delivered = { id: string; cursor: string; type: string };

describe.each(testEngines('sensitive'))('resuming live events from a cursor on %s', (engine) => {
  let h: GatewayHarness;
  let wsUrl: string;
  const clients: Client[] = [];
  let children: string[];

  beforeAll(async () => {
    h = await startGatewayHarness(engine, { GATEWAY_CLIENT_SECRET: SECRET });
    wsUrl = `${(await h.listen()).replace('http', 'ws')}/graphql`;
    children = (await boundChildrenOf(h.db, 'Sunrise Centre', 2)).map((child) => child.id);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await h.close();
  });

  const listen = async (after?: string) => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await h.tokenFor('centeradmin', { expiresIn: '10m' })}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: Delivered[] = [];
    const errors: { extensions?: { code?: string } }[][] = [];
    client.subscribe<{ events: Delivered }>(
      { query: SUBSCRIPTION, variables: after === undefined ? {} : { after } },
      {
        next: (value) => {
          if (value.data) received.push(value.data.events);
          // An error of the subscription's setup arrives as a result with errors.
          if (value.errors) errors.push([...value.errors] as { extensions?: { code?: string } }[]);
        },
        error: (e) => errors.push(e as { extensions?: { code?: string } }[]),
        complete: () => undefined,
      },
    );
    return { client, received, errors };
  };
  const checkIn = async (subjectId: string) => {
    const response = await h.as('coach', { language: null }).post('/api/business/checkIn/in', { subjectId });
    expect(response.statusCode).toBe(200);
  };
  const until = async (condition: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  };

  it('gives a client that comes back with its last cursor exactly what it missed, with greater cursors', async () => {
    const first = await listen();
    await until(() => first.received.length > 0);
    await checkIn(children[0]!);
    await until(() => first.received.length >= 3);
    expect(first.received.map((e) => e.type)).toEqual(['Subscribed', 'CheckedIn', 'NotificationCreated']);
    const cursors = first.received.map((e) => e.cursor);
    // Each later than the one before, compared as strings, as the console compares them.
    expect([...cursors].sort()).toEqual(cursors);
    expect(new Set(cursors).size).toBe(3);
    await first.client.dispose();

    // Missed while away.
    await checkIn(children[1]!);
    const back = await listen(cursors.at(-1));
    await until(() => back.received.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(back.received.map((e) => e.type)).toEqual(['CheckedIn', 'NotificationCreated']);
    expect(back.received.every((e) => e.cursor > cursors.at(-1)!)).toBe(true);
    expect(back.errors).toEqual([]);
  });

  it('refuses an `after` that is neither a cursor nor an event id', async () => {
    const bad = await listen('not-a-cursor');
    await until(() => bad.errors.length > 0);
    expect(bad.errors[0]?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
