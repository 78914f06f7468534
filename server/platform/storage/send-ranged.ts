import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../content-disposition';
import { byteRangeOf } from './byte-range';

/** A stored file as it is sent: its type and the name the browser shows. */
export type SentFile = { contentType: string; fileName: string };

// RFC 6266: an ASCII fallback and the real (UTF-8) name.

/**
 * A file's bytes, whole (200) or the one range asked for (206, so that the browser's <audio> or
 * <video> can seek), or 416 for a range past the end. Every answer says ranges are accepted.
 */
export const sendRanged = async (request: FastifyRequest, reply: FastifyReply, file: SentFile, data: Buffer) => {
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('inline', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  const range = byteRangeOf(request.headers.range, data.length);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${data.length}`).send();
  }
  if (range === null) return reply.code(200).header('content-length', data.length).send(data);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
    .header('content-length', range.end - range.start + 1)
    .send(data.subarray(range.start, range.end + 1));
};
