import { jwtVerify, SignJWT } from 'jose';
import { contentStatusAllows } from '../../../../machines/content-status.machine';
import type { AppDeps } from '../../../platform/app-deps';
import type { Tx } from '../../../platform/db/database';
import type { ProgramMediaKind } from '../../../platform/db/schema/index';
import { AppError, conflict } from '../../../platform/errors';
import { storeThenRecord } from '../../../platform/storage/file-storage';
import type { RequestContext } from '../../../platform/tenancy';
import { cleanFileName } from '../../account-settings/account-settings.rules';
import { insertHistory } from '../content-history.repository';
import { getContent } from '../content.service';
import { editsContent, requireContentEditor } from '../content-visibility.service';
import { PLAY_URL_SECONDS, trackAudioKeyOf } from '../tracks/track.service';
import { sniffProgramFile } from './program-files';
import { attachMedia, findMedia, insertMedia, type ProgramMediaRow } from './program-media.repository';
import { programKind } from './program.kind';
import {
  PROGRAM_IMAGE_MAX_BYTES,
  PROGRAM_LIST_MAX,
  PROGRAM_VIDEO_MAX_BYTES,
  type ProgramItem,
  type ProgramMedia,
} from './program.schemas';

// A program's images and videos (issue 18 item 4; spec 001 §7 "Video: GET File/PlayAuth; PUT
// trainingProgram/vid"): uploaded through the storage adapter and checked by their bytes, then
// named by a program (its body's imageIds and videoIds, or PUT /trainingProgram/vid). The bytes
// are served with Range requests to a signed-in reader, or at a signed address for the browser's
// <video> and <img>, which cannot send a bearer token (as a track's audio).

const NS = 'content-programs:';
const notFound = () => new AppError(404, 'NotFound', 'content:not-found');

export const PROGRAM_MAX_BYTES: Record<ProgramMediaKind, number> = {
  image: PROGRAM_IMAGE_MAX_BYTES,
  video: PROGRAM_VIDEO_MAX_BYTES,
};

export type ProgramUpload = { fileName: string; data: Buffer };

const mediaOf = (row: ProgramMediaRow): ProgramMedia => ({
  id: row.id,
  kind: row.kind,
  contentType: row.contentType,
  fileName: row.fileName,
  size: row.size,
});

/**
 * POST /api/rocket/trainingProgram/images and /videos: one file (multipart), an image (PNG, JPEG,
 * WebP) or a video (MP4, WebM) by its bytes (415 otherwise), at most the kind's size (413).
 */
