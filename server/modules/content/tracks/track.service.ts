import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { contentStatusAllows } from '../../../../machines/content-status.machine';
import type { AppDeps } from '../../../platform/app-deps';
import type { Database, Tx } from '../../../platform/db/database';
import { AppError, conflict } from '../../../platform/errors';
import { sharedSecret } from '../../../platform/oidc/oidc.keys';
import { storeThenRecord } from '../../../platform/storage/file-storage';
import type { RequestContext } from '../../../platform/tenancy';
import { cleanFileName } from '../../account-settings/account-settings.rules';
import { insertHistory } from '../content-history.repository';
import { getContent } from '../content.service';
import { requireContentEditor } from '../content-visibility.service';
import { sniffAudio } from './track-audio';
import { secondsOf, trackKind } from './track.kind';
import { setTrackAudio, setTrackDuration, trackRepository, type TrackRow } from './track.repository';
import { TRACK_MAX_BYTES, TRACK_MAX_SECONDS, type TrackItem } from './track.schemas';

// What tracks have beyond the generic endpoints (issue 18 item 4): the audio file, uploaded through
// the storage adapter and checked by its bytes, its duration read from it or set (PUT
// /track/duration), and the bytes served with Range requests to a signed-in reader or, for the
// browser's <audio>, which cannot send a bearer token, at a signed address that expires.

const NS = 'content-tracks:';
const notFound = () => new AppError(404, 'NotFound', 'content:not-found');

/** A track as the caller sees it (the generic item with the kind's own fields). */
const trackItem = async (tx: Tx, ctx: RequestContext, id: string) =>
  (await getContent(tx, ctx, trackKind, id)) as TrackItem;

export type TrackUpload = { fileName: string; data: Buffer };

/** The row of a track the caller may see (the generic visibility and 404), for its file's fields. */
const visibleTrack = async (tx: Tx, ctx: RequestContext, id: string): Promise<TrackRow> => {
  await getContent(tx, ctx, trackKind, id);
  const row = await trackRepository.find(tx, id);
  if (!row) throw notFound();
  return row;
};

const editableTrack = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireContentEditor(ctx);
  const row = await visibleTrack(tx, ctx, id);
  if (!contentStatusAllows(row.contentStatus, { type: 'content.edit' }))
    throw conflict('Business:ContentStatusRefuses', 'content:refused-edit', {
      status: `@content:status.${row.contentStatus}`,
    });
  return row;
};

/**
 * POST /api/rocket/track/{id}/audio: the track's audio file (multipart, one file). WAV or MP3 by
 * its bytes (415 otherwise), at most TRACK_MAX_BYTES (413), its duration read from the file. The
 * old file's key is answered for removal once the transaction has committed.
 */
