import { RestError, type RestClient } from '../rest-client';
import { createCallerLookup, type CallerLookup, type CallerLookupOptions } from '../realtime/caller-lookup';
import type { HubAuthenticate } from './hub';

export type HubAuthenticatorOptions = CallerLookupOptions & {
  /**
   * The process's lookup, shared with graphql-ws (realtime/caller-lookup.ts): a client's
   * negotiate and its upgrade (moments apart) cost REST one check, not two, and so does a
   * console's hub connection beside its subscription. Without it, one of the hub's own.
   */
  lookup?: CallerLookup;
};

/**
 * The hub's caller, as REST sees them: the token must be valid and the tenant one the user may
 * act in (REST answers 401 or 403 otherwise), so the hub applies the same rules as every request.
 */
export const createRestHubAuthenticator = (
  rest: Pick<RestClient, 'call'>,
  { lookup, ...options }: HubAuthenticatorOptions = {},
): HubAuthenticate => {
  const callers = lookup ?? createCallerLookup(rest, options);
  return async (accessToken, tenantId) => {
    try {
      const {
        userId,
        tenantId: current,
        grantedPermissions,
      } = await callers.get({
        authorization: `Bearer ${accessToken}`,
        tenant: tenantId,
      });
      return { userId, tenantId: current, permissions: new Set(grantedPermissions) };
    } catch (error) {
      if (error instanceof RestError) return null;
      throw error;
    }
  };
};
