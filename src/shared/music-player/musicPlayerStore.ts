import { PATHS } from '../routes/paths';

// The music player drawer (spec 001 §2 screen 1) is the shell's: one per page, above every route.
// Features open it through this store (features do not import each other nor the shell), from a
// child's offline plan session or a class's group plan session.
//
// One player per browser: opening it posts on a BroadcastChannel and every other tab's player
// closes (the newest wins: it is what the user just asked for, and the server refuses a second
// live play session for the same child and track anyway, so the older one would stop on its
// next progress call with a less clear reason).

export type MusicPlanKind = 'OFFLINE' | 'GROUP' | 'PROGRAMME';

export type MusicPlayerRequest = {
  planKind: MusicPlanKind;
  /** The child's offline plan id, or the group training plan id. */
  planId: string;
  /** The session number. */
  num: number;
  /** The child (offline plans); the group plan's listening is the class's. */
  subjectId: string | null;
  /** Shown in the drawer's title, e.g. the child's or the class's name. */
  title: string;
};

type Listener = () => void;

/**
 * Spec 001 §2: the player's routes; leaving them closes it. Ours besides: the music page
 * (musicRehab), where a child's music programme is played once "start music" opened it.
 */
export const PLAYER_ROUTES: readonly string[] = [
  PATHS.subjectDetail,
  '/system/center/detail/musicRehab',
  PATHS.offlinePlanDetail,
  PATHS.offlineCourseDetail,
  '/system/center/detail/groupOfflinePlanDetail',
  PATHS.groupClassDetail,
];

export const isPlayerRoute = (pathname: string) => PLAYER_ROUTES.includes(pathname.replace(/\/+$/, ''));

const CHANNEL = 'atrium.music-player';

export type MusicPlayerStore = {
  get: () => MusicPlayerRequest | null;
  open: (request: MusicPlayerRequest) => void;
  close: () => void;
  subscribe: (listener: Listener) => () => void;
};

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

const openChannel = (): ChannelLike | null => {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
};

export const createMusicPlayerStore = (channel: ChannelLike | null = openChannel()): MusicPlayerStore => {
  let current: MusicPlayerRequest | null = null;
  const listeners = new Set<Listener>();
  const set = (next: MusicPlayerRequest | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      // Another tab opened its player: this one closes.
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'opened' && current) {
        set(null);
      }
    };
  }
  return {
    get: () => current,
    open: (request) => {
      channel?.postMessage({ type: 'opened' });
      set(request);
    },
    close: () => {
      if (current) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The one store of the running app. */
export const musicPlayerStore = createMusicPlayerStore();

export const openMusicPlayer = (request: MusicPlayerRequest) => musicPlayerStore.open(request);
