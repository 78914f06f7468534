import { assign, fromPromise, setup } from 'xstate';

// The music player (spec 001 §2 player routes, screen 1 "music player drawer", §4 playback, §8, §9):
//   idle --PLAY--> loading (start call, from the track's lastProgress)
//     --canListen--> playing: every interval (15 s) the progress call, with the play session's id
//         --canListen false--> stopped (the warning shows the reason; default "this course music
//           listening is over")
//         --the call fails--> failed (the player closes, stops submitting and shows an error)
//       --PAUSE--> paused (pause call; no progress submitted while paused) --PLAY--> playing
//       --STOP--> stopped (stop call) --PLAY--> loading again
//       --TRACK_ENDED--> ending (finish call) --> loading the next track, or finished after the last
//         (the player closes with a message)
//     --canListen false--> stopped with the reason
//   AUDIO_ERROR (the <audio> element could not play the file) --> failed ("the file cannot be played")
//   CLOSE --> closed (a stop call for a live play session; nothing is submitted after it).
// Pure: the screen provides the calls and drives the <audio> element from the state.

/** Spec 001 §9: progress is saved every 15 s. */
export const PROGRESS_INTERVAL_MS = 15_000;

export type PlayerTrack = {
  code: string;
  title: string;
  durationMs: number;
  playUrl: string;
  /** Bone-conduction volume, 0 to 100, where the track has one. */
  boneConductionVolume: number | null;
  /** Where the child stopped last time (ms). */
  lastProgress: number;
  isFinished: boolean;
};

export type AudioOperate = 'START' | 'PROGRESS' | 'PAUSE' | 'STOP' | 'FINISH';

export type ListeningReport = {
  operate: AudioOperate;
  trackCode: string;
  /** ms */
  progress: number;
  playSessionId: string | null;
};

/** What the server answers to every playback call. */
export type ListeningAnswer = {
  canListen: boolean;
  cannotListenReason: string | null;
  playSessionId: string | null;
  lastProgress?: number | null;
};

export type PlayerFailure = 'request' | 'file';

export type MusicPlayerInput = {
  tracks: PlayerTrack[];
  /** Defaults to the first track not yet finished. */
  startIndex?: number;
  intervalMs?: number;
};

export type MusicPlayerContext = {
  tracks: PlayerTrack[];
  index: number;
  /** ms into the current track. */
  position: number;
  playSessionId: string | null;
  /** The server's reason when it refuses listening; '' when it gave none (the screen's default). */
  reason: string | null;
  failure: PlayerFailure | null;
  error: unknown;
  intervalMs: number;
};

export type MusicPlayerEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'STOP' }
  | { type: 'SEEK'; position: number }
  | { type: 'TIME'; position: number }
  | { type: 'SELECT'; index: number }
  | { type: 'TRACK_ENDED' }
  | { type: 'AUDIO_ERROR' }
  | { type: 'CLOSE' };

const clamp = (value: number, max: number) => Math.max(0, Math.min(Number.isFinite(value) ? value : 0, max));

const current = (context: MusicPlayerContext) => context.tracks[context.index];

const report = (context: MusicPlayerContext, operate: AudioOperate, progress = context.position): ListeningReport => ({
  operate,
  trackCode: current(context)?.code ?? '',
  progress: Math.round(progress),
  playSessionId: context.playSessionId,
});

const firstUnfinished = (tracks: PlayerTrack[]) => {
  const index = tracks.findIndex((track) => !track.isFinished);
  return index < 0 ? 0 : index;
};

