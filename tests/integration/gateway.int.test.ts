import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createHttpRestClient } from '../../gateway/rest-client';
import { testEngines } from '../../server/platform/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { startGatewayHarness, type GatewayHarness, type GraphqlAnswer } from './support/gateway-harness';

const ME =
  '{ me { userName currentTenant { displayName type } landingRoute centerList { displayName roles { name } } } }';

describe.each(testEngines())('GraphQL gateway over REST on %s', (engine) => {
  let h: GatewayHarness;
  let url: string;
  let split: FastifyInstance;
  let splitUrl: string;

  beforeAll(async () => {
    // One process: the gateway injects into the REST routes of the same Fastify instance.
    h = await startGatewayHarness(engine);
    url = await h.listen();

    // Split: a gateway of its own, reaching REST over HTTP (REST_URL).
    split = Fastify({ logger: false });
    await split.register(gatewayPlugin, {
      config: readGatewayConfig({ PUBLIC_URL: h.config.publicUrl, UI_DIR: '/nonexistent', REST_URL: url }),
      rest: createHttpRestClient(url),
    });
    await split.listen({ port: 0, host: '127.0.0.1' });
    splitUrl = `http://127.0.0.1:${(split.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await split.close();
    await h.close();
  });

  const post = async (base: string, query: string, headers: Record<string, string>) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as GraphqlAnswer,
    };
  };

  it('answers the current user over HTTP, forwarding the bearer token', async () => {
    const { body } = await post(url, ME, { authorization: `Bearer ${await h.tokenFor('centeradmin')}` });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      me: {
        userName: 'centeradmin',
        currentTenant: { displayName: 'Sunrise Centre', type: 'Center' },
        landingRoute: '/system/center/dataPanel/workTable',
        centerList: [{ displayName: 'Sunrise Centre', roles: [{ name: 'CenterAdmin' }] }],
      },
    });
  });

  it('answers the same through a gateway in another process (REST over HTTP)', async () => {
    const { body } = await post(splitUrl, '{ subjects(maxResultCount: 2) { totalCount items { name } } }', {
      authorization: `Bearer ${await h.tokenFor('coach')}`,
    });
    expect(body.data).toEqual({
      subjects: { totalCount: 190, items: [{ name: expect.any(String) }, { name: expect.any(String) }] },
    });
  });

  it('passes REST’s error code and translated message through, with 401 for a missing token', async () => {
    const unauthenticated = await post(url, ME, { 'accept-language': 'en-US' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.errors?.[0]).toMatchObject({
      message: 'Your sign-in has expired or is missing. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    const forbidden = await post(url, '{ subjects { totalCount } }', {
      authorization: `Bearer ${await h.tokenFor('trainer')}`,
    });
    expect(forbidden.body.errors?.[0]).toMatchObject({
      message: '您无权执行此操作。',
      extensions: { code: 'Forbidden', status: 403 },
    });
  });

  it('switches the tenant with the __tenant header and stores the language', async () => {
    const token = await h.tokenFor('multirole');
    const before = await post(url, ME, { authorization: `Bearer ${token}` });
    expect(before.body.data).toMatchObject({ me: { currentTenant: null, landingRoute: '/system/choseRoles' } });
    const harbour = (before.body.data as { me: { centerList: { displayName: string }[] } }).me.centerList.length;
    expect(harbour).toBe(2);
    const set = await post(url, 'mutation { setLanguage(language: "en-US") }', { authorization: `Bearer ${token}` });
    expect(set.body.data).toEqual({ setLanguage: 'en-US' });
    expect((await post(url, '{ language }', { authorization: `Bearer ${token}` })).body.data).toEqual({
      language: 'en-US',
    });
  });

  it('serves the same schema over graphql-ws on the same path', async () => {
    const token = await h.tokenFor('coach');
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ me { userName landingRoute } }' },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toEqual({ data: { me: { userName: 'coach', landingRoute: '/system/center/menu/user/subject' } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a graphql-ws connection without a token', async () => {
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const closed = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: '{ language }' },
        { next: () => undefined, error: resolve, complete: () => resolve('completed') },
      );
    });
    expect(closed).toMatchObject({ code: 4403 });
    await client.dispose();
  });
});
