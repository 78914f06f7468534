import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ACCESS_TOKEN_AUDIENCE } from '../auth/access-token';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { pruneExpiredOidcPayloads, postgresOidcAdapter } from './oidc.adapter';
import { loadAccount, localeOf, phoneOf, pruneLoginAttempts, RATE_LIMIT, signIn } from './oidc.accounts';
import {
  API_RESOURCE_PATH,
  API_SCOPES,
  CALLBACK_PATH,
  CONSOLE_CLIENT_ID,
  GATEWAY_CLIENT_ID,
  LANGUAGE_COOKIE,
  OIDC_PREFIX,
  OIDC_SCOPES,
  POST_LOGOUT_PATHS,
  type Language,
} from './oidc.constants';
import { messages, pickLanguage, toLanguage } from './oidc.i18n';
import { loadOidcSecrets } from './oidc.keys';
import {
  ASSETS_PREFIX,
  interactionPath,
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_PATH,
  loginPage,
  logoutPage,
  messagePage,
  STYLESHEET,
  STYLESHEET_PATH,
} from './oidc.views';

export {
  API_SCOPES,
  CALLBACK_PATH,
  CONSOLE_CLIENT_ID,
  CONSOLE_SCOPE,
  OIDC_SCOPES,
  POST_LOGOUT_PATHS,
} from './oidc.constants';
export { embeddedJwks } from './oidc.keys';

export type OidcPluginOptions = { db: Database; config: Config };

const DISCOVERY_PATH = '/.well-known/openid-configuration';
const INTERACTION_PREFIX = `${OIDC_PREFIX}/interaction/`;

/** The provider's own routes: everything under /oidc/ except what this plugin renders itself. */
const isProviderPath = (url: string): boolean => {
  const path = url.split('?', 1)[0] ?? '';
  if (path === DISCOVERY_PATH) return true;
  if (!path.startsWith(`${OIDC_PREFIX}/`)) return false;
  return !path.startsWith(INTERACTION_PREFIX) && !path.startsWith(`${ASSETS_PREFIX}/`);
};

export const apiResourceOf = (config: Pick<Config, 'publicUrl'>): string => `${config.publicUrl}${API_RESOURCE_PATH}`;

/**
 * Pages may load only from this origin and post forms only to it, plus the origins the client
 * is sent back to: Chrome applies form-action to the redirects that follow a form post too.
 */
const contentSecurityPolicy = (config: Pick<Config, 'publicUrl'>, clientOrigins: string[]): string => {
  const origin = new URL(config.publicUrl).origin;
  const formTargets = [...new Set(clientOrigins.filter((o) => o !== origin))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
};

const securityHeaders = (csp: string): Record<string, string> => ({
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
});

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

/** The language of a page the provider renders (logout, errors), from its request. */
const providerLanguage = (ctx: KoaContextWithOIDC): Language => {
  const params = ctx.oidc?.params as { ui_locales?: unknown } | undefined;
  return pickLanguage({
    uiLocales: typeof params?.ui_locales === 'string' ? params.ui_locales : undefined,
    cookie: ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }),
    acceptLanguage: ctx.get('accept-language'),
  });
};

