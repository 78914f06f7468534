import type { GatewayContext } from '../context';
import type { OfflinePlanStatic, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// A plan's static activities (server/modules/offline-plans/offline-plan-static.routes.ts).
const PATH = '/api/rocket/userOfflinePlan/nonePlaybook';

export const offlinePlanStaticResolvers: Resolvers<GatewayContext> = {
  Query: {
    offlinePlanStatics: async (_parent, { planId, num }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: OfflinePlanStatic[] }>({ method: 'GET', path: PATH, query: { planId, num }, caller }),
        )
      ).items,
  },
  Mutation: {
    tickOfflinePlanStatic: (_parent, { planId, id, hasDone }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStatic>({
          method: 'POST',
          path: PATH,
          // Unticked is "not yet" (null), as before the first tick.
          body: { planId, id, hasDone: hasDone ? true : null },
          caller,
        }),
      ),
  },
};
