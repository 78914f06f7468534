import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';

// Ours (spec 001 §3 "Course-music plan", §6 "editing music needs group-plan write"): which
// brain-music programme a plan's sessions play. The spec names no path: /api/rocket/courseMusicPlan.

const PlanKind = Type.Enum(['OFFLINE', 'GROUP']);

export const CourseMusicPlanQuery = Type.Object({ planKind: PlanKind, planId: Id });

export const CourseMusicPlanBody = Type.Object({
  planKind: PlanKind,
  planId: Id,
  brainMusicId: Id,
  /** Changing a programme the plan's children already listened to needs this (after the console's confirmation). */
  confirm: Type.Optional(Type.Boolean()),
});
export type CourseMusicPlanBody = Static<typeof CourseMusicPlanBody>;

export const BrainMusicOption = Type.Object({
  id: Id,
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  audioType: Type.String(),
  sessionCount: Type.Integer(),
});
export type BrainMusicOption = Static<typeof BrainMusicOption>;

export const CourseMusicPlanAnswer = Type.Object({
  planKind: PlanKind,
  planId: Id,
  /** The programme the plan plays; null when none is linked. */
  brainMusic: Type.Union([BrainMusicOption, Type.Null()]),
  /** The plan has ended: its course music is history and no longer changes. */
  ended: Type.Boolean(),
  /** Whether a child of the plan has listened to its course music (a change then needs confirm). */
  listened: Type.Boolean(),
  /** The programmes the centre may pick: the library's Public brain music, in its order. */
  options: Type.Array(BrainMusicOption),
});
export type CourseMusicPlanAnswer = Static<typeof CourseMusicPlanAnswer>;