const buildProvider = (db: Database, config: Config, secrets: Awaited<ReturnType<typeof loadOidcSecrets>>) => {
  const apiResource = apiResourceOf(config);
  const redirectUris = [`${config.publicUrl}${CALLBACK_PATH}`];
  const postLogoutRedirectUris = POST_LOGOUT_PATHS.map((path) => `${config.publicUrl}${path}`);
  const home = `${config.publicUrl}/`;

  const configuration: Configuration = {
    adapter: postgresOidcAdapter(db),
    clients: [
      {
        client_id: CONSOLE_CLIENT_ID,
        client_name: 'Atrium',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
      // The gateway as a service: it reads the event feed to fan events out to subscribers.
      ...(config.gatewayClientSecret
        ? [
            {
              client_id: GATEWAY_CLIENT_ID,
              client_secret: config.gatewayClientSecret,
              token_endpoint_auth_method: 'client_secret_basic' as const,
              grant_types: ['client_credentials'],
              response_types: [],
              redirect_uris: [],
            },
          ]
        : []),
    ],
    // The SPA reads the user's name and language from the ID token: it never calls userinfo,
    // whose opaque tokens the API access token (a JWT for atrium-api) is not.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'locale'],
      email: ['email'],
      phone: ['phone_number'],
    },
    scopes: [...OIDC_SCOPES],
    cookies: { keys: secrets.cookieKeys },
    jwks: secrets.signingKeys as Configuration['jwks'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(providerLanguage(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          const language = providerLanguage(ctx);
          ctx.type = 'html';
          ctx.body = messagePage(language, { text: messages[language].signedOut, homeUrl: home, tone: 'success' });
        },
      },
      resourceIndicators: {
        enabled: true,
        // The SPA sends no resource parameter: every access token is for Atrium's APIs.
        defaultResource: () => apiResource,
        // ...and the token endpoint, asked without one, keeps to the granted resource.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience: ACCESS_TOKEN_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await loadAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name || account.userName,
          preferred_username: account.userName,
          locale: localeOf(account.culture),
          ...(account.email ? { email: account.email } : {}),
          ...(phoneOf(account) ? { phone_number: phoneOf(account) } : {}),
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // First-party client: no consent screen. The grant takes whatever the request asks for
    // (the client's registration already limits that), old grant or new.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      const claims = [...ctx.oidc.requestParamClaims];
      if (claims.length) grant.addOIDCClaims(claims);
      for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        const scopes = [...ctx.oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
        if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
      }
      await grant.save();
      return grant;
    },
    // oidc-provider drops offline_access from any request without prompt=consent (as OpenID
    // Connect Core §11 says), and oidc-client-ts sends no prompt, so the scope never reaches the
    // code. The console is first-party and always asks for offline_access (CONSOLE_SCOPE): it
    // gets a refresh token so it renews silently without an iframe. The refresh token still
    // ends with the provider session (expiresWithSession), so sign-out revokes it.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || client.clientId === CONSOLE_CLIENT_ID),
    pkce: { required: () => true },
    renderError: (ctx, out) => {
      const language = providerLanguage(ctx);
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      ctx.type = 'html';
      ctx.body = messagePage(language, { text: messages[language].errorTitle, detail, homeUrl: home, tone: 'danger' });
    },
    routes: {
      authorization: `${OIDC_PREFIX}/auth`,
      token: `${OIDC_PREFIX}/token`,
      jwks: `${OIDC_PREFIX}/jwks`,
      userinfo: `${OIDC_PREFIX}/me`,
      end_session: `${OIDC_PREFIX}/session/end`,
      revocation: `${OIDC_PREFIX}/token/revocation`,
      introspection: `${OIDC_PREFIX}/token/introspection`,
      code_verification: `${OIDC_PREFIX}/device`,
      device_authorization: `${OIDC_PREFIX}/device/auth`,
      pushed_authorization_request: `${OIDC_PREFIX}/request`,
      registration: `${OIDC_PREFIX}/reg`,
      backchannel_authentication: `${OIDC_PREFIX}/backchannel`,
      challenge: `${OIDC_PREFIX}/challenge`,
      credential: `${OIDC_PREFIX}/credential`,
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      ClientCredentials: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      // Rotated on every use (public client), so this is the idle limit of a signed-in console.
      RefreshToken: 14 * 24 * 60 * 60,
    },
    clientBasedCORS: (_ctx, origin) => origin === new URL(config.publicUrl).origin,
  };

  const provider = new Provider(config.publicUrl, configuration);
  // Behind the gateway (or any proxy) the browser's scheme and host arrive as X-Forwarded-*.
  provider.proxy = true;
  return { provider, redirectUris, postLogoutRedirectUris, home };
};

const oidcPluginImpl = async (app: FastifyInstance, { db, config }: OidcPluginOptions): Promise<void> => {
  const secrets = await loadOidcSecrets(db);
  const { provider, redirectUris, postLogoutRedirectUris, home } = buildProvider(db, config, secrets);
  const headers = securityHeaders(
    contentSecurityPolicy(
      config,
      [...redirectUris, ...postLogoutRedirectUris].map((uri) => new URL(uri).origin),
    ),
  );
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID provider error'));
  const callback = provider.callback() as (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  // Before Fastify routes or parses anything: the provider reads its own bodies.
  app.addHook('onRequest', async (request, reply) => {
    if (!isProviderPath(request.url)) return;
    reply.hijack();
    // Set before the provider runs: its form_post page adds its inline script's hash to this CSP.
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    await callback(request.raw, reply.raw);
  });

  const housekeeping = async () => {
    try {
      await pruneExpiredOidcPayloads(db);
      await pruneLoginAttempts(db);
    } catch (error) {
      app.log.warn({ err: error }, 'OpenID housekeeping failed');
    }
  };
  const timer = setInterval(() => void housekeeping(), 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // Encapsulated: the form parser and the page headers stay with the sign-in pages.
  await app.register(async (pages) => {
    if (!pages.hasContentTypeParser('application/x-www-form-urlencoded')) {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }
    pages.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
      reply.header('cache-control', 'no-store');
    });

    pages.get(STYLESHEET_PATH, { config: { public: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
    );
    pages.get(LOGOUT_SCRIPT_PATH, { config: { public: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(LOGOUT_SCRIPT),
    );

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').send(body);

    const requestLanguage = (request: FastifyRequest, uiLocales: unknown, chosen: string | undefined) =>
      pickLanguage({
        chosen,
        uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
        cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        acceptLanguage: request.headers['accept-language'],
      });

    /** The interaction of this browser, or the page that says it has gone (expired, other browser). */
    const interactionOf = async (request: FastifyRequest, reply: FastifyReply, chosen: string | undefined) => {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch (error) {
        if (!(error instanceof errors.SessionNotFound)) throw error;
        const language = requestLanguage(request, undefined, chosen);
        await html(
          reply,
          400,
          messagePage(language, { text: messages[language].interactionExpired, homeUrl: home, tone: 'danger' }),
        );
        return undefined;
      }
    };

    /** A consent prompt cannot normally happen (loadExistingGrant grants all); if it does, grant and go on. */
    const finishConsent = async (
      request: FastifyRequest,
      reply: FastifyReply,
      interaction: Awaited<ReturnType<typeof provider.interactionDetails>>,
    ) => {
      const { prompt, params, session } = interaction;
      const accountId = session?.accountId;
      const clientId = typeof params['client_id'] === 'string' ? params['client_id'] : undefined;
      if (!accountId || !clientId) throw new errors.InvalidRequest('consent without a session');
      const grant =
        (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      const details = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    };

    pages.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
      `${INTERACTION_PREFIX}:uid`,
      { config: { public: true } },
      async (request, reply) => {
        const chosen = toLanguage(request.query.lang);
        if (chosen) reply.header('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`);
        const interaction = await interactionOf(request, reply, chosen);
        if (!interaction) return reply;
        if (interaction.prompt.name === 'consent') return finishConsent(request, reply, interaction);
        const language = requestLanguage(request, interaction.params['ui_locales'], chosen);
        const loginHint = interaction.params['login_hint'];
        return html(
          reply,
          200,
          loginPage({ language, uid: interaction.uid, login: typeof loginHint === 'string' ? loginHint : undefined }),
        );
      },
    );

    pages.post<{ Params: { uid: string }; Body: Record<string, string | undefined> | undefined }>(
      `${INTERACTION_PREFIX}:uid/login`,
      { config: { public: true } },
      async (request, reply) => {
        const form = request.body ?? {};
        const interaction = await interactionOf(request, reply, form['lang']);
        if (!interaction) return reply;
        if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(interaction.uid), 303);
        const language = requestLanguage(request, interaction.params['ui_locales'], form['lang']);
        const login = form['login']?.trim() ?? '';
        const password = form['password'] ?? '';
        const countryCode = form['countryCode']?.replace(/^\+/, '');
        const page = (status: number, error: 'wrongCredentials' | 'missingCredentials' | 'rateLimited') =>
          html(reply, status, loginPage({ language, uid: interaction.uid, error, login, countryCode }));
        if (!login || !password) return page(400, 'missingCredentials');

        const result = await signIn(db, { login, password, countryCode, ip: request.ip });
        if (!result.ok) {
          if (result.reason === 'rateLimited') {
            reply.header('retry-after', String(result.retryAfterSeconds ?? RATE_LIMIT.windowMs / 1000));
            return page(429, 'rateLimited');
          }
          return page(401, 'wrongCredentials');
        }
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: result.userId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
};

/**
 * The embedded OpenID Connect provider (node-oidc-provider) on the site's origin: discovery at
 * /.well-known/openid-configuration, everything else under /oidc/. Registered with
 * fastify-plugin so its onRequest hook sees every request of the app, before body parsing.
 */
export const oidcPlugin = fp(oidcPluginImpl, { name: 'atrium-oidc', fastify: '5.x' });
