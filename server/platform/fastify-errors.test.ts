import { errorCodes } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toClientError } from './fastify-errors';

// Every client error Fastify can raise stays a client error (issue 14 item 7): a 4xx in the
// spec's shape, never the 500 an unknown error becomes.
describe('Fastify client errors', () => {
  const clientErrors = Object.entries(errorCodes)
    .map(([code, FastifyError]) => ({ code, error: new FastifyError('a', 'b', 'c') }))
    .filter(({ error }) => (error.statusCode ?? 500) >= 400 && (error.statusCode ?? 500) < 500);

  it('maps each of Fastify’s 4xx errors to an AppError with a 4xx status', () => {
    expect(clientErrors.map((e) => e.code)).toEqual(
      expect.arrayContaining(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_MAX_PARAM_LENGTH', 'FST_ERR_BAD_URL']),
    );
    for (const { code, error } of clientErrors) {
      const mapped = toClientError(error, 'application/json');
      expect(mapped, code).not.toBeNull();
      expect(mapped!.status, code).toBeGreaterThanOrEqual(400);
      expect(mapped!.status, code).toBeLessThan(500);
    }
    expect(toClientError(new errorCodes.FST_ERR_MAX_PARAM_LENGTH('/x'), undefined)?.status).toBe(414);
  });

  it('maps multipart limits to 413 and broken multipart to 400, only for multipart bodies', () => {
    const limit = Object.assign(new Error('reach files limit'), { code: 'FST_FILES_LIMIT', statusCode: 413 });
    expect(toClientError(limit, 'multipart/form-data; boundary=x')?.status).toBe(413);
    const busboy = new Error('Unexpected end of multipart data');
    expect(toClientError(busboy, 'multipart/form-data; boundary=x')).toMatchObject({
      status: 400,
      code: 'BadMultipart',
    });
    // The same text from anything else is a bug of ours, not the client's.
    expect(toClientError(busboy, 'application/json')).toBeNull();
    expect(toClientError(new Error('boom'), 'multipart/form-data; boundary=x')).toBeNull();
  });
});
