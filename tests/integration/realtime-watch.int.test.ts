import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../events/catalogue';
import { appendEvent, type NewDomainEvent } from '../../server/platform/outbox';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

// events(tenantId): a screen about a tenant the caller manages follows that tenant's contract
// changes (the platform admin has no current tenant; a manager's own stream holds only what
// reached its tenant). The gateway asks REST whether the caller manages it, and passes on only
// the facts a manager above follows.

const SECRET = 'realtime-watch-secret';
const SUBSCRIPTION =
  'subscription ($after: ID, $tenantId: ID) { events(after: $after, tenantId: $tenantId) { id type payload } }';

type Delivered = { id: string; type: string; payload: string };
type Failure = { message: string; extensions?: { code?: string } }[];

describe.each(testEngines('sensitive'))('following a managed tenant’s events on %s', (engine) => {
  let h: GatewayHarness;
  let wsUrl: string;
  const clients: Client[] = [];
  const ids = { sunrise: '', harbour: '', annex: '' };

  beforeAll(async () => {
    h = await startGatewayHarness(engine, { GATEWAY_CLIENT_SECRET: SECRET });
    wsUrl = `${(await h.listen()).replace('http', 'ws')}/graphql`;
    ids.sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    ids.harbour = await tenantIdOf(h.db, 'Harbour Centre');
    ids.annex = await tenantIdOf(h.db, '阳光儿童分部');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await h.close();
  });

  const watch = async (userName: string, tenantId: string, after?: string) => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await h.tokenFor(userName, { expiresIn: '10m' })}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: Delivered[] = [];
    const errors: Failure[] = [];
    client.subscribe<{ events: Delivered }>(
      { query: SUBSCRIPTION, variables: { tenantId, ...(after === undefined ? {} : { after }) } },
      {
        next: (value) => value.data && received.push(value.data.events),
        error: (e) => errors.push(e as Failure),
        complete: () => undefined,
      },
    );
    return { received, errors };
  };
  const until = async (condition: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  };
  // The feed passes payloads on unread: these facts carry only what the assertions look for.
  const happen = (tenantId: string, type: EventName, payload: Record<string, unknown> = {}, permission?: string) =>
    h.db.privileged((tx) => appendEvent(tx, { tenantId, type, version: 1, payload, permission } as NewDomainEvent));

  it('lets the admin and the centre administrator follow the child institution’s contract changes, nothing else', async () => {
    const admin = await watch('admin', ids.annex);
    const centre = await watch('centeradmin', ids.annex);
    await until(() => admin.received.length > 0 && centre.received.length > 0);
    expect(admin.received.map((e) => e.type)).toEqual(['Subscribed']);
    expect(centre.received.map((e) => e.type)).toEqual(['Subscribed']);

    // A centre's own facts stay with its members; a fact for named users or a permission too.
    await happen(ids.annex, 'CheckedIn', { subjectId: 'x' });
    await happen(ids.annex, 'ContractChanged', {}, 'X.Y');
    await happen(ids.harbour, 'ContractChanged', { kind: 'recharge' });
    await happen(ids.annex, 'ContractChanged', { kind: 'recharge' });
    await until(() => admin.received.length > 1 && centre.received.length > 1);
    await new Promise((r) => setTimeout(r, 200));
    for (const watcher of [admin, centre]) {
      expect(watcher.errors).toEqual([]);
      expect(watcher.received.map((e) => [e.type, JSON.parse(e.payload) as unknown])).toEqual([
        ['Subscribed', {}],
        ['ContractChanged', { kind: 'recharge' }],
      ]);
    }
  });

  it('refuses a tenant the caller does not manage: a sibling centre, or for a coach its child institution', async () => {
    const sibling = await watch('centeradmin', ids.harbour);
    const coach = await watch('coach', ids.annex);
    await until(() => sibling.errors.length > 0 && coach.errors.length > 0);
    expect(sibling.received).toEqual([]);
    expect(sibling.errors[0]?.[0]?.extensions?.code).toBe('Forbidden');
    expect(coach.received).toEqual([]);
    expect(coach.errors[0]?.[0]?.extensions?.code).toBe('Forbidden');
  });

  it('follows its own tenant as before when tenantId names it, and resumes a watched one with RefetchRequired', async () => {
    const own = await watch('centeradmin', ids.sunrise);
    const resumed = await watch('admin', ids.annex, '1');
    await until(() => own.received.length > 0 && resumed.received.length > 0);
    expect(own.received.map((e) => e.type)).toEqual(['Subscribed']);
    expect(resumed.received.map((e) => e.type)).toEqual(['RefetchRequired']);
    // The centre's own stream passes its check-ins on, as events without tenantId do.
    await happen(ids.sunrise, 'CheckedIn', { subjectId: 'y' });
    await until(() => own.received.length > 1);
    expect(own.received.map((e) => e.type)).toEqual(['Subscribed', 'CheckedIn']);
  });
});
