import { createHash, randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenError, createAccessTokenVerifier } from '../auth/access-token';
import { readConfig, type Config } from '../config';
import { oidcPayloads, users } from '../db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../db/testing';
import { CALLBACK_PATH, CONSOLE_CLIENT_ID, CONSOLE_SCOPE } from './oidc.constants';
import { PostgresOidcAdapter } from './oidc.adapter';
import { embeddedJwks, loadOidcSecrets } from './oidc.keys';
import { oidcPlugin } from './oidc.plugin';
import { hashPassword } from './passwords';

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

/** Just enough of a browser's cookie store: name, value and path, no expiry bookkeeping. */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const [name = '', ...value] = pair.split('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      const key = `${name}|${path}`;
      if (expired || value.join('=') === '') this.cookies.delete(key);
      else this.cookies.set(key, { value: value.join('='), path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
  }
}

describe.each(testEngines())('embedded OpenID provider on %s', (engine) => {
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

  const request = async (jar: CookieJar, path: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(path, base);
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };

  /** Follows redirects on the provider's origin until a page, or until the SPA's /callback. */
  const follow = async (
    jar: CookieJar,
    path: string,
    init: RequestInit = {},
  ): Promise<{ response: Response; url: URL }> => {
    let url = new URL(path, base);
    let response = await request(jar, url.href, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      url = new URL(response.headers.get('location')!, url);
      if (url.pathname === CALLBACK_PATH || url.pathname === '/signed-out') break;
      response = await request(jar, url.href);
    }
    return { response, url };
  };

  const startAuthorization = async (jar: CookieJar, extra: Record<string, string> = {}) => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: `${base}${CALLBACK_PATH}`,
      response_type: 'code',
      scope: CONSOLE_SCOPE,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('hex'),
      ...extra,
    });
    const { response, url } = await follow(jar, `/oidc/auth?${params}`);
    return { response, url, verifier, state };
  };

  const submitLogin = (jar: CookieJar, pageUrl: URL, fields: Record<string, string>) =>
    follow(jar, `${pageUrl.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  const exchangeCode = async (callback: URL, verifier: string) => {
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: `${base}${CALLBACK_PATH}`,
        client_id: CONSOLE_CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; id_token: string; refresh_token?: string; scope: string };
  };

  const refresh = (refreshToken: string) =>
    fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CONSOLE_CLIENT_ID,
      }),
    });

  /** The whole sign-in: authorization request, the login form, the code exchange. */
  const signIn = async (fields: Record<string, string>, jar = new CookieJar()) => {
    const { url: pageUrl, verifier, state } = await startAuthorization(jar);
    const { url: callback } = await submitLogin(jar, pageUrl, fields);
    expect(callback.pathname).toBe(CALLBACK_PATH);
    expect(callback.searchParams.get('state')).toBe(state);
    return { jar, tokens: await exchangeCode(callback, verifier) };
  };

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
    });
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

  it('refuses a sixth attempt after five failures, even with the right password', async () => {
    const jar = new CookieJar();
    const { url } = await startAuthorization(jar);
    for (let i = 0; i < 5; i++) {
      const { response } = await submitLogin(jar, url, { login: 'locked.user', password: `wrong-${i}` });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('用户名或密码错误。');
    }
    const { response } = await submitLogin(jar, url, { login: 'LOCKED@example.com', password: PASSWORD });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await response.text()).toContain('尝试次数过多，请 15 分钟后再试。');
  });

  it('ends the provider session on sign-out', async () => {
    const { jar, tokens } = await signIn({ login: 'Ada.Lovelace', password: PASSWORD });
    expect(tokens.refresh_token).toBeTruthy();
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
    // The grant went with the session: its refresh token no longer works.
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
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
