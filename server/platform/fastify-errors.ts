import { AppError, notFound } from './errors';

// The client errors Fastify, its router and @fastify/multipart raise, as the spec's error codes.
// Whatever else arrives with a 4xx statusCode keeps its status with a generic message: a client's
// mistake is never answered as the server's (500).

const bodyTooLarge = () => new AppError(413, 'PayloadTooLarge', 'errors.body-too-large');
const badMultipart = () => new AppError(400, 'BadMultipart', 'errors.bad-multipart');

const BY_CODE: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError(400, 'InvalidJson', 'errors.bad-json'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError(400, 'InvalidJson', 'errors.bad-json'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, 'UnsupportedMediaType', 'errors.unsupported-media'),
  FST_ERR_CTP_BODY_TOO_LARGE: bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError(400, 'BadRequest', 'errors.bad-request'),
  FST_ERR_MAX_PARAM_LENGTH: () => new AppError(414, 'UriTooLong', 'errors.uri-too-long'),
  FST_ERR_BAD_URL: () => new AppError(400, 'BadUrl', 'errors.bad-url'),
  // @fastify/multipart
  FST_PARTS_LIMIT: bodyTooLarge,
  FST_FILES_LIMIT: bodyTooLarge,
  FST_FIELDS_LIMIT: bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: bodyTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: badMultipart,
  FST_PROTO_VIOLATION: badMultipart,
  FST_INVALID_JSON_FIELD_ERROR: badMultipart,
  FST_MP_PREMATURE_CLOSE: badMultipart,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  408: 'RequestTimeout',
  411: 'LengthRequired',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
};

// What busboy (under @fastify/multipart) throws for a body that is not the multipart it claims to
// be: plain Errors without a code, recognised by their text.
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle (cannot|has to)/,
  /^Malformed part header$/,
];

const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? '');

/** The AppError for a client error Fastify or a body parser raised, or null when it is not one. */
export const toClientError = (error: Error, contentType: string | undefined): AppError | null => {
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code]();
  if (statusCode === 404) return notFound('route');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError(statusCode, CODE_BY_STATUS[statusCode] ?? 'BadRequest', 'errors.bad-request');
  }
  if (isMultipart(contentType) && BUSBOY_MESSAGES.some((pattern) => pattern.test(error.message))) return badMultipart();
  return null;
};
