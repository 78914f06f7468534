import type { ListeningAnswer, ListeningReport, PlayerTrack } from '../../../machines/music-player.machine';
import type { MusicPlayerRequest } from '../../shared/music-player/musicPlayerStore';

/** A session's course music (spec 001 §3 "Course-music plan": its iLs tracks in order). */
export type CourseMusic = {
  tracks: PlayerTrack[];
  canListen: boolean;
  cannotListenReason: string | null;
};

/**
 * The calls the player makes (spec 001 §7 "Audio tracks"): the session's tracks with each one's
 * lastProgress, and the start, progress, pause, stop and finish calls, each answered with
 * canListen, cannotListenReason and playSessionId. The shell gives the GraphQL one; tests their own.
 */
export type ListeningApi = {
  load: (request: MusicPlayerRequest) => Promise<CourseMusic>;
  /** `keepalive`: the call outlives the page (the stop sent as the page is left or reloaded). */
  report: (
    request: MusicPlayerRequest,
    report: ListeningReport,
    options?: { keepalive?: boolean },
  ) => Promise<ListeningAnswer>;
};
