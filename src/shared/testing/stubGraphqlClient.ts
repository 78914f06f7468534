import { Client, type CombinedError, type Exchange, type Operation } from 'urql';
import { filter, fromValue, mergeMap, never, pipe } from 'wonka';

export type StubResponse = { data?: unknown; error?: CombinedError } | 'pending';

const operationName = (operation: Operation): string => {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return '';
};

/**
 * A urql client for component tests: every operation is answered by `respond(name, variables)`
 * ('pending' never answers, to show loading states). `operations` records what was asked.
 */
export const stubGraphqlClient = (respond: (name: string, variables: Record<string, unknown>) => StubResponse) => {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => {
        const name = operationName(operation);
        const variables = (operation.variables ?? {}) as Record<string, unknown>;
        operations.push({ name, variables });
        const response = respond(name, variables);
        if (response === 'pending') return never;
        return fromValue({
          operation,
          data: response.data,
          error: response.error,
          stale: false,
          hasNext: false,
        });
      }),
    );
  const client = new Client({ url: 'http://atrium.test/graphql', exchanges: [exchange] });
  return { client, operations };
};
