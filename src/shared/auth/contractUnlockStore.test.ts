import type { Client as WsClient } from 'graphql-ws';
import { gql } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../graphql/createGraphqlClient';
import { createContractUnlockStore } from './contractUnlockStore';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const query = gql`
  query Probe {
    language
  }
`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('contract unlock store and the GraphQL client', () => {
  it('sends the unexpired tokens as the authenticate header, and a 412 relocks the line it names', async () => {
    const storage = memoryStorage();
    const now = Date.now();
    storage.setItem('hfsContractTime', String(now - 1_000));
    storage.setItem('hfsContractToken', 'hfs-token');
    storage.setItem('vratContractTime', String(now - 700_000));
    storage.setItem('vratContractToken', 'expired-vrat-token');
    const store = createContractUnlockStore(storage);
    const relocked = vi.fn();
    store.subscribe(relocked);
    const onError = vi.fn();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(200, {
        data: null,
        errors: [{ message: 'locked', extensions: { code: 'Business:ContractLocked', status: 412, details: 'hfs' } }],
      }),
    );
    const client = createGraphqlClient({
      url: 'http://localhost/graphql',
      wsUrl: 'ws://localhost/graphql',
      accessToken: () => 'a',
      tenantId: () => null,
      refresh: async () => {},
      fetch: fetchMock,
      ws: {} as WsClient,
      onError,
      contractUnlock: store,
    });
    await client.query(query, {}).toPromise();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authenticate')).toBe('hfs-token');
    expect(relocked).toHaveBeenCalledWith('hfs');
    expect(storage.items.has('hfsContractToken')).toBe(false);
    expect(storage.items.has('hfsContractTime')).toBe(false);
    // The locked view says it: no toast, no report.
    expect(onError).not.toHaveBeenCalled();
    expect(store.authenticateHeader()).toBeNull();
  });

  it('relocks both lines when the 412 does not say which', () => {
    const storage = memoryStorage();
    storage.setItem('vratContractToken', 'v');
    const store = createContractUnlockStore(storage);
    const relocked = vi.fn();
    store.subscribe(relocked);
    store.relock(null);
    expect(relocked.mock.calls).toEqual([['hfs'], ['vrat']]);
    expect(storage.items.size).toBe(0);
  });
});
