import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { SessionUser } from '../../../machines/session.machine';
import type { AppConfig } from './appConfig';

// Spec 000 §2 "Sign-in": authorization code with PKCE (automatic in oidc-client-ts), redirect to
// origin + /callback, silent renewal with the refresh token (offline_access).
export const createUserManager = (config: AppConfig, origin: string): UserManager =>
  new UserManager({
    authority: config.authority,
    // Given, the discovery document is not fetched: on /callback the token exchange leaves at once.
    ...(config.metadata ? { metadata: config.metadata } : {}),
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/signed-out`,
    response_type: 'code',
    automaticSilentRenew: true,
    monitorSession: true,
    // Tokens stay in memory only; a reload signs in again through the provider's session cookie.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // Only the PKCE verifier and state of the redirect round trip: no tokens.
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
  });

export const toSessionUser = (user: User): SessionUser => ({
  accessToken: user.access_token,
  name: user.profile.name ?? user.profile.preferred_username ?? null,
  expiresAt: user.expires_at ?? null,
});
