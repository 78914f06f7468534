import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from './db/database';
import { AppError, notFound, unauthorized } from './errors';
import { requestLanguage, translatorFor } from './i18n';
import { resolveRequestContext, type RequestContext } from './tenancy';
import { validatorCompiler } from './validation';

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

export type HttpPluginOptions = { db: Database; verifyAccessToken: VerifyAccessToken };

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
  async (app: FastifyInstance, { db, verifyAccessToken }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.decorateRequest('auth', null);
    app.decorateRequest('inTenantTx', function <
      T,
    >(this: FastifyRequest, fn: (tx: Tx, ctx: RequestContext) => Promise<T>) {
      const auth = this.auth;
      if (!auth) throw unauthorized();
      const header = this.headers[TENANT_HEADER];
      const requested = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
      return db.transaction({ tenantId: null, userId: auth.userId }, async (tx) =>
        fn(tx, await resolveRequestContext(tx, auth.userId, requested)),
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

    app.setNotFoundHandler((request, reply) => {
      const error = new AppError(404, 'NotFound', 'errors.route-not-found', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      });
      return sendError(request, reply, error);
    });

    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) =>
      sendError(request, reply, toAppError(error, request)),
    );
  },
  { name: 'atrium-http' },
);

const toAppError = (error: FastifyError | AppError | Error, request: FastifyRequest): AppError => {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation && 'cause' in fastifyError && fastifyError.cause instanceof AppError)
    return fastifyError.cause;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'InvalidJson', 'errors.bad-json');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UnsupportedMediaType', 'errors.unsupported-media');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PayloadTooLarge', 'errors.body-too-large');
  }
  if (fastifyError.statusCode === 404) return notFound('route');
  // A constraint the database enforced: the request conflicts with what is stored.
  const pgCode = (error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  if (pgCode === '23505') return new AppError(409, 'Conflict', 'errors.conflict');
  if (pgCode === '23503') return new AppError(409, 'Conflict', 'errors.conflict-reference');
  // Not ours to explain: log it in full, answer without the stack.
  request.log.error({ err: error }, 'unhandled error');
  return new AppError(500, 'InternalServerError', 'errors.internal');
};

const sendError = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  const t = translatorFor(requestLanguage(request.headers['accept-language']));
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody(t));
};
