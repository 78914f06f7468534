import { useEffect, useRef } from 'react';
import type { CentreEvent } from './centreEvents';
import { LIVE_REFETCH, useCentreEvents } from './useCentreEvents';

/** The listening events (issue 21): a track of a plan's course music started, moved on, finished, stopped. */
export const LISTENING_EVENT_TYPES = ['ListeningStarted', 'ListeningProgress', 'ListeningFinished', 'ListeningStopped'];
const LISTENING = new Set(LISTENING_EVENT_TYPES);

/** At most one re-read per this many ms however many listening events come (the last one is read). */
export const LISTENING_REREAD_MS = 3_000;

export type ListeningPlanKind = 'OFFLINE' | 'GROUP' | 'PROGRAMME';

/** Whether a centre event is a listening event of this plan (of the given types: every one by default). */
export const concernsListeningOf = (
  event: Pick<CentreEvent, 'type' | 'payload'>,
  planKind: ListeningPlanKind,
  planId: string,
  types: ReadonlySet<string> = LISTENING,
) => types.has(event.type) && event.payload['planKind'] === planKind && event.payload['planId'] === planId;

export type ListeningEventsOptions = {
  /** Which listening events change what the part shows; all four by default. */
  types?: ReadonlySet<string>;
  /** At most one re-read per this many ms (0: every event reads). */
  throttleMs?: number;
};

/**
 * Reads a plan's music again (its record, its audio punch) when one of its listening events comes,
 * in this browser or another: `reexecute` is the query's, called with a network-only, background
 * read. Throttled: the first event reads at once, the ones after it within LISTENING_REREAD_MS
 * make one more read at the end of that time. An event of another plan reads nothing.
 */
export const useListeningEvents = (
  planKind: ListeningPlanKind,
  planId: string,
  reexecute: (opts: typeof LIVE_REFETCH) => void,
  { types = LISTENING, throttleMs = LISTENING_REREAD_MS }: ListeningEventsOptions = {},
) => {
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(reexecute);
  useEffect(() => {
    latest.current = reexecute;
  });
  useEffect(() => () => clearTimeout(pending.current), []);
  useCentreEvents({
    refetch: () => {
      const wait = last.current + throttleMs - Date.now();
      if (wait <= 0) {
        last.current = Date.now();
        latest.current(LIVE_REFETCH);
        return;
      }
      pending.current ??= setTimeout(() => {
        pending.current = undefined;
        last.current = Date.now();
        latest.current(LIVE_REFETCH);
      }, wait);
    },
    refetchOn: (event) => concernsListeningOf(event, planKind, planId, types),
  });
};
