import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { sendRanged } from '../../../platform/storage/send-ranged';
import {
  setDuration,
  trackAudioByToken,
  trackAudioFor,
  trackAudioKeyOf,
  trackPlayUrl,
  uploadTrackAudio,
  type TrackUpload,
} from './track.service';
import {
  TRACK_MAX_BYTES,
  TrackDurationBody,
  TrackItem,
  TrackParams,
  TrackPlayUrl,
  TrackTokenQuery,
} from './track.schemas';

const tags = ['Content: music library tracks'];

/** The one file of a multipart body, read before the transaction opens; over the limit is a 413. */
const readAudio = async (request: FastifyRequest): Promise<TrackUpload | null> => {
  try {
    const part = await request.file({ limits: { fileSize: TRACK_MAX_BYTES } });
    return part ? { fileName: part.filename, data: await part.toBuffer() } : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'Business:FileTooLarge', 'content-tracks:audio-too-large', {
        mb: TRACK_MAX_BYTES / 1024 / 1024,
      });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(400, 'Business:FileMissing', 'content-tracks:audio-missing');
    throw error;
  }
};

/**
 * The music library's track routes beyond the generic ones (content.routes.ts registers GET, POST,
 * PUT, DELETE /api/rocket/track...): PUT /track/duration (spec 001 §7), the audio upload, the
 * audio with Range requests for a signed-in reader, and the signed play address for <audio>.
 */
export const trackRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  // Registered inside this plugin only: every other route keeps refusing multipart bodies.
  await fastify.register(multipart, { limits: { fileSize: TRACK_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    '/api/rocket/track/duration',
    { schema: { tags, body: TrackDurationBody, response: { 200: TrackItem } } },
    (request) => request.inTenantTx((tx, ctx) => setDuration(tx, ctx, request.body.id, request.body.duration)),
  );

  app.post(
    '/api/rocket/track/:id/audio',
    { schema: { tags, params: TrackParams, consumes: ['multipart/form-data'], response: { 200: TrackItem } } },
    async (request) => {
      const file = await readAudio(request);
      const { item, replacedKey } = await request.inTenantTx((tx, ctx) =>
        uploadTrackAudio(tx, ctx, deps, request.params.id, file),
      );
      // After the commit: a rolled-back replacement must still find the old file's bytes.
      if (replacedKey) await deps.storage.remove(replacedKey);
      return item;
    },
  );

  app.get('/api/rocket/track/:id/audio', { schema: { tags, params: TrackParams } }, async (request, reply) => {
    const audio = await request.inTenantTx((tx, ctx) => trackAudioFor(tx, ctx, request.params.id));
    return sendRanged(request, reply, audio, await deps.storage.get(audio.storageKey));
  });

  app.get(
    '/api/rocket/track/:id/playUrl',
    { schema: { tags, params: TrackParams, response: { 200: TrackPlayUrl } } },
    async (request) => {
      const signing = { key: await trackAudioKeyOf(deps.db), now: deps.clock() };
      return request.inTenantTx((tx, ctx) => trackPlayUrl(tx, ctx, signing, request.params.id));
    },
  );

  // The browser's <audio> cannot send the bearer token: the signed address is its proof.
  app.get(
    '/api/rocket/track/audio',
    { config: { public: true }, schema: { tags, querystring: TrackTokenQuery } },
    async (request, reply) => {
      const audio = await trackAudioByToken(deps, request.query.token);
      return sendRanged(request, reply, audio, await deps.storage.get(audio.storageKey));
    },
  );
};
