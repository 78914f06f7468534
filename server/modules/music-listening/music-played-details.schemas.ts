import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';

// GET /api/rocket/idtMusicPlayedDetails/{userPlanItemId} (spec 001 §7 "Music"): the played details
// of a plan item's course music, per child and track.

export const PlayedDetailsParams = Type.Object({ userPlanItemId: Id });

export const PlayedDetailsQuery = Type.Object({
  /** Ours: one child of a group plan (an offline plan has one child, its own). */
  userId: Type.Optional(Id),
  /** Ours: with a plan's id in place of an item's, the session to read (1..200). */
  num: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PlayedDetail = Type.Object({
  userId: Id,
  userName: Type.String(),
  code: Type.String(),
  titleZh: Type.String(),
  titleEn: Type.String(),
  /** ms; null for a track that has left the session's programme. */
  durationMs: Nullable(Type.Integer()),
  /** Whether the track is one of the session's course music now (false: listened before a change). */
  inSession: Type.Boolean(),
  /** Play sessions started on the track (each start, resume after a stop included). */
  timesPlayed: Type.Integer(),
  firstListeningTime: Nullable(Type.String({ format: 'date-time' })),
  lastListeningTime: Nullable(Type.String({ format: 'date-time' })),
  /** ms reached, never backwards. */
  progress: Type.Integer(),
  isFinished: Type.Boolean(),
});
export type PlayedDetail = Static<typeof PlayedDetail>;

export const PlayedDetailsAnswer = Type.Object({
  userPlanItemId: Id,
  planKind: Type.Enum(['OFFLINE', 'GROUP']),
  planId: Id,
  num: Type.Integer(),
  items: Type.Array(PlayedDetail),
});
export type PlayedDetailsAnswer = Static<typeof PlayedDetailsAnswer>;
