import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { createTestDatabase, type TestDatabase } from './db/testing';
import { frameworkErrors, httpPlugin } from './http.plugin';
import { BigintId, IsoDate } from './schemas';

// Issue 14 item 7: what the platform refuses whatever a route's schema forgot, in the spec's
// error shape, with the /api headers (item 8). Routes made for the purpose; no route of the
// product is needed (tests/integration/fuzz.int.test.ts tries those).
describe('REST input rules', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let https: FastifyInstance;
  const echo = async (request: { body?: unknown; query?: unknown; params?: unknown }) => ({
    body: request.body ?? null,
    query: request.query ?? null,
    params: request.params ?? null,
  });

  const build = async (secure: boolean) => {
    const server = Fastify({ logger: false, frameworkErrors });
    await server.register(httpPlugin, {
      db: test.db,
      verifyAccessToken: async () => ({ userId: '00000000-0000-0000-0000-000000000001', scopes: [] }),
      https: secure,
    });
    const config = { public: true };
    server.post(
      '/api/test/numbers',
      {
        config,
        schema: {
          body: Type.Object({
            count: Type.Integer({ minimum: 0 }),
            ledgerId: Type.Optional(BigintId),
            amount: Type.Optional(Type.Number()),
          }),
        },
      },
      echo,
    );
    server.get(
      '/api/test/page',
      { config, schema: { querystring: Type.Object({ skipCount: Type.Integer({ minimum: 0, default: 0 }) }) } },
      echo,
    );
    server.post('/api/test/text', { config, schema: { body: Type.Object({ name: Type.String() }) } }, echo);
    server.post('/api/test/anything', { config }, echo);
    server.get('/api/test/item/:id', { config }, echo);
    server.post('/api/test/day', { config, schema: { body: Type.Object({ day: IsoDate }) } }, echo);
    server.post(
      '/api/test/moment',
      { config, schema: { body: Type.Object({ at: Type.String({ format: 'date-time' }) }) } },
      echo,
    );
    server.get('/api/test/logo', { config }, async (_, reply) =>
      reply.header('cache-control', 'public, max-age=60').send('x'),
    );
    await server.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: 1024, files: 1, fields: 2, parts: 3 } });
      scope.post('/api/test/upload', { config }, async (request) => {
        const part = await request.file();
        return { name: part?.filename ?? null, size: part ? (await part.toBuffer()).length : 0 };
      });
    });
    await server.ready();
    return server;
  };

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    app = await build(false);
    https = await build(true);
  });
  afterAll(async () => {
    await app?.close();
    await https?.close();
    await test?.dispose();
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, 'accept-language': 'en-US' } });
  const errorOf = (response: { json: () => unknown }) =>
    (response.json() as { error: { code: string; message: string; validationErrors: unknown } }).error;

  it('bounds every integer to int32 unless the schema allows more, and every number', async () => {
    for (const raw of ['2147483648', '1e21', '99999999999999999999', '9007199254740992']) {
      const response = await post('/api/test/numbers', `{"count":${raw}}`);
      expect(response.statusCode, raw).toBe(400);
      expect(errorOf(response).validationErrors).toEqual([
        { members: ['count'], message: 'The field count must be at most 2147483647.' },
      ]);
    }
    expect((await post('/api/test/numbers', '{"count":2147483647}')).statusCode).toBe(200);
    expect((await post('/api/test/numbers', '{"count":1,"ledgerId":9007199254740991}')).statusCode).toBe(200);
    expect((await post('/api/test/numbers', '{"count":1,"ledgerId":99999999999999999999}')).statusCode).toBe(400);
    expect((await post('/api/test/numbers', '{"count":1,"amount":1e300}')).statusCode).toBe(400);
    const query = await app.inject({ method: 'GET', url: '/api/test/page?skipCount=1e21' });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).code).toBe('ValidationError');
  });

  it('refuses NUL and lone surrogates in any string, key, query or path parameter, named or not', async () => {
    const cases: [string, string, string][] = [
      ['/api/test/text', '{"name":"a\\u0000b"}', 'name'],
      ['/api/test/text', '{"name":"\\ud800"}', 'name'],
      ['/api/test/text', '{"name":"x\\udfffy"}', 'name'],
      ['/api/test/anything', '{"deep":[{"x":"\\u0000"}]}', 'deep.0.x'],
      ['/api/test/anything', '{"k\\u0000":1}', 'k\u0000'],
    ];
    for (const [url, payload, member] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(errorOf(response).validationErrors, payload).toEqual([
        {
          members: [member],
          message: `The field ${member} contains characters that cannot be stored (a NUL or an unpaired surrogate).`,
        },
      ]);
    }
    // Nesting no request needs is refused before anything recurses into it (400,000 levels would overflow the stack).
    for (const depth of [65, 400_000]) {
      const deep = await post('/api/test/anything', `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      expect(deep.statusCode, String(depth)).toBe(400);
      expect(errorOf(deep).validationErrors, String(depth)).toEqual([
        {
          members: [`a${'.0'.repeat(63)}`],
          message: `The field a${'.0'.repeat(63)} is nested more than 64 levels deep.`,
        },
      ]);
    }
    expect((await post('/api/test/anything', `{"a":${'['.repeat(60)}${']'.repeat(60)}}`)).statusCode).toBe(200);
    // A pair is a character, not a lone surrogate.
    expect((await post('/api/test/text', '{"name":"\\ud83d\\ude00"}')).json()).toMatchObject({ body: { name: '😀' } });
    expect((await app.inject({ method: 'GET', url: '/api/test/page?skipCount=0&x=%00' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/test/item/a%00b' })).statusCode).toBe(400);
  });

  it('takes only real calendar days from 0001-01-01 as dates and date-times', async () => {
    for (const day of ['2026-13-45', '2026-02-30', '0000-01-01', '2025-02-29', '2026-1-05']) {
      expect((await post('/api/test/day', JSON.stringify({ day }))).statusCode, day).toBe(400);
    }
    for (const day of ['2024-02-29', '0001-01-01', '9999-12-31']) {
      expect((await post('/api/test/day', JSON.stringify({ day }))).statusCode, day).toBe(200);
    }
    for (const at of ['2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T10:00:00']) {
      expect((await post('/api/test/moment', JSON.stringify({ at }))).statusCode, at).toBe(400);
    }
    expect((await post('/api/test/moment', '{"at":"2026-01-01T10:00:00.123+08:00"}')).statusCode).toBe(200);
  });

  it('answers router and parser refusals in the error shape: long path parameters, bad URLs, bad JSON', async () => {
    const long = await app.inject({
      method: 'GET',
      url: `/api/test/item/${'p'.repeat(500)}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(long.statusCode).toBe(414);
    expect(errorOf(long)).toMatchObject({ code: 'UriTooLong', message: 'The address of this request is too long.' });
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    const badUrl = await app.inject({ method: 'GET', url: '/api/test/item/%ED%A0%80' });
    expect(badUrl.statusCode).toBe(400);
    expect(errorOf(badUrl).code).toBe('BadUrl');
    expect(errorOf(await post('/api/test/text', '{"name":')).code).toBe('InvalidJson');
    expect((await post('/api/test/text', '<x/>', 'application/xml')).statusCode).toBe(415);
  });

  it('answers malformed multipart bodies with 400 and oversized ones with 413, never 500', async () => {
    const boundary = 'b0undary';
    const type = `multipart/form-data; boundary=${boundary}`;
    const filePart = (body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${body}\r\n--${boundary}--\r\n`;
    const refusals: [string, string, number][] = [
      ['multipart/form-data', 'x', 400],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x', 400],
      [type, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\npartial`, 400],
      [type, filePart('y'.repeat(4096)), 413],
    ];
    for (const [contentType, payload, status] of refusals) {
      const response = await post('/api/test/upload', payload, contentType);
      expect(response.statusCode, `${contentType} ${payload.slice(0, 40)}`).toBe(status);
      expect(errorOf(response).message).toBeTruthy();
    }
    expect((await post('/api/test/upload', filePart('hello'), type)).json()).toEqual({ name: 'a.txt', size: 5 });
  });

  it('sends nosniff and no-store on every /api answer, keeps a route’s own caching, and HSTS over https', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/test/page' });
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers['strict-transport-security']).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/api/test/nowhere' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/test/logo' })).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    for (const url of ['/api/test/page', '/api/test/nowhere', `/api/test/item/${'p'.repeat(500)}`]) {
      const secure = await https.inject({ method: 'GET', url });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
