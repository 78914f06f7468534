import type { UserManager } from 'oidc-client-ts';
import { fromPromise } from 'xstate';
import { sessionMachine, type CallbackResult, type SessionUser } from '../../../machines/session.machine';
import { toSessionUser } from './createUserManager';
import { backOnline, browserNetwork, isNetworkFailure, type BrowserNetwork } from './networkFailure';

/** How long a renewal that failed for want of a network waits at most before trying again. */
export const RENEW_RETRY_MS = 5_000;

export type SessionLogicDeps = {
  userManager: UserManager;
  /** The interface language now, passed to the provider as ui_locales. */
  language: () => string;
  /** Called when the user signs out, to forget per-user state such as the tenant. */
  onSignOut: () => void;
  /** The browser's network by default. */
  network?: BrowserNetwork;
};

// The session machine with its IO: oidc-client-ts.
export const createSessionLogic = ({ userManager, language, onSignOut, network = browserNetwork }: SessionLogicDeps) =>
  sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async (): Promise<SessionUser | null> => {
        const user = await userManager.getUser();
        return user && !user.expired ? toSessionUser(user) : null;
      }),
      signIn: fromPromise(async ({ input }: { input: { returnTo: string } }) => {
        await userManager.signinRedirect({ state: input.returnTo, ui_locales: language() });
      }),
      handleCallback: fromPromise(async (): Promise<CallbackResult> => {
        const user = await userManager.signinRedirectCallback();
        return { user: toSessionUser(user), returnTo: typeof user.state === 'string' ? user.state : null };
      }),
      // Offline is not signed out: a renewal the network failed is tried again once it is back,
      // and the page stays as it is; only the provider's refusal ends the session (the machine).
      renew: fromPromise(async ({ signal }): Promise<SessionUser> => {
        for (;;) {
          try {
            const user = await userManager.signinSilent();
            if (!user) throw new Error('Silent renewal returned no user');
            return toSessionUser(user);
          } catch (error) {
            if (signal.aborted || !isNetworkFailure(error, network.isOnline())) throw error;
            await backOnline(network, RENEW_RETRY_MS, signal);
            if (signal.aborted) throw error;
          }
        }
      }),
      signOut: fromPromise(async () => {
        onSignOut();
        // signoutRedirect sends id_token_hint (so the provider accepts post_logout_redirect_uri)
        // and then removes the user from memory itself.
        await userManager.signoutRedirect({ extraQueryParams: { ui_locales: language() } });
      }),
    },
  });
