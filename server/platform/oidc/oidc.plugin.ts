import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from 'oidc-provider';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { pruneRateLimitHits } from '../rate-limit/rate-limit';
import { pruneExpiredOidcPayloads } from './oidc.adapter';
import { pruneLoginAttempts, signIn } from './oidc.accounts';
import { LANGUAGE_COOKIE } from './oidc.constants';
import { messages, pickLanguage, toLanguage } from './oidc.i18n';
import { loadOidcSecrets } from './oidc.keys';
import {
  interactionPath,
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_PATH,
  loginPage,
  messagePage,
  STYLESHEET,
  STYLESHEET_PATH,
} from './oidc.views';
import { INTERACTION_PREFIX, contentSecurityPolicy, cookieValue, isProviderPath, securityHeaders } from './oidc.http';
import { buildProvider } from './oidc.provider';

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
    // What Fastify believes of the client (TRUST_PROXY: a forwarded header counts only from a
    // configured proxy), so a client cannot pick the host or scheme of the provider's URLs.
    const raw = request.raw.headers;
    raw['x-forwarded-host'] = request.host;
    raw['x-forwarded-proto'] = request.protocol;
    raw['x-forwarded-for'] = request.ip;
    // Set before the provider runs: its form_post page adds its inline script's hash to this CSP.
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    await callback(request.raw, reply.raw);
  });

  const housekeeping = async () => {
    try {
      await pruneExpiredOidcPayloads(db);
      await pruneLoginAttempts(db);
      await pruneRateLimitHits(db);
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
        const page = (
          status: number,
          error: 'wrongCredentials' | 'missingCredentials' | 'rateLimited',
          retryAfterSeconds?: number,
        ) =>
          html(
            reply,
            status,
            loginPage({ language, uid: interaction.uid, error, login, countryCode, retryAfterSeconds }),
          );
        if (!login || !password) return page(400, 'missingCredentials');

        const result = await signIn(db, { login, password, countryCode, ip: request.ip });
        if (!result.ok) {
          if (result.reason === 'rateLimited') {
            reply.header('retry-after', String(result.retryAfterSeconds));
            return page(429, 'rateLimited', result.retryAfterSeconds);
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
