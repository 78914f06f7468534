import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';

// Spec 001 §3 "Music feedback: userPlanId, listenedList, notListenedList"; §7 POST
// idtMusic/recordMusicState, GET idtMusic/planMusicRecords. Ours besides: planKind (a child's
// offline plan or a class's group plan), userId (the child) and num (the session).

const PlanKind = Type.Enum(['OFFLINE', 'GROUP']);
const Num = Type.Integer({ minimum: 1, maximum: 200 });
const Codes = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 });

export const MusicFeedbackBody = Type.Object({
  planKind: Type.Optional(PlanKind),
  userPlanId: Id,
  userId: Id,
  num: Num,
  /** Track codes listened to, in the session's order. */
  listenedList: Codes,
  /** The session's other tracks. */
  notListenedList: Type.Optional(Codes),
});
export type MusicFeedbackBody = Static<typeof MusicFeedbackBody>;

export const MusicFeedback = Type.Object({
  id: Id,
  planKind: PlanKind,
  userPlanId: Id,
  userId: Id,
  num: Type.Integer(),
  listenedList: Type.Array(Type.String()),
  notListenedList: Type.Array(Type.String()),
  creationTime: Type.String({ format: 'date-time' }),
  lastModificationTime: Type.String({ format: 'date-time' }),
});

export const PlanMusicRecordsQuery = Type.Object({
  planKind: Type.Optional(PlanKind),
  userPlanId: Id,
  userId: Type.Optional(Id),
});
export type PlanMusicRecordsQuery = Static<typeof PlanMusicRecordsQuery>;

export const PlanMusicRecords = Type.Object({ items: Type.Array(MusicFeedback) });
