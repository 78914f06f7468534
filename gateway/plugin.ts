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
import { createProviderMetadata, type ReadDiscovery } from './oidc-metadata';
import { contentSecurityPolicy, HSTS, SECURITY_HEADERS } from './security-headers';
import { createRestHubAuthenticator } from './signalr/authenticate';
import { signalrHubPlugin } from './signalr/hub';
import { createHubEventPublisher } from './signalr/publisher';
import { callerLookupOf } from './realtime/caller-lookup';
import { createDocumentCache } from './realtime/documents';
import { createEventFeed } from './realtime/event-feed';
import { createServiceToken } from './realtime/service-token';
import { sharedSubscribe, writeToSocket } from './realtime/shared-execution';
import { bridgeFeedToHub } from './realtime/hub-bridge';
import { createSessionSockets, followSessionEnds } from './realtime/session-sockets';
import { createGuard } from './security/guard';
import { useGuard } from './security/yoga-guard';
import { wsGuard } from './security/ws-guard';

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
    // Sockets opened with a token close when its session ends (sign-out, revocation).
    const sessions = createSessionSockets();
    // REST's answers about a token and tenant, reused a few seconds by the hub and graphql-ws alike
    // (the subscriptions find it through `rest`); a sign-out or a freeze clears them.
    const callers = callerLookupOf(rest);
    const sessionEnds = events ? followSessionEnds(events, sessions, callers) : undefined;
    app.addHook('preClose', async () => sessionEnds?.unsubscribe());

    // Document limits and per-caller rates, before anything parses or runs (gateway/security).
    const guard = createGuard({ schema, limits: config.graphqlLimits, rate: config.graphqlRateLimit });
    const consoleOrigin = new URL(config.publicUrl).origin;
    const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
      schema,
      graphqlEndpoint: GRAPHQL_PATH,
      logging: false,
      plugins: [useGuard(guard)],
      // Only the console's own origin may read answers from a browser; it sends a bearer token,
      // never cookies, so no credentials. Another origin gets no CORS headers at all.
      cors: (request) =>
        request.headers.get('origin') === consoleOrigin ? { origin: [consoleOrigin], credentials: false } : false,
      // A development tool (config.ts): its page loads scripts from a CDN without a CSP.
      graphiql: config.graphiql ? { subscriptionsProtocol: 'WS' } : false,
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
    const documents = createDocumentCache();
    const wsServer = useServer<{ authorization?: string; tenant?: string; language?: string }>(
      {
        schema,
        // One parse and validation per query text, not per subscribe (documents.ts).
        ...documents,
        // Live events: executed and serialised once per scope, written straight to each socket (shared-execution.ts).
        subscribe: sharedSubscribe,
        onOperation: (ctx, id, _payload, _args, result) => writeToSocket(result, id, ctx.extra.socket),
        onSubscribe: wsGuard(guard),
        onConnect: ({ connectionParams, extra }) => {
          if (!connectionParams?.authorization) return false;
          // Signed out: 4401, which the client does not retry. Frozen in the centre: 4403, after
          // which the console reconnects, REST refuses it with 403 and the console signs out.
          const untrack = sessions.track(
            connectionParams.authorization,
            (reason) =>
              reason === 'session-ended'
                ? extra.socket.close(4401, 'Unauthorized: the session has ended')
                : extra.socket.close(4403, 'Forbidden: no longer a member of this centre'),
            connectionParams.tenant,
          );
          extra.socket.once('close', untrack);
          return true;
        },
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
      authenticate: createRestHubAuthenticator(rest, { lookup: callers }),
      events: hubEvents,
      sessions,
    });

    // The SPA reads where to sign in from here: no inline script may carry it (CSP). A sign-in
    // loads two documents (the redirect, then /callback) that both read it: a few minutes' cache
    // saves the second its request (it changes only with the deployment's configuration).
    const provider = createProviderMetadata(config.oidcIssuer, discoveryReader(app, config));
    app.get('/app-config.json', async (_request, reply) => {
      reply.header('cache-control', APP_CONFIG_CACHE);
      await provider.ready();
      const metadata = provider.current();
      return {
        authority: config.oidcIssuer,
        ...(metadata ? { metadata } : {}),
        clientId: config.oidcClientId,
        scope: 'openid profile email phone offline_access business classroom rocket user-service realtime',
        sessionTimeoutMinutes: config.sessionTimeoutMinutes,
        timeZone: config.timeZone,
      };
    });

    await registerUi(app, config);
  },
  { name: 'atrium-gateway' },
);

