import { RestError, type RestClient } from '../rest-client';
import type { HubAuthenticate } from './hub';

type TenantInfo = { currentTenant: { id: string } | null; grantedPermissions?: string[] };
type AccountInfo = { id: string };

/**
 * The hub's caller, as REST sees them: the token must be valid and the tenant one the user may
 * act in (REST answers 401 or 403 otherwise), so the hub applies the same rules as every request.
 */
export const createRestHubAuthenticator =
  (rest: Pick<RestClient, 'call'>): HubAuthenticate =>
  async (accessToken, tenantId) => {
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
