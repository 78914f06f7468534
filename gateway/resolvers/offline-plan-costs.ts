import type { GatewayContext } from '../context';
import type { CoachSessionCost, Resolvers, SessionCostPage } from '../generated/resolvers';
import { rest } from './errors';

// What the centre's delivered sessions cost (server/modules/offline-plans/offline-plan-costs.service.ts).
const BASE = '/api/rocket/userOfflinePlan';

/** The REST route's ceiling for a page; the per-coach summary asks for all of it at once. */
const ALL = 1000;

/** GraphQL nulls mean "not given": the REST defaults (this month, first page) apply. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const offlinePlanCostResolvers: Resolvers<GatewayContext> = {
  Query: {
    sessionCosts: (_parent, { from, to, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<SessionCostPage>({
          method: 'GET',
          path: `${BASE}/tenantCourseCostList`,
          query: {
            from: given(from),
            to: given(to),
            skipCount: given(skipCount),
            maxResultCount: given(maxResultCount),
          },
          caller,
        }),
      ),
    coachSessionCosts: async (_parent, { from, to }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: CoachSessionCost[] }>({
            method: 'GET',
            path: `${BASE}/coachCourseCostList`,
            query: { from: given(from), to: given(to), skipCount: 0, maxResultCount: ALL },
            caller,
          }),
        )
      ).items,
  },
};
