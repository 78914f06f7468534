import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { tenants } from './db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from './db/testing';
import { httpPlugin } from './http.plugin';

// The platform under every route: authentication, the tenant transaction and the error shape,
// on a real database, with routes made for the purpose.
describe.each(testEngines())('REST platform on %s', (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const token = 'valid-token';

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    app = Fastify({ logger: false });
    await app.register(httpPlugin, {
      db: test.db,
      verifyAccessToken: async (bearer) => {
        if (bearer !== token) throw new Error('bad token');
        return { userId: '00000000-0000-0000-0000-000000000001', scopes: [] };
      },
    });
    app.post(
      '/api/test/tenants',
      {
        config: { public: true },
        schema: { body: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }) },
      },
      async (request) => {
        const body = request.body as { id: string; name: string };
        await test.db.privileged((tx) => tx.insert(tenants).values({ id: body.id, name: body.name, type: 'Center' }));
        return { ok: true };
      },
    );
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('secret internals at /srv/atrium/server.ts:42');
    });
    app.get('/api/test/private', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it('answers a duplicate with 409 Conflict in the caller’s language', async () => {
    const payload = { id: '5f0c2f5e-3f7e-4c1c-9a36-1d2f0c4b8e11', name: 'Twin Centre' };
    expect((await app.inject({ method: 'POST', url: '/api/test/tenants', payload })).statusCode).toBe(200);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/test/tenants',
      payload,
      headers: { 'accept-language': 'en-US' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: {
        code: 'Conflict',
        message: 'This conflicts with something already stored (it exists already).',
        details: null,
        validationErrors: null,
      },
    });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatchObject({
      code: 'InternalServerError',
      message: '服务器出现问题，请重试；如果问题持续，请联系管理员。',
    });
    expect(response.body).not.toContain('secret internals');
  });

  it('refuses a body that is not JSON with 415, and a malformed uuid with 400', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/test/tenants',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UnsupportedMediaType');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/test/tenants',
      payload: { id: 'nope', name: 'x' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors).toEqual([
      { message: 'The field id must be a valid uuid.', members: ['id'] },
    ]);
  });

  it('asks for a token on every route that is not public', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/private' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/test/private', headers: { authorization: 'Bearer forged' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/test/private', headers: { authorization: `Bearer ${token}` } })
      ).json(),
    ).toEqual({ ok: true });
  });
});
