import type { Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { PLATFORM_ADMIN_ROLE, type RequestContext } from '../../platform/tenancy';
import { deletePictures, findPicture, insertPicture, listPictures, lockUser } from './account-settings.repository';
import { sniffFile } from '../../platform/storage/file-kind';
import { storeThenRecord } from '../../platform/storage/file-storage';
import {
  type AccountSettingsDeps,
  NS,
  PICTURE_MAX_BYTES,
  cleanFileName,
  requireEditableAccount,
  requireEditableUpload,
  type Upload,
} from './account-settings.rules';

/** The photo formats browsers show everywhere; the bytes decide, not the name or the header. */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const pictureUrl = (id: string) => `/api/business/user/picture/${id}`;

/** The user's photo as GET /api/Account/Info shows it (spec 000 §3 "picture.url"). */
export const currentPicture = async (tx: Tx, ctx: RequestContext): Promise<{ url: string | null }> => {
  const [newest] = await listPictures(tx, ctx.userId);
  return { url: newest ? pictureUrl(newest.id) : null };
};

/**
 * Stores a new photo in place of the old one. Answers the photo and the storage keys of the
 * replaced ones, which the route deletes once the transaction has committed.
 */
export const uploadPicture = async (tx: Tx, ctx: RequestContext, deps: AccountSettingsDeps, file: Upload | null) => {
  requireEditableUpload(ctx, file, PICTURE_MAX_BYTES, `${NS}picture-too-large`);
  const kind = sniffFile(file.data);
  if (!kind || !PICTURE_TYPES.has(kind.contentType)) {
    throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}picture-type`);
  }
  // A photo needs no name of its own; keep the one given for the download, or make one.
  const fileName = cleanFileName(file.fileName) || `picture.${kind.extensions[0] ?? 'img'}`;
  await lockUser(tx, ctx.userId);
  return storeThenRecord(deps.storage, `pictures/${ctx.userId}`, file.data, async (storageKey) => {
    const replacedKeys = await deletePictures(tx, ctx.userId);
    const row = await insertPicture(tx, {
      userId: ctx.userId,
      fileName,
      contentType: kind.contentType,
      size: file.data.length,
      storageKey,
    });
    return { picture: { id: row.id, url: pictureUrl(row.id) }, replacedKeys };
  });
};

/** Removes the photo; answers the storage keys to delete after the commit. */
export const deletePicture = async (tx: Tx, ctx: RequestContext) => {
  requireEditableAccount(ctx);
  await lockUser(tx, ctx.userId);
  return deletePictures(tx, ctx.userId);
};

/**
 * A photo, for its owner and for the role named admin. Anyone else gets "not found", as for a
 * file that does not exist: ids of other people's photos are not to be probed.
 */
export const readPicture = async (tx: Tx, ctx: RequestContext, deps: AccountSettingsDeps, id: string) => {
  const row = await findPicture(tx, id);
  if (!row || (row.userId !== ctx.userId && !ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE))) {
    throw new AppError(404, 'NotFound', `${NS}picture-not-found`);
  }
  const data = await deps.storage.get(row.storageKey);
  return { fileName: row.fileName, contentType: row.contentType, data };
};
