import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMachine, type CallbackResult, type SessionUser } from '../../machines/session.machine';
import type { SessionValue } from '../shared/auth/SessionContext';
import { testSessionActor } from '../shared/testing/testSessionActor';
import { readyToDraw } from './firstDraw';

const alice: SessionUser = { accessToken: 'token', name: 'Alice', expiresAt: null };

const valueOf = (actor: SessionValue['actor']): SessionValue => ({
  actor,
  accessToken: () => 'token',
  refresh: async () => {},
});

/** A session on /callback whose code exchange ends when the test says. */
const exchanging = () => {
  let finish: (result: CallbackResult) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const answer = new Promise<CallbackResult>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async (): Promise<SessionUser | null> => null),
        handleCallback: fromPromise(() => answer),
      },
    }),
    { input: { location: '/callback' } },
  ).start();
  return { session: valueOf(actor), finish, fail };
};

/** Whether the promise has settled after the pending microtasks. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

afterEach(() => vi.useRealTimers());

describe('readyToDraw', () => {
  it('draws at once on a page that is not the code exchange', async () => {
    vi.useFakeTimers();
    const session = valueOf(testSessionActor({ location: '/system/center', user: alice }));
    expect(await settled(readyToDraw(session))).toBe(true);
  });

  it('waits for the code exchange, then draws once the session is signed in', async () => {
    vi.useFakeTimers();
    const { session, finish } = exchanging();
    expect(session.actor.getSnapshot().matches('handlingCallback')).toBe(true);
    const ready = readyToDraw(session, 1_000);
    expect(await settled(ready)).toBe(false);
    finish({ user: alice, returnTo: '/' });
    expect(await settled(ready)).toBe(true);
    expect(session.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('draws when the exchange fails, so that the failure is shown', async () => {
    vi.useFakeTimers();
    const { session, fail } = exchanging();
    const ready = readyToDraw(session, 1_000);
    fail(new Error('invalid_grant'));
    expect(await settled(ready)).toBe(true);
    expect(session.actor.getSnapshot().matches('failed')).toBe(true);
  });

  it('draws after the wait when the exchange is slow', async () => {
    vi.useFakeTimers();
    const { session } = exchanging();
    const ready = readyToDraw(session, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });
});
