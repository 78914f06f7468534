import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type CallbackResult, type SessionUser } from './session.machine';

const alice: SessionUser = { accessToken: 'token-1', name: 'Alice', expiresAt: 2_000_000_000 };

type Overrides = {
  loadUser?: () => Promise<SessionUser | null>;
  signIn?: (returnTo: string) => Promise<void>;
  handleCallback?: () => Promise<CallbackResult>;
  renew?: () => Promise<SessionUser>;
  signOut?: () => Promise<void>;
};

const never = <T>() => new Promise<T>(() => {});

const start = (location: string, overrides: Overrides = {}) =>
  createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(overrides.loadUser ?? (async () => null)),
        signIn: fromPromise(({ input }: { input: { returnTo: string } }) =>
          (overrides.signIn ?? (() => never<void>()))(input.returnTo),
        ),
        handleCallback: fromPromise(overrides.handleCallback ?? (() => never<CallbackResult>())),
        renew: fromPromise(overrides.renew ?? (() => never<SessionUser>())),
        signOut: fromPromise(overrides.signOut ?? (() => never<void>())),
      },
    }),
    { input: { location } },
  ).start();

describe('session machine', () => {
  it('signs in by redirect with the deep link when no user is in memory', async () => {
    const signIn = vi.fn(() => never<void>());
    const session = start('/system/center/menu/user/subject?page=2', { signIn });
    await waitFor(session, (s) => s.matches('signingIn'));
    expect(signIn).toHaveBeenCalledWith('/system/center/menu/user/subject?page=2');
  });

  it('is signed in at once when the user is already in memory', async () => {
    const session = start('/system/center', { loadUser: async () => alice });
    const snapshot = await waitFor(session, (s) => s.matches('signedIn'));
    expect(snapshot.context.user).toEqual(alice);
  });

  it('signs in again when loading the user fails', async () => {
    const signIn = vi.fn(() => never<void>());
    const session = start('/', {
      loadUser: async () => {
        throw new Error('storage unavailable');
      },
      signIn,
    });
    const snapshot = await waitFor(session, (s) => s.matches('signingIn'));
    expect(snapshot.context.user).toBeNull();
    expect(signIn).toHaveBeenCalledWith('/');
  });

  it('completes the callback and keeps the deep link it carried', async () => {
    const session = start('/callback?code=abc&state=xyz', {
      handleCallback: async () => ({ user: alice, returnTo: '/system/choseRoles' }),
    });
    expect(session.getSnapshot().matches('handlingCallback')).toBe(true);
    const snapshot = await waitFor(session, (s) => s.matches('signedIn'));
    expect(snapshot.context.returnTo).toBe('/system/choseRoles');
    expect(snapshot.context.user?.name).toBe('Alice');
  });

  it('falls back to the root when the callback carried no deep link', async () => {
    const session = start('/callback?code=abc', { handleCallback: async () => ({ user: alice, returnTo: null }) });
    const snapshot = await waitFor(session, (s) => s.matches('signedIn'));
    expect(snapshot.context.returnTo).toBe('/');
  });

  it('fails with the reason when the callback is refused', async () => {
    const session = start('/callback?error=access_denied', {
      handleCallback: async () => {
        throw new Error('access_denied');
      },
    });
    const snapshot = await waitFor(session, (s) => s.matches('failed'));
    expect(snapshot.context.error).toBe('access_denied');
    session.send({ type: 'session.signIn', returnTo: '/' });
    expect(session.getSnapshot().matches('signingIn')).toBe(true);
  });

  it('stays on the signed-out page until the user asks to sign in again', () => {
    const session = start('/signed-out');
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    session.send({ type: 'session.signIn', returnTo: '/' });
    expect(session.getSnapshot().matches('signingIn')).toBe(true);
    expect(session.getSnapshot().context.returnTo).toBe('/');
  });

  it('takes a silently renewed user without leaving the page', async () => {
    const session = start('/system/center', { loadUser: async () => alice });
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'user.loaded', user: { ...alice, accessToken: 'token-2' } });
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    expect(session.getSnapshot().context.user?.accessToken).toBe('token-2');
  });

  it('renews on request and signs in again when renewal is refused', async () => {
    let refuse = false;
    const session = start('/system/center', {
      loadUser: async () => alice,
      renew: async () => {
        if (refuse) throw new Error('invalid_grant');
        return { ...alice, accessToken: 'token-3' };
      },
    });
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'token.refresh' });
    expect(session.getSnapshot().matches('renewing')).toBe(true);
    const renewed = await waitFor(session, (s) => s.matches('signedIn'));
    expect(renewed.context.user?.accessToken).toBe('token-3');

    refuse = true;
    session.send({ type: 'token.refresh' });
    const out = await waitFor(session, (s) => s.matches('signingIn'));
    expect(out.context.user).toBeNull();
  });

  it('signs in again, back to the current page, when the provider session ends', async () => {
    const signIn = vi.fn(() => never<void>());
    const session = start('/system/center', { loadUser: async () => alice, signIn });
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'session.ended', returnTo: '/system/center/dataPanel/workTable' });
    expect(session.getSnapshot().matches('signingIn')).toBe(true);
    expect(signIn).toHaveBeenCalledWith('/system/center/dataPanel/workTable');
  });

  it('forgets the user when signing out, and is signed out if the provider cannot be reached', async () => {
    const session = start('/system/center', {
      loadUser: async () => alice,
      signOut: async () => {
        throw new Error('network');
      },
    });
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'session.signOut' });
    expect(session.getSnapshot().context.user).toBeNull();
    await waitFor(session, (s) => s.matches('signedOut'));
  });

  it('does not offer sign-out before the user is signed in', () => {
    const session = start('/signed-out');
    expect(session.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
  });
});
