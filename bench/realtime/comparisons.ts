import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext } from '../../gateway/context';
import { createEventFeed } from '../../gateway/realtime/event-feed';
import { createServiceToken } from '../../gateway/realtime/service-token';
import type { RestClient } from '../../gateway/rest-client';
import { schema } from '../../gateway/schema';

/** A WebSocket server on one path of the app's HTTP server. */
const onPath = (app: FastifyInstance, path: string) => {
  const sockets = new WebSocketServer({ noServer: true });
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return;
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });
  return sockets;
};

/**
 * What the gateway is measured against, in the same process and fed by the same outbox, each
 * with a long poll of its own (the gateway's client credentials):
 *
 * - `/bare`, the baseline: each event serialised once and written to every socket, with no
 *   authorisation, filtering or GraphQL. Its message is about the size of the gateway's `next`.
 * - `/graphql-shipped` (BENCH_TARGETS=…,graphql-ws-shipped): graphql-ws as shipped, on the
 *   gateway's schema and context but without its `subscribe` and `onOperation`
 *   (gateway/realtime/shared-execution.ts): every event executed, serialised and sent through
 *   graphql-ws's loop once per subscriber.
 */
export const attachComparisons = (app: FastifyInstance, rest: RestClient, secret: string) => {
  const feed = () => createEventFeed({ rest, token: createServiceToken(rest, { id: 'atrium-gateway', secret }) });

  const bare = onPath(app, '/bare');
  const bareFeed = feed().subscribe((event) => {
    const text = JSON.stringify({
      id: String(event.id),
      type: event.type,
      version: event.version,
      createdAt: event.createdAt,
      payload: JSON.stringify(event.payload),
    });
    for (const ws of bare.clients) ws.send(text);
  });

  const shippedFeed = feed();
  const shipped = onPath(app, '/graphql-shipped');
  const shippedServer = useServer<{ authorization?: string; tenant?: string }>(
    {
      schema,
      onConnect: ({ connectionParams }) => Boolean(connectionParams?.authorization),
      context: ({ connectionParams }): GatewayContext => ({
        rest,
        events: shippedFeed,
        caller: { authorization: connectionParams?.authorization, tenant: connectionParams?.tenant },
      }),
    },
    shipped,
  );
  // preClose, as the gateway does: the HTTP server waits for upgraded sockets before onClose.
  app.addHook('preClose', async () => {
    await shippedServer.dispose();
    shipped.close();
  });

  return {
    close() {
      bareFeed.unsubscribe();
      for (const ws of bare.clients) ws.terminate();
      bare.close();
    },
  };
};
