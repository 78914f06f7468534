import { createServer, type AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { oidcBrowser, type ConsoleTokens, type CookieJar } from '../../server/platform/oidc/oidc.testing';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const SECRET = 'sign-out-test-secret';
const SUBSCRIPTION = 'subscription { events { id type } }';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Issue 14 item 6: signing out (or revoking the refresh token) ends access within seconds on
// every transport, not when the access token expires 15 minutes later.
describe.each(testEngines())('sign-out ends access on every transport on %s', (engine) => {
  let h: GatewayHarness;
  let base: string;
  let browser: ReturnType<typeof oidcBrowser>;
  const clients: Client[] = [];
  const hubs: HubConnection[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The issuer is the address the test signs in at, as PUBLIC_URL is in production.
    h = await startGatewayHarness(engine, { GATEWAY_CLIENT_SECRET: SECRET, PUBLIC_URL: base });
    await h.app.listen({ port, host: '127.0.0.1' });
    browser = oidcBrowser(base);
  });
  afterAll(async () => {
    await Promise.all([...clients.map((c) => c.dispose()), ...hubs.map((c) => c.stop())]);
    await h.close();
  });

  const signIn = (userName: string) => browser.signIn({ login: userName, password: DEMO_PASSWORD });

  const rest = (token: string) => h.bearer(token, { language: null }).get('/api/Account/Info');

  const graphql = async (token: string) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      payload: JSON.stringify({ query: '{ me { userName } }' }),
    });
    return { status: response.statusCode, body: response.json<{ data: unknown; errors?: unknown[] }>() };
  };

  /** A graphql-ws client listening to live events; resolves once the subscription is live. */
  const openSubscription = async (token: string) => {
    const closed: { code?: number } = {};
    let live: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (live = resolve));
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { closed: (event) => (closed.code = (event as { code: number }).code) },
    });
    clients.push(client);
    client.subscribe(
      { query: SUBSCRIPTION },
      { next: () => live(), error: () => undefined, complete: () => undefined },
    );
    await started;
    return closed;
  };

  /** An official SignalR client on the hub; resolves once connected. */
  const openHub = async (token: string, tenant?: string) => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/signalr-hubs/messages${tenant ? `?__tenant=${tenant}` : ''}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    hubs.push(connection);
    const closed: { error?: Error | undefined; at?: number } = {};
    connection.onclose((error) => Object.assign(closed, { error, at: Date.now() }));
    await connection.start();
    return closed;
  };

  const signOut = (jar: CookieJar, tokens: ConsoleTokens) => browser.signOut(jar, tokens.id_token);

  it('refuses the token on REST and GraphQL, and closes its graphql-ws and SignalR sockets', async () => {
    const { jar, tokens } = await signIn('centeradmin');
    const token = tokens.access_token;
    expect((await rest(token)).statusCode).toBe(200);
    expect((await graphql(token)).body).toEqual({ data: { me: { userName: 'centeradmin' } } });
    const subscription = await openSubscription(token);
    const hub = await openHub(token);
    // Someone else's session is not touched by this sign-out.
    const other = await signIn('coach');
    const otherSubscription = await openSubscription(other.tokens.access_token);
    const otherHub = await openHub(other.tokens.access_token);

    const { response } = await signOut(jar, tokens);
    expect(response.status).toBe(303);
    const signedOutAt = Date.now();

    await vi.waitFor(async () => expect((await rest(token)).statusCode).toBe(401), { timeout: 5000, interval: 200 });
    const answer = await graphql(token);
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    await vi.waitFor(() => expect(subscription.code).toBe(4401), { timeout: 5000 });
    await vi.waitFor(() => expect(hub.at).toBeDefined(), { timeout: 5000 });
    expect(hub.error?.message).toContain('The session has ended');
    expect(Date.now() - signedOutAt).toBeLessThan(5000);

    expect((await rest(other.tokens.access_token)).statusCode).toBe(200);
    expect(otherSubscription.code).toBeUndefined();
    expect(otherHub.at).toBeUndefined();
  });

  it('ends access the same way when the refresh token is revoked', async () => {
    const { tokens } = await signIn('trainer');
    const subscription = await openSubscription(tokens.access_token);
    const hub = await openHub(tokens.access_token);
    expect((await browser.revoke(tokens.refresh_token!)).status).toBe(200);
    await vi.waitFor(async () => expect((await rest(tokens.access_token)).statusCode).toBe(401), {
      timeout: 5000,
      interval: 200,
    });
    await vi.waitFor(() => expect(subscription.code).toBe(4401), { timeout: 5000 });
    await vi.waitFor(() => expect(hub.at).toBeDefined(), { timeout: 5000 });
  });

  it("closes a user's sockets in a centre where an administrator froze their membership", async () => {
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    const { tokens } = await signIn('coach');
    const subscription = await openSubscription(tokens.access_token);
    const hub = await openHub(tokens.access_token, sunrise);
    const body = { userId: await h.userId('coach'), tenantId: sunrise };
    const freeze = async (operate: 'Freeze' | 'Unfreeze') =>
      h.as('admin', { language: null }).post('/api/business/user/freezeUser', { operate, ...body });
    expect((await freeze('Freeze')).statusCode).toBe(200);
    try {
      await vi.waitFor(() => expect(subscription.code).toBe(4403), { timeout: 5000 });
      await vi.waitFor(() => expect(hub.at).toBeDefined(), { timeout: 5000 });
      expect(hub.error?.message).toContain('Your account in this centre has been frozen');
    } finally {
      expect((await freeze('Unfreeze')).statusCode).toBe(200);
    }
  });

  it("keeps the gateway's own client-credentials token working: it belongs to no session", async () => {
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`atrium-gateway:${SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'realtime' }),
    });
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    const feed = await h.bearer(token, { language: null }).get('/api/realtime/events?after=0&wait=0');
    expect(feed.statusCode).toBe(200);
  });
});
