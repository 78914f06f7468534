import { authExchange } from '@urql/exchange-auth';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import {
  Client,
  cacheExchange,
  fetchExchange,
  mapExchange,
  subscriptionExchange,
  type CombinedError,
  type Operation,
} from 'urql';

export type GraphqlClientDeps = {
  /** HTTP endpoint, e.g. origin + /graphql. */
  url: string;
  /** graphql-ws endpoint, e.g. ws(s)://host/graphql. */
  wsUrl: string;
  /** Read at each request, so a renewed token is used at once. */
  accessToken: () => string | null;
  tenantId: () => string | null;
  /** Renews the tokens after a 401; a failed renewal starts a new sign-in. */
  refresh: () => Promise<void>;
  /** For tests; the browser's fetch by default. */
  fetch?: typeof fetch;
  /** For tests; a lazy graphql-ws client by default. */
  ws?: WsClient;
  /** Every operation on its way out (the session expiry is refreshed per request, spec 000 §4). */
  onOperation?: (operation: Operation) => void;
  /** Every failed operation, after a 401 renewal has been tried (src/shared/errors). */
  onError?: (error: CombinedError, operation: Operation) => void;
};

/** ws(s)://<host>/graphql for an http(s) origin. */
export const graphqlWsUrl = (origin: string): string => `${origin.replace(/^http/, 'ws')}/graphql`;

// One urql client: bearer token and `__tenant` on every HTTP request (architecture.md, "Identity
// and tenancy"), a renewal on 401, and graphql-ws for subscriptions (conventions snippet 4).
export const createGraphqlClient = (deps: GraphqlClientDeps): Client => {
  const ws =
    deps.ws ??
    createWsClient({
      url: deps.wsUrl,
      lazy: true,
      // Read on every (re)connect, so a renewed token or a tenant switch is picked up.
      connectionParams: async () => {
        const token = deps.accessToken();
        const tenant = deps.tenantId();
        return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(tenant ? { tenant } : {}) };
      },
    });

  return new Client({
    url: deps.url,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    exchanges: [
      cacheExchange,
      // After the cache (a cached answer is no request) and before auth, so a 401 that the
      // renewal cures is never seen as a failure: one place for every operation's errors.
      mapExchange({
        onOperation: (operation) => {
          if (operation.kind !== 'teardown') deps.onOperation?.(operation);
        },
        onError: (error, operation) => deps.onError?.(error, operation),
      }),
      authExchange(async (utils) => {
        return {
          addAuthToOperation: (operation) => {
            const token = deps.accessToken();
            const tenant = deps.tenantId();
            return utils.appendHeaders(operation, {
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              ...(tenant ? { __tenant: tenant } : {}),
            });
          },
          didAuthError: (error) =>
            error.response?.status === 401 ||
            error.graphQLErrors.some((e) => e.extensions['code'] === 'UNAUTHENTICATED'),
          refreshAuth: () => deps.refresh(),
        };
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
};
