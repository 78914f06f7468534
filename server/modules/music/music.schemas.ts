import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Spec 000 §7 "Music validity check: subjectId and planId → isFasValid, playedTime, tagNames.
// Music start: subjectId and planId, returns id." planId is the child's plan (userPlanId).
export const MusicPlanRefBody = Type.Object({
  subjectId: Uuid,
  planId: Uuid,
});
export type MusicPlanRefBody = Static<typeof MusicPlanRefBody>;

export const FasValidity = Type.Object({
  isFasValid: Type.Boolean(),
  /** Playlists generated from the plan so far. */
  playedTime: Type.Integer(),
  /** The tags of the valid FAS result the next playlist would be made from. */
  tagNames: Type.Array(Type.String()),
});
export type FasValidity = Static<typeof FasValidity>;

export const MusicStartResult = Type.Object({ id: Type.String() });

/** The subject list asks for one page of children at once (at most 24; room for a few pages). */
export const StartablePlansBody = Type.Object({
  subjectIds: Type.Array(Uuid, { maxItems: 100 }),
});
export type StartablePlansBody = Static<typeof StartablePlansBody>;

export const StartablePlansResponse = Type.Object({
  items: Type.Array(Type.Object({ subjectId: Type.String(), planId: Type.String() })),
});

export const PlaylistQuery = Type.Object({
  planId: Uuid,
  subjectId: Uuid,
});
export type PlaylistQuery = Static<typeof PlaylistQuery>;

/** The playlist the music page shows: the latest one generated from the child's plan. */
export const MusicPlaylist = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  subjectName: Type.String(),
  outpatientNumber: Type.Union([Type.String(), Type.Null()]),
  planId: Type.String(),
  planCode: Type.String(),
  planName: Type.String(),
  courseCount: Type.Integer(),
  /** NotStarted, Started or Finished. */
  state: Type.String(),
  playedTime: Type.Integer(),
  tagNames: Type.Array(Type.String()),
  /** ISO 8601: when the FAS report it was made from came. */
  fasReportedAt: Type.String(),
  startedByName: Type.String(),
  /** ISO 8601. */
  creationTime: Type.String(),
});
export type MusicPlaylist = Static<typeof MusicPlaylist>;
