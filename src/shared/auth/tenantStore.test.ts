import { describe, expect, it, vi } from 'vitest';
import { createTenantStore } from './tenantStore';

const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
};

describe('tenantStore', () => {
  it('remembers the tenant across instances on the same storage and tells listeners', () => {
    const storage = memoryStorage();
    const store = createTenantStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('t-1');
    expect(listener).toHaveBeenCalledWith('t-1');
    expect(createTenantStore(storage).get()).toBe('t-1');
    store.set(null);
    expect(createTenantStore(storage).get()).toBeNull();
  });
});
