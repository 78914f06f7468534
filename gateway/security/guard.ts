import type { GraphQLError, GraphQLSchema } from 'graphql';
import { checkDocument, type GraphqlRequest } from './check-document';
import type { GraphqlLimits, RateLimit } from './limits';
import { createRateLimiter } from './rate-limiter';
import { rateLimited, tooComplex, type Transport } from './refusals';

export type GuardInput = {
  /** callerKey(): whose allowance the operation uses. */
  caller: string;
  acceptLanguage: string | undefined;
  request: GraphqlRequest;
  transport: Transport;
};

/** Refuses an operation before it is parsed for real: over the caller's rate, or over a document limit. */
export type Guard = (input: GuardInput) => GraphQLError | undefined;

/** One per gateway: HTTP and graphql-ws draw on the same allowance per caller. */
export const createGuard = ({
  schema,
  limits,
  rate,
}: {
  schema: GraphQLSchema;
  limits: GraphqlLimits;
  rate: RateLimit;
}): Guard => {
  const limiter = createRateLimiter(rate);
  return ({ caller, acceptLanguage, request, transport }) => {
    const decision = limiter.take(caller);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds, acceptLanguage, transport);
    const violation = checkDocument(schema, request, limits);
    return violation ? tooComplex(violation, acceptLanguage, transport) : undefined;
  };
};
