import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createHttpRestClient } from '../../gateway/rest-client';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness, type GraphqlAnswer } from './support/gateway-harness';

// Issue 14 items 2 and 8: one request must not stall the server, and /graphql is the console's alone.
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');
const THOUSAND_ME = `{ ${aliased(1000, 'me { userName }')} }`;
const THOUSAND_SET_LANGUAGE = `mutation { ${aliased(1000, 'setLanguage(language: "en-US")')} }`;
const NESTED_BRACES = `${'{ a '.repeat(3000)}${'}'.repeat(3000)}`;

type Answer = { status: number; headers: Headers; body: GraphqlAnswer };

const post = async (base: string, query: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphqlAnswer };
};

/** One operation over graphql-ws: its result, or the errors it was refused with. */
const overSocket = async (base: string, token: string, query: string, language = 'en-US') => {
  const client = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, language },
    retryAttempts: 0,
  });
  try {
    return await new Promise<{ result?: unknown; errors?: GraphqlAnswer['errors'] }>((resolve) => {
      let result: unknown;
      client.subscribe(
        { query },
        {
          next: (value) => (result = value),
          error: (errors) => resolve({ errors: errors as GraphqlAnswer['errors'] }),
          complete: () => resolve({ result }),
        },
      );
    });
  } finally {
    await client.dispose();
  }
};

