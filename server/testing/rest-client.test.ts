import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused, restCaller } from './rest-client';

// The migrated tests rely on exactly these headers: a test of the server's Chinese default must
// send no Accept-Language, and a test of "no one signed in" no authorization.
describe('restCaller', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.all('/echo', async (request) => ({ method: request.method, headers: request.headers, body: request.body }));
    app.get('/refuse', async (_request, reply) =>
      reply.code(409).send({ error: { code: 'Business:Taken', message: 'Taken.', details: null } }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const echoed = async (response: ReturnType<ReturnType<typeof restCaller>['get']>) =>
    (await response).json<{ method: string; headers: Record<string, string>; body: unknown }>();

  it('sends a fresh token, English, the tenant and extra headers, with a request header last', async () => {
    let n = 0;
    const caller = restCaller(app, async () => `token-${++n}`, { tenant: 't1', headers: { 'x-a': '1', 'x-b': '1' } });
    const first = await echoed(caller.post('/echo', { a: 1 }, { headers: { 'x-b': '2' } }));
    expect(first).toMatchObject({ method: 'POST', body: { a: 1 } });
    expect(first.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'accept-language': 'en-US',
      __tenant: 't1',
      'x-a': '1',
      'x-b': '2',
    });
    expect((await echoed(caller.request('PUT', '/echo'))).headers['authorization']).toBe('Bearer token-2');
  });

  it('sends no authorization without a token and no Accept-Language for language null', async () => {
    const { headers } = await echoed(restCaller(app, async () => null, { language: null }).get('/echo'));
    expect(headers['authorization']).toBeUndefined();
    expect(headers['accept-language']).toBeUndefined();
    expect(headers['__tenant']).toBeUndefined();
  });

  it('reads a 200 body with ok and a refusal with refused, and ok fails on anything else', async () => {
    const caller = restCaller(app, async () => null);
    await expect(ok(caller.get('/echo'))).resolves.toMatchObject({ method: 'GET' });
    await expect(refused(caller.get('/refuse'))).resolves.toEqual({
      status: 409,
      code: 'Business:Taken',
      message: 'Taken.',
      details: null,
    });
    await expect(ok(caller.get('/refuse'))).rejects.toThrow();
  });
});
