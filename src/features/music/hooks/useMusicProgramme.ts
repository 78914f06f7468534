import { useActorRef, useSelector } from '@xstate/react';
import { useClient } from 'urql';
import { fromPromise } from 'xstate';
import {
  musicProgrammeMachine,
  type MusicProgrammeInput,
  type MusicType,
  type ProgrammeProgress,
  type ProgrammeSubmission,
} from '../../../../machines/music-programme.machine';
import {
  MusicProgrammeProgressDocument,
  SubmitMusicProgrammeDocument,
  type MusicProgrammeFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';

/**
 * The music programme dialog's flow (machines/music-programme.machine.ts) wired to the gateway. The
 * calls keep the automatic toast away: the dialog shows a failure once, in its own callout.
 */
export const useMusicProgramme = (input: MusicProgrammeInput) => {
  const client = useClient();
  const actor = useActorRef(
    musicProgrammeMachine.provide({
      actors: {
        loadProgress: fromPromise<ProgrammeProgress, { userId: string; musicType: MusicType }>(
          async ({ input: ref }) => {
            const result = await client
              .query(MusicProgrammeProgressDocument, ref, { requestPolicy: 'network-only', ...NO_ERROR_TOAST })
              .toPromise();
            if (result.error || !result.data) throw result.error ?? new Error('no answer');
            return result.data.musicProgrammeProgress;
          },
        ),
        submitProgramme: fromPromise<unknown, ProgrammeSubmission>(async ({ input: body }) => {
          const result = await client.mutation(SubmitMusicProgrammeDocument, body, NO_ERROR_TOAST).toPromise();
          if (result.error || !result.data) throw result.error ?? new Error('no answer');
          return result.data.submitMusicProgramme;
        }),
      },
    }),
    { input },
  );
  const snapshot = useSelector(actor, (s) => s);
  return {
    actor,
    state: snapshot.value as string,
    context: snapshot.context,
    saved: snapshot.matches('saved') ? (snapshot.context.saved as MusicProgrammeFieldsFragment) : null,
  };
};
