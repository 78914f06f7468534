import type { GatewayContext } from '../context';
import type { ClientError, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

type RestClientError = Omit<ClientError, 'details'> & { details: unknown };

/** The details arrive as JSON text (GraphQL has no object scalar here); REST stores an object. */
const detailsObject = (text: string | null | undefined): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
    return { value: parsed };
  } catch {
    return { text };
  }
};

export const clientErrorResolvers: Resolvers<GatewayContext> = {
  Query: {
    clientErrors: async (_parent, { skipCount, maxResultCount }, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<{ items: RestClientError[]; totalCount: number }>({
          method: 'GET',
          path: '/api/clientErrors',
          query: { skipCount, maxResultCount },
          caller,
        }),
      );
      return {
        totalCount: page.totalCount,
        items: page.items.map((item) => ({
          ...item,
          details: item.details === null || item.details === undefined ? null : JSON.stringify(item.details),
        })),
      };
    },
  },
  Mutation: {
    reportClientError: async (_parent, { input }, { rest: client, caller }) => {
      const { details, ...report } = input;
      const created = await rest(() =>
        client.call<{ id: string }>({
          method: 'POST',
          path: '/api/clientErrors',
          body: { ...report, details: detailsObject(details) },
          // Without the tenant header: a report about a frozen centre must not be refused by the
          // very check that failed. The tenant travels in the body and REST checks it.
          caller: { ...caller, tenant: undefined },
        }),
      );
      return created.id;
    },
  },
};
