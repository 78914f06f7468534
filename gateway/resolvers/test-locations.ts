import type { GatewayContext } from '../context';
import type { Resolvers, TestLocation, TestLocationPage } from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/vrclassroom/testLocation';

// Spec 001 §7 "Test locations".
export const testLocationResolvers: Resolvers<GatewayContext> = {
  Query: {
    testLocations: (_parent, { enabled, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<TestLocationPage>({
          method: 'GET',
          path: BASE,
          query: { skipCount, maxResultCount, ...(typeof enabled === 'boolean' ? { enabled } : {}) },
          caller,
        }),
      ),
  },
  Mutation: {
    createTestLocation: (_parent, { input }, { rest: client, caller }) =>
      rest(() => client.call<TestLocation>({ method: 'POST', path: BASE, body: input, caller })),
    updateTestLocation: (_parent, { id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<TestLocation>({ method: 'PUT', path: `${BASE}/${encodeURIComponent(id)}`, body: input, caller }),
      ),
    deleteTestLocation: async (_parent, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: `${BASE}/${encodeURIComponent(id)}`, caller }));
      return true;
    },
  },
};
