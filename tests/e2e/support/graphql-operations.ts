import type { Page, Request } from '@playwright/test';

// What the console asks of /graphql over HTTP, by operation name: the issue 16 guard that no
// screen sends the same operation twice on its first load. Subscriptions ride the WebSocket and
// are not counted. urql sends a query as a GET (the name in the address) unless the address
// would be too long, and a mutation as a POST (the name in the JSON body).

const GRAPHQL_PATH = '/graphql';

const operationNameOf = (request: Request): string | null => {
  const url = new URL(request.url());
  if (url.pathname !== GRAPHQL_PATH) return null;
  const fromAddress = url.searchParams.get('operationName');
  if (fromAddress) return fromAddress;
  try {
    const body: unknown = request.postDataJSON();
    if (typeof body === 'object' && body !== null && 'operationName' in body) {
      return typeof body.operationName === 'string' ? body.operationName : '(anonymous)';
    }
  } catch {
    // Not JSON (a multipart upload): still a request, by no name.
  }
  return '(anonymous)';
};

export type GraphqlOperationLog = {
  /** Every operation name sent since the log started, in order. */
  names: () => string[];
  /** The names sent more than once, each once, with how many times. */
  repeated: () => Record<string, number>;
  /** Stops listening (the page keeps working). */
  stop: () => void;
};

/**
 * Starts counting the GraphQL requests of `page`; call it before the navigation to measure.
 * Example: `const log = countGraphqlOperations(page); ...; expect(log.repeated()).toEqual({});`
 */
export const countGraphqlOperations = (page: Page): GraphqlOperationLog => {
  const names: string[] = [];
  const listener = (request: Request) => {
    const name = operationNameOf(request);
    if (name !== null) names.push(name);
  };
  page.on('request', listener);
  return {
    names: () => [...names],
    repeated: () => {
      const counts: Record<string, number> = {};
      for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
      return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 1));
    },
    stop: () => page.off('request', listener),
  };
};
