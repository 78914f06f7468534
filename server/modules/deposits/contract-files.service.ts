import type { Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import type { FileStorage } from '../../platform/storage/file-storage';
import { contractCaller } from '../contracts/access/contract-access.service';
import {
  deleteFileRecord,
  findFileRecord,
  findFileRecordPage,
  findRecordWithFile,
  insertFileRecord,
  updateFileRecord,
  type ContractFileRow,
  type StoredFile,
} from './contract-files.repository';
import type { ContractFileRecord, TenantPageQuery, UpdateContractFilesBody } from './deposits.schemas';

// A tenant's signed contract documents (spec 002 §3 "Contract file record"), PDF only. The bytes
// live in the storage adapter under contract-files/<tenant>/<file id>; a record keeps, for each
// file, its name and the address it is read back from (which carries the file id).

export type ContractFilesDeps = { storage: FileStorage };
export type Upload = { fileName: string; data: Buffer };

export const CONTRACT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CONTRACT_FILES_PER_UPLOAD = 5;

const FILE_ROUTE = '/api/business/tenant/contract/file/';
export const contractFileUrl = (fileId: string) => `${FILE_ROUTE}${fileId}`;
const fileIdOf = (url: string) => (url.startsWith(FILE_ROUTE) ? url.slice(FILE_ROUTE.length) : null);
const storageKeyOf = (tenantId: string, fileId: string) => `${prefixOf(tenantId)}/${fileId}`;
const prefixOf = (tenantId: string) => `contract-files/${tenantId}`;

const recordNotFound = () => new AppError(404, 'NotFound', 'deposits:file-record-not-found');
const fileNotFound = () => new AppError(404, 'NotFound', 'deposits:file-not-found');

const record = (row: ContractFileRow): ContractFileRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  contracts: row.contracts,
  creationTime: row.createdAt.toISOString(),
});

export const cleanFileName = (name: string) => {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean.length > 200 ? clean.slice(clean.length - 200) : clean) || 'contract.pdf';
};

export const listContractFiles = async (tx: Tx, ctx: RequestContext, query: TenantPageQuery) => {
  await contractCaller(tx, ctx, query.tenantId, 'view');
  const page = await findFileRecordPage(tx, query.tenantId, { skip: query.skipCount, take: query.maxResultCount });
  return { items: page.items.map(record), totalCount: page.totalCount };
};

/**
 * One record for the uploaded PDFs. The caller has checked the bytes already (outside the
 * transaction); the bytes are stored first and removed again if the record cannot be written.
 */
export const createContractFiles = async (
  tx: Tx,
  ctx: RequestContext,
  deps: ContractFilesDeps,
  tenantId: string,
  uploads: Upload[],
) => {
  await contractCaller(tx, ctx, tenantId, 'manage');
  if (uploads.length === 0) throw badRequest('Business:FileMissing', 'deposits:file-missing');
  const keys: string[] = [];
  try {
    const stored: StoredFile[] = [];
    for (const upload of uploads) {
      const key = await deps.storage.put(prefixOf(tenantId), upload.data);
      keys.push(key);
      stored.push({ fileName: cleanFileName(upload.fileName), url: contractFileUrl(key.split('/').pop() ?? '') });
    }
    return record(await insertFileRecord(tx, tenantId, ctx.userId, stored));
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.remove(key)));
    throw error;
  }
};

/**
 * Renames or drops files of a record; files cannot be added this way (only an upload stores
 * bytes). Answers the record and the storage keys of the dropped files, to remove after commit.
 */
export const editContractFiles = async (tx: Tx, ctx: RequestContext, id: string, body: UpdateContractFilesBody) => {
  await contractCaller(tx, ctx, body.tenantId, 'manage');
  const row = await findFileRecord(tx, body.tenantId, id);
  if (!row) throw recordNotFound();
  const known = new Set(row.contracts.map((file) => file.url));
  const kept = body.contracts.map((file) => ({ fileName: cleanFileName(file.fileName), url: file.url }));
  if (kept.some((file) => !known.has(file.url)))
    throw badRequest('Business:UnknownContractFile', 'deposits:file-unknown');
  const keptUrls = new Set(kept.map((file) => file.url));
  const updated = await updateFileRecord(tx, body.tenantId, id, kept);
  if (!updated) throw recordNotFound();
  const droppedKeys = row.contracts
    .filter((file) => !keptUrls.has(file.url))
    .flatMap((file) => {
      const fileId = fileIdOf(file.url);
      return fileId ? [storageKeyOf(row.tenantId, fileId)] : [];
    });
  return { record: record(updated), droppedKeys };
};

/** Deletes the record; answers the storage keys of its files, to remove after the commit. */
export const removeContractFiles = async (tx: Tx, ctx: RequestContext, id: string, tenantId: string) => {
  await contractCaller(tx, ctx, tenantId, 'manage');
  const row = await deleteFileRecord(tx, tenantId, id);
  if (!row) throw recordNotFound();
  return row.contracts.flatMap((file) => {
    const fileId = fileIdOf(file.url);
    return fileId ? [storageKeyOf(row.tenantId, fileId)] : [];
  });
};

/**
 * The bytes of one file, for the preview. Without a tenant the caller's own subtree is searched
 * (row-level security); with one, the caller must be allowed to view that tenant's files.
 */
export const readContractFile = async (
  tx: Tx,
  ctx: RequestContext,
  deps: ContractFilesDeps,
  fileId: string,
  tenantId: string | undefined,
) => {
  await contractCaller(tx, ctx, tenantId ?? requireTenant(ctx).id, 'view');
  const url = contractFileUrl(fileId);
  const row = await findRecordWithFile(tx, url, tenantId);
  const file = row?.contracts.find((f) => f.url === url);
  if (!row || !file) throw fileNotFound();
  return { fileName: file.fileName, data: await deps.storage.get(storageKeyOf(row.tenantId, fileId)) };
};
