import type { GatewayContext } from '../context';
import type { Menu, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

type RestTenantFrontPermission = { tenantId: string; names: string[] };

// Spec 000 §7 "Tenant front permission": GET and POST with tenantId in the query.
const FRONT_PERMISSION_PATH = '/api/business/frontPermission/tenantFrontPermission';

export const menuResolvers: Resolvers<GatewayContext> = {
  Query: {
    menu: (_parent, _args, { rest: client, caller }) =>
      rest(() => client.call<Menu>({ method: 'GET', path: '/api/business/account/menus', caller })),
    tenantFeatures: async (_parent, { tenantId }, { rest: client, caller }) => {
      const answer = await rest(() =>
        client.call<RestTenantFrontPermission>({
          method: 'GET',
          path: FRONT_PERMISSION_PATH,
          query: { tenantId },
          caller,
        }),
      );
      return answer.names;
    },
  },
  Mutation: {
    setTenantFeatures: async (_parent, { tenantId, names }, { rest: client, caller }) => {
      const answer = await rest(() =>
        client.call<RestTenantFrontPermission>({
          method: 'POST',
          path: FRONT_PERMISSION_PATH,
          query: { tenantId },
          body: { names },
          caller,
        }),
      );
      return answer.names;
    },
  },
};
