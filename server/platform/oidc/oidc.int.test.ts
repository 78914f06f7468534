import { createServer, type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenError, createAccessTokenVerifier, GRANT_CLAIM } from '../auth/access-token';
import { createGrantLiveness } from '../auth/grant-liveness';
import { readConfig, type Config } from '../config';
import { domainEvents, oidcPayloads, users } from '../db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../db/testing';
import { CALLBACK_PATH, CONSOLE_CLIENT_ID } from './oidc.constants';
import { PostgresOidcAdapter } from './oidc.adapter';
import { embeddedJwks, loadOidcSecrets } from './oidc.keys';
import { oidcPlugin } from './oidc.plugin';
import { CookieJar, oidcBrowser } from './oidc.testing';
import { hashPassword } from './passwords';
import { SESSION_ENDED } from './session-ended';

const PASSWORD = 'correct horse battery staple';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe.each(testEngines('sensitive'))('embedded OpenID provider on %s', (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let config: Config;
  let base: string;
  let adaId: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    const passwordHash = await hashPassword(PASSWORD);
    await test.db.privileged(async (tx) => {
      const [ada] = await tx
        .insert(users)
        .values([
          {
            userName: 'Ada.Lovelace',
            email: 'ada@example.com',
            countryCode: '86',
            phoneNumber: '13800000001',
            name: 'Ada Lovelace',
            culture: 'en',
            passwordHash,
          },
          { userName: 'locked.user', email: 'locked@example.com', passwordHash },
        ])
        .returning({ id: users.id });
      adaId = ada!.id;
    });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    config = { ...readConfig({}), port, host: '127.0.0.1', publicUrl: base };
    app = Fastify();
    await app.register(oidcPlugin, { db: test.db, config });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  const browser = () => oidcBrowser(base);
  const request = (jar: CookieJar, path: string, init?: RequestInit) => browser().request(jar, path, init);
  const follow = (jar: CookieJar, path: string, init?: RequestInit) => browser().follow(jar, path, init);
  const startAuthorization = (jar: CookieJar, extra?: Record<string, string>) =>
    browser().startAuthorization(jar, extra);
  const submitLogin = (jar: CookieJar, pageUrl: URL, fields: Record<string, string>) =>
    browser().submitLogin(jar, pageUrl, fields);
  const refresh = (refreshToken: string) => browser().refresh(refreshToken);
  const signIn = (fields: Record<string, string>, jar?: CookieJar) => browser().signIn(fields, jar);

  it('publishes discovery on the site origin and everything else under /oidc', async () => {
    const response = await fetch(`${base}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/oidc/auth`,
      token_endpoint: `${base}/oidc/token`,
      jwks_uri: `${base}/oidc/jwks`,
      end_session_endpoint: `${base}/oidc/session/end`,
      code_challenge_methods_supported: ['S256'],
      // Only what the clients may use (issue 14 item 8): no implicit or id_token flows.
      response_types_supported: ['code'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
    });
    expect(document['grant_types_supported']).not.toContain('implicit');
    expect(document['grant_types_supported']).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('shows the sign-in page in Chinese by default, under a strict CSP', async () => {
    const { response, url } = await startAuthorization(new CookieJar());
    expect(url.pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('<label for="login">用户名、邮箱或手机号</label>');
    expect(page).toContain('<label for="password">密码</label>');
    expect(page).toMatch(/<select id="countryCode" name="countryCode"><option value="86" selected>\+86 中国<\/option>/);
    for (const code of ['972', '52', '1', '34', '506', '886', '852'])
      expect(page).toContain(`<option value="${code}">+${code} `);
    expect(page).not.toMatch(/<script>|style=/);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ])
      expect(csp).toContain(directive);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const css = await fetch(`${base}/oidc/assets/login.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('speaks English when the SPA asks for en-US, and the language link switches and remembers', async () => {
    const jar = new CookieJar();
    const { response, url } = await startAuthorization(jar, { ui_locales: 'en-US' });
    const page = await response.text();
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<label for="login">User name, e-mail or phone number</label>');
    expect(page).toContain(`href="${url.pathname}?lang=zh-CN"`);

    const switched = await request(jar, `${url.pathname}?lang=zh-CN`);
    expect(await switched.text()).toContain('<html lang="zh-CN">');
    // Without ui_locales, the cookie the link set decides.
    const { response: next } = await startAuthorization(jar);
    expect(await next.text()).toContain('<html lang="zh-CN">');
    const { response: fromHeader } = await startAuthorization(new CookieJar());
    expect(fromHeader.status).toBe(200);
  });

  it('follows Accept-Language when nothing else says', async () => {
    const jar = new CookieJar();
    const { url } = await startAuthorization(jar);
    const response = await request(jar, url.pathname, { headers: { 'accept-language': 'fr-FR, en-GB;q=0.8' } });
    expect(await response.text()).toContain('<html lang="en-US">');
  });

  it('signs in by user name with code + PKCE, issuing a JWT for atrium-api and a refresh token', async () => {
    const { tokens } = await signIn({ login: 'ada.lovelace', password: PASSWORD, countryCode: '86' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: adaId, aud: ACCESS_TOKEN_AUDIENCE, iss: base, client_id: CONSOLE_CLIENT_ID });
    // Bound to the provider session and grant (issue 14 item 6).
    expect(claims).toMatchObject({ sid: expect.any(String), [GRANT_CLAIM]: expect.any(String) });
    const scopes = String(claims['scope']).split(' ');
    expect(scopes).toEqual(expect.arrayContaining(['business', 'classroom', 'rocket', 'user-service', 'realtime']));
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: adaId,
      preferred_username: 'Ada.Lovelace',
      name: 'Ada Lovelace',
      locale: 'en-US',
      email: 'ada@example.com',
      phone_number: '+8613800000001',
    });
    expect(tokens.refresh_token).toBeTruthy();

    const renewed = await refresh(tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as { access_token: string; refresh_token?: string };
    expect(decodeJwt(next.access_token)).toMatchObject({ sub: adaId, aud: ACCESS_TOKEN_AUDIENCE });
    expect(next.refresh_token).toBeTruthy();

    const local = createAccessTokenVerifier({
      issuer: base,
      audience: ACCESS_TOKEN_AUDIENCE,
      jwks: () => embeddedJwks(test.db),
    });
    const verified = await local.verify(tokens.access_token);
    expect(verified).toMatchObject({ userId: adaId, clientId: CONSOLE_CLIENT_ID });
    expect(verified.scopes).toContain('business');
    const remote = createAccessTokenVerifier({ issuer: base, audience: ACCESS_TOKEN_AUDIENCE });
    expect((await remote.verify(tokens.access_token)).userId).toBe(adaId);

    const [header, payload, signature] = tokens.access_token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(tokens.access_token), sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    await expect(local.verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(AccessTokenError);
    await expect(local.verify(`${header}.${payload}.${signature!.slice(0, -4)}AAAA`)).rejects.toMatchObject({
      code: 'invalid',
    });
    await expect(local.verify('')).rejects.toMatchObject({ code: 'missing' });
    await expect(remote.verify(tokens.id_token)).rejects.toBeInstanceOf(AccessTokenError);
  });

  it('signs in by e-mail, case-insensitively', async () => {
    const { tokens } = await signIn({ login: 'ADA@Example.com', password: PASSWORD, countryCode: '86' });
    expect(decodeJwt(tokens.access_token).sub).toBe(adaId);
  });

  it('signs in by phone number with the +86 prefix', async () => {
    const { tokens } = await signIn({ login: '138 0000 0001', password: PASSWORD, countryCode: '86' });
    expect(decodeJwt(tokens.access_token).sub).toBe(adaId);
  });

  it('does not take a phone number under another country prefix', async () => {
    const jar = new CookieJar();
    const { url } = await startAuthorization(jar);
    const { response } = await submitLogin(jar, url, { login: '13800000001', password: PASSWORD, countryCode: '1' });
    expect(response.status).toBe(401);
  });

  it('answers a wrong password with one message and no redirect', async () => {
    const jar = new CookieJar();
    const { url } = await startAuthorization(jar, { ui_locales: 'en-US' });
    const { response } = await submitLogin(jar, url, {
      login: 'Ada.Lovelace',
      password: 'nope',
      countryCode: '86',
      lang: 'en-US',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    const page = await response.text();
    expect(page).toContain('Wrong user name or password.');
    expect(page).toContain('value="Ada.Lovelace"');
    // An unknown account reads exactly the same.
    const { response: unknown } = await submitLogin(jar, url, { login: 'nobody', password: 'nope', lang: 'en-US' });
    expect(await unknown.text()).toContain('Wrong user name or password.');
  });

  it('makes the address wait after five failures, even with the right password', async () => {
    const jar = new CookieJar();
    const { url } = await startAuthorization(jar);
    for (let i = 0; i < 5; i++) {
      const { response } = await submitLogin(jar, url, { login: 'locked.user', password: `wrong-${i}` });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('用户名或密码错误。');
    }
    const { response } = await submitLogin(jar, url, { login: 'LOCKED@example.com', password: PASSWORD });
    expect(response.status).toBe(429);
    // A growing delay, not a 15-minute lock (sign-in-limits.int.test.ts follows it further).
    expect(Number(response.headers.get('retry-after'))).toBe(1);
    expect(await response.text()).toContain('尝试次数过多，请 1 秒后再试。');
  });

  const liveVerifier = () =>
    createAccessTokenVerifier({
      issuer: base,
      audience: ACCESS_TOKEN_AUDIENCE,
      jwks: () => embeddedJwks(test.db),
      grantAlive: createGrantLiveness(test.db, { cacheMs: 0 }).isAlive,
    });

  const sessionEndedEvents = () =>
    test.db.privileged((tx) =>
      tx.select({ payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.type, SESSION_ENDED)),
    );

  it('refuses the access token once its refresh token is revoked', async () => {
    const { tokens } = await signIn({ login: 'Ada.Lovelace', password: PASSWORD });
    const verifier = liveVerifier();
    expect((await verifier.verify(tokens.access_token)).userId).toBe(adaId);
    expect((await browser().revoke(tokens.refresh_token!)).status).toBe(200);
    await expect(verifier.verify(tokens.access_token)).rejects.toMatchObject({ code: 'revoked' });
    const grantId = decodeJwt(tokens.access_token)[GRANT_CLAIM];
    expect((await sessionEndedEvents()).map((e) => e.payload)).toContainEqual({ grantId, accountId: adaId });
  });

  it('ends the provider session on sign-out', async () => {
    const { jar, tokens } = await signIn({ login: 'Ada.Lovelace', password: PASSWORD });
    expect(tokens.refresh_token).toBeTruthy();
    const verifier = liveVerifier();
    expect((await verifier.verify(tokens.access_token)).userId).toBe(adaId);
    // Signed in: a new authorization goes straight back to the SPA.
    const { url: again } = await startAuthorization(jar);
    expect(again.pathname).toBe(CALLBACK_PATH);

    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/signed-out`,
      client_id: CONSOLE_CLIENT_ID,
      ui_locales: 'en-US',
    });
    const logout = await request(jar, `/oidc/session/end?${params}`);
    expect(logout.status).toBe(200);
    expect(logout.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await logout.text();
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<script src="/oidc/assets/logout.js"></script>');
    expect(page).not.toMatch(/<script>/);
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    const fields = new URLSearchParams(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(fields.get('logout')).toBe('yes');
    expect(action).toBeTruthy();
    const script = await fetch(`${base}/oidc/assets/logout.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    const { response: confirmed, url: landed } = await follow(jar, action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(landed.href).toBe(`${base}/signed-out`);

    const { response: loginAgain, url: pageUrl } = await startAuthorization(jar);
    expect(pageUrl.pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await loginAgain.text()).toContain('name="password"');
    // The grant went with the session: its refresh token no longer works, nor its access token.
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    await expect(verifier.verify(tokens.access_token)).rejects.toMatchObject({ code: 'revoked' });
    const grantId = decodeJwt(tokens.access_token)[GRANT_CLAIM];
    expect((await sessionEndedEvents()).map((e) => e.payload)).toContainEqual({ grantId, accountId: adaId });
  });

  it('says so when the sign-in has expired or belongs to another browser', async () => {
    const response = await fetch(`${base}/oidc/interaction/not-a-real-uid`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
  });
  it('keeps its secrets in the database, the same for every process', async () => {
    const [first, second] = await Promise.all([loadOidcSecrets(test.db), loadOidcSecrets(test.db)]);
    expect(second).toEqual(first);
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual(first.signingKeys.keys.map((k) => k.kid));
    expect((await embeddedJwks(test.db)).keys[0]).not.toHaveProperty('d');
  });

  it('persists provider models: find by id and uid, consume, expiry, revoke by grant', async () => {
    const adapter = new PostgresOidcAdapter(test.db, 'TestModel');
    await adapter.upsert('a', { uid: 'uid-a', grantId: 'g1', jti: 'a' }, 60);
    await adapter.upsert('b', { grantId: 'g1', jti: 'b' }, 60);
    await adapter.upsert('c', { grantId: 'g2', jti: 'c' });
    expect(await adapter.find('a')).toMatchObject({ jti: 'a' });
    expect(await adapter.findByUid('uid-a')).toMatchObject({ jti: 'a' });
    expect(await adapter.find('a')).not.toHaveProperty('consumed');
    await adapter.consume('a');
    expect((await adapter.find('a'))?.consumed).toEqual(expect.any(Number));
    await adapter.upsert('a', { uid: 'uid-a', grantId: 'g1', jti: 'a', nonce: 'n' }, 60);
    expect((await adapter.find('a'))?.consumed).toEqual(expect.any(Number));

    await test.db.privileged((tx) =>
      tx
        .update(oidcPayloads)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oidcPayloads.id, 'b')),
    );
    expect(await adapter.find('b')).toBeUndefined();

    await adapter.revokeByGrantId('g1');
    expect(await adapter.find('a')).toBeUndefined();
    expect(await adapter.find('c')).toMatchObject({ jti: 'c' });
    await adapter.destroy('c');
    expect(await adapter.find('c')).toBeUndefined();
  });
});
