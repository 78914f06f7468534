import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import WebSocket from 'ws';
import {
  CLIENT_TIMEOUT_ERROR,
  signalrHubPlugin,
  type HubAuthenticate,
  type HubEvent,
  type HubIdentity,
  type HubTimeouts,
} from './hub';
import { splitRecords } from './protocol';
import { createHubEventPublisher, type HubEventPublisher } from './publisher';

const PATH = '/signalr-hubs/messages';

// Short timers stand in for 15 s / 15 s / 30 s; the clients below are tuned to match.
const TIMEOUTS: HubTimeouts = { handshakeMs: 500, keepAliveMs: 100, clientTimeoutMs: 1_000 };
const CLIENT_SERVER_TIMEOUT_MS = 1_000;
const CLIENT_KEEP_ALIVE_MS = 100;

const USERS: Record<string, HubIdentity> = {
  'token-A': { userId: 'u1', tenantId: 't1', permissions: new Set(['Menu.User.Subject']) },
  'token-B': { userId: 'u2', tenantId: 't2', permissions: new Set(['Menu.User.Subject']) },
  'token-C': { userId: 'u3', tenantId: 't1' },
};

type Hub = {
  app: FastifyInstance;
  events: HubEventPublisher;
  url: string;
  wsUrl: string;
  /** The server ends of every upgraded socket, to cut them as a failing network would. */
  upgraded: Set<Duplex>;
  authCalls: { token: string; tenant: string | undefined }[];
};

const startHub = async (timeouts: Partial<HubTimeouts> = TIMEOUTS): Promise<Hub> => {
  const authCalls: Hub['authCalls'] = [];
  const authenticate: HubAuthenticate = async (token, tenant) => {
    authCalls.push({ token, tenant });
    return USERS[token] ?? null;
  };
  const events = createHubEventPublisher();
  const app = Fastify({ logger: false });
  await app.register(signalrHubPlugin, { path: PATH, authenticate, events, timeouts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const upgraded = new Set<Duplex>();
  app.server.on('upgrade', (_request, socket: Duplex) => upgraded.add(socket));
  const origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, events, url: `http://${origin}${PATH}`, wsUrl: `ws://${origin}${PATH}`, upgraded, authCalls };
};

const clients: HubConnection[] = [];

const connect = (url: string, token: string, configure?: (builder: HubConnectionBuilder) => HubConnectionBuilder) => {
  const builder = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .withServerTimeout(CLIENT_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(CLIENT_KEEP_ALIVE_MS)
    .configureLogging(LogLevel.None);
  const connection = (configure ? configure(builder) : builder).build();
  clients.push(connection);
  return connection;
};

const received = (connection: HubConnection, method: string) => {
  const calls: unknown[][] = [];
  connection.on(method, (...args: unknown[]) => calls.push(args));
  return calls;
};

const checkIn = (tenantId: string | null, id: string, userIds?: string[]): HubEvent => ({
  id,
  tenantId,
  method: 'CheckInChanged',
  args: [{ checkInId: id }],
  ...(userIds ? { userIds } : {}),
});

type RawClient = { ws: WebSocket; records: unknown[]; closed: Promise<number> };

/** A bare WebSocket speaking the protocol by hand, for what the official client never does. */
const openRaw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<RawClient>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const records: unknown[] = [];
    let buffer = '';
    ws.on('message', (data: Buffer) => {
      const split = splitRecords(buffer + data.toString('utf8'));
      buffer = split.rest;
      records.push(...split.records.map((record) => JSON.parse(record) as unknown));
    });
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('open', () => resolve({ ws, records, closed }));
    ws.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    ws.on('error', reject);
  });

const HANDSHAKE = '{"protocol":"json","version":1}\x1e';

