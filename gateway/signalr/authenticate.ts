import { RestError, type RestClient } from '../rest-client';
import type { HubAuthenticate, HubIdentity } from './hub';

// GET /api/platform/caller (server/platform/auth/caller.routes.ts): the request context alone.
const CALLER_PATH = '/api/platform/caller';
type Caller = { userId: string; tenantId: string | null; grantedPermissions: string[] };

export type HubAuthenticatorOptions = {
  /**
   * How long an accepted identity is reused for the same token and tenant: a client's negotiate
   * and its upgrade (moments apart) then cost REST one check, not two. No longer than REST's own
   * grant cache (auth/grant-liveness.ts, 3 s), so a signed-out token opens no more than before.
   */
  reuseMs?: number;
  /** Identities kept at most; the memo starts over beyond it (a cache, not a record). */
  maxEntries?: number;
};

/**
 * The hub's caller, as REST sees them: the token must be valid and the tenant one the user may
 * act in (REST answers 401 or 403 otherwise), so the hub applies the same rules as every request.
 */
export const createRestHubAuthenticator = (
  rest: Pick<RestClient, 'call'>,
  { reuseMs = 3000, maxEntries = 10_000 }: HubAuthenticatorOptions = {},
): HubAuthenticate => {
  const ask = async (accessToken: string, tenantId: string | undefined): Promise<HubIdentity | null> => {
    const caller = { authorization: `Bearer ${accessToken}`, tenant: tenantId };
    try {
      const {
        userId,
        tenantId: current,
        grantedPermissions,
      } = await rest.call<Caller>({
        method: 'GET',
        path: CALLER_PATH,
        caller,
      });
      return { userId, tenantId: current, permissions: new Set(grantedPermissions) };
    } catch (error) {
      if (error instanceof RestError) return null;
      throw error;
    }
  };
  const recent = new Map<string, { identity: Promise<HubIdentity | null>; until: number }>();
  return (accessToken, tenantId) => {
    const key = `${tenantId ?? ''} ${accessToken}`;
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && kept.until > now) return kept.identity;
    if (recent.size >= maxEntries) recent.clear();
    // Shared by the calls that arrive while it runs; a refusal or a failure is not kept.
    const identity = ask(accessToken, tenantId);
    recent.set(key, { identity, until: now + reuseMs });
    identity.then(
      (answer) => answer === null && recent.delete(key),
      () => recent.delete(key),
    );
    return identity;
  };
};
