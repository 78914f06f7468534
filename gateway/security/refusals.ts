// Yoga's factory makes the GraphQLError of the graphql-js copy that Yoga and graphql-ws load
// (the package's CJS entry), which both check with instanceof; an ESM twin would be refused.
import { createGraphQLError } from 'graphql-yoga';
import { rateLimitedMessage, tooComplexMessage } from './messages';
import type { Violation } from './violation';

/** Whom a refusal is for: Yoga sets the HTTP status from `http`; graphql-ws has no status to set. */
export type Transport = 'http' | 'ws';

const errorFor = (
  transport: Transport,
  message: string,
  extensions: Record<string, unknown>,
  http: { status: number; headers?: Record<string, string> },
) =>
  createGraphQLError(message, {
    extensions: { ...extensions, status: http.status, ...(transport === 'http' ? { http } : {}) },
  });

/** A document over a limit (limits.ts), refused before it is validated or run. */
export const tooComplex = (violation: Violation, acceptLanguage: string | undefined, transport: Transport) => {
  const message = tooComplexMessage(acceptLanguage, violation.limit, {
    max: violation.max,
    found: violation.found ?? violation.max,
  });
  return errorFor(transport, message, { code: 'QUERY_TOO_COMPLEX', ...violation }, { status: 400 });
};

/** A caller over its rate (rate-limiter.ts). */
export const rateLimited = (retryAfterSeconds: number, acceptLanguage: string | undefined, transport: Transport) =>
  errorFor(
    transport,
    rateLimitedMessage(acceptLanguage, retryAfterSeconds),
    { code: 'RATE_LIMITED', retryAfterSeconds },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
  );
