import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPlugin } from '../../server/app';
import { readConfig } from '../../server/platform/config';
import { startServerHarness, type ServerHarness } from '../../server/testing/server-harness';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

// OIDC_ISSUER: REST trusts another provider, found through its discovery document and JWKS.
// The other provider here is a second Atrium, listening on its own port.
describe('REST with an external OpenID issuer (OIDC_ISSUER)', () => {
  let issuer: ServerHarness;
  let issuerUrl: string;
  let rest: FastifyInstance;

  beforeAll(async () => {
    const port = await freePort();
    issuerUrl = `http://127.0.0.1:${port}`;
    issuer = await startServerHarness('pglite', { PUBLIC_URL: issuerUrl });
    await issuer.app.listen({ port, host: '127.0.0.1' });
    rest = Fastify({ logger: false });
    await rest.register(serverPlugin, {
      db: issuer.db,
      config: readConfig({ PUBLIC_URL: 'http://localhost:9999', DATA_DIR: '/nonexistent', OIDC_ISSUER: issuerUrl }),
    });
    await rest.ready();
  });
  afterAll(async () => {
    await rest.close();
    await issuer.close();
  });

  it('accepts a token of that issuer, verified through its JWKS over HTTP', async () => {
    const response = await rest.inject({
      method: 'GET',
      url: '/api/business/account/tenantInfo',
      headers: { authorization: `Bearer ${await issuer.tokenFor('coach')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().landingRoute).toBe('/system/center/menu/user/subject');
  });

  it('does not mount the embedded provider', async () => {
    expect((await rest.inject({ method: 'GET', url: '/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await rest.inject({ method: 'GET', url: '/oidc/jwks' })).statusCode).toBe(404);
  });

  it('refuses a token signed by anyone else', async () => {
    // Same issuer name and audience, another key: only the signature gives it away.
    const other = await startServerHarness('pglite', { PUBLIC_URL: issuerUrl });
    try {
      const response = await rest.inject({
        method: 'GET',
        url: '/api/Account/Info',
        headers: { authorization: `Bearer ${await other.tokenFor('coach')}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
