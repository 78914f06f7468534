import { Type, type Static } from 'typebox';
import { Uuid } from '../../../platform/schemas';
import { ContentItemCommon } from '../content.schemas';

/** The longest track code and course code, in characters. */
export const TRACK_CODE_MAX = 50;
export const TRACK_COURSE_CODE_MAX = 20;
export const TRACK_NAME_MAX = 100;
/** An upload's size limit: 20 MiB (a 2-minute 44.1 kHz stereo WAV). */
export const TRACK_MAX_BYTES = 20 * 1024 * 1024;
/** The longest duration a track may be given: 10 hours, in seconds. */
export const TRACK_MAX_SECONDS = 36_000;

// A music library track (issue 18 item 1 "musicLibrary (tracks with code, course code, duration,
// audio file)"; spec 001 §3 "Music track: courseCode, code", "iLs.tracks (code, duration,
// track.url)"). The body is loose on purpose: the kind checks the fields and names each refused one.
export const TrackBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 1000 })),
  courseCode: Type.Optional(Type.String({ maxLength: 1000 })),
  nameZh: Type.Optional(Type.String({ maxLength: 1000 })),
  nameEn: Type.Optional(Type.String({ maxLength: 1000 })),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const TrackValues = Type.Object({
  code: Type.String(),
  courseCode: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  sortOrder: Type.Integer(),
});

export const TrackAudio = Type.Object({
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

export const TrackItem = Type.Object({
  ...ContentItemCommon,
  code: Type.String(),
  courseCode: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** Seconds (to the millisecond); null until a file is uploaded or a duration is set. */
  duration: Type.Union([Type.Number(), Type.Null()]),
  /** The audio file, or null before one is uploaded. */
  audio: Type.Union([TrackAudio, Type.Null()]),
});
export type TrackItem = Static<typeof TrackItem>;

/** PUT /api/rocket/track/duration (spec 001 §7): the duration in seconds. */
export const TrackDurationBody = Type.Object({
  id: Uuid,
  duration: Type.Number({ minimum: 0, maximum: TRACK_MAX_SECONDS }),
});
export type TrackDurationBody = Static<typeof TrackDurationBody>;

export const TrackParams = Type.Object({ id: Uuid });
/** The signed play address's token (a query parameter: a path segment is too short for it). */
export const TrackTokenQuery = Type.Object({ token: Type.String({ maxLength: 2000 }) });

export const TrackPlayUrl = Type.Object({
  /** The audio's address for the browser's player (a signed, short-lived path: Range requests). */
  url: Type.String(),
  expiresAt: Type.String(),
});
