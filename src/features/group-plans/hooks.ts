import { useEffect, useRef } from 'react';
import { LIVE_REFETCH } from '../../shared/realtime/useCentreEvents';

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
