// Yoga's own factory: an error made with another copy of graphql-js (ESM beside CJS) would fail
// Yoga's instanceof check and be masked as "Unexpected error".
import { createGraphQLError } from 'graphql-yoga';
import { RestError } from '../rest-client';

/**
 * REST's error, as a GraphQL error the UI can read the same way: the spec's code and the
 * server's message (already in the caller's language), with the HTTP status alongside.
 */
export const toGraphqlError = (error: unknown): unknown => {
  if (!(error instanceof RestError)) return error;
  const code = error.status === 401 ? 'UNAUTHENTICATED' : (error.body.error?.code ?? 'REST_ERROR');
  return createGraphQLError(error.message, {
    extensions: {
      code,
      status: error.status,
      details: error.body.error?.details ?? null,
      validationErrors: error.body.error?.validationErrors ?? null,
      // A 401 makes the whole response a 401, so the UI's auth exchange renews the token.
      ...(error.status === 401 ? { http: { status: 401 } } : {}),
    },
  });
};

/** Calls REST and turns its failures into GraphQL errors. */
export const rest = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw toGraphqlError(error);
  }
};
