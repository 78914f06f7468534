import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ACCESS_TOKEN_AUDIENCE, GRANT_CLAIM } from '../auth/access-token';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { postgresOidcAdapter } from './oidc.adapter';
import { loadAccount, localeOf, phoneOf } from './oidc.accounts';
import {
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
import { messages, pickLanguage } from './oidc.i18n';
import { type loadOidcSecrets } from './oidc.keys';
import { interactionPath, logoutPage, messagePage } from './oidc.views';
import { apiResourceOf } from './oidc.http';

// The oidc-provider instance: clients, scopes, claims, token formats, pages and housekeeping.

/** The language of a page the provider renders (logout, errors), from its request. */
const providerLanguage = (ctx: KoaContextWithOIDC): Language => {
  const params = ctx.oidc?.params as { ui_locales?: unknown } | undefined;
  return pickLanguage({
    uiLocales: typeof params?.ui_locales === 'string' ? params.ui_locales : undefined,
    cookie: ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }),
    acceptLanguage: ctx.get('accept-language'),
  });
};

export const buildProvider = (db: Database, config: Config, secrets: Awaited<ReturnType<typeof loadOidcSecrets>>) => {
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
    // Discovery advertises what the clients are allowed, nothing more: code flow with PKCE (no
    // implicit or id_token responses), a public console and the gateway's basic secret.
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic'],
    // A user's access token names its provider session (sid: the session's uid, which outlives
    // the rotation of its cookie id) and its grant, so REST and the gateway refuse it within
    // seconds of sign-out or revocation instead of at its expiry (server/platform/auth/
    // grant-liveness.ts, gateway/realtime/session-sockets.ts). Client-credentials tokens have neither.
    extraTokenClaims: (_ctx, token) =>
      token.kind === 'AccessToken'
        ? {
            ...(token.sessionUid ? { sid: token.sessionUid } : {}),
            ...(token.grantId ? { [GRANT_CLAIM]: token.grantId } : {}),
          }
        : undefined,
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
  // Behind the gateway (or any proxy) the browser's scheme and host arrive as X-Forwarded-*. The
  // provider reads them, but only as Fastify rewrote them (onRequest below), which honours TRUST_PROXY.
  provider.proxy = true;
  return { provider, redirectUris, postLogoutRedirectUris, home };
};
