import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { BACKGROUND_OPERATION } from '../errors/ErrorHandlingContext';
import { REFETCH_REQUIRED, type CentreEvent } from './centreEvents';
import type { ConnectionStatus } from './connectionStatus';
import { RealtimeContext } from './RealtimeContext';

/**
 * The context of a reload an event asked for: fresh from the server, and not the user's doing,
 * so an open live page does not keep an idle session alive (spec 000 §4).
 */
export const LIVE_REFETCH = { requestPolicy: 'network-only', ...BACKGROUND_OPERATION } as const;

/** Events that come together (a replay after a reconnection) make one reload, not one each. */
export const REFETCH_COALESCE_MS = 50;

/**
 * How long a deferred read waits for the stream to be live before it reads anyway. A read made
 * before the stream is live has to be made again when it is (what happened in between is not
 * replayed), so the wait is sized for a slow machine's connection (usually well under a second)
 * rather than cut short into two requests; only a stream that cannot connect costs the page it.
 */
export const DEFERRED_READ_LIMIT_MS = 2_500;

export type UseCentreEventsOptions = {
  /** Reloads what the page shows: after RefetchRequired, and after the events refetchOn accepts. */
  refetch: () => void;
  /** Which events change what the page shows; none by default. */
  refetchOn?: (event: CentreEvent) => boolean;
  /** Every event, for a page that patches what it shows instead. */
  onEvent?: (event: CentreEvent) => void;
  /**
   * The tenant the page is about, when it may not be the current centre (a contract screen of a
   * tenant below, or the platform admin's, who has none): its events instead of the centre's.
   */
  tenantId?: string;
  /**
   * The page pauses its live queries until `ready`: then the first read comes after the stream
   * is live, and the stream's "live from here" marker is not a reload (one request, not two).
   * Without it the page reads at once and reloads on that marker, as it must.
   */
  deferRead?: boolean;
};

export type CentreEventsView = {
  /** False while a deferred read waits for the stream (at most DEFERRED_READ_LIMIT_MS). */
  ready: boolean;
  status: ConnectionStatus;
  /** When the newest event happened (ms since the epoch), or null before the first. */
  lastEventAt: number | null;
};

const NO_SUBSCRIPTION = () => () => {};
const IDLE = (): ConnectionStatus => 'idle';
const NEVER = () => null;

const useObservable = <T>(source: Observable<unknown> | undefined, read: () => T): T => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!source) return NO_SUBSCRIPTION();
      const subscription = source.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [source],
  );
  return useSyncExternalStore(subscribe, read);
};

/**
 * Follows the current centre's live events while the component is mounted: the page reloads
 * when an event concerns it or when the gateway says too much was missed, and shows the
 * connection's state and the time of the last event. Outside GraphqlProvider (component tests
 * without a RealtimeContext) it does nothing and reports idle.
 */
export const useCentreEvents = ({
  refetch,
  refetchOn,
  onEvent,
  tenantId,
  deferRead = false,
}: UseCentreEventsOptions): CentreEventsView => {
  const realtime = useContext(RealtimeContext);
  const forTenant = realtime?.centreEvents.forTenant;
  const stream = forTenant && tenantId !== undefined ? forTenant(tenantId) : realtime?.centreEvents;
  // The latest callbacks without resubscribing on every render.
  const latest = useRef({ refetch, refetchOn, onEvent });
  useEffect(() => {
    latest.current = { refetch, refetchOn, onEvent };
  });
  // Which stream a deferred read still waits for: one without a position yet (never live).
  const [waitingFor, setWaitingFor] = useState(() =>
    deferRead && stream?.position && stream.position() === null ? stream : undefined,
  );
  const waiting = waitingFor !== undefined && waitingFor === stream;

  useEffect(() => {
    if (!stream) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let holding = waiting;
    const release = () => {
      holding = false;
      setWaitingFor(undefined);
    };
    const readAnyway = holding ? setTimeout(release, DEFERRED_READ_LIMIT_MS) : undefined;
    const scheduleRefetch = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        latest.current.refetch();
      }, REFETCH_COALESCE_MS);
    };
    const subscription = stream.events$.subscribe((event) => {
      if (event.type === REFETCH_REQUIRED) {
        // Live now, and the page has not read yet: its first read is the fresh one.
        if (holding) {
          clearTimeout(readAnyway);
          release();
        } else scheduleRefetch();
        return;
      }
      latest.current.onEvent?.(event);
      if (latest.current.refetchOn?.(event)) scheduleRefetch();
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(pending);
      clearTimeout(readAnyway);
    };
    // `waiting` only matters when the stream is subscribed; releasing it must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stream]);

  const status = useObservable(realtime?.status$, realtime?.status ?? IDLE);
  const lastEventAt = useObservable(stream?.lastEventAt$, stream ? () => stream.lastEventAt$.getValue() : NEVER);
  return { ready: !waiting, status, lastEventAt };
};
