import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { subscribeToEvents, type DeliveredEvent } from '../realtime/subscribe-events';

export const realtimeResolvers: Resolvers<GatewayContext> = {
  Subscription: {
    events: {
      subscribe: (_parent, { after, tenantId }, context) => {
        if (!context.events) {
          throw createGraphQLError('Real-time events are not available: GATEWAY_CLIENT_SECRET is not set.', {
            extensions: { code: 'REALTIME_UNAVAILABLE' },
          });
        }
        const afterId = after === null || after === undefined ? null : Number(after);
        if (afterId !== null && (!Number.isSafeInteger(afterId) || afterId < 0)) {
          throw createGraphQLError('`after` must be an event id.', { extensions: { code: 'BAD_USER_INPUT' } });
        }
        return subscribeToEvents(
          { rest: context.rest, caller: context.caller, feed: context.events },
          afterId,
          tenantId ?? null,
        );
      },
      resolve: (event: DeliveredEvent) => event,
    },
  },
};
