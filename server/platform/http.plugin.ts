import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from './db/database';
import { AppError, unauthorized } from './errors';
import { toClientError } from './fastify-errors';
import { requestLanguage, translatorFor } from './i18n';
import { inputProblemOf } from './input-rules';
import { UUID } from './patterns';
import { callerRead, resolveRequestContext, type RequestContext } from './tenancy';
import { inputProblemError, validatorCompiler } from './validation';

/** A verified bearer token: a user's (userId = sub), or a service client's (userId = its client id). */
export type VerifiedToken = { userId: string; scopes: string[]; clientId?: string };
export type VerifyAccessToken = (token: string) => Promise<VerifiedToken>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a signed-in user. */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: VerifiedToken | null;
    /**
     * Runs the handler's work in the request's one transaction, with the caller's tenant
     * resolved and row-level security set. Nothing is half-written: a throw rolls it all back.
     */
    inTenantTx<T>(fn: (tx: Tx, ctx: RequestContext) => Promise<T>): Promise<T>;
  }
}

export type HttpPluginOptions = {
  db: Database;
  verifyAccessToken: VerifyAccessToken;
  /** Served over https (PUBLIC_URL): /api answers carry Strict-Transport-Security. */
  https?: boolean;
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What every /api answer carries, errors included: no MIME sniffing, and no cache keeps a
 * person's data unless the route chose its own caching (a logo, a profile picture).
 */
const setApiHeaders = (reply: FastifyReply, https: boolean) => {
  reply.header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  if (https) reply.header('strict-transport-security', HSTS);
};
const isApi = (url: string) => url.startsWith('/api/');
// Whether the instance serving /api is behind https, for the answers frameworkErrors writes.
const servedOverHttps = new WeakMap<FastifyInstance, boolean>();

const TENANT_HEADER = '__tenant';

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

/**
 * What every REST route stands on: schema validation that refuses wrong types and drops unknown
 * fields, bearer-token authentication, the tenant transaction, and errors in the spec's shape.
 */
export const httpPlugin = fp<HttpPluginOptions>(
  async (app: FastifyInstance, { db, verifyAccessToken, https = false }) => {
    app.setValidatorCompiler(validatorCompiler);
    servedOverHttps.set(app, https);
    app.decorateRequest('auth', null);
    app.decorateRequest('inTenantTx', function <
      T,
    >(this: FastifyRequest, fn: (tx: Tx, ctx: RequestContext) => Promise<T>) {
      const auth = this.auth;
      if (!auth) throw unauthorized();
      const header = this.headers[TENANT_HEADER];
      const requested = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
      // Row-level security points at the requested tenant from the transaction's first statement,
      // and the caller's read goes in the same round trip (BEGIN, settings, read); it refuses a
      // tenant the user may not enter before the handler runs. A value that is not a uuid would
      // fail every policy: it waits.
      const tenantId = requested && UUID.test(requested) ? requested : null;
      const read = callerRead(auth.userId);
      return db.transaction(
        { tenantId, userId: auth.userId },
        async (tx, opened) => fn(tx, await resolveRequestContext(tx, auth.userId, requested, read && opened)),
        read,
      );
    });

    app.addHook('onRequest', async (request) => {
      // The OpenAPI document and its browser are public; everything else under /api needs a user.
      if (
        !request.url.startsWith('/api/') ||
        request.url.startsWith('/api/docs') ||
        request.routeOptions.config?.public
      )
        return;
      const token = bearerOf(request);
      if (!token) throw unauthorized();
      try {
        request.auth = await verifyAccessToken(token);
      } catch {
        throw unauthorized();
      }
    });

    // Text PostgreSQL cannot store, and nesting no request needs, are refused wherever they are,
    // named by the route's schema or not.
    app.addHook('preValidation', async (request) => {
      if (!isApi(request.url)) return;
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const problem = inputProblemOf(value);
        if (problem) throw inputProblemError(part, problem);
      }
    });

    app.addHook('onSend', async (request, reply) => {
      if (isApi(request.url)) setApiHeaders(reply, https);
    });

    app.setNotFoundHandler((request, reply) => {
      const error = new AppError(404, 'NotFound', 'errors.route-not-found', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      });
      return sendError(request, reply, error, https);
    });

    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) =>
      sendError(request, reply, toAppError(error, request), https),
    );
  },
  { name: 'atrium-http' },
);

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook runs (a
 * path parameter longer than maxParamLength, a path that is not valid percent-encoding) answers in
 * the spec's error shape too. Passed to Fastify() by every entry point that serves /api.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, toAppError(error, request), servedOverHttps.get(request.server) ?? false);

const toAppError = (error: FastifyError | AppError | Error, request: FastifyRequest): AppError => {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation && 'cause' in fastifyError && fastifyError.cause instanceof AppError)
    return fastifyError.cause;
  const clientError = toClientError(error, request.headers['content-type']);
  if (clientError) return clientError;
  // A constraint the database enforced: the request conflicts with what is stored.
  const pgCode = (error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  if (pgCode === '23505') return new AppError(409, 'Conflict', 'errors.conflict');
  // 23001: an ON DELETE RESTRICT reference still points at the row (23503 for NO ACTION).
  if (pgCode === '23503' || pgCode === '23001') return new AppError(409, 'Conflict', 'errors.conflict-reference');
  // Not ours to explain: log it in full, answer without the stack.
  request.log.error({ err: error }, 'unhandled error');
  return new AppError(500, 'InternalServerError', 'errors.internal');
};

const sendError = (request: FastifyRequest, reply: FastifyReply, error: AppError, https: boolean) => {
  const t = translatorFor(requestLanguage(request.headers['accept-language']));
  // The headers are set here too: a router refusal (frameworkErrors) runs no onSend hook.
  if (isApi(request.url)) setApiHeaders(reply, https);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody(t));
};
