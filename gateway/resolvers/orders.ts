import type { GatewayContext } from '../context';
import type { OrderPage, Resolvers, VratCostOverview } from '../generated/resolvers';
import { rest } from './errors';

type RestCostOverview = {
  Balance: number;
  CumulativeConsumption: number;
  CumulativeRecharge: number;
  DeactivateBalance: number;
  CurrentEndTime: string | null;
  BalanceEqualTimes: number | null;
  FreeTimes: number;
  UnitPrice: number | null;
};

// Spec 002 §7: GET /api/rocket/hfsOrder/orderList and POST /api/vrclassroom/order/orderList.
export const orderResolvers: Resolvers<GatewayContext> = {
  Query: {
    orders: (_parent, { line, filter, skipCount, maxResultCount }, { rest: client, caller }) => {
      // GraphQL nulls are "no filter" to REST, which takes absent fields for that.
      const given = Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value != null)) as Record<
        string,
        string
      >;
      const page = { ...given, skipCount, maxResultCount };
      return rest(() =>
        line === 'hfs'
          ? client.call<OrderPage>({ method: 'GET', path: '/api/rocket/hfsOrder/orderList', query: page, caller })
          : client.call<OrderPage>({ method: 'POST', path: '/api/vrclassroom/order/orderList', body: page, caller }),
      );
    },
    vratCostOverview: async (_parent, _args, { rest: client, caller }): Promise<VratCostOverview> => {
      const o = await rest(() =>
        client.call<RestCostOverview>({ method: 'GET', path: '/api/vrclassroom/order/costOverview', caller }),
      );
      return {
        balance: o.Balance,
        cumulativeConsumption: o.CumulativeConsumption,
        cumulativeRecharge: o.CumulativeRecharge,
        deactivateBalance: o.DeactivateBalance,
        currentEndTime: o.CurrentEndTime,
        balanceEqualTimes: o.BalanceEqualTimes,
        freeTimes: o.FreeTimes,
        unitPrice: o.UnitPrice,
      };
    },
  },
};
