import type { GatewayContext } from '../context';
import type { CurrentUser, Resolvers, TenantNode } from '../generated/resolvers';
import { rest } from './errors';

// REST shapes (spec 000 §3), as GET /api/business/account/tenantInfo and /api/Account/Info send them.
type RestTenantNode = { id: string; displayName: string; type: TenantNode['type']; children: RestTenantNode[] };
type RestTenantInfo = {
  canChangeList: RestTenantNode[];
  centerList: CurrentUser['centerList'];
  adminRoles: { name: string }[];
  tenantPermission: { frontPermission: { name: string } }[];
  currentTenant: { id: string; displayName: string; type: TenantNode['type'] } | null;
  grantedPermissions: string[];
  landingRoute: string;
};
type RestAccountInfo = { id: string; userName: string; name: string; email: string | null };

// The REST API names languages as ABP does; the UI speaks BCP 47 (spec 000 §7).
const CULTURE_OF_LANGUAGE: Record<string, string> = { 'zh-CN': 'zh-Hans', 'en-US': 'en' };
const languageOfCulture = (culture: string) => (culture.startsWith('en') ? 'en-US' : 'zh-CN');

const loadCurrentUser = async ({ rest: client, caller }: GatewayContext): Promise<CurrentUser> => {
  const [info, account] = await Promise.all([
    rest(() => client.call<RestTenantInfo>({ method: 'GET', path: '/api/business/account/tenantInfo', caller })),
    rest(() => client.call<RestAccountInfo>({ method: 'GET', path: '/api/Account/Info', caller })),
  ]);
  return {
    id: account.id,
    userName: account.userName,
    name: account.name,
    email: account.email,
    adminRoles: info.adminRoles.map((r) => r.name),
    centerList: info.centerList,
    canChangeList: info.canChangeList,
    currentTenant: info.currentTenant ? { ...info.currentTenant, children: [] } : null,
    tenantPermissions: info.tenantPermission.map((p) => p.frontPermission.name),
    grantedPermissions: info.grantedPermissions,
    landingRoute: info.landingRoute,
  };
};

export const accountResolvers: Resolvers<GatewayContext> = {
  Query: {
    me: (_parent, _args, context) => loadCurrentUser(context),
    language: async (_parent, _args, { rest: client, caller }) => {
      const { culture } = await rest(() =>
        client.call<{ culture: string }>({ method: 'GET', path: '/api/Language/Current', caller }),
      );
      return languageOfCulture(culture);
    },
  },
  Mutation: {
    chooseTenant: async (_parent, { tenantId }, context) => {
      await rest(() =>
        context.rest.call({
          method: 'POST',
          path: '/api/business/account/chooseTenant',
          body: { tenantId },
          caller: context.caller,
        }),
      );
      // The answer is the user as seen from the chosen tenant.
      return loadCurrentUser({ ...context, caller: { ...context.caller, tenant: tenantId } });
    },
    setLanguage: async (_parent, { language }, { rest: client, caller }) => {
      const culture = CULTURE_OF_LANGUAGE[language] ?? language;
      await rest(() => client.call({ method: 'POST', path: '/api/Language/Set', body: { culture }, caller }));
      return languageOfCulture(culture);
    },
  },
};
