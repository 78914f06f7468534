import { describe, expect, it } from 'vitest';
import { createSessionExpiry, SESSION_EXPIRY_STORAGE_KEY, sessionTimeoutMinutesOf } from './sessionExpiry';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};

describe('session expiry (spec 000 §4, §9)', () => {
  it('moves the expiry to now + minutes × 60,000 ms on every request', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const expiry = createSessionExpiry({ timeoutMinutes: 30, storage, now: () => now });
    expect(expiry.touch()).toBe('active');
    expect(storage.items.get(SESSION_EXPIRY_STORAGE_KEY)).toBe(String(1_000_000 + 30 * 60_000));
    now += 29 * 60_000;
    expect(expiry.touch()).toBe('active');
    expect(expiry.expiresAt()).toBe(now + 30 * 60_000);
  });

  it('answers expired once when the console sat idle past the expiry, then starts again', () => {
    let now = 0;
    const storage = memoryStorage();
    const expiry = createSessionExpiry({ timeoutMinutes: 120, storage, now: () => now });
    expiry.touch();
    now = 120 * 60_000; // exactly at the expiry: still active
    expect(expiry.touch()).toBe('active');
    now += 120 * 60_000 + 1;
    expect(expiry.touch()).toBe('expired');
    expect(storage.items.has(SESSION_EXPIRY_STORAGE_KEY)).toBe(false);
    // The next request (a new session) is not expired again.
    expect(expiry.touch()).toBe('active');
  });

  it('shares the expiry between tabs through the storage', () => {
    let now = 0;
    const storage = memoryStorage();
    const tabA = createSessionExpiry({ timeoutMinutes: 10, storage, now: () => now });
    const tabB = createSessionExpiry({ timeoutMinutes: 10, storage, now: () => now });
    tabA.touch();
    now = 9 * 60_000;
    tabB.touch(); // activity in the other tab
    now = 15 * 60_000;
    expect(tabA.touch()).toBe('active');
  });

  it('starts a fresh period after a new sign-in, whatever was stored before', () => {
    let now = 0;
    const storage = memoryStorage();
    storage.setItem(SESSION_EXPIRY_STORAGE_KEY, '5');
    const expiry = createSessionExpiry({ timeoutMinutes: 1, storage, now: () => now });
    now = 1000;
    expiry.refresh();
    expect(expiry.touch()).toBe('active');
  });

  it('never expires without storage, and survives a storage that throws', () => {
    expect(createSessionExpiry({ timeoutMinutes: 1, storage: null }).touch()).toBe('active');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(createSessionExpiry({ timeoutMinutes: 1, storage: broken }).touch()).toBe('active');
  });

  it('reads the configured minutes, with 120 as the default', () => {
    expect(sessionTimeoutMinutesOf(30)).toBe(30);
    for (const value of [undefined, null, 0, -5, '30', Number.NaN]) expect(sessionTimeoutMinutesOf(value)).toBe(120);
  });
});
