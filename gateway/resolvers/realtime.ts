import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { parseAfter } from '../realtime/event-cursor';
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
        const from = after === null || after === undefined ? null : parseAfter(after);
        if (from === null && after !== null && after !== undefined) {
          throw createGraphQLError('`after` must be an event cursor (or an event id).', {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        return subscribeToEvents(
          { rest: context.rest, caller: context.caller, feed: context.events },
          from,
          tenantId ?? null,
        );
      },
      resolve: (event: DeliveredEvent) => event,
    },
  },
};