export const uploadTrackAudio = async (
  tx: Tx,
  ctx: RequestContext,
  deps: Pick<AppDeps, 'storage'>,
  id: string,
  file: TrackUpload | null,
) => {
  const current = await editableTrack(tx, ctx, id);
  if (!file || file.data.length === 0) throw new AppError(400, 'Business:FileMissing', `${NS}audio-missing`);
  if (file.data.length > TRACK_MAX_BYTES)
    throw new AppError(413, 'Business:FileTooLarge', `${NS}audio-too-large`, { mb: TRACK_MAX_BYTES / 1024 / 1024 });
  const audio = sniffAudio(file.data);
  if (!audio) throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}audio-type`);
  const base = cleanFileName(file.fileName).replace(/\.[^.]*$/, '') || current.code;
  const fileName = `${base}.${audio.extension}`;
  const row = await storeThenRecord(deps.storage, `tracks/${id}`, file.data, async (storageKey) => {
    const updated = await setTrackAudio(
      tx,
      id,
      { storageKey, contentType: audio.contentType, fileName, size: file.data.length },
      audio.durationMs,
      ctx.userId,
    );
    if (!updated) throw notFound();
    await insertHistory(tx, {
      kind: trackKind.segment,
      itemId: id,
      action: 'Updated',
      changes: {
        audio: { from: current.audioFileName, to: fileName },
        duration: { from: secondsOf(current.durationMs), to: secondsOf(audio.durationMs) },
      },
      userId: ctx.userId,
    });
    return updated;
  });
  return { item: await trackItem(tx, ctx, row.id), replacedKey: current.audioStorageKey };
};

/** PUT /api/rocket/track/duration (spec 001 §7): the duration in seconds, kept to the millisecond. */
export const setDuration = async (tx: Tx, ctx: RequestContext, id: string, seconds: number) => {
  const current = await editableTrack(tx, ctx, id);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > TRACK_MAX_SECONDS)
    throw new AppError(400, 'ValidationError', `${NS}duration-range`, { max: TRACK_MAX_SECONDS });
  const durationMs = Math.round(seconds * 1000);
  await setTrackDuration(tx, id, durationMs, ctx.userId);
  if (durationMs !== current.durationMs)
    await insertHistory(tx, {
      kind: trackKind.segment,
      itemId: id,
      action: 'Updated',
      changes: { duration: { from: secondsOf(current.durationMs), to: secondsOf(durationMs) } },
      userId: ctx.userId,
    });
  return trackItem(tx, ctx, id);
};

export type StoredAudio = { storageKey: string; contentType: string; fileName: string };

const audioOf = (row: TrackRow): StoredAudio => {
  if (row.audioStorageKey === null) throw new AppError(404, 'NotFound', `${NS}audio-none`);
  return {
    storageKey: row.audioStorageKey,
    contentType: row.audioContentType ?? 'application/octet-stream',
    fileName: row.audioFileName ?? `${row.code}`,
  };
};

/** The audio of a track the caller may see (GET /api/rocket/track/{id}/audio). */
export const trackAudioFor = async (tx: Tx, ctx: RequestContext, id: string) =>
  audioOf(await visibleTrack(tx, ctx, id));

// The signed address: a short-lived HS256 token naming the track and the stored file, so that a
// replaced file's old address stops working. Its key is made on first use and kept in app_secrets.
const SECRET_NAME = 'content.track-audio-key';
const AUDIENCE = 'atrium-track-audio';
/** How long a play address works: long enough to listen, short enough not to be a share link. */
export const PLAY_URL_SECONDS = 3600;

const audioKeys = new WeakMap<Database, Promise<Uint8Array>>();
/**
 * The signing key, read (or made) once per database. Outside any request transaction: PGlite has
 * one connection, and the request's transaction holds it.
 */
export const trackAudioKeyOf = (db: Database) => {
  let key = audioKeys.get(db);
  if (!key) {
    key = sharedSecret(db, SECRET_NAME, async () => randomBytes(32).toString('base64url')).then((encoded) =>
      Buffer.from(encoded, 'base64url'),
    );
    audioKeys.set(db, key);
  }
  return key;
};

/** GET /api/rocket/track/{id}/playUrl: a signed address of the track's audio for the browser. */
export const trackPlayUrl = async (
  tx: Tx,
  ctx: RequestContext,
  signing: { key: Uint8Array; now: Date },
  id: string,
) => {
  const audio = audioOf(await visibleTrack(tx, ctx, id));
  const issuedAt = Math.floor(signing.now.getTime() / 1000);
  const token = await new SignJWT({ key: audio.storageKey })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PLAY_URL_SECONDS)
    .sign(signing.key);
  return {
    url: `/api/rocket/track/audio?token=${token}`,
    expiresAt: new Date((issuedAt + PLAY_URL_SECONDS) * 1000).toISOString(),
  };
};

/** The audio a signed address names, if the token is ours, unexpired, and the track still has that file. */
export const trackAudioByToken = async (deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<StoredAudio> => {
  let trackId: string;
  let storageKey: string;
  try {
    const { payload } = await jwtVerify(token, await trackAudioKeyOf(deps.db), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: deps.clock(),
    });
    if (typeof payload.sub !== 'string' || typeof payload['key'] !== 'string') throw new Error('claims');
    trackId = payload.sub;
    storageKey = payload['key'];
  } catch {
    throw new AppError(404, 'NotFound', `${NS}audio-link`);
  }
  const row = await deps.db.transaction({ tenantId: null, userId: null }, (tx) => trackRepository.find(tx, trackId));
  if (!row || row.audioStorageKey !== storageKey) throw new AppError(404, 'NotFound', `${NS}audio-link`);
  return audioOf(row);
};
