import { RestError, type RestClient } from '../rest-client';
import type { HubAuthenticate, HubIdentity } from './hub';

type TenantInfo = { currentTenant: { id: string } | null; grantedPermissions?: string[] };
type AccountInfo = { id: string };

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
      const [info, account] = await Promise.all([
        rest.call<TenantInfo>({ method: 'GET', path: '/api/business/account/tenantInfo', caller }),
        rest.call<AccountInfo>({ method: 'GET', path: '/api/Account/Info', caller }),
      ]);
      return {
        userId: account.id,
        tenantId: info.currentTenant?.id ?? null,
        permissions: new Set(info.grantedPermissions ?? []),
      };
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
