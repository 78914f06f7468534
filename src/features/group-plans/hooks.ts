import { useEffect, useRef } from 'react';
import { LIVE_REFETCH } from '../../shared/realtime/useCentreEvents';
import { useListeningEvents } from '../../shared/realtime/useListeningEvents';

/**
 * Reloads a part of the page when the page's version moves on (a step taken here, or a live event
 * from another browser): each part keeps its own query, and the page says when all are stale.
 */
export const useReloadOnVersion = (version: number, reexecute: (opts: typeof LIVE_REFETCH) => void) => {
  const first = useRef(version);
  useEffect(() => {
    if (version !== first.current) reexecute(LIVE_REFETCH);
  }, [version, reexecute]);
};

/**
 * The listening events that change a plan's music record and play history: a track started,
 * finished or stopped (ListeningProgress only moves a progress neither tab shows, every 15 s).
 */
const RECORD_EVENTS: ReadonlySet<string> = new Set(['ListeningStarted', 'ListeningFinished', 'ListeningStopped']);

/**
 * Reloads a group plan's music tab when a child of the class starts, finishes or stops a track of
 * the plan, here or in another browser (issue 21: the plan's music record follows live). The page
 * does not reload for these: only the open tab reads again, at each of them.
 */
export const useReloadOnListening = (planId: string, reexecute: (opts: typeof LIVE_REFETCH) => void) =>
  useListeningEvents('GROUP', planId, reexecute, { types: RECORD_EVENTS, throttleMs: 0 });