describe('SignalR hub with the official @microsoft/signalr client', () => {
  let hub: Hub;

  beforeAll(async () => {
    hub = await startHub();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((connection) => connection.stop()));
  });
  afterAll(async () => {
    await hub.app.close();
  });

  it('negotiates version 1 with WebSockets and JSON text only', async () => {
    const response = await fetch(`${hub.url}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-A' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body['connectionToken']).not.toBe(body['connectionId']);
  });

  it('connects, and pushes CheckInChanged to its tenant only', async () => {
    hub.authCalls.length = 0;
    const a = connect(`${hub.url}?__tenant=t1`, 'token-A');
    const b = connect(hub.url, 'token-B');
    const seenByA = received(a, 'CheckInChanged');
    const seenByB = received(b, 'CheckInChanged');
    await Promise.all([a.start(), b.start()]);
    expect(a.state).toBe(HubConnectionState.Connected);
    // The tenant from the query string reaches authentication at negotiate and at connect.
    expect(hub.authCalls.filter((call) => call.token === 'token-A')).toEqual([
      { token: 'token-A', tenant: 't1' },
      { token: 'token-A', tenant: 't1' },
    ]);

    // Published in this order, one connection's messages arrive in order: when A has t1's event,
    // t2's would already be there.
    hub.events.publish(checkIn('t2', 'e-t2'));
    hub.events.publish(checkIn('t1', 'e-t1'));
    await vi.waitFor(() => expect(seenByA).toHaveLength(1));
    await vi.waitFor(() => expect(seenByB).toHaveLength(1));
    expect(seenByA).toEqual([[{ checkInId: 'e-t1' }]]);
    expect(seenByB).toEqual([[{ checkInId: 'e-t2' }]]);
  });

  it('pushes an event with userIds only to those users of the tenant', async () => {
    const a = connect(hub.url, 'token-A');
    const c = connect(hub.url, 'token-C');
    const notesOfA = received(a, 'ReceiveNotification');
    const notesOfC = received(c, 'ReceiveNotification');
    await Promise.all([a.start(), c.start()]);

    const note = (id: string, userIds: string[]): HubEvent => ({
      id,
      tenantId: 't1',
      userIds,
      method: 'ReceiveNotification',
      args: [{ id, title: 'hello' }, 2],
    });
    hub.events.publish(note('for-u3', ['u3']));
    hub.events.publish(note('for-u1', ['u1', 'u9']));
    // u1 in another tenant's event is not u1 of this one.
    hub.events.publish({ ...note('for-u1-in-t2', ['u1']), tenantId: 't2' });
    hub.events.publish(note('last', ['u1', 'u3']));
    await vi.waitFor(() => expect(notesOfA).toHaveLength(2));
    await vi.waitFor(() => expect(notesOfC).toHaveLength(2));
    expect(notesOfA.map(([payload]) => (payload as { id: string }).id)).toEqual(['for-u1', 'last']);
    expect(notesOfC.map(([payload]) => (payload as { id: string }).id)).toEqual(['for-u3', 'last']);
    expect(notesOfA[0]).toEqual([{ id: 'for-u1', title: 'hello' }, 2]);
  });

  it('pushes an event that names a permission only to connections whose user holds it', async () => {
    const a = connect(hub.url, 'token-A');
    const c = connect(hub.url, 'token-C');
    const seenByA = received(a, 'CheckInChanged');
    const seenByC = received(c, 'CheckInChanged');
    await Promise.all([a.start(), c.start()]);
    hub.events.publish({ ...checkIn('t1', 'guarded'), permission: 'Menu.User.Subject' });
    hub.events.publish(checkIn('t1', 'open'));
    await vi.waitFor(() => expect(seenByA).toHaveLength(2));
    await vi.waitFor(() => expect(seenByC).toHaveLength(1));
    expect(seenByC).toEqual([[{ checkInId: 'open' }]]);
  });

  it('keeps an idle connection open past the client server timeout with pings', async () => {
    const a = connect(hub.url, 'token-A');
    const closed = vi.fn();
    a.onclose(closed);
    await a.start();
    await new Promise((resolve) => setTimeout(resolve, CLIENT_SERVER_TIMEOUT_MS * 2.5));
    expect(closed).not.toHaveBeenCalled();
    expect(a.state).toBe(HubConnectionState.Connected);

    const contracts = received(a, 'ContractChanged');
    hub.events.publish({ id: 'k1', tenantId: 't1', method: 'ContractChanged', args: [{ contractId: 'k1' }] });
    await vi.waitFor(() => expect(contracts).toEqual([[{ contractId: 'k1' }]]));
  });

  it('sends pings of its own on a quiet line', async () => {
    const raw = await openRaw(`${hub.wsUrl}?access_token=token-A`);
    raw.ws.send(HANDSHAKE);
    // Keep the server's client timeout at bay while counting its pings.
    const pinging = setInterval(() => raw.ws.send('{"type":6}\x1e'), 100);
    await new Promise((resolve) => setTimeout(resolve, 550));
    clearInterval(pinging);
    expect(raw.records[0]).toEqual({});
    expect(raw.records.filter((record) => JSON.stringify(record) === '{"type":6}').length).toBeGreaterThanOrEqual(3);
    raw.ws.close();
    await raw.closed;
  });

  it('drops a client that goes silent after the handshake, with a close message', async () => {
    const raw = await openRaw(hub.wsUrl, { authorization: 'Bearer token-A' });
    const started = Date.now();
    raw.ws.send(HANDSHAKE);
    await raw.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.clientTimeoutMs - 50);
    expect(raw.records[0]).toEqual({});
    expect(raw.records.at(-1)).toEqual({ type: 7, error: CLIENT_TIMEOUT_ERROR, allowReconnect: true });
  });

  it('closes a socket that never sends the handshake', async () => {
    const raw = await openRaw(`${hub.wsUrl}?access_token=token-A`);
    const started = Date.now();
    const code = await raw.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.handshakeMs - 50);
    expect(code).toBe(1008);
    expect(raw.records).toEqual([]);
  });

  it('answers a handshake it cannot speak with an error', async () => {
    const raw = await openRaw(`${hub.wsUrl}?access_token=token-A`);
    raw.ws.send('{"protocol":"messagepack","version":1}\x1e');
    await raw.closed;
    expect(raw.records).toEqual([{ error: "The protocol 'messagepack' is not supported." }]);
  });

  it('closes with an error on a record that is not a hub message', async () => {
    const raw = await openRaw(`${hub.wsUrl}?access_token=token-A`);
    raw.ws.send(`${HANDSHAKE}{"no":"type"}\x1e`);
    await raw.closed;
    expect(raw.records).toEqual([{}, { type: 7, error: expect.stringContaining('not a valid hub message') }]);
  });

  it('refuses a bad token at negotiate, and a missing or bad token at connect', async () => {
    const bad = connect(hub.url, 'token-X');
    await expect(bad.start()).rejects.toThrow(/401/);
    expect(bad.state).toBe(HubConnectionState.Disconnected);
    // In the spec's error shape, like every refusal the console reads.
    const refused = await fetch(`${hub.url}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-X', 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: {
        code: 'Unauthorized',
        message: 'Your sign-in has expired or is missing. Please sign in again.',
        details: null,
        validationErrors: null,
      },
    });

    await expect(openRaw(hub.wsUrl)).rejects.toThrow('HTTP 401');
    await expect(openRaw(`${hub.wsUrl}?access_token=token-X`)).rejects.toThrow('HTTP 401');
    // A connection token opens one socket once.
    await expect(openRaw(`${hub.wsUrl}?id=made-up&access_token=token-A`)).rejects.toThrow('HTTP 404');
  });

  it('answers an invocation of a server method with a completion error', async () => {
    const a = connect(hub.url, 'token-A');
    await a.start();
    await expect(a.invoke('JoinGroup', 'x')).rejects.toThrow("Unknown hub method 'JoinGroup'");
    // Without an invocation id nobody waits for an answer, and the connection stays.
    await a.send('JoinGroup', 'x');
    const seen = received(a, 'CheckInChanged');
    hub.events.publish(checkIn('t1', 'after-send'));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(a.state).toBe(HubConnectionState.Connected);
  });

  it('reconnects automatically when the server side of the socket goes away, and events flow again', async () => {
    const a = connect(hub.url, 'token-A', (builder) => builder.withAutomaticReconnect([0, 100, 200]));
    const seen = received(a, 'CheckInChanged');
    await a.start();
    const reconnecting = vi.fn();
    a.onreconnecting(reconnecting);
    const reconnected = new Promise<string | undefined>((resolve) => a.onreconnected(resolve));

    for (const socket of hub.upgraded) socket.destroy();
    hub.upgraded.clear();
    await reconnected;
    expect(reconnecting).toHaveBeenCalled();
    expect(a.state).toBe(HubConnectionState.Connected);

    hub.events.publish(checkIn('t1', 'after-reconnect'));
    await vi.waitFor(() => expect(seen).toEqual([[{ checkInId: 'after-reconnect' }]]));
  });
});

describe('SignalR hub shutdown', () => {
  it('closes its connections when the app closes, inviting clients to reconnect', async () => {
    const hub = await startHub();
    const a = connect(hub.url, 'token-A');
    const closed = new Promise<Error | undefined>((resolve) => a.onclose(resolve));
    await a.start();
    const raw = await openRaw(`${hub.wsUrl}?access_token=token-B`);
    raw.ws.send(HANDSHAKE);
    await vi.waitFor(() => expect(raw.records).toEqual([{}]));

    const started = Date.now();
    await hub.app.close();
    // Both clients answer the close frame, so nothing waits for the grace period.
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(closed).resolves.toBeUndefined();
    expect(a.state).toBe(HubConnectionState.Disconnected);
    await raw.closed;
    expect(raw.records.at(-1)).toEqual({ type: 7, allowReconnect: true });
  });
});
