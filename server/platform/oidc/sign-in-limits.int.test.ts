import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { users } from '../db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../db/testing';
import { CALLBACK_PATH } from './oidc.constants';
import { oidcPlugin } from './oidc.plugin';
import { CookieJar, oidcBrowser } from './oidc.testing';
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 14 item 5: a client's X-Forwarded-For is believed only from a configured proxy, and the
// limits slow guessers down without locking the owner out.
describe.each(testEngines())('sign-in limits on %s', (engine) => {
  let test: TestDatabase;
  const apps: FastifyInstance[] = [];

  let direct: ReturnType<typeof oidcBrowser>;
  let proxied: ReturnType<typeof oidcBrowser>;
  const bases: string[] = [];

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    const passwordHash = await hashPassword(PASSWORD);
    await test.db.privileged((tx) =>
      tx.insert(users).values(
        ['owner', 'rotated', 'slowed'].map((userName) => ({
          userName,
          email: `${userName}@example.com`,
          passwordHash,
        })),
      ),
    );
    direct = await start({});
    proxied = await start({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await test?.dispose();
  });

  /** The provider on its own port, with TRUST_PROXY read from `env` as the server reads it. */
  const start = async (env: NodeJS.ProcessEnv) => {
    const app = Fastify({ trustProxy: readConfig(env).trustProxy });
    apps.push(app);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await app.register(oidcPlugin, { db: test.db, config: { ...readConfig(env), host: '127.0.0.1', publicUrl: base } });
    await app.listen({ port, host: '127.0.0.1' });
    bases.push(base);
    return oidcBrowser(base);
  };

  /** One sign-in form post from `address` (as X-Forwarded-For); its status and the page it shows. */
  const attempt = async (
    browser: ReturnType<typeof oidcBrowser>,
    fields: Record<string, string>,
    address: string,
    jar = new CookieJar(),
  ) => {
    const { url } = await browser.startAuthorization(jar, { ui_locales: 'en-US' });
    const { response, url: landed } = await browser.submitLogin(
      jar,
      url,
      { ...fields, lang: 'en-US' },
      { 'x-forwarded-for': address },
    );
    const signedIn = landed.pathname === CALLBACK_PATH;
    return {
      status: signedIn ? 200 : response.status,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
      page: signedIn ? '' : await response.text(),
    };
  };

  /**
   * The free failures are followed by refusals. The first delay is one second from the newest
   * failure, and on a loaded machine one attempt (two requests) can take longer than that, letting
   * a guess through as a plain failure; the delays double, so a refusal comes within a few.
   */
  const expectThrottledAfter = (statuses: readonly number[], free: number) => {
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThanOrEqual(free);
    expect(firstRefusal).toBeLessThanOrEqual(free + 3);
  };

  it('believes X-Forwarded-For from the configured proxy: forty addresses, forty plain failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await attempt(proxied, { login: `nobody-${i}`, password: 'x' }, `10.0.1.${i}`)).status);
    expect(statuses).toEqual(Array(40).fill(401));
  });

  it('still slows one account down when every guess comes from a new address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await attempt(proxied, { login: 'rotated', password: `wrong-${i}` }, `10.0.2.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expectThrottledAfter(statuses, 5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('lets the owner in from another address after five wrong passwords, within seconds', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(proxied, { login: 'owner', password: `wrong-${i}` }, '10.0.3.1')).status).toBe(401);
    // The guesser's address waits, even with the right password.
    const guesser = await attempt(proxied, { login: 'owner', password: PASSWORD }, '10.0.3.1');
    expect(guesser.status).toBe(429);
    expect(guesser.page).toContain('Too many sign-in attempts. Wait 1 s and try again.');

    const startedAt = Date.now();
    let owner = await attempt(proxied, { login: 'owner', password: PASSWORD }, '10.0.3.2');
    if (owner.status === 429) {
      expect(owner.retryAfter).toBeLessThanOrEqual(30);
      await sleep(owner.retryAfter * 1000);
      owner = await attempt(proxied, { login: 'owner', password: PASSWORD }, '10.0.3.2');
    }
    expect(owner.status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('makes a failing address wait longer after each failure', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(proxied, { login: 'slowed', password: `wrong-${i}` }, '10.0.4.1')).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await attempt(proxied, { login: 'slowed', password: 'wrong' }, '10.0.4.1');
      expect(refused.status).toBe(429);
      waits.push(refused.retryAfter);
      await sleep(refused.retryAfter * 1000 + 50);
      expect((await attempt(proxied, { login: 'slowed', password: 'wrong' }, '10.0.4.1')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it("builds the provider's addresses from forwarded headers only when they come from the proxy", async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const endpoint = async (base: string) => {
      const response = await fetch(`${base}/.well-known/openid-configuration`, { headers: forged });
      return ((await response.json()) as { authorization_endpoint: string }).authorization_endpoint;
    };
    expect(await endpoint(bases[0]!)).toBe(`${bases[0]}/oidc/auth`);
    expect(await endpoint(bases[1]!)).toBe('https://evil.example/oidc/auth');
  });

  // Last: it leaves the test client's own address throttled.
  it('ignores X-Forwarded-For without TRUST_PROXY: a new header per guess still meets 429', async () => {
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(await attempt(direct, { login: `stranger-${i}`, password: 'x' }, `192.0.2.${i}`));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expectThrottledAfter(statuses, 20);
    expect(answers.find((a) => a.status === 429)!.retryAfter).toBeGreaterThanOrEqual(1);
    // A slow machine may let a guess through as a delay runs out; the delays double, so only a few.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  });
});
