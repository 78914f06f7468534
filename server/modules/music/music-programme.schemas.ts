import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Spec 001 §3 "Music programme request: userId, edit flag, musicType (Fas or CmSmo), order" and §7
// "Class music programme: FAS existence by userId; progress (userId, musicType); submit (userId,
// edit, musicType, order)". The paths are not shown: ours, under idtMusic.

/** The content library's MUSIC_TYPES. */
export const MusicType = Type.Union([Type.Literal('Fas'), Type.Literal('CmSmo')]);

/** Spec §4: the session a programme is at; 200 is the content library's most sessions. */
const Order = Type.Integer({ minimum: 1, maximum: 200 });

export const MusicProgrammeRequest = Type.Object({
  userId: Uuid,
  /** false: add (order 1); true: edit, continuing at the current order or restarting at 1. */
  edit: Type.Boolean(),
  musicType: MusicType,
  order: Type.Optional(Order),
});
export type MusicProgrammeRequest = Static<typeof MusicProgrammeRequest>;

export const UserQuery = Type.Object({ userId: Uuid });
export type UserQuery = Static<typeof UserQuery>;

export const ProgressQuery = Type.Object({ userId: Uuid, musicType: MusicType });
export type ProgressQuery = Static<typeof ProgressQuery>;

export const UserPlanParams = Type.Object({ userPlanId: Uuid });
export type UserPlanParams = Static<typeof UserPlanParams>;

/** One of a child's programmes: "progress" is code, count and order (spec 001 §4). */
export const MusicProgramme = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  musicType: MusicType,
  planId: Type.String(),
  /** The content library plan's code, its names and its number of sessions (count). */
  code: Type.String(),
  planNameZh: Type.String(),
  planNameEn: Type.String(),
  count: Type.Integer(),
  /** The session the child is at, 1 first. */
  order: Type.Integer(),
  /** ISO 8601. */
  creationTime: Type.String(),
  lastModificationTime: Type.String(),
});
export type MusicProgramme = Static<typeof MusicProgramme>;

export const FasExistence = Type.Object({
  /** Whether the child has any FAS (HFS assessment) result; a FAS programme is generated from it. */
  hasFas: Type.Boolean(),
  /** ISO 8601: the latest result's report time; null when there is none. */
  reportedAt: Type.Union([Type.String(), Type.Null()]),
  tagNames: Type.Array(Type.String()),
});

/** subjectFasPlanDetail: the child's programmes (both types) and whether a FAS programme may be made. */
export const SubjectFasPlanDetail = Type.Object({
  userId: Type.String(),
  fas: FasExistence,
  /** Both archive questionnaire counts (profile, diagnostic information) are non-zero. */
  archiveComplete: Type.Boolean(),
  items: Type.Array(MusicProgramme),
});
