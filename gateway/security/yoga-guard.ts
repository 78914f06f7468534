import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { callerKey } from './caller-key';
import type { Guard } from './guard';

/**
 * The guard on GraphQL over HTTP, at Yoga's first look at the request (onParams): before its
 * parser, validation cache and executor, so a refused document costs one bounded parse.
 */
export const useGuard = (guard: Guard): Plugin<Record<string, unknown>, { req: FastifyRequest }> => ({
  onParams({ params, request, context, setResult }) {
    const refusal = guard({
      caller: callerKey(request.headers.get('authorization'), context.req.ip),
      acceptLanguage: request.headers.get('accept-language') ?? undefined,
      // No query (a persisted or malformed request): the guard still counts it; Yoga refuses it.
      request: { query: typeof params.query === 'string' ? params.query : '', variables: params.variables },
      transport: 'http',
    });
    if (refusal) setResult({ errors: [refusal] });
  },
});
