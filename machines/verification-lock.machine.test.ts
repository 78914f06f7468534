import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  LOCK_STORAGE_KEYS,
  readStoredLock,
  verificationLockMachine,
  type LockStorage,
} from './verification-lock.machine';

const memoryStorage = (): LockStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const start = (
  storage: LockStorage,
  calls: {
    send?: () => Promise<{ secondsUntilResend: number; channel?: string }>;
    check?: (code: string) => Promise<{ value: string }>;
  } = {},
  line: 'hfs' | 'vrat' = 'hfs',
) => {
  const actor = createActor(
    verificationLockMachine.provide({
      actors: {
        sendCode: fromPromise(calls.send ?? (async () => ({ secondsUntilResend: 60, channel: 'sms' }))),
        checkCode: fromPromise(({ input }: { input: { line: 'hfs' | 'vrat'; code: string } }) =>
          (calls.check ?? (async () => ({ value: 'token-1' })))(input.code),
        ),
      },
    }),
    { input: { line, storage } },
  );
  actor.start();
  return actor;
};

const state = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

describe('verificationLock machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts locked, sends a code, counts the 60 s resend down, and refuses a resend meanwhile', async () => {
    const storage = memoryStorage();
    const send = vi.fn(async () => ({ secondsUntilResend: 60, channel: 'sms' }));
    const actor = start(storage, { send });
    expect(state(actor)).toBe('locked');
    actor.send({ type: 'lock.send' });
    expect(state(actor)).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('codeSent');
    expect(actor.getSnapshot().context.resendIn).toBe(60);
    expect(storage.items.get('hfsCodeTime')).toBe(String(Date.parse('2025-03-01T08:00:00Z')));

    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.resendIn).toBe(30);
    actor.send({ type: 'lock.send' });
    expect(send).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'lock.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('unlocks with the checked code, stores the token and the time, and locks again after 600 s', async () => {
    const storage = memoryStorage();
    const actor = start(storage, { check: async (code) => ({ value: `token-for-${code}` }) });
    actor.send({ type: 'lock.send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'lock.check', code: ' 123456 ' });
    expect(state(actor)).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('unlocked');
    expect(storage.items.get('hfsContractToken')).toBe('token-for-123456');
    expect(storage.items.get('hfsContractTime')).toBe(String(Date.now()));

    await vi.advanceTimersByTimeAsync(599_000);
    expect(state(actor)).toBe('unlocked');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state(actor)).toBe('locked');
    expect(storage.items.has('hfsContractToken')).toBe(false);
    expect(storage.items.has('hfsContractTime')).toBe(false);
    expect(actor.getSnapshot().context.relocked).toBe(true);
  });

  it('does not check an empty code', () => {
    const check = vi.fn(async () => ({ value: 't' }));
    const actor = start(memoryStorage(), { check });
    actor.send({ type: 'lock.check', code: '   ' });
    expect(state(actor)).toBe('locked');
    expect(check).not.toHaveBeenCalled();
  });

  it('stays on the code with the server’s message when the code is wrong', async () => {
    const actor = start(memoryStorage(), {
      check: async () => Promise.reject({ message: 'Verification code wrong. 4 attempts left.' }),
    });
    actor.send({ type: 'lock.send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'lock.check', code: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('codeSent');
    expect(actor.getSnapshot().context.error?.message).toBe('Verification code wrong. 4 attempts left.');
  });

  it('waits out the seconds the server still wants when a send is refused as too soon', async () => {
    const actor = start(memoryStorage(), {
      send: async () => Promise.reject({ message: 'too soon', retryAfterSeconds: 42 }),
    });
    actor.send({ type: 'lock.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor)).toBe('codeSent');
    expect(actor.getSnapshot().context.resendIn).toBe(42);
  });

  it('relocks on a 412 (lock.relock): token and unlock time cleared, the resend countdown kept', async () => {
    const storage = memoryStorage();
    const actor = start(storage);
    actor.send({ type: 'lock.send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'lock.check', code: '123456' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state(actor)).toBe('unlocked');
    actor.send({ type: 'lock.relock' });
    expect(state(actor)).toBe('locked');
    expect(storage.items.has('hfsContractToken')).toBe(false);
    expect(storage.items.has('hfsContractTime')).toBe(false);
    expect(storage.items.has('hfsCodeTime')).toBe(true);
    expect(actor.getSnapshot().context.resendIn).toBe(50);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().context.resendIn).toBe(48);
  });

  it('survives a reload: a stored unlock is restored with its time left, a stored send with its countdown', async () => {
    const storage = memoryStorage();
    const now = Date.now();
    storage.setItem('vratContractTime', String(now - 100_000));
    storage.setItem('vratContractToken', 'stored-token');
    storage.setItem('hfsCodeTime', String(now - 15_000));
    const vrat = start(storage, {}, 'vrat');
    expect(state(vrat)).toBe('unlocked');
    expect(vrat.getSnapshot().context.unlockLeft).toBe(500);
    const hfs = start(storage, {}, 'hfs');
    expect(state(hfs)).toBe('codeSent');
    expect(hfs.getSnapshot().context.resendIn).toBe(45);
    await vi.advanceTimersByTimeAsync(500_000);
    expect(state(vrat)).toBe('locked');
  });

  it('drops a stored unlock whose 600 s are over', () => {
    const storage = memoryStorage();
    storage.setItem('hfsContractTime', String(Date.now() - 601_000));
    storage.setItem('hfsContractToken', 'old');
    const actor = start(storage);
    expect(state(actor)).toBe('locked');
    expect(storage.items.has('hfsContractToken')).toBe(false);
    expect(readStoredLock(storage, 'hfs', Date.now()).token).toBeNull();
  });

  it('uses the spec’s keys for each line', () => {
    expect(LOCK_STORAGE_KEYS.hfs).toMatchObject({ codeTime: 'hfsCodeTime', contractTime: 'hfsContractTime' });
    expect(LOCK_STORAGE_KEYS.vrat).toMatchObject({ codeTime: 'vratCodeTime', contractTime: 'vratContractTime' });
  });
});
