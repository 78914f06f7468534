import type { GatewayContext } from '../context';
import type { OfflinePlanCheckIn, OfflinePlanQuotaCheck, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// The calls about a plan's sessions beside its steps (server/modules/offline-plans/offline-plan-session.routes.ts).
export const offlinePlanSessionResolvers: Resolvers<GatewayContext> = {
  Mutation: {
    changeOfflinePlanMode: async (_parent, { id, mode }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ id: string }>({
            method: 'POST',
            path: '/api/rocket/userOfflinePlan/changeDeductionType',
            body: { id, mode },
            caller,
          }),
        )
      ).id,
  },
  Query: {
    offlinePlanCheckIn: (_parent, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanCheckIn>({
          method: 'GET',
          path: '/api/rocket/userOfflinePlan/judgeCheckIn',
          query: { id },
          caller,
        }),
      ),
    offlinePlanQuotaCheck: (_parent, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanQuotaCheck>({
          method: 'GET',
          path: `/api/rocket/userOfflinePlan/beforeStart/${encodeURIComponent(id)}`,
          caller,
        }),
      ),
  },
};
