import { useActorRef, useSelector } from '@xstate/react';
import { useClient } from 'urql';
import { fromPromise } from 'xstate';
import { musicPagePath, musicStartMachine, type MusicPlanRef } from '../../../../machines/music-start.machine';
import { MusicFasValidityDocument, StartMusicPlanDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';

/** The machine's state as the dialog draws it: the progress screen covers the opening of the tab. */
export type MusicStartPhase =
  | 'begin'
  | 'checking'
  | 'noPlan'
  | 'fasInvalid'
  | 'confirming'
  | 'generating'
  | 'progress'
  | 'popupBlocked'
  | 'done'
  | 'cancelled'
  | 'failed'
  | 'closed';

/**
 * "Start music" (machines/music-start.machine.ts) wired to the gateway and the browser. The calls
 * keep the automatic toast away: the dialog shows the failure once, from the machine's state.
 */
export const useMusicStart = (subject: { id: string; musicPlanId: string | null }) => {
  const client = useClient();
  const actor = useActorRef(
    musicStartMachine.provide({
      actors: {
        checkValidity: fromPromise(async ({ input }: { input: MusicPlanRef }) => {
          const result = await client
            .query(MusicFasValidityDocument, input, { requestPolicy: 'network-only', ...NO_ERROR_TOAST })
            .toPromise();
          if (result.error || !result.data) throw result.error ?? new Error('no answer');
          return result.data.musicFasValidity;
        }),
        startPlan: fromPromise(async ({ input }: { input: MusicPlanRef }) => {
          const result = await client.mutation(StartMusicPlanDocument, input, NO_ERROR_TOAST).toPromise();
          if (result.error || !result.data) throw result.error ?? new Error('no answer');
          return result.data.startMusicPlan;
        }),
        // window.open answers null when the browser blocks the tab.
        openMusicPage: fromPromise(
          async ({ input }: { input: MusicPlanRef }) =>
            window.open(musicPagePath(input.planId, input.subjectId), '_blank') !== null,
        ),
      },
    }),
    { input: { subjectId: subject.id, planId: subject.musicPlanId } },
  );
  const phase = useSelector(actor, (s): MusicStartPhase => {
    if (s.matches('progress') || s.matches('opening')) return 'progress';
    const value = s.value;
    return typeof value === 'string' ? (value as MusicStartPhase) : 'progress';
  });
  const context = useSelector(actor, (s) => s.context);
  return { actor, phase, context };
};