/**
 * The provider's discovery document: through the app itself when the provider is embedded on the
 * console's origin (no socket, no name lookup), else over HTTP with a short timeout.
 */
const discoveryReader =
  (app: FastifyInstance, config: GatewayConfig): ReadDiscovery =>
  async () => {
    const issuer = new URL(config.oidcIssuer);
    const path = `${issuer.pathname.replace(/\/$/, '')}/.well-known/openid-configuration`;
    if (issuer.origin === new URL(config.publicUrl).origin) {
      // The provider names its endpoints after the request's host and scheme: asked in-process
      // (plain HTTP), it answers for the issuer's host over http, which the browser reaches at
      // the issuer's own origin (https behind a proxy).
      const answer = await app.inject({ method: 'GET', url: path, headers: { host: issuer.host } });
      if (answer.statusCode !== 404) {
        return { status: answer.statusCode, body: onOrigin(answer.json(), `http://${issuer.host}`, issuer.origin) };
      }
    }
    const response = await fetch(new URL(path, issuer.origin), { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    return { status: response.status, body: response.ok ? await response.json() : undefined };
  };

/** `document` with every URL on origin `from` moved to origin `to`. */
const onOrigin = (document: unknown, from: string, to: string): unknown =>
  typeof document === 'object' && document !== null
    ? Object.fromEntries(
        Object.entries(document).map(([key, value]) => [
          key,
          typeof value === 'string' && URL.canParse(value) && new URL(value).origin === from
            ? `${to}${value.slice(from.length)}`
            : value,
        ]),
      )
    : document;

/** How long the first configuration waits for an external provider's discovery document. */
const DISCOVERY_TIMEOUT_MS = 2_000;

/** A browser may keep the console's configuration for five minutes; no shared cache may. */
export const APP_CONFIG_CACHE = 'private, max-age=300';

const cacheControlOf = (path: string): string => {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\/favicon\.(?:ico|svg)(?:\.br|\.gz)?$/.test(path)) return 'public, max-age=86400';
  return 'no-cache';
};

const registerUi = async (app: FastifyInstance, config: GatewayConfig) => {
  const csp = contentSecurityPolicy(config.publicUrl, config.oidcIssuer);
  const indexFile = join(config.uiDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  const https = new URL(config.publicUrl).protocol === 'https:';
  app.addHook('onSend', async (request, reply) => {
    // /api gets its headers from REST (the same HSTS); pages and /graphql get them here.
    if (request.url.startsWith('/api/')) return;
    if (https) reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith(GRAPHQL_PATH)) return;
    // The provider's own pages set their own, tighter policy.
    if (!reply.getHeader('content-security-policy')) reply.header('content-security-policy', csp);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: config.uiDir,
      wildcard: false,
      index: false,
      // Source maps stay private even if a build leaves some behind (vite.config.ts makes none).
      // The build's .br and .gz copies are not routes of their own: preCompressed picks them by
      // Accept-Encoding, with Content-Encoding and Vary (vite.precompress.ts).
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      // Hashed assets never change; index.html must always be asked for again. Browsers ask for
      // /favicon.ico on every page without a linked icon (the provider's): a day's cache.
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlOf(path));
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
    // Nor is a source map or any other missing file (the SPA's routes have no extension): not
    // found, rather than the SPA's page under its name (/favicon.ico was answered with HTML).
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console has not been built. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
};
