import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { contentDisposition } from '../../platform/content-disposition';
import { AppError, badRequest } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePhoneBody,
  CodeSentResponse,
  ContactResponse,
  FreezeUserBody,
  FreezeUserResponse,
  ProfileBody,
  PictureParams,
  PictureResponse,
  ProfileResponse,
  ResumeParams,
  ResumeSchema,
  SendEmailCodeBody,
  SendPhoneCodeBody,
  SentMessagesQuery,
  SentMessagesResponse,
} from './account-settings.schemas';
import {
  changeEmail,
  changePassword,
  changePhoneNumber,
  currentContact,
  deletePicture,
  deleteResume,
  freezeMembership,
  listResumes,
  listSentMessages,
  PICTURE_MAX_BYTES,
  readPicture,
  readResume,
  RESUME_MAX_BYTES,
  sendEmailCode,
  sendPhoneCode,
  updateProfile,
  uploadPicture,
  uploadResume,
} from './account-settings.service';

const tags = ['Account settings'];

/**
 * Reads the one file of a multipart body, before the transaction opens (a slow upload holds no
 * connection), refusing more than maxBytes with the given message.
 */
const readUpload = async (
  request: FastifyRequest,
  maxBytes: number,
  tooLargeKey: string,
): Promise<{ fileName: string; data: Buffer } | null> => {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    return part ? { fileName: part.filename, data: await part.toBuffer() } : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'Business:FileTooLarge', tooLargeKey, { mb: maxBytes / 1024 / 1024 });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest('Business:FileMissing', 'account-settings:resume-missing');
    }
    throw error;
  }
};

/** The account and personal settings page's calls (spec 000 §2 screen 2, §7 "Account"). */
export const accountSettingsRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  // Registered inside this plugin only: every other route keeps refusing multipart bodies.
  await fastify.register(multipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const languageOf = (acceptLanguage: string | undefined) => requestLanguage(acceptLanguage);

  app.put(
    '/api/business/user/profile',
    { schema: { tags, body: ProfileBody, response: { 200: ProfileResponse } } },
    (request) => request.inTenantTx((tx, ctx) => updateProfile(tx, ctx, request.body)),
  );

  app.post(
    '/api/Account/ChangePassword',
    { schema: { tags, body: ChangePasswordBody, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await request.inTenantTx((tx, ctx) => changePassword(tx, ctx, request.body));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/business/user/sendEmailCode',
    { schema: { tags, body: SendEmailCodeBody, response: { 200: CodeSentResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        sendEmailCode(tx, ctx, deps, request.body, languageOf(request.headers['accept-language'])),
      ),
  );

  app.put(
    '/api/business/user/userEmail',
    { schema: { tags, body: ChangeEmailBody, response: { 200: ContactResponse } } },
    async (request) => {
      // A wrong code must count even though the call fails: commit, then answer with the error.
      const result = await request.inTenantTx(async (tx, ctx) => {
        const outcome = await changeEmail(tx, ctx, request.body);
        return outcome.ok ? { ok: true as const, contact: await currentContact(tx, ctx) } : outcome;
      });
      if (!result.ok) throw result.error;
      return result.contact;
    },
  );

  app.post(
    '/api/business/user/sendCheckPhoneNumberCode',
    { schema: { tags, body: SendPhoneCodeBody, response: { 200: CodeSentResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        sendPhoneCode(tx, ctx, deps, request.body, languageOf(request.headers['accept-language'])),
      ),
  );

  app.post(
    '/api/business/user/changePhoneNumber',
    { schema: { tags, body: ChangePhoneBody, response: { 200: ContactResponse } } },
    async (request) => {
      const result = await request.inTenantTx(async (tx, ctx) => {
        const outcome = await changePhoneNumber(tx, ctx, request.body);
        return outcome.ok ? { ok: true as const, contact: await currentContact(tx, ctx) } : outcome;
      });
      if (!result.ok) throw result.error;
      return result.contact;
    },
  );

  app.get('/api/business/user/resumes', { schema: { tags, response: { 200: Type.Array(ResumeSchema) } } }, (request) =>
    request.inTenantTx((tx, ctx) => listResumes(tx, ctx)),
  );

  app.post(
    '/api/business/user/uploadResume',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: ResumeSchema } } },
    async (request) => {
      const file = await readUpload(request, RESUME_MAX_BYTES, 'account-settings:resume-too-large');
      return request.inTenantTx((tx, ctx) => uploadResume(tx, ctx, deps, file));
    },
  );

  app.get('/api/business/user/resume/:id', { schema: { tags, params: ResumeParams } }, async (request, reply) => {
    const file = await request.inTenantTx((tx, ctx) => readResume(tx, ctx, deps, request.params.id));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });

  app.delete(
    '/api/business/user/resume/:id',
    { schema: { tags, params: ResumeParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const storageKey = await request.inTenantTx((tx, ctx) => deleteResume(tx, ctx, request.params.id));
      // After the commit: a failed delete of the row must not lose the bytes.
      await deps.storage.remove(storageKey);
      return reply.code(204).send(null);
    },
  );

  // The photo (spec 000 §2 screen 2, §3 picture.url). One per user: an upload replaces it.
  app.post(
    '/api/business/user/uploadPicture',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: PictureResponse } } },
    async (request) => {
      const file = await readUpload(request, PICTURE_MAX_BYTES, 'account-settings:picture-too-large');
      const { picture, replacedKeys } = await request.inTenantTx((tx, ctx) => uploadPicture(tx, ctx, deps, file));
      // After the commit: a rolled-back replacement must still find the old photo's bytes.
      await Promise.all(replacedKeys.map((key) => deps.storage.remove(key)));
      return picture;
    },
  );

  app.delete(
    '/api/business/user/picture',
    { schema: { tags, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const removedKeys = await request.inTenantTx((tx, ctx) => deletePicture(tx, ctx));
      await Promise.all(removedKeys.map((key) => deps.storage.remove(key)));
      return reply.code(204).send(null);
    },
  );

  app.get('/api/business/user/picture/:id', { schema: { tags, params: PictureParams } }, async (request, reply) => {
    const file = await request.inTenantTx((tx, ctx) => readPicture(tx, ctx, deps, request.params.id));
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('inline', file.fileName))
        .header('x-content-type-options', 'nosniff')
        // A photo's id never names other bytes (a new photo gets a new id), so the browser may
        // keep it; "private": it was fetched with the owner's token.
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(file.data)
    );
  });

  app.post(
    '/api/business/user/freezeUser',
    { schema: { tags, body: FreezeUserBody, response: { 200: FreezeUserResponse } } },
    (request) => request.inTenantTx((tx, ctx) => freezeMembership(tx, ctx, request.body)),
  );

  // Not in the spec's list: the demo's message log (the management menu's setting/mail), on in
  // demo mode only.
  app.get(
    '/api/business/sentMessages',
    { schema: { tags, querystring: SentMessagesQuery, response: { 200: SentMessagesResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => listSentMessages(tx, ctx, request.query, { demoMode: deps.config.demoMode })),
  );
};
