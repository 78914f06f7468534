import { assign, fromPromise, setup } from 'xstate';

// "Start music" from the subject list (spec 000 §4, §5, §9; 001 §4 "Music programme"):
//   no plan id --> noPlan (the fixed message)
//   checking (validity call) --not valid--> fasInvalid (the fixed message)
//     --valid--> confirming (tags and times played shown) --confirm--> generating (start call)
//     --> progress: +1..5 % every 100 ms up to 100 %; the 3000 ms generation timer fills it
//         if the steps have not, so the tab opens while the click still counts as the user's
//     --> opening the music page in a new tab --> done, or popupBlocked (ask to allow pop-ups)
//   a failed call --> failed (the screen shows the server's message).
// Pure: the screen provides the calls and the opening of the tab.

export const PROGRESS_TICK_MS = 100;
export const PROGRESS_STEP_MIN = 1;
export const PROGRESS_STEP_MAX = 5;
export const GENERATION_TIMER_MS = 3000;

/** Spec 001 §2: the music page, opened in a new tab once the playlist is generated. */
export const musicPagePath = (planId: string, subjectId: string) =>
  `/system/center/detail/musicRehab?id=${encodeURIComponent(planId)}&subjectId=${encodeURIComponent(subjectId)}`;

export type MusicPlanRef = { subjectId: string; planId: string };
export type FasValidity = { isFasValid: boolean; playedTime: number; tagNames: string[] };

export type MusicStartInput = {
  subjectId: string;
  /** The child's startable plan; null when it has none. */
  planId: string | null;
  /** A number in [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
};

export type MusicStartContext = {
  subjectId: string;
  planId: string | null;
  tagNames: string[];
  playedTime: number;
  /** The generated playlist (the start call's id). */
  playlistId: string | null;
  /** 0 to 100. */
  progress: number;
  /** The failed call's error, as it came; the screen reads the server's message from it. */
  error: unknown;
  random: () => number;
};

export type MusicStartEvent = { type: 'start.confirm' } | { type: 'start.cancel' } | { type: 'dialog.close' };

const step = (random: () => number) =>
  PROGRESS_STEP_MIN + Math.floor(random() * (PROGRESS_STEP_MAX - PROGRESS_STEP_MIN + 1));

const refOf = (context: MusicStartContext): MusicPlanRef => ({
  subjectId: context.subjectId,
  planId: context.planId ?? '',
});

export const musicStartMachine = setup({
  types: {
    context: {} as MusicStartContext,
    events: {} as MusicStartEvent,
    input: {} as MusicStartInput,
  },
  actors: {
    // Replaced by the screen; the defaults refuse, so a forgotten provide shows up at once.
    checkValidity: fromPromise<FasValidity, MusicPlanRef>(async () => {
      throw new Error('checkValidity is not provided');
    }),
    startPlan: fromPromise<{ id: string }, MusicPlanRef>(async () => {
      throw new Error('startPlan is not provided');
    }),
    /** Opens the music page; false when the browser blocked the new tab. */
    openMusicPage: fromPromise<boolean, MusicPlanRef>(async () => {
      throw new Error('openMusicPage is not provided');
    }),
  },
  guards: {
    hasPlan: ({ context }) => context.planId !== null && context.planId !== '',
    isFasValid: (_, params: FasValidity) => params.isFasValid,
    isFull: ({ context }) => context.progress >= 100,
    opened: (_, params: { opened: boolean }) => params.opened,
  },
  actions: {
    keepValidity: assign((_, params: FasValidity) => ({ tagNames: params.tagNames, playedTime: params.playedTime })),
    keepPlaylist: assign({ playlistId: (_, params: { id: string }) => params.id }),
    keepError: assign({ error: (_, params: { error: unknown }) => params.error }),
    advance: assign({ progress: ({ context }) => Math.min(100, context.progress + step(context.random)) }),
    fill: assign({ progress: 100 }),
  },
}).createMachine({
  id: 'musicStart',
  context: ({ input }) => ({
    subjectId: input.subjectId,
    planId: input.planId,
    tagNames: [],
    playedTime: 0,
    playlistId: null,
    progress: 0,
    error: null,
    random: input.random ?? Math.random,
  }),
  initial: 'begin',
  states: {
    begin: { always: [{ guard: 'hasPlan', target: 'checking' }, { target: 'noPlan' }] },
    noPlan: { type: 'final' },
    checking: {
      invoke: {
        src: 'checkValidity',
        input: ({ context }) => refOf(context),
        onDone: [
          {
            guard: { type: 'isFasValid', params: ({ event }) => event.output },
            target: 'confirming',
            actions: { type: 'keepValidity', params: ({ event }) => event.output },
          },
          { target: 'fasInvalid' },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    fasInvalid: { type: 'final' },
    confirming: { on: { 'start.confirm': 'generating', 'start.cancel': 'cancelled' } },
    generating: {
      invoke: {
        src: 'startPlan',
        input: ({ context }) => refOf(context),
        onDone: { target: 'progress', actions: { type: 'keepPlaylist', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    progress: {
      // Started on entering, not restarted by the ticks (they re-enter the child state only).
      after: { [GENERATION_TIMER_MS]: { target: 'opening', actions: 'fill' } },
      initial: 'ticking',
      states: {
        ticking: {
          always: { guard: 'isFull', target: '#musicStart.opening' },
          after: { [PROGRESS_TICK_MS]: { target: 'ticking', reenter: true, actions: 'advance' } },
        },
      },
    },
    opening: {
      invoke: {
        src: 'openMusicPage',
        input: ({ context }) => refOf(context),
        onDone: [
          { guard: { type: 'opened', params: ({ event }) => ({ opened: event.output }) }, target: 'done' },
          { target: 'popupBlocked' },
        ],
        onError: 'popupBlocked',
      },
    },
    popupBlocked: { on: { 'dialog.close': 'closed' } },
    done: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
    closed: { type: 'final' },
  },
});
