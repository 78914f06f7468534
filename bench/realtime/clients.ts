import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { BenchUser } from './control';

/**
 * The bench's clients: plain `ws` sockets speaking just enough of each protocol to subscribe and
 * to read the event id of every message, so that 5,000 of them fit in one process beside the
 * committer. The official clients (graphql-ws's createClient, @microsoft/signalr) do more per
 * message and per connection (the signalr one negotiates over HTTP first and keeps timers of its
 * own); they are tested elsewhere (tests/integration, gateway/signalr/hub.int.test.ts). The server
 * sees exactly what it sees from them: the same handshakes, the same frames.
 */
export type Target = 'bare' | 'graphql-ws' | 'signalr' | 'graphql-ws-shipped';

export type Client = {
  user: BenchUser;
  /** The event id of every message received, in arrival order, and when it arrived (performance.now()). */
  ids: number[];
  at: number[];
  /** Anything the server said that is not an event: errors, completes, closes. */
  problems: string[];
  ws: WebSocket;
};

export type Endpoint = { port: number; tenantId: string };

export const SUBSCRIPTION =
  'subscription Events($after: ID) { events(after: $after) { id type version createdAt payload } }';
const RECORD_SEPARATOR = '\x1e';
const SIGNALR_HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;
const SIGNALR_PING = `{"type":6}${RECORD_SEPARATOR}`;

const idAfter = (text: string, marker: string): number => {
  const at = text.indexOf(marker);
  if (at < 0) return NaN;
  const start = at + marker.length;
  return Number(text.slice(start, text.indexOf('"', start)));
};

/** Opens one client and resolves once it is subscribed (or, for the baseline, connected). */
export const openClient = (target: Target, endpoint: Endpoint, user: BenchUser, after: number): Promise<Client> =>
  new Promise<Client>((resolve, reject) => {
    const base = `ws://127.0.0.1:${endpoint.port}`;
    const graphql = target === 'graphql-ws' || target === 'graphql-ws-shipped';
    const ws =
      target === 'bare'
        ? new WebSocket(`${base}/bare`)
        : graphql
          ? new WebSocket(`${base}/${target === 'graphql-ws' ? 'graphql' : 'graphql-shipped'}`, 'graphql-transport-ws')
          : // skipNegotiation, as the official client may: the token and tenant on the upgrade itself.
            new WebSocket(
              `${base}/signalr-hubs/messages?access_token=${encodeURIComponent(user.token)}&__tenant=${endpoint.tenantId}`,
            );
    const client: Client = { user, ids: [], at: [], problems: [], ws };
    const arrived = (id: number) => {
      client.at.push(performance.now());
      client.ids.push(id);
    };
    let ready = false;
    const becomeReady = () => {
      ready = true;
      resolve(client);
    };
    ws.on('error', (error) => (ready ? client.problems.push(String(error)) : reject(error)));
    ws.on('close', (code) => {
      if (!ready) reject(new Error(`${target}: closed with ${code} before it was ready`));
    });
    ws.on('open', () => {
      if (target === 'bare') becomeReady();
      else if (graphql) {
        ws.send(
          JSON.stringify({
            type: 'connection_init',
            payload: { authorization: `Bearer ${user.token}`, tenant: endpoint.tenantId },
          }),
        );
      } else ws.send(SIGNALR_HANDSHAKE);
    });
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (target === 'bare') return arrived(idAfter(text, '{"id":"'));
      if (graphql) {
        const events = idAfter(text, '"events":{"id":"');
        if (!Number.isNaN(events)) return arrived(events);
        if (text.includes('"connection_ack"')) {
          ws.send(
            JSON.stringify({
              id: '1',
              type: 'subscribe',
              payload: { query: SUBSCRIPTION, variables: { after: String(after) } },
            }),
          );
          // graphql-ws does not acknowledge a subscribe; the bench's warm-up event proves it is live.
          return becomeReady();
        }
        return void client.problems.push(text);
      }
      for (const record of text.split(RECORD_SEPARATOR)) {
        if (record === '' || record === '{"type":6}') continue;
        if (record === '{}') {
          // The hub drops a client silent for 30 s; ping as the official client does, from the start.
          const timer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(SIGNALR_PING), 10_000);
          ws.once('close', () => clearInterval(timer));
          becomeReady();
        } else if (record.startsWith('{"type":1,'))
          arrived(idAfter(record, /"eventId":"/.test(record) ? '"eventId":"' : '"id":"'));
        else client.problems.push(record);
      }
    });
  });

/** Opens `count` clients spread round-robin over `users`, `parallel` handshakes at a time. */
export const openClients = async (
  target: Target,
  endpoint: Endpoint,
  users: readonly BenchUser[],
  count: number,
  after: number,
  parallel = 100,
): Promise<Client[]> => {
  const clients: Client[] = [];
  for (let first = 0; first < count; first += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - first) }, (_, i) =>
      openClient(target, endpoint, users[(first + i) % users.length]!, after),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
};

export const closeClients = async (clients: readonly Client[]) => {
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.ws.readyState === WebSocket.CLOSED) return resolve();
          client.ws.once('close', () => resolve());
          client.ws.close();
          setTimeout(() => {
            client.ws.terminate();
            resolve();
          }, 2_000).unref();
        }),
    ),
  );
};
