import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createYoga } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import type { CallerHeaders, RestClient } from './rest-client';
import { schema } from './schema';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers';
import { createRestHubAuthenticator } from './signalr/authenticate';
import { signalrHubPlugin } from './signalr/hub';
import { createHubEventPublisher } from './signalr/publisher';
import { createEventFeed } from './realtime/event-feed';
import { createServiceToken } from './realtime/service-token';
import { sharedSubscribe, writeToSocket } from './realtime/shared-execution';
import { bridgeFeedToHub } from './realtime/hub-bridge';

export type GatewayOptions = { config: GatewayConfig; rest: RestClient };

const GRAPHQL_PATH = '/graphql';

const callerOf = (headers: IncomingMessage['headers']): CallerHeaders => {
  const tenant = headers['__tenant'];
  return {
    authorization: headers.authorization,
    tenant: Array.isArray(tenant) ? tenant[0] : tenant,
    acceptLanguage: headers['accept-language'],
    authenticate: typeof headers['authenticate'] === 'string' ? headers['authenticate'] : undefined,
  };
};

/**
 * The gateway: GraphQL over HTTP and graphql-ws on /graphql, the SPA with its security headers,
 * and the runtime configuration the SPA boots from. It owns no data; resolvers call REST.
 */
export const gatewayPlugin = fp<GatewayOptions>(
  async (app: FastifyInstance, { config, rest }) => {
    // Every tenant's new events, read once per process with the gateway's own identity and
    // authorised per subscriber (gateway/realtime). Without a client secret there is no feed.
    const events = config.gatewayClientSecret
      ? createEventFeed({
          rest,
          token: createServiceToken(rest, { id: config.gatewayClientId, secret: config.gatewayClientSecret }),
        })
      : undefined;
    const hubEvents = createHubEventPublisher((error) => app.log.warn({ err: error }, 'signalr: a listener failed'));
    // The hub pushes from the same feed as the subscriptions (one long poll per process).
    const hubBridge = events ? bridgeFeedToHub(events, hubEvents) : undefined;
    app.addHook('preClose', async () => hubBridge?.unsubscribe());

    const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
      schema,
      graphqlEndpoint: GRAPHQL_PATH,
      logging: false,
      // Introspection and GraphiQL help the next developer; the data behind them still needs a token.
      graphiql: { subscriptionsProtocol: 'WS' },
      context: ({ req }): GatewayContext => ({ rest, caller: callerOf(req.headers), ...(events ? { events } : {}) }),
    });

    app.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => reply.header(key, value));
        reply.status(response.status);
        reply.send(response.body);
        return reply;
      },
    });

    // graphql-ws on the same path. Browsers cannot set headers on a WebSocket, so the token and
    // tenant arrive in the connection_init payload.
    const sockets = new WebSocketServer({ noServer: true });
    const wsServer = useServer<{ authorization?: string; tenant?: string; language?: string }>(
      {
        schema,
        // Live events: executed and serialised once per scope, written straight to each socket (shared-execution.ts).
        subscribe: sharedSubscribe,
        onOperation: (ctx, id, _payload, _args, result) => writeToSocket(result, id, ctx.extra.socket),
        onConnect: ({ connectionParams }) => Boolean(connectionParams?.authorization),
        context: ({ connectionParams }): GatewayContext => ({
          rest,
          ...(events ? { events } : {}),
          caller: {
            authorization: connectionParams?.authorization,
            tenant: connectionParams?.tenant,
            acceptLanguage: connectionParams?.language,
          },
        }),
      },
      sockets,
    );
    app.server.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== GRAPHQL_PATH) return;
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
    });
    // preClose, not onClose: Fastify closes the HTTP server first, which waits for upgraded sockets.
    app.addHook('preClose', async () => {
      await wsServer.dispose();
      sockets.close();
    });

    // Notification push for the official SignalR client (docs/signalr.md); the caller is checked by REST.
    await app.register(signalrHubPlugin, {
      path: '/signalr-hubs/messages',
      authenticate: createRestHubAuthenticator(rest),
      events: hubEvents,
    });

    // The SPA reads where to sign in from here: no inline script may carry it (CSP).
    app.get('/app-config.json', () => ({
      authority: config.oidcIssuer,
      clientId: config.oidcClientId,
      scope: 'openid profile email phone offline_access business classroom rocket user-service realtime',
      sessionTimeoutMinutes: config.sessionTimeoutMinutes,
    }));

    await registerUi(app, config);
  },
  { name: 'atrium-gateway' },
);

const registerUi = async (app: FastifyInstance, config: GatewayConfig) => {
  const csp = contentSecurityPolicy(config.publicUrl, config.oidcIssuer);
  const indexFile = join(config.uiDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith(GRAPHQL_PATH)) return;
    // The provider's own pages set their own, tighter policy.
    if (!reply.getHeader('content-security-policy')) reply.header('content-security-policy', csp);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: config.uiDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be asked for again.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Every other GET is a route of the SPA (deep links such as /system/center/...).
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Not a page: let the REST layer's not-found handler answer in the spec's error shape.
    if (path.startsWith('/api/') || path.startsWith('/oidc/') || path.startsWith('/.well-known/')) {
      return reply.callNotFound();
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console has not been built. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
};
