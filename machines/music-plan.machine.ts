import { assign, setup, transition } from 'xstate';

// A child's music plan (spec 001 §4 "Music programme"): "start music" on the subject list starts
// it (NotStarted -> Started); each later start generates another playlist from the same plan
// (Started -> Started); once Finished it is done for good and cannot start again. playedTime
// counts the playlists generated from it (the validity check's playedTime). Pure: the server
// decides with it, the console asks it what to offer.

export type MusicPlanState = 'NotStarted' | 'Started' | 'Finished';

export type MusicPlan = { state: MusicPlanState; playedTime: number };

export type MusicPlanEvent =
  /** A playlist is generated from the plan ("start music"). */
  | { type: 'plan.start' }
  /** The plan's sessions are all done. */
  | { type: 'plan.finish' };

export const musicPlanMachine = setup({
  types: {
    context: {} as { playedTime: number },
    input: {} as { playedTime: number },
    events: {} as MusicPlanEvent,
  },
  actions: {
    countPlaylist: assign({ playedTime: ({ context }) => context.playedTime + 1 }),
  },
}).createMachine({
  id: 'musicPlan',
  context: ({ input }) => ({ playedTime: input.playedTime }),
  initial: 'NotStarted',
  states: {
    NotStarted: { on: { 'plan.start': { target: 'Started', actions: 'countPlaylist' } } },
    Started: {
      on: {
        'plan.start': { target: 'Started', actions: 'countPlaylist' },
        'plan.finish': 'Finished',
      },
    },
    Finished: { type: 'final' },
  },
});

/** One place that turns a stored row into a snapshot, for the server and the console alike. */
export const musicPlanAt = ({ state, playedTime }: MusicPlan) =>
  musicPlanMachine.resolveState({ value: state, context: { playedTime } });

/** Whether the plan allows `event` now. */
export const musicPlanAllows = (plan: MusicPlan, event: MusicPlanEvent): boolean => musicPlanAt(plan).can(event);

/** The plan after `event`, or null when the machine refuses it. */
export const nextMusicPlan = (plan: MusicPlan, event: MusicPlanEvent): MusicPlan | null => {
  const snapshot = musicPlanAt(plan);
  if (!snapshot.can(event)) return null;
  const [next] = transition(musicPlanMachine, snapshot, event);
  return { state: next.value as MusicPlanState, playedTime: next.context.playedTime };
};
