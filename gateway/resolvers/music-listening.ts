import type { GatewayContext } from '../context';
import type {
  AudioPunch,
  AudioTrackAnswer,
  AudioTrackInput,
  CourseMusic,
  ListeningHistoryItem,
  ListeningNow,
  ListeningPlanKind,
  Resolvers,
} from '../generated/resolvers';
import { rest } from './errors';

// Spec 001 §7 "Audio tracks (userOfflinePlan and groupTrainingPlan)": the same calls under each
// plan's path (ours for a child's music programme); the plan's id goes in the kind's own field.
const BASE: Record<ListeningPlanKind, string> = {
  OFFLINE: '/api/rocket/userOfflinePlan',
  GROUP: '/api/rocket/groupTrainingPlan',
  PROGRAMME: '/api/rocket/idtMusic',
};

const FIELD: Record<ListeningPlanKind, string> = {
  OFFLINE: 'userOfflinePlanId',
  GROUP: 'groupTrainingPlanId',
  PROGRAMME: 'userMusicPlanId',
};

const planField = (kind: ListeningPlanKind, planId: string) => ({ [FIELD[kind]]: planId });

type Operate = 'START' | 'PROGRESS' | 'PAUSE' | 'STOP' | 'FINISH';

const PATHS: Record<Operate, { method: 'POST' | 'PUT'; path: string }> = {
  START: { method: 'POST', path: 'startAudioTrack' },
  PROGRESS: { method: 'PUT', path: 'progressAudioTrack' },
  PAUSE: { method: 'POST', path: 'pauseAudioTrack' },
  STOP: { method: 'POST', path: 'stopAudioTrack' },
  FINISH: { method: 'POST', path: 'finishAudioTrack' },
};

const play = (operate: Operate, input: AudioTrackInput, context: GatewayContext) => {
  const { method, path } = PATHS[operate];
  return rest(() =>
    context.rest.call<AudioTrackAnswer>({
      method,
      path: `${BASE[input.planKind]}/${path}`,
      body: {
        userId: input.subjectId,
        ...planField(input.planKind, input.planId),
        num: input.num,
        trackCode: input.trackCode,
        progress: input.progress,
        audioOperate: operate,
        platform: 'Web',
        ...(input.playSessionId ? { playSessionId: input.playSessionId } : {}),
      },
      caller: context.caller,
    }),
  );
};

export const musicListeningResolvers: Resolvers<GatewayContext> = {
  Query: {
    courseMusic: (_parent, { planKind, planId, num, subjectId }, { rest: client, caller }) =>
      rest(() =>
        client.call<CourseMusic>({
          method: 'GET',
          path: `${BASE[planKind]}/userCourseProgress`,
          query: { userId: subjectId, ...planField(planKind, planId), num },
          caller,
        }),
      ),
    listeningNow: async (_parent, _args, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: ListeningNow[] }>({
            method: 'GET',
            path: '/api/rocket/audioTrack/listeningNow',
            caller,
          }),
        )
      ).items,
    audioPunches: async (_parent, { planKind, planId, subjectId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: AudioPunch[] }>({
            method: 'GET',
            path: `${BASE[planKind]}/userAudioPunch`,
            query: { userId: subjectId, ...planField(planKind, planId) },
            caller,
          }),
        )
      ).items,
    listeningHistory: async (_parent, { planKind, planId, subjectId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: ListeningHistoryItem[] }>({
            method: 'GET',
            path: `${BASE[planKind]}/listeningHistory`,
            query: { ...planField(planKind, planId), userId: subjectId ?? undefined },
            caller,
          }),
        )
      ).items,
  },
  Mutation: {
    startAudioTrack: (_parent, { input }, context) => play('START', input, context),
    progressAudioTrack: (_parent, { input }, context) => play('PROGRESS', input, context),
    pauseAudioTrack: (_parent, { input }, context) => play('PAUSE', input, context),
    stopAudioTrack: (_parent, { input }, context) => play('STOP', input, context),
    finishAudioTrack: (_parent, { input }, context) => play('FINISH', input, context),
  },
};
