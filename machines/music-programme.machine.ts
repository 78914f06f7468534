import { assign, fromPromise, setup } from 'xstate';

// A child's music programme, added or edited (spec 001 screen 8, §4 "Music programme", §5 "Music"):
//   archives not both filled --> archiveMissing (a confirmation opening the archives page)
//   add --> choosingType (FAS only with an HFS result) --submit--> submitting (order 1)
//   edit --> loadingProgress (code, count, order) --> choosingStart: when order > 1 the user
//     continues the previous progress or starts from the first; at order 1 it restarts as is
//     --submit--> submitting (order = the progress's order to continue, 1 to restart)
//   loadingProgress fails --> loadFailed --retry--> loadingProgress
//   submitting --> saved (final, with the programme), or back to its step with the failure
//   submit without a choice --> the step again with `missing` set (nothing is sent)
//   dialog.close, except while submitting --> closed.
// Pure: the screen provides the calls.

export type MusicType = 'Fas' | 'CmSmo';
export type StartChoice = 'continue' | 'restart';

/** The programme's current progress, as the edit's first step reads it. */
export type ProgrammeProgress = { code: string; count: number; order: number; planNameZh: string; planNameEn: string };

/** What the submit call sends (the spec's "Music programme request"). */
export type ProgrammeSubmission = { userId: string; edit: boolean; musicType: MusicType; order: number };

export type MusicProgrammeInput = {
  userId: string;
  mode: { kind: 'add' } | { kind: 'edit'; musicType: MusicType };
  hasFas: boolean;
  archiveComplete: boolean;
};

export type MusicProgrammeContext = {
  userId: string;
  edit: boolean;
  hasFas: boolean;
  archiveComplete: boolean;
  musicType: MusicType | null;
  progress: ProgrammeProgress | null;
  choice: StartChoice | null;
  /** Submit was pressed without the step's choice. */
  missing: boolean;
  /** The failed call's error, as it came; the screen reads the server's message from it. */
  error: unknown;
  /** The saved programme, as the submit call answered it. */
  saved: unknown;
};

export type MusicProgrammeEvent =
  | { type: 'type.select'; musicType: MusicType }
  | { type: 'start.select'; choice: StartChoice }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'dialog.close' };

/** Continue resumes at the progress's order; restart, add, and a programme at its first session send 1. */
export const orderToSend = (progress: ProgrammeProgress | null, choice: StartChoice | null): number =>
  progress && progress.order > 1 && choice === 'continue' ? progress.order : 1;

/** Edit must ask continue-or-restart only past the first session. */
export const mustChoose = (progress: ProgrammeProgress | null) => !!progress && progress.order > 1;

const submissionOf = (context: MusicProgrammeContext): ProgrammeSubmission => ({
  userId: context.userId,
  edit: context.edit,
  musicType: context.musicType ?? 'CmSmo',
  order: context.edit ? orderToSend(context.progress, context.choice) : 1,
});

export const musicProgrammeMachine = setup({
  types: {
    context: {} as MusicProgrammeContext,
    events: {} as MusicProgrammeEvent,
    input: {} as MusicProgrammeInput,
  },
  actors: {
    // Replaced by the screen; the defaults refuse, so a forgotten provide shows up at once.
    loadProgress: fromPromise<ProgrammeProgress, { userId: string; musicType: MusicType }>(async () => {
      throw new Error('loadProgress is not provided');
    }),
    submitProgramme: fromPromise<unknown, ProgrammeSubmission>(async () => {
      throw new Error('submitProgramme is not provided');
    }),
  },
  guards: {
    archiveMissing: ({ context }) => !context.archiveComplete,
    isEdit: ({ context }) => context.edit,
    // A FAS programme needs an HFS result: the choice is refused, not only greyed out.
    typeAllowed: ({ context }, params: { musicType: MusicType }) => params.musicType !== 'Fas' || context.hasFas,
    typeChosen: ({ context }) => context.musicType !== null,
    startChosen: ({ context }) => !mustChoose(context.progress) || context.choice !== null,
  },
  actions: {
    keepType: assign((_, params: { musicType: MusicType }) => ({ musicType: params.musicType, missing: false })),
    keepChoice: assign((_, params: { choice: StartChoice }) => ({ choice: params.choice, missing: false })),
    keepProgress: assign({ progress: (_, params: { progress: ProgrammeProgress }) => params.progress }),
    keepError: assign({ error: (_, params: { error: unknown }) => params.error }),
    keepSaved: assign({ saved: (_, params: { saved: unknown }) => params.saved }),
    markMissing: assign({ missing: true }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'musicProgramme',
  context: ({ input }) => ({
    userId: input.userId,
    edit: input.mode.kind === 'edit',
    hasFas: input.hasFas,
    archiveComplete: input.archiveComplete,
    musicType: input.mode.kind === 'edit' ? input.mode.musicType : null,
    progress: null,
    choice: null,
    missing: false,
    error: null,
    saved: null,
  }),
  initial: 'begin',
  on: { 'dialog.close': '.closed' },
  states: {
    begin: {
      always: [
        { guard: 'archiveMissing', target: 'archiveMissing' },
        { guard: 'isEdit', target: 'loadingProgress' },
        { target: 'choosingType' },
      ],
    },
    archiveMissing: {},
    choosingType: {
      on: {
        'type.select': {
          guard: { type: 'typeAllowed', params: ({ event }) => ({ musicType: event.musicType }) },
          actions: { type: 'keepType', params: ({ event }) => ({ musicType: event.musicType }) },
        },
        submit: [{ guard: 'typeChosen', target: 'submitting' }, { actions: 'markMissing' }],
      },
    },
    loadingProgress: {
      entry: 'clearError',
      invoke: {
        src: 'loadProgress',
        input: ({ context }) => ({ userId: context.userId, musicType: context.musicType ?? 'CmSmo' }),
        onDone: {
          target: 'choosingStart',
          actions: { type: 'keepProgress', params: ({ event }) => ({ progress: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { retry: 'loadingProgress' } },
    choosingStart: {
      on: {
        'start.select': { actions: { type: 'keepChoice', params: ({ event }) => ({ choice: event.choice }) } },
        submit: [{ guard: 'startChosen', target: 'submitting' }, { actions: 'markMissing' }],
      },
    },
    submitting: {
      entry: 'clearError',
      // Closing while the call is out would leave the result unseen: the dialog stays until it answers.
      on: { 'dialog.close': {} },
      invoke: {
        src: 'submitProgramme',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [
          {
            guard: 'isEdit',
            target: 'choosingStart',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'choosingType', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