describe.each(testEngines())('GraphQL gateway limits on %s', (engine) => {
  let h: GatewayHarness;
  let url: string;
  const restCalls: string[] = [];
  // A gateway of its own (REST over HTTP) with a small rate and a built console beside it.
  let split: FastifyInstance;
  let splitUrl: string;
  let uiDir: string;

  beforeAll(async () => {
    h = await startGatewayHarness(engine, {}, { onRestCall: (path) => restCalls.push(path) });
    url = await h.listen();
    uiDir = mkdtempSync(join(tmpdir(), 'atrium-ui-'));
    mkdirSync(join(uiDir, 'assets'));
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Atrium</title>');
    writeFileSync(join(uiDir, 'assets', 'index-abc.js'), 'console.log(1);\n//# sourceMappingURL=index-abc.js.map');
    writeFileSync(join(uiDir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    split = Fastify({ logger: false });
    await split.register(gatewayPlugin, {
      config: readGatewayConfig({ PUBLIC_URL: h.config.publicUrl, UI_DIR: uiDir, GRAPHQL_RATE_LIMIT: '3' }),
      rest: createHttpRestClient(url),
    });
    await split.listen({ port: 0, host: '127.0.0.1' });
    splitUrl = `http://127.0.0.1:${(split.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await split.close();
    await h.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('refuses 1,000 aliases of `me` from a user with no roles at once, in the caller’s language', async () => {
    const token = await h.tokenFor('noroles');
    const started = performance.now();
    const calls = restCalls.length;
    const english = await post(url, THOUSAND_ME, { authorization: `Bearer ${token}` });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(restCalls.length).toBe(calls);
    expect(english.status).toBe(400);
    expect(english.body.data ?? null).toBeNull();
    expect(english.body.errors).toEqual([
      {
        message: 'This GraphQL request is too long (more than 2000 tokens). Ask for less in one request.',
        extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens', max: 2000, status: 400 },
      },
    ]);
    const chinese = await post(url, `{ ${aliased(25, 'me { userName }')} }`, {
      authorization: `Bearer ${token}`,
      'accept-language': 'zh-CN',
    });
    expect(chinese.status).toBe(400);
    expect(chinese.body.errors?.[0]).toMatchObject({
      message: '此 GraphQL 请求使用的别名过多（25 个，最多 20 个）。',
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'aliases', max: 20, found: 25 },
    });
    // The same user's ordinary request still answers.
    expect((await post(url, '{ me { userName } }', { authorization: `Bearer ${token}` })).body.data).toEqual({
      me: { userName: 'noroles' },
    });
  });

  it('refuses 1,000 aliased setLanguage mutations, and four, with no write made', async () => {
    const token = await h.tokenFor('noroles');
    const auth = { authorization: `Bearer ${token}` };
    const before = (await post(url, '{ language }', auth)).body.data;
    const calls = restCalls.length;
    for (const [query, limit] of [
      [THOUSAND_SET_LANGUAGE, 'tokens'],
      [`mutation { ${aliased(4, 'setLanguage(language: "en-US")')} }`, 'mutations'],
    ] as const) {
      const refused = await post(url, query, auth);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit });
    }
    expect(restCalls.slice(calls).filter((path) => path.includes('/api/Language/Set'))).toEqual([]);
    expect((await post(url, '{ language }', auth)).body.data).toEqual(before);
  });

  it('answers 3,000 nested braces with 400 and a GraphQL error, not 500', async () => {
    const answer = await post(url, NESTED_BRACES, { authorization: `Bearer ${await h.tokenFor('noroles')}` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
    const deep = await post(url, `${'{ me '.repeat(20)}{ userName }${' }'.repeat(20)}`, {
      authorization: `Bearer ${await h.tokenFor('noroles')}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'depth', max: 15 });
    // Deep values inside the token limit reach validation, which refuses them as GraphQL.
    for (const value of [`${'['.repeat(990)}1${']'.repeat(990)}`, `${'{ a: '.repeat(450)}1${' }'.repeat(450)}`]) {
      const nestedValue = await post(url, `{ subjects(filter: ${value}) { totalCount } }`, {
        authorization: `Bearer ${await h.tokenFor('coach')}`,
      });
      // Yoga answers a validation error with 200 to a client that accepts application/json.
      expect(nestedValue.status).toBeLessThan(500);
      expect(nestedValue.body.errors?.[0]?.message).toMatch(/^String cannot represent a non string value/);
    }
  });

  it('refuses the same over graphql-ws, and the socket goes on serving', async () => {
    const token = await h.tokenFor('noroles');
    const calls = restCalls.length;
    for (const [query, limit] of [
      [THOUSAND_ME, 'tokens'],
      [THOUSAND_SET_LANGUAGE, 'tokens'],
      [`mutation { ${aliased(4, 'setLanguage(language: "en-US")')} }`, 'mutations'],
      [NESTED_BRACES, 'tokens'],
      [`{ ${aliased(25, 'me { userName }')} }`, 'aliases'],
    ] as const) {
      const { errors } = await overSocket(url, token, query);
      expect(errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX', limit } });
    }
    expect(restCalls.length).toBe(calls);
    const { errors } = await overSocket(url, token, `{ ${aliased(25, 'me { userName }')} }`, 'zh-CN');
    expect(errors?.[0]?.message).toBe('此 GraphQL 请求使用的别名过多（25 个，最多 20 个）。');
    expect(await overSocket(url, token, '{ me { userName } }')).toEqual({
      result: { data: { me: { userName: 'noroles' } } },
    });
  });

  it('answers 429 past the rate, per sign-in, over HTTP and graphql-ws together', async () => {
    const token = await h.tokenFor('coach');
    const auth = { authorization: `Bearer ${token}` };
    expect((await post(splitUrl, '{ language }', auth)).status).toBe(200);
    expect((await post(splitUrl, '{ language }', auth)).status).toBe(200);
    expect((await overSocket(splitUrl, token, '{ language }')).result).toEqual({ data: { language: 'zh-CN' } });
    const limited = await post(splitUrl, '{ language }', auth);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      extensions: { code: 'RATE_LIMITED', status: 429 },
    });
    expect((await overSocket(splitUrl, token, '{ language }')).errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Someone else is not held up.
    const other = await post(splitUrl, '{ language }', { authorization: `Bearer ${await h.tokenFor('trainer')}` });
    expect(other.status).toBe(200);
  });

  it('gives CORS headers to the console’s origin only, and no credentials', async () => {
    const token = await h.tokenFor('coach');
    const consoleOrigin = new URL(h.config.publicUrl).origin;
    const foreign = await post(url, '{ language }', {
      authorization: `Bearer ${token}`,
      origin: 'https://evil.example',
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const own = await post(url, '{ language }', { authorization: `Bearer ${token}`, origin: consoleOrigin });
    expect(own.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('serves no GraphiQL unless asked for outside production', async () => {
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql|unpkg/i);
    expect(readGatewayConfig({}).graphiql).toBe(false);
    expect(readGatewayConfig({ GRAPHIQL: 'true', NODE_ENV: 'production' }).graphiql).toBe(false);
    expect(readGatewayConfig({ GRAPHIQL: 'true' }).graphiql).toBe(true);
  });

  it('serves the console’s scripts but not their source maps', async () => {
    const script = await fetch(`${splitUrl}/assets/index-abc.js`);
    expect(script.status).toBe(200);
    const map = await fetch(`${splitUrl}/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
    expect((await fetch(`${splitUrl}/anything.js.map`)).status).toBe(404);
  });

  it('tells browsers to keep to https on pages and /graphql when served over https, and not over http', async () => {
    expect((await fetch(`${splitUrl}/system/center`)).headers.get('strict-transport-security')).toBeNull();
    const secure = Fastify({ logger: false });
    await secure.register(gatewayPlugin, {
      config: readGatewayConfig({ PUBLIC_URL: 'https://atrium.example.org', UI_DIR: uiDir }),
      rest: createHttpRestClient(url),
    });
    try {
      for (const path of ['/system/center', '/graphql?query=%7Blanguage%7D', '/assets/index-abc.js']) {
        const answer = await secure.inject({ method: 'GET', url: path });
        expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });
});