export const uploadProgramFile = async (
  tx: Tx,
  ctx: RequestContext,
  deps: Pick<AppDeps, 'storage'>,
  kind: ProgramMediaKind,
  file: ProgramUpload | null,
) => {
  requireContentEditor(ctx);
  if (!file || file.data.length === 0) throw new AppError(400, 'Business:FileMissing', `${NS}${kind}-missing`);
  if (file.data.length > PROGRAM_MAX_BYTES[kind])
    throw new AppError(413, 'Business:FileTooLarge', `${NS}${kind}-too-large`, {
      mb: PROGRAM_MAX_BYTES[kind] / 1024 / 1024,
    });
  const sniffed = sniffProgramFile(kind, file.data);
  if (!sniffed) throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}${kind}-type`);
  const base = cleanFileName(file.fileName).replace(/\.[^.]*$/, '') || kind;
  const row = await storeThenRecord(deps.storage, `programs/${kind}s`, file.data, (storageKey) =>
    insertMedia(
      tx,
      {
        kind,
        storageKey,
        contentType: sniffed.contentType,
        fileName: `${base}.${sniffed.extension}`,
        size: file.data.length,
      },
      ctx.userId,
    ),
  );
  return mediaOf(row);
};

/**
 * A file the caller may see: a program's when the caller sees the program (the generic
 * visibility), an upload no program names yet only by an editor. Otherwise 404.
 */
const visibleMedia = async (tx: Tx, ctx: RequestContext, id: string) => {
  const row = await findMedia(tx, id);
  if (!row) throw notFound();
  if (row.programId === null) {
    if (!editsContent(ctx)) throw notFound();
  } else await getContent(tx, ctx, programKind, row.programId);
  return row;
};

/** GET /api/rocket/trainingProgram/media/{id}: the file's row, for its bytes. */
export const programMediaFor = (tx: Tx, ctx: RequestContext, id: string) => visibleMedia(tx, ctx, id);

const AUDIENCE = 'atrium-program-media';

/**
 * GET /api/rocket/File/PlayAuth?vid= (spec 001 §7): a signed address of a program's video (or
 * image) for the browser, and its token as the spec's playAuth. The signing key is the track
 * audio's (one key per database, another audience).
 */
export const programPlayAuth = async (
  tx: Tx,
  ctx: RequestContext,
  signing: { key: Uint8Array; now: Date },
  vid: string,
) => {
  const row = await visibleMedia(tx, ctx, vid);
  const issuedAt = Math.floor(signing.now.getTime() / 1000);
  const token = await new SignJWT({ key: row.storageKey })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(row.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PLAY_URL_SECONDS)
    .sign(signing.key);
  return {
    vid: row.id,
    kind: row.kind,
    contentType: row.contentType,
    playUrl: `/api/rocket/File/media?token=${token}`,
    playAuth: token,
    expiresAt: new Date((issuedAt + PLAY_URL_SECONDS) * 1000).toISOString(),
  };
};

export { trackAudioKeyOf as programMediaKeyOf };

/** The file a signed address names, if the token is ours, unexpired, and the file is still that one. */
export const programMediaByToken = async (deps: Pick<AppDeps, 'db' | 'clock'>, token: string) => {
  let id: string;
  let storageKey: string;
  try {
    const { payload } = await jwtVerify(token, await trackAudioKeyOf(deps.db), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: deps.clock(),
    });
    if (typeof payload.sub !== 'string' || typeof payload['key'] !== 'string') throw new Error('claims');
    id = payload.sub;
    storageKey = payload['key'];
  } catch {
    throw new AppError(404, 'NotFound', `${NS}media-link`);
  }
  const row = await deps.db.transaction({ tenantId: null, userId: null }, (tx) => findMedia(tx, id));
  if (!row || row.storageKey !== storageKey) throw new AppError(404, 'NotFound', `${NS}media-link`);
  return row;
};

/**
 * PUT /api/rocket/trainingProgram/vid (spec 001 §7): the uploaded video `vid` joins the program's
 * videos. A video another program has, or an image, is refused; one the program has is a no-op.
 */
export const attachProgramVideo = async (tx: Tx, ctx: RequestContext, id: string, vid: string) => {
  requireContentEditor(ctx);
  const program = (await getContent(tx, ctx, programKind, id)) as ProgramItem;
  if (!contentStatusAllows(program.contentStatus, { type: 'content.edit' }))
    throw conflict('Business:ContentStatusRefuses', 'content:refused-edit', {
      status: `@content:status.${program.contentStatus}`,
    });
  if (program.videos.some((v) => v.id === vid)) return program;
  const file = await findMedia(tx, vid);
  if (!file || file.kind !== 'video' || file.programId !== null)
    throw new AppError(400, 'ValidationError', `${NS}vid-unknown`);
  if (program.videos.length >= PROGRAM_LIST_MAX)
    throw new AppError(400, 'ValidationError', `${NS}too-many`, {
      field: `@content-programs:fields.videoIds`,
      max: PROGRAM_LIST_MAX,
    });
  await attachMedia(tx, vid, id, program.videos.length);
  await insertHistory(tx, {
    kind: programKind.segment,
    itemId: id,
    action: 'Updated',
    changes: { videoIds: { from: program.videos.map((v) => v.id), to: [...program.videos.map((v) => v.id), vid] } },
    userId: ctx.userId,
  });
  return (await getContent(tx, ctx, programKind, id)) as ProgramItem;
};
