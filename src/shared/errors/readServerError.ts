import type { CombinedError } from 'urql';
import { isForcedLogoutCode, type ForcedLogoutCode } from '../../../machines/forced-logout.machine';

// Spec 000 §8 and 002 §8: the server's error object is {error:{code,message,details,
// validationErrors}}, or a capitalised Error / Msg / Code form, or a top-level code. One reader
// for all of them, so no screen guesses at the shape.

export type ValidationError = { message: string; members: string[] };

/** What the console knows about one failure, whatever shape it arrived in. */
export type ServerError = {
  code: string | null;
  message: string | null;
  details: string | null;
  validationErrors: ValidationError[];
  /** The HTTP status REST answered with, when known. */
  status: number | null;
};

const EMPTY: ServerError = { code: null, message: null, details: null, validationErrors: [], status: null };

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first non-blank string among the given keys of an object. */
const text = (bag: Bag, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = bag[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    // Numeric codes exist in the original's API (e.g. 412); keep them as text.
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
};

const validationErrorsOf = (bag: Bag): ValidationError[] => {
  const list = bag['validationErrors'] ?? bag['ValidationErrors'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): ValidationError[] => {
    if (!isBag(item)) return [];
    const message = text(item, 'message', 'Message');
    if (!message) return [];
    const members = item['members'] ?? item['Members'];
    return [{ message, members: Array.isArray(members) ? members.filter((m) => typeof m === 'string') : [] }];
  });
};

const fromBag = (bag: Bag): ServerError => ({
  code: text(bag, 'code', 'Code'),
  message: text(bag, 'message', 'Message', 'msg', 'Msg'),
  details: text(bag, 'details', 'Details'),
  validationErrors: validationErrorsOf(bag),
  status: null,
});

/**
 * Reads a REST error body in any of its forms: `{error:{...}}`, `{Error:{...}}`, a flat
 * `{code, message}` / `{Code, Msg}` object, or a plain string (a proxy's text page, a thrown
 * string).
 */
export const readServerError = (value: unknown): ServerError => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!trimmed) return EMPTY;
    if (trimmed.startsWith('{')) {
      try {
        return readServerError(JSON.parse(trimmed) as unknown);
      } catch {
        // not JSON after all: the text itself is the message
      }
    }
    return { ...EMPTY, message: trimmed };
  }
  if (value instanceof Error) return { ...EMPTY, message: value.message.trim() || null };
  if (!isBag(value)) return EMPTY;
  const nested = value['error'] ?? value['Error'];
  const outer = fromBag(value);
  if (typeof nested === 'string') return { ...outer, message: nested.trim() || outer.message };
  if (!isBag(nested)) return outer;
  const inner = fromBag(nested);
  // A top-level code (002 §8) fills in for a nested object without one.
  return {
    code: inner.code ?? outer.code,
    message: inner.message ?? outer.message,
    details: inner.details ?? outer.details,
    validationErrors: inner.validationErrors.length ? inner.validationErrors : outer.validationErrors,
    status: null,
  };
};

/** What the console does about a failed operation (spec 000 §4, §8). */
export type Failure =
  /** The request never got an answer: the network text, nothing to report. */
  | { kind: 'network' }
  /** 401: sign in again and come back to the same page. */
  | { kind: 'unauthenticated' }
  /** One of the three 403 codes: the message, the will-log-out text, sign-out after 2 s. */
  | { kind: 'forcedLogout'; code: ForcedLogoutCode; error: ServerError }
  /** A refusal the server explained (4xx): its message, as a warning. */
  | { kind: 'refused'; error: ServerError }
  /** Anything else (5xx, unexpected): an error toast, and a report to the error service. */
  | { kind: 'unexpected'; error: ServerError };

const statusOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : null;

const errorStatusOf = (error: CombinedError): number | null => {
  const status = statusOf((error.response as { status?: unknown } | undefined)?.status);
  return status !== null && status >= 400 ? status : null;
};

/** The first GraphQL error as a ServerError: the gateway puts REST's code and status in extensions. */
const fromGraphqlErrors = (error: CombinedError): ServerError | null => {
  const first = error.graphQLErrors[0];
  if (!first) return null;
  const extensions: Bag = isBag(first.extensions) ? first.extensions : {};
  const read = readServerError({ ...extensions, message: first.message });
  // A REST body that reached the UI whole (e.g. from a proxy) inside extensions.
  const body = readServerError(extensions['error'] ?? extensions['Error'] ?? null);
  return {
    ...read,
    code: read.code ?? body.code,
    message: read.message ?? body.message,
    // A GraphQL answer is usually HTTP 200 whatever REST said; only an error status tells anything.
    status: statusOf(extensions['status']) ?? errorStatusOf(error),
  };
};

/** Classifies a failed urql operation. */
export const describeFailure = (error: CombinedError): Failure => {
  const graphql = fromGraphqlErrors(error);
  const httpStatus = statusOf((error.response as { status?: unknown } | undefined)?.status);
  if (!graphql) {
    if (httpStatus === 401) return { kind: 'unauthenticated' };
    // No response at all (offline, DNS, aborted): the network text.
    if (httpStatus === null) return { kind: 'network' };
    const fromNetwork = readServerError(error.networkError ?? null);
    const body: ServerError = { ...fromNetwork, status: httpStatus };
    if (isForcedLogoutCode(body.code) && httpStatus === 403) {
      return { kind: 'forcedLogout', code: body.code, error: body };
    }
    return httpStatus >= 500 ? { kind: 'unexpected', error: body } : { kind: 'refused', error: body };
  }
  const status = graphql.status;
  if (graphql.code === 'UNAUTHENTICATED' || status === 401) return { kind: 'unauthenticated' };
  if (isForcedLogoutCode(graphql.code) && (status === 403 || status === null)) {
    return { kind: 'forcedLogout', code: graphql.code, error: { ...graphql, status: 403 } };
  }
  const withStatus = { ...graphql, status };
  // A status the server chose below 500 is a refusal it explained; no status means the gateway
  // itself failed (e.g. Yoga's masked "Unexpected error."), which is ours to hear about.
  return status !== null && status < 500
    ? { kind: 'refused', error: withStatus }
    : { kind: 'unexpected', error: withStatus };
};

/** The words to show for a server error: its message, with the validation messages after it. */
export const messageOf = (error: ServerError, fallback: string): string => {
  const base = error.message ?? fallback;
  const extra = error.validationErrors.map((v) => v.message).filter((m) => m !== base);
  return extra.length ? `${base} ${extra.join(' ')}` : base;
};
