import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../../../platform/app-deps';
import type { ProgramMediaKind } from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import { sendRanged } from '../../../platform/storage/send-ranged';
import {
  attachProgramVideo,
  PROGRAM_MAX_BYTES,
  programMediaByToken,
  programMediaFor,
  programMediaKeyOf,
  programPlayAuth,
  uploadProgramFile,
  type ProgramUpload,
} from './program-media.service';
import {
  MediaParams,
  MediaTokenQuery,
  PlayAuth,
  PlayAuthQuery,
  PROGRAM_VIDEO_MAX_BYTES,
  ProgramItem,
  ProgramMedia,
  ProgramVidBody,
} from './program.schemas';

const tags = ['Content: training programs'];

/** The one file of a multipart body, read before the transaction opens; over the limit is a 413. */
const readFile = async (request: FastifyRequest, kind: ProgramMediaKind): Promise<ProgramUpload | null> => {
  try {
    const part = await request.file({ limits: { fileSize: PROGRAM_MAX_BYTES[kind] } });
    return part ? { fileName: part.filename, data: await part.toBuffer() } : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'Business:FileTooLarge', `content-programs:${kind}-too-large`, {
        mb: PROGRAM_MAX_BYTES[kind] / 1024 / 1024,
      });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(400, 'Business:FileMissing', `content-programs:${kind}-missing`);
    throw error;
  }
};

/**
 * Training programs' routes beyond the generic ones (content.routes.ts): the image and video
 * uploads, a file's bytes with Range requests, PUT /trainingProgram/vid and GET /File/PlayAuth
 * (spec 001 §7), and the signed address the browser's <video> and <img> load.
 */
export const programRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  // Registered inside this plugin only: every other route keeps refusing multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: PROGRAM_VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  for (const [path, kind] of [
    ['images', 'image'],
    ['videos', 'video'],
  ] as const)
    app.post(
      `/api/rocket/trainingProgram/${path}`,
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: ProgramMedia } } },
      async (request) => {
        const file = await readFile(request, kind);
        return request.inTenantTx((tx, ctx) => uploadProgramFile(tx, ctx, deps, kind, file));
      },
    );

  app.get(
    '/api/rocket/trainingProgram/media/:id',
    { schema: { tags, params: MediaParams } },
    async (request, reply) => {
      const file = await request.inTenantTx((tx, ctx) => programMediaFor(tx, ctx, request.params.id));
      return sendRanged(request, reply, file, await deps.storage.get(file.storageKey));
    },
  );

  app.put(
    '/api/rocket/trainingProgram/vid',
    { schema: { tags, body: ProgramVidBody, response: { 200: ProgramItem } } },
    (request) => request.inTenantTx((tx, ctx) => attachProgramVideo(tx, ctx, request.body.id, request.body.vid)),
  );

  app.get(
    '/api/rocket/File/PlayAuth',
    { schema: { tags, querystring: PlayAuthQuery, response: { 200: PlayAuth } } },
    async (request) => {
      const signing = { key: await programMediaKeyOf(deps.db), now: deps.clock() };
      return request.inTenantTx((tx, ctx) => programPlayAuth(tx, ctx, signing, request.query.vid));
    },
  );

  // The browser's <video> and <img> cannot send the bearer token: the signed address is its proof.
  app.get(
    '/api/rocket/File/media',
    { config: { public: true }, schema: { tags, querystring: MediaTokenQuery } },
    async (request, reply) => {
      const file = await programMediaByToken(deps, request.query.token);
      return sendRanged(request, reply, file, await deps.storage.get(file.storageKey));
    },
  );
};
