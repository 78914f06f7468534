import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { contentDisposition } from '../../platform/content-disposition';
import { AppError, badRequest } from '../../platform/errors';
import {
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_FILES_PER_UPLOAD,
  createContractFiles,
  editContractFiles,
  listContractFiles,
  readContractFile,
  removeContractFiles,
  type Upload,
} from './contract-files.service';
import {
  ContractFilePage,
  ContractFileRecord,
  CreateDepositsBody,
  DepositItem,
  DepositPage,
  FileParams,
  IdParams,
  OptionalTenantQuery,
  TenantPageQuery,
  TenantQuery,
  UpdateContractFilesBody,
  UpdateDepositBody,
} from './deposits.schemas';
import { createDeposits, editDeposit, listDeposits, removeDeposit } from './deposits.service';
import { isReadablePdf } from '../../platform/storage/pdf-check';
import { UUID } from '../../platform/patterns';

const MONEY = '/api/business/tenant/earnestMoney';
const CONTRACT = '/api/business/tenant/contract';
const tags = ['Deposits and contract files'];

// RFC 6266: an ASCII fallback and the real (UTF-8) name.

/**
 * The multipart body of an upload: the tenantId field and up to five files, read before the
 * transaction opens (a slow upload holds no connection) and each checked to be a PDF by content.
 */
const readUploads = async (request: FastifyRequest): Promise<{ tenantId: string; uploads: Upload[] }> => {
  let tenantId = '';
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: CONTRACT_FILE_MAX_BYTES } })) {
      if (part.type === 'file') uploads.push({ fileName: part.filename, data: await part.toBuffer() });
      else if (part.fieldname === 'tenantId' && typeof part.value === 'string') tenantId = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'Business:FileTooLarge', 'deposits:file-too-large', {
        mb: CONTRACT_FILE_MAX_BYTES / 1024 / 1024,
      });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest('Business:TooManyFiles', 'deposits:too-many-files', { max: CONTRACT_FILES_PER_UPLOAD });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('Business:FileMissing', 'deposits:file-missing');
    throw error;
  }
  if (!UUID.test(tenantId)) {
    throw badRequest('Business:TenantRequired', 'deposits:tenant-required');
  }
  if (uploads.length === 0) throw badRequest('Business:FileMissing', 'deposits:file-missing');
  for (const upload of uploads) {
    if (!(await isReadablePdf(upload.data))) throw badRequest('Business:FileNotPdf', 'deposits:file-not-pdf');
  }
  return { tenantId, uploads };
};

/** Spec 002 §7 "Tenants": contract and earnestMoney create, read, update, delete. */
export const depositRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  // Registered inside this plugin only: every other route keeps refusing multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: CONTRACT_FILE_MAX_BYTES, files: CONTRACT_FILES_PER_UPLOAD, fields: 5, parts: 10 },
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(MONEY, { schema: { tags, querystring: TenantPageQuery, response: { 200: DepositPage } } }, (request) =>
    request.inTenantTx((tx, ctx) => listDeposits(tx, ctx, request.query)),
  );

  app.post(
    MONEY,
    { schema: { tags, body: CreateDepositsBody, response: { 200: Type.Array(DepositItem) } } },
    (request) => request.inTenantTx((tx, ctx) => createDeposits(tx, ctx, request.body)),
  );

  app.put(
    `${MONEY}/:id`,
    { schema: { tags, params: IdParams, body: UpdateDepositBody, response: { 200: DepositItem } } },
    (request) => request.inTenantTx((tx, ctx) => editDeposit(tx, ctx, request.params.id, request.body)),
  );

  app.delete(
    `${MONEY}/:id`,
    { schema: { tags, params: IdParams, querystring: TenantQuery, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await request.inTenantTx((tx, ctx) => removeDeposit(tx, ctx, request.params.id, request.query.tenantId));
      return reply.code(204).send(null);
    },
  );

  app.get(
    CONTRACT,
    { schema: { tags, querystring: TenantPageQuery, response: { 200: ContractFilePage } } },
    (request) => request.inTenantTx((tx, ctx) => listContractFiles(tx, ctx, request.query)),
  );

  app.post(
    CONTRACT,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: ContractFileRecord } } },
    async (request) => {
      const { tenantId, uploads } = await readUploads(request);
      return request.inTenantTx((tx, ctx) => createContractFiles(tx, ctx, deps, tenantId, uploads));
    },
  );

  app.put(
    `${CONTRACT}/:id`,
    { schema: { tags, params: IdParams, body: UpdateContractFilesBody, response: { 200: ContractFileRecord } } },
    async (request) => {
      const { record, droppedKeys } = await request.inTenantTx((tx, ctx) =>
        editContractFiles(tx, ctx, request.params.id, request.body),
      );
      // After the commit: a rolled-back edit must still find the bytes it did not drop.
      await Promise.all(droppedKeys.map((key) => deps.storage.remove(key)));
      return record;
    },
  );

  app.delete(
    `${CONTRACT}/:id`,
    { schema: { tags, params: IdParams, querystring: TenantQuery, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const keys = await request.inTenantTx((tx, ctx) =>
        removeContractFiles(tx, ctx, request.params.id, request.query.tenantId),
      );
      await Promise.all(keys.map((key) => deps.storage.remove(key)));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${CONTRACT}/file/:fileId`,
    { schema: { tags, params: FileParams, querystring: OptionalTenantQuery } },
    async (request, reply) => {
      const file = await request.inTenantTx((tx, ctx) =>
        readContractFile(tx, ctx, deps, request.params.fileId, request.query.tenantId),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
