import type { UserManager } from 'oidc-client-ts';
import { createActor, waitFor } from 'xstate';
import { createSessionLogic } from './createSessionLogic';
import { toSessionUser } from './createUserManager';
import { deepLinkOf } from './deepLink';
import { browserNetwork, isNetworkFailure } from './networkFailure';
import type { SessionValue } from './SessionContext';
import { tenantStore } from './tenantStore';

type CreateSessionDeps = {
  userManager: UserManager;
  /** The interface language now (for the provider's ui_locales). */
  language: () => string;
};

const here = () => deepLinkOf(window.location);

/**
 * Starts the one session of the page, outside React: the callback's code can be exchanged only
 * once, so the actor must not be restarted by StrictMode's double effects.
 */
export const createSession = ({ userManager, language }: CreateSessionDeps): SessionValue => {
  const actor = createActor(createSessionLogic({ userManager, language, onSignOut: () => tenantStore.set(null) }), {
    input: { location: here() },
  });

  userManager.events.addUserLoaded((user) => actor.send({ type: 'user.loaded', user: toSessionUser(user) }));
  // The provider session ended elsewhere, or the refresh token was refused: sign in again.
  userManager.events.addUserSignedOut(() => actor.send({ type: 'session.ended', returnTo: here() }));
  userManager.events.addSilentRenewError((error) =>
    // Renewal fell in a network outage: renew through the machine, which waits for the network,
    // rather than leave the page for a sign-in the browser cannot reach.
    isNetworkFailure(error, browserNetwork.isOnline())
      ? actor.send({ type: 'token.refresh' })
      : actor.send({ type: 'session.ended', returnTo: here() }),
  );
  userManager.events.addAccessTokenExpired(() => actor.send({ type: 'token.refresh' }));

  actor.start();

  return {
    actor,
    accessToken: () => actor.getSnapshot().context.user?.accessToken ?? null,
    refresh: async () => {
      if (actor.getSnapshot().matches('signedIn')) actor.send({ type: 'token.refresh' });
      await waitFor(actor, (s) => !s.matches('renewing'), { timeout: 30_000 });
    },
  };
};
