import type { Client as WsClient } from 'graphql-ws';
import { gql } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { createNetworkProblems } from '../network/networkProblems';
import { createGraphqlClient, graphqlWsUrl } from './createGraphqlClient';

const query = gql`
  query Probe {
    language
  }
`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const noWs = {} as WsClient; // never used by queries

describe('createGraphqlClient', () => {
  it('sends the bearer token and the tenant header', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { data: { language: 'zh-CN' } }));
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => 'token-1',
      tenantId: () => 'tenant-9',
      refresh: async () => {},
      fetch: fetchMock,
      ws: noWs,
    });
    const result = await client.query(query, {}).toPromise();
    expect(result.data).toEqual({ language: 'zh-CN' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('__tenant')).toBe('tenant-9');
  });

  it('renews the token after a 401 and retries with the new one', async () => {
    let token = 'old';
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      new Headers(init?.headers).get('authorization') === 'Bearer old'
        ? json(401, { errors: [{ message: 'Unauthorized' }] })
        : json(200, { data: { language: 'en-US' } }),
    );
    const refresh = vi.fn(async () => {
      token = 'new';
    });
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => token,
      tenantId: () => null,
      refresh,
      fetch: fetchMock,
      ws: noWs,
    });
    const result = await client.query(query, {}).toPromise();
    expect(refresh).toHaveBeenCalledOnce();
    expect(result.data).toEqual({ language: 'en-US' });
    const lastHeaders = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(lastHeaders.get('authorization')).toBe('Bearer new');
    expect(lastHeaders.has('__tenant')).toBe(false);
  });

  it('sends the console’s chosen language of the moment, not the browser’s', async () => {
    let language = 'zh-CN';
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { data: { language: 'zh-CN' } }));
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => 'token',
      tenantId: () => null,
      language: () => language,
      refresh: vi.fn(async () => {}),
      fetch: fetchMock,
      ws: noWs,
    });
    await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
    language = 'en-US';
    await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('accept-language'));
    expect(sent).toEqual(['zh-CN', 'en-US']);
  });

  it('sends the token of the moment: a silent renewal is used at once, without a 401 first', async () => {
    let token: string | null = null;
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { data: { language: 'zh-CN' } }));
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => token,
      tenantId: () => null,
      refresh: vi.fn(async () => {}),
      fetch: fetchMock,
      ws: noWs,
    });
    token = 'first';
    await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
    token = 'renewed';
    await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('authorization'));
    expect(sent).toEqual(['Bearer first', 'Bearer renewed']);
  });

  it('hands every failed operation to onError once, after a 401 renewal was tried', async () => {
    let token = 'old';
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      new Headers(init?.headers).get('authorization') === 'Bearer old'
        ? json(401, { errors: [{ message: 'Unauthorized' }] })
        : json(200, {
            data: null,
            errors: [{ message: 'Centre frozen', extensions: { code: 'Business:CenterStateInvalid', status: 403 } }],
          }),
    );
    const onError = vi.fn();
    const onOperation = vi.fn();
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => token,
      tenantId: () => null,
      refresh: async () => {
        token = 'new';
      },
      fetch: fetchMock,
      ws: noWs,
      onError,
      onOperation,
    });
    await client.query(query, {}).toPromise();
    expect(onError).toHaveBeenCalledOnce();
    const [error, operation] = onError.mock.calls[0] ?? [];
    expect(error.graphQLErrors[0].extensions.code).toBe('Business:CenterStateInvalid');
    expect(operation.kind).toBe('query');
    expect(onOperation).toHaveBeenCalledWith(expect.objectContaining({ kind: 'query' }));
    expect(onOperation.mock.calls.every(([op]) => op.kind !== 'teardown')).toBe(true);
  });

  it('reports nothing for an operation that succeeds', async () => {
    const onError = vi.fn();
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => 't',
      tenantId: () => null,
      refresh: async () => {},
      fetch: async () => json(200, { data: { language: 'zh-CN' } }),
      ws: noWs,
      onError,
    });
    await client.query(query, {}).toPromise();
    expect(onError).not.toHaveBeenCalled();
  });

  it('derives the WebSocket address from the origin', () => {
    expect(graphqlWsUrl('https://atrium.example')).toBe('wss://atrium.example/graphql');
    expect(graphqlWsUrl('http://localhost:5173')).toBe('ws://localhost:5173/graphql');
  });

  describe('a query that gets no answer (offline, the server out of reach)', () => {
    const offlineClient = (fetchMock: typeof fetch) => {
      const problems = createNetworkProblems(null);
      const onError = vi.fn();
      const client = createGraphqlClient({
        url: 'http://localhost/graphql',
        wsUrl: 'ws://localhost/graphql',
        accessToken: () => 'token',
        tenantId: () => null,
        refresh: async () => {},
        fetch: fetchMock,
        ws: noWs,
        onError,
        networkProblems: problems,
      });
      return { client, problems, onError };
    };
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));

    it('keeps the answer the page showed, and lists the failure for the banner instead of a toast', async () => {
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(json(200, { data: { language: 'zh-CN' } }))
        .mockImplementationOnce(offline);
      const { client, problems, onError } = offlineClient(fetchMock);
      await client.query(query, {}).toPromise();
      const again = await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
      expect(again.error?.networkError).toBeInstanceOf(TypeError);
      expect(again.data).toEqual({ language: 'zh-CN' });
      expect(problems.hasProblem()).toBe(true);
      expect(onError).not.toHaveBeenCalled();
    });

    it('asks again on Retry while the page still watches it, and the banner goes', async () => {
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockImplementationOnce(offline)
        .mockResolvedValueOnce(json(200, { data: { language: 'en-US' } }));
      const { client, problems } = offlineClient(fetchMock);
      const seen: unknown[] = [];
      const watching = client.query(query, {}).subscribe((result) => seen.push(result.data));
      await vi.waitFor(() => expect(problems.hasProblem()).toBe(true));
      problems.retryAll();
      await vi.waitFor(() => expect(seen).toContainEqual({ language: 'en-US' }));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(problems.hasProblem()).toBe(false);
      watching.unsubscribe();
    });

    it('hands a mutation’s network failure to onError (its toast): it is not repeated behind the user’s back', async () => {
      const { client, problems, onError } = offlineClient(vi.fn<typeof fetch>(offline));
      await client
        .mutation(
          gql`
            mutation Probe {
              language
            }
          `,
          {},
        )
        .toPromise();
      expect(onError).toHaveBeenCalledOnce();
      expect(problems.hasProblem()).toBe(false);
    });
  });
});
