import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type AnyVariables, type OperationResult } from 'urql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import type { AudioOperate, ListeningAnswer } from '../../../machines/music-player.machine';
import {
  PlayerCourseMusicDocument,
  PlayerFinishAudioTrackDocument,
  PlayerPauseAudioTrackDocument,
  PlayerProgressAudioTrackDocument,
  PlayerStartAudioTrackDocument,
  PlayerStopAudioTrackDocument,
} from '../../generated/graphql';
import type { ListeningApi } from './listeningApi';

const answerOf = <T, V extends AnyVariables>(result: OperationResult<T, V>): T => {
  if (result.error) throw result.error;
  if (!result.data) throw new Error('No answer');
  return result.data;
};

const MUTATIONS = {
  START: PlayerStartAudioTrackDocument,
  PROGRESS: PlayerProgressAudioTrackDocument,
  PAUSE: PlayerPauseAudioTrackDocument,
  STOP: PlayerStopAudioTrackDocument,
  FINISH: PlayerFinishAudioTrackDocument,
} as const;

const FIELDS = {
  START: 'startAudioTrack',
  PROGRESS: 'progressAudioTrack',
  PAUSE: 'pauseAudioTrack',
  STOP: 'stopAudioTrack',
  FINISH: 'finishAudioTrack',
} as const satisfies Record<AudioOperate, string>;

/** The player's calls through the gateway (graphql/music-listening.graphql). */
export const useListeningApi = (): ListeningApi => {
  const client = useClient();
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return useMemo<ListeningApi>(
    () => ({
      load: async (request) => {
        const data = answerOf(
          await client
            .query(
              PlayerCourseMusicDocument,
              {
                planKind: request.planKind,
                planId: request.planId,
                num: request.num,
                subjectId: request.subjectId ?? '',
              },
              // Where the child stopped is the server's latest, never a cached one.
              { requestPolicy: 'network-only' },
            )
            .toPromise(),
        );
        const course = data.courseMusic;
        return {
          canListen: course.canListen,
          cannotListenReason: course.cannotListenReason ?? null,
          tracks: course.tracks.map((track) => ({
            code: track.code,
            title: english ? track.titleEn || track.titleZh : track.titleZh || track.titleEn,
            durationMs: track.durationMs,
            playUrl: track.playUrl,
            boneConductionVolume: track.boneConductionVolume ?? null,
            lastProgress: track.lastProgress,
            isFinished: track.isFinished,
          })),
        };
      },
      report: async (request, report, options): Promise<ListeningAnswer> => {
        const input = {
          subjectId: request.subjectId ?? '',
          planKind: request.planKind,
          planId: request.planId,
          num: request.num,
          trackCode: report.trackCode,
          progress: report.progress,
          playSessionId: report.playSessionId,
        };
        // The player says a failure in its own banner: no second, general toast.
        const context = { ...NO_ERROR_TOAST, ...(options?.keepalive ? { fetchOptions: { keepalive: true } } : {}) };
        const data = answerOf(await client.mutation(MUTATIONS[report.operate], { input }, context).toPromise());
        const answer = (data as Record<string, ListeningAnswer>)[FIELDS[report.operate]];
        if (!answer) throw new Error('No answer');
        return answer;
      },
    }),
    [client, english],
  );
};
