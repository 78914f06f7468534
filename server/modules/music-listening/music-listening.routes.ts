import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../../platform/app-deps';
import type { ListeningPlanKind } from '../../platform/db/schema/music-listening';
import { requestLanguage, translatorFor } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import { trackAudioKeyOf } from '../content/tracks/track.service';
import {
  AudioTrackAnswer,
  AudioTrackBody,
  CourseMusicAnswer,
  HistoryAnswer,
  HistoryQuery,
  ListeningNowAnswer,
  PlanQuery,
  ProgressesAnswer,
  PunchesAnswer,
  SessionQuery,
} from './music-listening.schemas';
import {
  audioPunches,
  audioTrackProgresses,
  courseMusic,
  listeningHistory,
  listeningNow,
  playAudioTrack,
  type Operate,
} from './music-listening.service';

// Spec 001 §7 "Audio tracks (userOfflinePlan and groupTrainingPlan)": the same calls under each
// plan's path. Ours besides: the same calls under /api/rocket/idtMusic for a child's music
// programme (the spec names no path for playing one), userAudioPunch (the music record),
// listeningHistory (play history), and /api/rocket/audioTrack/listeningNow (the workbench).
const BASES: [ListeningPlanKind, string][] = [
  ['OFFLINE', '/api/rocket/userOfflinePlan'],
  ['GROUP', '/api/rocket/groupTrainingPlan'],
  ['PROGRAMME', '/api/rocket/idtMusic'],
];

const CALLS: [Operate, 'post' | 'put', string][] = [
  ['START', 'post', 'startAudioTrack'],
  ['PROGRESS', 'put', 'progressAudioTrack'],
  ['PAUSE', 'post', 'pauseAudioTrack'],
  ['STOP', 'post', 'stopAudioTrack'],
  ['FINISH', 'post', 'finishAudioTrack'],
];

export const musicListeningRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Music listening'];
  const translator = (acceptLanguage: string | undefined) => translatorFor(requestLanguage(acceptLanguage));

  for (const [kind, base] of BASES) {
    for (const [operate, method, path] of CALLS) {
      app[method](
        `${base}/${path}`,
        { schema: { tags, body: AudioTrackBody, response: { 200: AudioTrackAnswer } } },
        (request) => {
          const now = deps.clock();
          const env = {
            now,
            t: translator(request.headers['accept-language']),
            today: centreDay(deps.timeZone, now),
            messenger: deps.messenger,
          };
          return request.inTenantTx((tx, ctx) => playAudioTrack(tx, ctx, env, kind, operate, request.body));
        },
      );
    }

    app.get(
      `${base}/userCourseProgress`,
      { schema: { tags, querystring: SessionQuery, response: { 200: CourseMusicAnswer } } },
      async (request) => {
        const signing = { key: await trackAudioKeyOf(deps.db), now: deps.clock() };
        const t = translator(request.headers['accept-language']);
        return request.inTenantTx((tx, ctx) => courseMusic(tx, ctx, signing, t, kind, request.query));
      },
    );

    app.get(
      `${base}/userCourseAudioTrackProgresses`,
      { schema: { tags, querystring: SessionQuery, response: { 200: ProgressesAnswer } } },
      (request) => request.inTenantTx((tx, ctx) => audioTrackProgresses(tx, ctx, kind, request.query)),
    );

    app.get(
      `${base}/userAudioPunch`,
      { schema: { tags, querystring: PlanQuery, response: { 200: PunchesAnswer } } },
      (request) => request.inTenantTx((tx, ctx) => audioPunches(tx, ctx, kind, request.query)),
    );

    app.get(
      `${base}/listeningHistory`,
      { schema: { tags, querystring: HistoryQuery, response: { 200: HistoryAnswer } } },
      (request) => request.inTenantTx((tx, ctx) => listeningHistory(tx, ctx, kind, request.query)),
    );
  }

  app.get(
    '/api/rocket/audioTrack/listeningNow',
    { schema: { tags, response: { 200: ListeningNowAnswer } } },
    (request) => request.inTenantTx((tx, ctx) => listeningNow(tx, ctx, deps.clock())),
  );
};
