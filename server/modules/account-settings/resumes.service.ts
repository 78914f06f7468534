import type { Tx } from '../../platform/db/database';
import { AppError, conflict } from '../../platform/errors';
import { type RequestContext } from '../../platform/tenancy';
import {
  countResumes,
  deleteResume as deleteResumeRow,
  findResume,
  insertResume,
  listResumes as listResumeRows,
} from './account-settings.repository';
import type { Resume } from './account-settings.schemas';
import { sniffFile } from '../../platform/storage/file-kind';
import { storeThenRecord } from '../../platform/storage/file-storage';
import {
  type AccountSettingsDeps,
  NS,
  RESUME_MAX_BYTES,
  RESUME_MAX_COUNT,
  cleanFileName,
  requireEditableAccount,
  requireEditableUpload,
  type Upload,
} from './account-settings.rules';

// CVs: up to RESUME_MAX_COUNT files per user, PDF, Word or images, told by their bytes.

export const resumeUrl = (id: string) => `/api/business/user/resume/${id}`;

const toResume = (row: {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}): Resume => ({
  id: row.id,
  fileName: row.fileName,
  url: resumeUrl(row.id),
  contentType: row.contentType,
  size: row.size,
  creationTime: row.createdAt.toISOString(),
});

export const listResumes = async (tx: Tx, ctx: RequestContext) => (await listResumeRows(tx, ctx.userId)).map(toResume);

export const uploadResume = async (tx: Tx, ctx: RequestContext, deps: AccountSettingsDeps, file: Upload | null) => {
  requireEditableUpload(ctx, file, RESUME_MAX_BYTES, `${NS}resume-too-large`);
  const fileName = cleanFileName(file.fileName);
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  const kind = sniffFile(file.data);
  if (!fileName || !kind || !kind.extensions.includes(extension)) {
    throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}resume-type`);
  }
  if ((await countResumes(tx, ctx.userId)) >= RESUME_MAX_COUNT) {
    throw conflict('Business:TooManyFiles', `${NS}resume-too-many`, { max: RESUME_MAX_COUNT });
  }
  return storeThenRecord(deps.storage, `resumes/${ctx.userId}`, file.data, async (storageKey) =>
    toResume(
      await insertResume(tx, {
        userId: ctx.userId,
        fileName,
        contentType: kind.contentType,
        size: file.data.length,
        storageKey,
      }),
    ),
  );
};

/** The owner's file, for the browser to show: PDFs and images inline, Word files as a download. */
export const readResume = async (tx: Tx, ctx: RequestContext, deps: AccountSettingsDeps, id: string) => {
  const row = await findResume(tx, ctx.userId, id);
  if (!row) throw new AppError(404, 'NotFound', `${NS}resume-not-found`);
  const data = await deps.storage.get(row.storageKey);
  const inline = row.contentType === 'application/pdf' || row.contentType.startsWith('image/');
  return { fileName: row.fileName, contentType: row.contentType, inline, data };
};

/** Deletes the row in the transaction; the bytes go once it has committed (see the route). */
export const deleteResume = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireEditableAccount(ctx);
  const row = await findResume(tx, ctx.userId, id);
  if (!row) throw new AppError(404, 'NotFound', `${NS}resume-not-found`);
  await deleteResumeRow(tx, id);
  return row.storageKey;
};
