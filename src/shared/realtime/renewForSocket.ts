/** A new socket gets a token with at least this much life left, or the session renews first. */
export const MIN_TOKEN_LIFETIME_MS = 30_000;

export type RenewForSocketDeps = {
  /** When the session's access token runs out, in seconds since the epoch (OIDC's expires_at). */
  expiresAt: () => number | null;
  /** Renews the session's tokens (SessionValue.refresh). */
  refresh: () => Promise<void>;
  /** Closes the socket so that it connects again, reading the token of the moment. */
  restartSocket: () => void;
  now?: () => number;
};

/**
 * What to do when the gateway ends the live feed with TOKEN_EXPIRED: the socket was
 * authenticated once, with a token that has now run out. The session has usually renewed its
 * token already (oidc-client-ts renews ahead of expiry); only when it has not is it asked to.
 * Then the socket starts again so that it presents the current token.
 */
export const renewForSocket = async (deps: RenewForSocketDeps): Promise<void> => {
  const now = deps.now ?? Date.now;
  const expiresAt = deps.expiresAt();
  if (expiresAt === null || expiresAt * 1000 - now() < MIN_TOKEN_LIFETIME_MS) await deps.refresh();
  deps.restartSocket();
};
