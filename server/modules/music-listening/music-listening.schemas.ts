import { Type, type Static } from 'typebox';
import { Uuid as Id } from '../../platform/schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Ms = Type.Integer({ minimum: 0, maximum: 86_400_000 });
const Num = Type.Integer({ minimum: 1, maximum: 200 });
const PlanIds = {
  userOfflinePlanId: Type.Optional(Id),
  groupTrainingPlanId: Type.Optional(Id),
  /** Ours: a child's music programme (idtMusic), the third kind of plan a listening belongs to. */
  userMusicPlanId: Type.Optional(Id),
};

// Spec 001 §7 "Progress submit: userId, trackCode, progress, userOfflinePlanId or
// groupTrainingPlanId, num, audioOperate, platform Web, playSessionId".
export const AudioTrackBody = Type.Object({
  userId: Id,
  trackCode: Type.String({ minLength: 1, maxLength: 64 }),
  progress: Ms,
  ...PlanIds,
  num: Num,
  audioOperate: Type.Optional(Type.Enum(['START', 'PROGRESS', 'PAUSE', 'STOP', 'FINISH'])),
  platform: Type.Optional(Type.String({ maxLength: 20 })),
  playSessionId: Type.Optional(Id),
});
export type AudioTrackBody = Static<typeof AudioTrackBody>;

export const AudioTrackAnswer = Type.Object({
  canListen: Type.Boolean(),
  cannotListenReason: Nullable(Type.String()),
  playSessionId: Nullable(Id),
  lastProgress: Type.Integer(),
});

export const SessionQuery = Type.Object({ userId: Id, ...PlanIds, num: Num });
export const PlanQuery = Type.Object({ userId: Id, ...PlanIds });
export const HistoryQuery = Type.Object({ userId: Type.Optional(Id), ...PlanIds });

const PlanKind = Type.Enum(['OFFLINE', 'GROUP', 'PROGRAMME']);

export const CourseMusicAnswer = Type.Object({
  planKind: PlanKind,
  planId: Id,
  subjectId: Id,
  num: Type.Integer(),
  audioType: Nullable(Type.String()),
  tracks: Type.Array(
    Type.Object({
      code: Type.String(),
      courseCode: Type.String(),
      titleZh: Type.String(),
      titleEn: Type.String(),
      durationMs: Type.Integer(),
      playUrl: Type.String(),
      boneConductionVolume: Nullable(Type.Integer()),
      lastProgress: Type.Integer(),
      isFinished: Type.Boolean(),
    }),
  ),
  canListen: Type.Boolean(),
  cannotListenReason: Nullable(Type.String()),
});

export const ProgressesAnswer = Type.Object({
  items: Type.Array(
    Type.Object({ trackCode: Type.String(), lastProgress: Type.Integer(), isFinished: Type.Boolean() }),
  ),
});

export const PunchesAnswer = Type.Object({
  items: Type.Array(Type.Object({ num: Type.Integer(), listenedList: Type.Array(Type.String()) })),
});

export const ListeningNowAnswer = Type.Object({
  items: Type.Array(
    Type.Object({
      playSessionId: Id,
      subjectId: Id,
      subjectName: Type.String(),
      planKind: PlanKind,
      planId: Id,
      num: Type.Integer(),
      trackCode: Type.String(),
      trackTitleZh: Type.String(),
      trackTitleEn: Type.String(),
      durationMs: Type.Integer(),
      progress: Type.Integer(),
      since: Type.String(),
      lastProgressAt: Type.String(),
    }),
  ),
});

export const HistoryAnswer = Type.Object({
  items: Type.Array(
    Type.Object({
      subjectId: Id,
      subjectName: Type.String(),
      num: Type.Integer(),
      trackCode: Type.String(),
      trackTitleZh: Type.String(),
      trackTitleEn: Type.String(),
      startedAt: Type.String(),
      finishedAt: Nullable(Type.String()),
      lastProgress: Type.Integer(),
      isFinished: Type.Boolean(),
    }),
  ),
});
