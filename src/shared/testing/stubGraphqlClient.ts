import { Client, type CombinedError, type Exchange, type Operation } from 'urql';
import { filter, fromPromise, fromValue, map, mergeMap, never, pipe } from 'wonka';

type StubResult = { data?: unknown; error?: CombinedError };
/** An answer, 'pending' for none ever (loading states), or a promise for one the test releases. */
export type StubResponse = StubResult | 'pending' | Promise<StubResult>;

const operationName = (operation: Operation): string => {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return '';
};

/**
 * A urql client for component tests: every operation is answered by `respond(name, variables)`
 * ('pending' never answers, to show loading states; a promise answers when the test resolves it,
 * to show what a screen does while a reload is under way). `operations` records what was asked.
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
        const result = (answer: StubResult) => ({
          operation,
          data: answer.data,
          error: answer.error,
          stale: false,
          hasNext: false,
        });
        if (response instanceof Promise) return pipe(fromPromise(response), map(result));
        return fromValue(result(response));
      }),
    );
  const client = new Client({ url: 'http://atrium.test/graphql', exchanges: [exchange] });
  return { client, operations };
};
