import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSessionLogic, RENEW_RETRY_MS } from './createSessionLogic';
import type { BrowserNetwork } from './networkFailure';

const oidcUser = (state: unknown) =>
  ({
    access_token: 'at-1',
    expires_at: 1_900_000_000,
    expired: false,
    profile: { sub: 'u1', name: 'Alice Wang' },
    state,
  }) as unknown as User; // only the fields the session reads

const fakeUserManager = (overrides: Partial<Record<keyof UserManager, unknown>>) =>
  ({
    getUser: vi.fn(async () => null),
    signinRedirect: vi.fn(() => new Promise<void>(() => {})),
    signinRedirectCallback: vi.fn(async () => oidcUser(null)),
    signinSilent: vi.fn(async () => null),
    signoutRedirect: vi.fn(() => new Promise<void>(() => {})),
    ...overrides,
  }) as unknown as UserManager; // a stand-in for the few methods the session calls

describe('createSessionLogic', () => {
  it('redirects to the provider with the deep link as state and the interface language as ui_locales', async () => {
    const userManager = fakeUserManager({});
    const actor = createActor(createSessionLogic({ userManager, language: () => 'en-US', onSignOut: () => {} }), {
      input: { location: '/system/center/menu/user/subject?page=3' },
    }).start();
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(userManager.signinRedirect).toHaveBeenCalledWith({
      state: '/system/center/menu/user/subject?page=3',
      ui_locales: 'en-US',
    });
  });

  it('reads the deep link back from the callback', async () => {
    const userManager = fakeUserManager({ signinRedirectCallback: vi.fn(async () => oidcUser('/system/area')) });
    const actor = createActor(createSessionLogic({ userManager, language: () => 'zh-CN', onSignOut: () => {} }), {
      input: { location: '/callback?code=x&state=y' },
    }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.returnTo).toBe('/system/area');
    expect(snapshot.context.user).toEqual({ accessToken: 'at-1', name: 'Alice Wang', expiresAt: 1_900_000_000 });
  });

  it('forgets the tenant and ends the provider session on sign-out', async () => {
    const onSignOut = vi.fn();
    const userManager = fakeUserManager({ getUser: vi.fn(async () => oidcUser(null)) });
    const actor = createActor(createSessionLogic({ userManager, language: () => 'zh-CN', onSignOut }), {
      input: { location: '/system/manage' },
    }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signOut' });
    await vi.waitFor(() =>
      expect(userManager.signoutRedirect).toHaveBeenCalledWith({ extraQueryParams: { ui_locales: 'zh-CN' } }),
    );
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  describe('renewing the tokens', () => {
    const fakeNetwork = (online: boolean) => {
      const listeners = new Set<() => void>();
      const network: BrowserNetwork = {
        isOnline: () => online,
        onOnline: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
      const goOnline = () => {
        online = true;
        for (const listener of [...listeners]) listener();
      };
      return { network, goOnline };
    };

    const signedInWith = async (userManager: UserManager, network: BrowserNetwork) => {
      const actor = createActor(
        createSessionLogic({ userManager, language: () => 'zh-CN', onSignOut: () => {}, network }),
        { input: { location: '/system/center/dataPanel/workTable' } },
      ).start();
      await waitFor(actor, (s) => s.matches('signedIn'));
      return actor;
    };

    it('keeps the session through a network outage and renews once the browser is back online', async () => {
      const { network, goOnline } = fakeNetwork(false);
      const signinSilent = vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue({ ...oidcUser(null), access_token: 'at-2' });
      const userManager = fakeUserManager({ getUser: vi.fn(async () => oidcUser(null)), signinSilent });
      const actor = await signedInWith(userManager, network);

      actor.send({ type: 'token.refresh' });
      await vi.waitFor(() => expect(signinSilent).toHaveBeenCalledOnce());
      expect(actor.getSnapshot().value).toBe('renewing');
      goOnline();
      const renewed = await waitFor(actor, (s) => s.matches('signedIn'));
      expect(renewed.context.user?.accessToken).toBe('at-2');
      expect(userManager.signinRedirect).not.toHaveBeenCalled();
    });

    it('tries again after a while even when the browser does not say it is back', async () => {
      vi.useFakeTimers();
      try {
        const { network } = fakeNetwork(true);
        const signinSilent = vi
          .fn()
          .mockRejectedValueOnce(new TypeError('Failed to fetch'))
          .mockResolvedValue({ ...oidcUser(null), access_token: 'at-3' });
        const userManager = fakeUserManager({ getUser: vi.fn(async () => oidcUser(null)), signinSilent });
        const actor = await signedInWith(userManager, network);
        actor.send({ type: 'token.refresh' });
        await vi.advanceTimersByTimeAsync(RENEW_RETRY_MS);
        expect((await waitFor(actor, (s) => s.matches('signedIn'))).context.user?.accessToken).toBe('at-3');
      } finally {
        vi.useRealTimers();
      }
    });

    it('signs in again when the provider refuses the renewal', async () => {
      const { network } = fakeNetwork(true);
      const userManager = fakeUserManager({
        getUser: vi.fn(async () => oidcUser(null)),
        signinSilent: vi.fn(async () => {
          throw new ErrorResponse({ error: 'invalid_grant' });
        }),
      });
      const actor = await signedInWith(userManager, network);
      actor.send({ type: 'token.refresh' });
      await waitFor(actor, (s) => s.matches('signingIn'));
      expect(userManager.signinRedirect).toHaveBeenCalledOnce();
    });
  });
});