export const musicPlayerMachine = setup({
  types: {
    context: {} as MusicPlayerContext,
    events: {} as MusicPlayerEvent,
    input: {} as MusicPlayerInput,
  },
  actors: {
    // Replaced by the screen; the default refuses, so a forgotten provide shows up at once.
    report: fromPromise<ListeningAnswer, ListeningReport>(async () => {
      throw new Error('report is not provided');
    }),
  },
  delays: {
    progressInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    hasTracks: ({ context }) => context.tracks.length > 0,
    canListen: (_, params: ListeningAnswer) => params.canListen,
    hasNext: ({ context }) => context.index + 1 < context.tracks.length,
    validIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.tracks.length,
    hasSession: ({ context }) => context.playSessionId !== null,
  },
  actions: {
    keepAnswer: assign(({ context }, params: ListeningAnswer) => ({
      playSessionId: params.playSessionId ?? context.playSessionId,
      reason: null,
    })),
    resumeAt: assign(({ context }, params: ListeningAnswer) => {
      const track = current(context);
      const from = params.lastProgress ?? track?.lastProgress ?? 0;
      // A finished track starts again from the beginning.
      return { position: track && from >= track.durationMs ? 0 : clamp(from, track?.durationMs ?? 0) };
    }),
    keepReason: assign({
      reason: (_, params: ListeningAnswer) => params.cannotListenReason ?? '',
      playSessionId: null,
    }),
    keepPosition: assign({
      position: ({ context }, params: { position: number }) =>
        clamp(params.position, current(context)?.durationMs ?? 0),
    }),
    select: assign({
      index: (_, params: { index: number }) => params.index,
      playSessionId: null,
      reason: null,
    }),
    markFinished: assign({
      tracks: ({ context }) =>
        context.tracks.map((track, i) =>
          i === context.index ? { ...track, isFinished: true, lastProgress: track.durationMs } : track,
        ),
      position: ({ context }) => current(context)?.durationMs ?? 0,
    }),
    next: assign({
      index: ({ context }) => context.index + 1,
      position: 0,
      playSessionId: null,
    }),
    clearSession: assign({ playSessionId: null }),
    failRequest: assign({ failure: 'request' as const, error: (_, params: { error: unknown }) => params.error }),
    failFile: assign({ failure: 'file' as const, error: null }),
  },
}).createMachine({
  id: 'musicPlayer',
  context: ({ input }) => {
    const index =
      input.startIndex !== undefined && input.startIndex >= 0 && input.startIndex < input.tracks.length
        ? input.startIndex
        : firstUnfinished(input.tracks);
    const track = input.tracks[index];
    return {
      tracks: input.tracks,
      index,
      position: track && !track.isFinished ? clamp(track.lastProgress, track.durationMs) : 0,
      playSessionId: null,
      reason: null,
      failure: null,
      error: null,
      intervalMs: input.intervalMs ?? PROGRESS_INTERVAL_MS,
    };
  },
  initial: 'idle',
  on: {
    CLOSE: '.closed',
  },
  states: {
    idle: {
      on: {
        PLAY: { guard: 'hasTracks', target: 'loading' },
        SELECT: {
          guard: { type: 'validIndex', params: ({ event }) => event },
          target: 'loading',
          actions: { type: 'select', params: ({ event }) => event },
        },
      },
    },
    loading: {
      invoke: {
        src: 'report',
        input: ({ context }) => report(context, 'START'),
        onDone: [
          {
            guard: { type: 'canListen', params: ({ event }) => event.output },
            target: 'playing',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => event.output },
              { type: 'resumeAt', params: ({ event }) => event.output },
            ],
          },
          { target: 'stopped', actions: { type: 'keepReason', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { AUDIO_ERROR: { target: 'failed', actions: 'failFile' } },
    },
    playing: {
      initial: 'listening',
      states: {
        listening: {
          after: { progressInterval: 'saving' },
        },
        saving: {
          invoke: {
            src: 'report',
            input: ({ context }) => report(context, 'PROGRESS'),
            onDone: [
              {
                guard: { type: 'canListen', params: ({ event }) => event.output },
                target: 'listening',
                actions: { type: 'keepAnswer', params: ({ event }) => event.output },
              },
              { target: '#musicPlayer.stopped', actions: { type: 'keepReason', params: ({ event }) => event.output } },
            ],
            onError: {
              target: '#musicPlayer.failed',
              actions: { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
      on: {
        TIME: { actions: { type: 'keepPosition', params: ({ event }) => event } },
        SEEK: { actions: { type: 'keepPosition', params: ({ event }) => event } },
        PAUSE: 'paused',
        STOP: 'stopped',
        TRACK_ENDED: 'ending',
        AUDIO_ERROR: { target: 'failed', actions: 'failFile' },
        SELECT: {
          guard: { type: 'validIndex', params: ({ event }) => event },
          target: 'loading',
          actions: { type: 'select', params: ({ event }) => event },
        },
      },
    },
    paused: {
      initial: 'reporting',
      states: {
        reporting: {
          invoke: {
            src: 'report',
            input: ({ context }) => report(context, 'PAUSE'),
            onDone: [
              { guard: { type: 'canListen', params: ({ event }) => event.output }, target: 'waiting' },
              { target: '#musicPlayer.stopped', actions: { type: 'keepReason', params: ({ event }) => event.output } },
            ],
            onError: {
              target: '#musicPlayer.failed',
              actions: { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {},
      },
      on: {
        PLAY: 'playing',
        SEEK: { actions: { type: 'keepPosition', params: ({ event }) => event } },
        STOP: 'stopped',
        AUDIO_ERROR: { target: 'failed', actions: 'failFile' },
        SELECT: {
          guard: { type: 'validIndex', params: ({ event }) => event },
          target: 'loading',
          actions: { type: 'select', params: ({ event }) => event },
        },
      },
    },
    stopped: {
      // Stopped by the user (a stop call for the live play session) or refused by the server (reason set).
      initial: 'check',
      states: {
        check: { always: [{ guard: 'hasSession', target: 'reporting' }, { target: 'waiting' }] },
        reporting: {
          invoke: {
            src: 'report',
            input: ({ context }) => report(context, 'STOP'),
            onDone: { target: 'waiting', actions: 'clearSession' },
            onError: {
              target: '#musicPlayer.failed',
              actions: { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {},
      },
      on: {
        PLAY: 'loading',
        SELECT: {
          guard: { type: 'validIndex', params: ({ event }) => event },
          target: 'loading',
          actions: { type: 'select', params: ({ event }) => event },
        },
      },
    },
    ending: {
      invoke: {
        src: 'report',
        input: ({ context }) => report(context, 'FINISH', current(context)?.durationMs ?? context.position),
        onDone: [
          { guard: 'hasNext', target: 'loading', actions: ['markFinished', 'next'] },
          { target: 'finished', actions: 'markFinished' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The last track ended: the player closes with a message. */
    finished: { type: 'final' },
    /** A call failed or the file cannot be played: the player closes and shows the error. */
    failed: { type: 'final' },
    closed: {
      type: 'final',
    },
  },
});
