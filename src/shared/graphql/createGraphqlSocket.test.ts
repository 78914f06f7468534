import type { AddressInfo } from 'node:net';
import { buildSchema, execute, parse, subscribe, validate } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
// Not a React hook, whatever its name says.
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { firstValueFrom, filter as whereValue, type Observable } from 'rxjs';
import { gql } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ConnectionStatus } from '../realtime/connectionStatus';
import { createGraphqlClient, LIVE_VARIABLES } from './createGraphqlClient';
import { createGraphqlSocket, type GraphqlSocket, type NetworkEvents } from './createGraphqlSocket';

// A real graphql-ws server with the shape of graphql/realtime.graphql: it records what each
// subscribe carried and lets the test push events and drop connections.
const SDL = `
  type Query { ok: Boolean }
  type DomainEvent { id: ID!, type: String! }
  type Subscription { events(after: ID): DomainEvent! }
`;
const EVENTS = gql<{ events: { id: string; type: string } }, { after: string | null }>`
  subscription Events($after: ID) {
    events(after: $after) {
      id
      type
    }
  }
`;

type Harness = {
  url: string;
  subscribes: SubscribePayload[];
  connectionParams: unknown[];
  push: (event: { id: string; type: string }) => void;
  dropAll: () => void;
  close: () => Promise<void>;
};

const startServer = async (): Promise<Harness> => {
  const sockets = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => sockets.once('listening', () => resolve()));
  const subscribes: SubscribePayload[] = [];
  const connectionParams: unknown[] = [];
  const listeners = new Set<(event: { id: string; type: string }) => void>();
  const server = serveGraphqlWs(
    {
      schema: buildSchema(SDL),
      // graphql-ws would use its own import of graphql (ESM) with this one's schema (CJS under vitest).
      execute,
      subscribe,
      validate,
      parse,
      roots: {
        subscription: {
          events: () =>
            (async function* () {
              const queue: { id: string; type: string }[] = [];
              let wake: () => void = () => {};
              const listener = (event: { id: string; type: string }) => {
                queue.push(event);
                wake();
              };
              listeners.add(listener);
              try {
                for (;;) {
                  while (queue.length) yield { events: queue.shift() };
                  await new Promise<void>((resolve) => (wake = resolve));
                }
              } finally {
                listeners.delete(listener);
              }
            })(),
        },
      },
      onConnect: (ctx) => {
        connectionParams.push(ctx.connectionParams);
      },
      onSubscribe: (_ctx, _id, payload) => {
        subscribes.push(JSON.parse(JSON.stringify(payload)) as SubscribePayload);
      },
    },
    sockets,
  );
  return {
    url: `ws://127.0.0.1:${(sockets.address() as AddressInfo).port}`,
    subscribes,
    connectionParams,
    push: (event) => listeners.forEach((listener) => listener(event)),
    dropAll: () => sockets.clients.forEach((socket) => socket.terminate()),
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
};

const statusReached = (status$: Observable<ConnectionStatus>, wanted: ConnectionStatus) =>
  firstValueFrom(status$.pipe(whereValue((status) => status === wanted)));

const until = async (condition: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('createGraphqlSocket', () => {
  let server: Harness;
  let socket: GraphqlSocket;
  let token: string;

  beforeEach(async () => {
    server = await startServer();
    token = 'token-1';
    socket = createGraphqlSocket({
      url: server.url,
      webSocketImpl: WebSocket,
      connectionParams: () => ({ authorization: `Bearer ${token}` }),
      maxRetryDelayMs: 200,
    });
  });
  afterEach(async () => {
    await socket.client.dispose();
    await server.close();
  });

  const subscribeFromNewest = () => {
    const client = createGraphqlClient({
      url: 'http://unused/graphql',
      wsUrl: server.url,
      accessToken: () => token,
      tenantId: () => null,
      refresh: async () => {},
      ws: socket.client,
    });
    const received: string[] = [];
    let newest: string | null = null;
    const subscription = client
      .subscription(EVENTS, { after: null }, { [LIVE_VARIABLES]: () => ({ after: newest }) })
      .subscribe((result) => {
        if (!result.data) return;
        newest = result.data.events.id;
        received.push(newest);
      });
    return { received, unsubscribe: () => subscription.unsubscribe() };
  };

  it('resumes after the newest event seen when it reconnects by itself, and reads live, reconnecting, live', async () => {
    const statuses: ConnectionStatus[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    const feed = subscribeFromNewest();
    await statusReached(socket.status$, 'live');
    await until(() => server.subscribes.length === 1);
    server.push({ id: '7', type: 'CheckedIn' });
    server.push({ id: '8', type: 'CheckedOut' });
    await until(() => feed.received.length === 2);

    server.dropAll();
    await until(() => server.subscribes.length === 2);
    await statusReached(socket.status$, 'live');
    expect(server.subscribes.map((payload) => payload.variables)).toEqual([{ after: null }, { after: '8' }]);
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'reconnecting', 'live']);

    server.push({ id: '9', type: 'CheckedIn' });
    await until(() => feed.received.length === 3);
    expect(feed.received).toEqual(['7', '8', '9']);
    feed.unsubscribe();
  });

  it('connects again with the token of the moment when restarted', async () => {
    const feed = subscribeFromNewest();
    await until(() => server.subscribes.length === 1);
    token = 'token-2';
    socket.restart();
    await until(() => server.subscribes.length === 2);
    expect(server.connectionParams).toEqual([{ authorization: 'Bearer token-1' }, { authorization: 'Bearer token-2' }]);
    expect(socket.status()).toBe('live');
    feed.unsubscribe();
  });

  it('reads offline when the browser goes offline, drops the socket, and is live again once back online', async () => {
    const network = new EventTarget();
    let online = true;
    const events: NetworkEvents = {
      isOnline: () => online,
      addEventListener: (type, listener) => network.addEventListener(type, listener),
      removeEventListener: (type, listener) => network.removeEventListener(type, listener),
    };
    const stop = socket.watchNetwork(events);
    const feed = subscribeFromNewest();
    await until(() => server.subscribes.length === 1);

    online = false;
    network.dispatchEvent(new Event('offline'));
    expect(socket.status()).toBe('offline');
    await until(() => server.subscribes.length === 2);
    // The socket was dropped and came back (the test server is still reachable), but the
    // browser says it is offline until it says otherwise.
    online = true;
    network.dispatchEvent(new Event('online'));
    await statusReached(socket.status$, 'live');
    stop();
    feed.unsubscribe();
  });

  it('leaves a subscription’s failures to its owner: no toast, no report', async () => {
    const onError = vi.fn();
    const client = createGraphqlClient({
      url: 'http://unused/graphql',
      wsUrl: server.url,
      accessToken: () => token,
      tenantId: () => null,
      refresh: async () => {},
      ws: socket.client,
      onError,
    });
    const results: unknown[] = [];
    const bad = gql`
      subscription {
        nothing
      }
    `;
    const subscription = client.subscription(bad, {}).subscribe((result) => results.push(result.error));
    await until(() => results.length > 0);
    expect(results[0]).toBeDefined();
    expect(onError).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});
