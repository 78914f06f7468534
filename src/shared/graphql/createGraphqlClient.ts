import { authExchange } from '@urql/exchange-auth';
import type { Client as WsClient } from 'graphql-ws';
import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  subscriptionExchange,
  type CombinedError,
  type Operation,
} from 'urql';
import { lockedLineOf, type ContractUnlockStore } from '../auth/contractUnlockStore';
import { describeFailure } from '../errors/readServerError';
import type { NetworkProblems } from '../network/networkProblems';
import { createGraphqlSocket, socketConnectionParams } from './createGraphqlSocket';

export type GraphqlClientDeps = {
  /** HTTP endpoint, e.g. origin + /graphql. */
  url: string;
  /** graphql-ws endpoint, e.g. ws(s)://host/graphql. */
  wsUrl: string;
  /** Read at each request, so a renewed token is used at once. */
  accessToken: () => string | null;
  tenantId: () => string | null;
  /**
   * The console's chosen language, read at each request: the server's words (refusals, titles)
   * follow it, not the browser's own Accept-Language. None: the browser's header goes.
   */
  language?: () => string | null;
  /** Renews the tokens after a 401; a failed renewal starts a new sign-in. */
  refresh: () => Promise<void>;
  /** For tests; the browser's fetch by default. */
  fetch?: typeof fetch;
  /** The subscription socket (createGraphqlSocket); a lazy graphql-ws client of its own by default. */
  ws?: WsClient;
  /** Every operation on its way out (the session expiry is refreshed per request, spec 000 §4). */
  onOperation?: (operation: Operation) => void;
  /** Every failed operation, after a 401 renewal has been tried (src/shared/errors). */
  onError?: (error: CombinedError, operation: Operation) => void;
  /**
   * The contract verification lock (spec 002 §4, §7, §8): its tokens go out as the `authenticate`
   * header, and a 412 relocks the line instead of reaching onError (the locked view says it all).
   */
  contractUnlock?: Pick<ContractUnlockStore, 'authenticateHeader' | 'relock'>;
  /**
   * Where a query that got no answer (offline, the server out of reach) is listed, with a retry,
   * in place of onError (spec 000 §8: the network banner): the page keeps what it showed, and
   * the query is asked again on the banner's Retry or when the browser is back online.
   */
  networkProblems?: Pick<NetworkProblems, 'report' | 'resolve'>;
};

/**
 * Put a function under this key of a subscription's context to have its variables read again
 * each time the subscription is sent: graphql-ws sends the same subscription again by itself
 * after a reconnection, and a feed that resumes from the last event id it saw must send the
 * newest id then, not the one it started with.
 */
export const LIVE_VARIABLES = 'liveVariables';

/** How many queries' last answers are kept for a network failure (see lastData). */
const KEPT_ANSWERS = 50;
export type LiveVariables = () => Record<string, unknown>;

/** ws(s)://<host>/graphql for an http(s) origin. */
export const graphqlWsUrl = (origin: string): string => `${origin.replace(/^http/, 'ws')}/graphql`;

// One urql client: bearer token and `__tenant` on every HTTP request (architecture.md, "Identity
// and tenancy"), a renewal on 401, and graphql-ws for subscriptions (conventions snippet 4).
export const createGraphqlClient = (deps: GraphqlClientDeps): Client => {
  const ws =
    deps.ws ??
    createGraphqlSocket({ url: deps.wsUrl, connectionParams: socketConnectionParams(deps.accessToken, deps.tenantId) })
      .client;

  const problemKey = (operation: Operation) => `graphql:${operation.key}`;
  // A page's query is asked again from the network while the page still shows it: urql drops a
  // re-execution of a query nobody watches any more, so a page left meanwhile asks nothing.
  const retryQuery = (operation: Operation) => () =>
    client.reexecuteOperation(
      makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'network-only' }),
    );

  // The last answer of each recent query, so that a query that fails for want of a network hands
  // its page what it showed rather than nothing (urql replaces a page's data with an error's
  // empty data). Bounded: a long session opens many pages, and only the recent ones matter.
  const lastData = new Map<number, unknown>();
  const keepData = (key: number, data: unknown) => {
    lastData.delete(key);
    lastData.set(key, data);
    if (lastData.size > KEPT_ANSWERS) lastData.delete(lastData.keys().next().value!);
  };

  const client: Client = new Client({
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
        // A subscription's failures (a dropped socket, TOKEN_EXPIRED) are part of its life: its
        // owner reconnects or renews (src/shared/realtime); a toast or a report would be noise.
        onError: (error, operation) => {
          const locked = error.graphQLErrors.find((e) => e.extensions['status'] === 412);
          if (locked && deps.contractUnlock) {
            deps.contractUnlock.relock(lockedLineOf(locked.extensions['details']));
            return;
          }
          if (operation.kind === 'query' && deps.networkProblems && describeFailure(error).kind === 'network') {
            deps.networkProblems.report(problemKey(operation), retryQuery(operation));
            return;
          }
          if (operation.kind !== 'subscription') deps.onError?.(error, operation);
        },
        onResult: (result) => {
          const { operation } = result;
          if (operation.kind !== 'query' || !deps.networkProblems) return result;
          if (!result.error) {
            deps.networkProblems.resolve(problemKey(operation));
            if (result.data !== undefined) keepData(operation.key, result.data);
            return result;
          }
          const kept = lastData.get(operation.key);
          return kept !== undefined && describeFailure(result.error).kind === 'network'
            ? { ...result, data: kept }
            : result;
        },
      }),
      authExchange(async (utils) => {
        return {
          addAuthToOperation: (operation) => {
            const token = deps.accessToken();
            const tenant = deps.tenantId();
            const unlock = deps.contractUnlock?.authenticateHeader() ?? null;
            const language = deps.language?.() ?? null;
            return utils.appendHeaders(operation, {
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              ...(tenant ? { __tenant: tenant } : {}),
              ...(language ? { 'Accept-Language': language } : {}),
              ...(unlock ? { authenticate: unlock } : {}),
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
        forwardSubscription: (request, operation) => {
          const payload = { ...request, query: request.query ?? '' };
          const live: unknown = operation.context[LIVE_VARIABLES];
          if (typeof live === 'function') {
            // graphql-ws serialises the payload at each send, so a getter is read at each send.
            Object.defineProperty(payload, 'variables', {
              enumerable: true,
              get: () => ({ ...request.variables, ...(live as LiveVariables)() }),
            });
          }
          return { subscribe: (sink) => ({ unsubscribe: ws.subscribe(payload, sink) }) };
        },
      }),
    ],
  });
  return client;
};
