import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a request carries: a JSON object, or raw bytes/text with a content-type header (multipart). */
export type RestPayload = object | string | Buffer;

export type CallerOptions = {
  /**
   * Accept-Language of every request; 'en-US' unless told. `null` sends none, so the server's
   * default (Chinese) applies, as in the tests of that default.
   */
  language?: string | null;
  /** The `__tenant` header: the tenant a multi-tenant user acts in for these requests. */
  tenant?: string;
  /** More headers on every request (the administrator's contract unlock token, say). */
  headers?: Record<string, string>;
};

/** Headers of one request, over the caller's (a `content-type` for multipart, a conditional header). */
export type RequestOptions = { headers?: Record<string, string> };

/** REST requests through app.inject as one caller; each answers the raw response, so tests assert on it. */
export type RestCaller = {
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload?: RestPayload, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, payload?: RestPayload, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** For tests that take the method as a value. */
  request(
    method: RestMethod,
    url: string,
    payload?: RestPayload,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
};

/**
 * A caller whose `authorization` comes from `token()` on each request (a fresh token, a fixed
 * one, or none when it answers null).
 */
export const restCaller = (
  app: FastifyInstance,
  token: () => Promise<string | null>,
  { language = 'en-US', tenant, headers = {} }: CallerOptions = {},
): RestCaller => {
  const request = async (method: RestMethod, url: string, payload?: RestPayload, options: RequestOptions = {}) => {
    const bearer = await token();
    return app.inject({
      method,
      url,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
        ...(tenant ? { __tenant: tenant } : {}),
        ...headers,
        ...options.headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };
  return {
    get: (url, options) => request('GET', url, undefined, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
    post: (url, payload, options) => request('POST', url, payload, options),
    put: (url, payload, options) => request('PUT', url, payload, options),
    request,
  };
};

/** The body of a 200 answer; any other status fails the test and shows the body. */
export const ok = async <T = unknown>(response: Promise<LightMyRequestResponse>): Promise<T> => {
  const r = await response;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};

/** What a refused request answered, in the spec's error shape (server/platform/errors.ts). */
export type Refusal = { status: number; code?: string; message?: string; details?: unknown };

/** Status, code, message and details of an answer that is expected to be a refusal. */
export const refused = async (response: Promise<LightMyRequestResponse>): Promise<Refusal> => {
  const r = await response;
  const { error } = r.json<{ error?: Omit<Refusal, 'status'> }>();
  return { status: r.statusCode, code: error?.code, message: error?.message, details: error?.details };
};
