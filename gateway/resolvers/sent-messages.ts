import type { GatewayContext } from '../context';
import type { Resolvers, SentMessage } from '../generated/resolvers';
import { rest } from './errors';

// GET /api/business/sentMessages answers numeric ids; GraphQL's ID is text.
type RestSentMessage = Omit<SentMessage, 'id'> & { id: number };

export const sentMessageResolvers: Resolvers<GatewayContext> = {
  Query: {
    sentMessages: async (_parent, { skipCount, maxResultCount }, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<{ items: RestSentMessage[]; totalCount: number }>({
          method: 'GET',
          path: '/api/business/sentMessages',
          query: { skipCount, maxResultCount },
          caller,
        }),
      );
      return { totalCount: page.totalCount, items: page.items.map((item) => ({ ...item, id: String(item.id) })) };
    },
  },
};
