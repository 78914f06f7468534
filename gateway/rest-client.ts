/**
 * The one way the gateway reaches REST. In one process it injects the request into the REST
 * routes (no socket, no serialisation round trip through the kernel); with REST_URL it speaks
 * HTTP. Either way it forwards the caller's bearer token, tenant and language.
 */
export type CallerHeaders = {
  authorization?: string | undefined;
  tenant?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The contract areas' unlock token (spec 002 §7: "an authenticate header taken from local storage"). */
  authenticate?: string | undefined;
};

export type RestRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  caller: CallerHeaders;
  /** A money-moving call's Idempotency-Key, passed through from the console's mutation. */
  idempotencyKey?: string | undefined;
};

/** The spec's error shape, as REST sends it. */
export type RestErrorBody = {
  error?: {
    code?: string;
    message?: string;
    details?: string | null;
    validationErrors?: { message: string; members: string[] }[] | null;
  };
};

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
  ) {
    super(body.error?.message ?? `REST answered ${status}`);
    this.name = 'RestError';
  }
}

export interface RestClient {
  call<T>(request: RestRequest): Promise<T>;
  /** A form POST (the OpenID token endpoint speaks application/x-www-form-urlencoded). */
  postForm<T>(path: string, form: Record<string, string>, headers: Record<string, string>): Promise<T>;
}

const headersOf = (caller: CallerHeaders, hasBody: boolean, idempotencyKey?: string): Record<string, string> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.authenticate) headers['authenticate'] = caller.authenticate;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (hasBody) headers['content-type'] = 'application/json';
  if (caller.authorization) headers['authorization'] = caller.authorization;
  if (caller.tenant) headers['__tenant'] = caller.tenant;
  if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
  return headers;
};

const urlOf = (path: string, query: RestRequest['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const parse = <T>(status: number, text: string): T => {
  const body: unknown = text ? JSON.parse(text) : null;
  if (status >= 400) throw new RestError(status, (body ?? {}) as RestErrorBody);
  return body as T;
};

/** What the gateway needs of Fastify's inject(), and nothing more: the gateway never imports server/. */
export type Inject = (request: {
  method: RestRequest['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; body: string }>;

export const createInProcessRestClient = (inject: Inject): RestClient => ({
  async postForm<T>(path: string, form: Record<string, string>, headers: Record<string, string>): Promise<T> {
    const response = await inject({
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams(form).toString(),
    });
    return parse<T>(response.statusCode, response.body);
  },
  async call<T>({ method, path, query, body, caller, idempotencyKey }: RestRequest): Promise<T> {
    const response = await inject({
      method,
      url: urlOf(path, query),
      headers: headersOf(caller, body !== undefined, idempotencyKey),
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return parse<T>(response.statusCode, response.body);
  },
});

export const createHttpRestClient = (restUrl: string): RestClient => ({
  async postForm<T>(path: string, form: Record<string, string>, headers: Record<string, string>): Promise<T> {
    const response = await fetch(new URL(path, restUrl), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    return parse<T>(response.status, await response.text());
  },
  async call<T>({ method, path, query, body, caller, idempotencyKey }: RestRequest): Promise<T> {
    const response = await fetch(new URL(urlOf(path, query), restUrl), {
      method,
      headers: headersOf(caller, body !== undefined, idempotencyKey),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return parse<T>(response.status, await response.text());
  },
});
