import type { GatewayContext } from '../context';
import type { OfflinePlanReport, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// A plan's closing report and its closing (server/modules/offline-plans/offline-plan-report.routes.ts).
const BASE = '/api/rocket/userOfflinePlan';

export const offlinePlanReportResolvers: Resolvers<GatewayContext> = {
  Query: {
    offlinePlanReport: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanReport>({ method: 'GET', path: `${BASE}/report/${encodeURIComponent(id)}`, caller }),
      ),
  },
  Mutation: {
    writeOfflinePlanReport: (_p, { id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanReport>({
          method: 'POST',
          path: `${BASE}/report/${encodeURIComponent(id)}`,
          // REST takes a text left out, not null.
          body: Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)),
          caller,
        }),
      ),
    closeOfflinePlan: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanReport>({ method: 'POST', path: `${BASE}/close/${encodeURIComponent(id)}`, caller }),
      ),
  },
};
