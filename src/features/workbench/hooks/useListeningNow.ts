import { useEffect, useReducer, useState } from 'react';
import { useQuery } from 'urql';
import { WorkbenchListeningNowDocument, type WorkbenchListeningNowQuery } from '../../../generated/graphql';
import { usePermissions, type Permissions } from '../../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import type { CentreEvent } from '../../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import type { FirstRead } from './firstRead';
import { useNewest } from './useNewest';

/** The player's progress interval (machines/music-player.machine.ts; the server's LISTENING_INTERVAL_MS). */
export const LISTENING_INTERVAL_MS = 15_000;
/** A child whose heartbeats stop for two intervals is no longer listening (the server's filter too). */
export const LISTENING_EXPIRY_MS = 2 * LISTENING_INTERVAL_MS;
/**
 * How long before a row would expire the list is read again: the server throttles its progress
 * events (at most one per play session per interval), so a child still listening can go up to
 * two intervals without one, while the server's lastProgressAt follows every call.
 */
export const LISTENING_VERIFY_LEAD_MS = 5_000;

/** Spec 001 §6: music is part of a plan's session; the server's list needs either plan's read policy. */
const OFFLINE_PLAN_READ = 'RocketSystem.UserOfflinePlan';
const GROUP_PLAN_READ = 'RocketSystem.GroupTrainingPlan';

/** Whether the card reads who is listening at all. */
export const listeningReadBy = (permissions: Permissions) =>
  permissions.granted(OFFLINE_PLAN_READ) || permissions.granted(GROUP_PLAN_READ);

const LISTENING_EVENTS = new Set<CentreEvent['type']>([
  'ListeningStarted',
  'ListeningProgress',
  'ListeningFinished',
  'ListeningStopped',
]);

export type ListeningRow = WorkbenchListeningNowQuery['listeningNow'][number];
/** A row with when this browser learnt of its latest heartbeat (its clock, ms). */
export type SeenListeningRow = ListeningRow & { seenAt: number };

const millis = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * When a row stops counting as listening, on this browser's clock: two intervals after its last
 * heartbeat. The server's time is taken within one interval before when the browser learnt of it,
 * and never after it, so a browser clock off by minutes neither drops every row at once nor keeps
 * a dead one.
 */
export const expiresAt = (row: SeenListeningRow): number => {
  const heartbeat = Math.min(Math.max(millis(row.lastProgressAt), row.seenAt - LISTENING_INTERVAL_MS), row.seenAt);
  return heartbeat + LISTENING_EXPIRY_MS;
};

type State = { rows: SeenListeningRow[] };
type Action =
  | { type: 'loaded'; items: readonly ListeningRow[]; at: number }
  | { type: 'progress'; playSessionId: string; progress: number; lastProgressAt: string; at: number }
  | { type: 'ended'; playSessionId: string };

const reduce = (state: State, action: Action): State => {
  switch (action.type) {
    case 'loaded':
      return {
        rows: action.items.map((item) => {
          const before = state.rows.find((row) => row.playSessionId === item.playSessionId);
          if (!before) return { ...item, seenAt: action.at };
          // An event newer than the read (it came while the read was under way) keeps its news.
          if (millis(before.lastProgressAt) > millis(item.lastProgressAt))
            return { ...item, progress: Math.max(item.progress, before.progress), ...pick(before) };
          return { ...item, seenAt: before.lastProgressAt === item.lastProgressAt ? before.seenAt : action.at };
        }),
      };
    case 'progress':
      return {
        rows: state.rows.map((row) =>
          row.playSessionId === action.playSessionId && millis(action.lastProgressAt) >= millis(row.lastProgressAt)
            ? {
                ...row,
                progress: Math.max(row.progress, action.progress),
                lastProgressAt: action.lastProgressAt,
                seenAt: action.at,
              }
            : row,
        ),
      };
    case 'ended':
      return { rows: state.rows.filter((row) => row.playSessionId !== action.playSessionId) };
  }
};

const pick = (row: SeenListeningRow) => ({ lastProgressAt: row.lastProgressAt, seenAt: row.seenAt });

const stringOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Who is listening now in the centre (issue 21 item 5), live: read once the centre's stream is
 * live, read again when a child starts a track (or a progress names a play session not shown), a
 * progress event moves its row, a finish or stop removes it at once; and a row whose heartbeats
 * stop for two intervals drops by itself, without any event (a timer re-evaluates; shortly
 * before, the list is read again, since the server's progress events are throttled).
 * Not read at all without either plan's read policy. `first` is the workbench's first read (then
 * the own query waits for an event or a row's check).
 */
export const useListeningNow = ({
  clock = Date.now,
  first,
}: { clock?: () => number; first?: FirstRead<WorkbenchListeningNowQuery> } = {}) => {
  const permissions = usePermissions();
  const reads = listeningReadBy(permissions);
  const [state, dispatch] = useReducer(reduce, { rows: [] });
  const [now, setNow] = useState(clock);
  // The rows (play session and heartbeat) already read again before expiring: once each.
  const [verified] = useState(() => new Set<string>());

  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: (event) =>
      event.type === 'ListeningStarted' ||
      (event.type === 'ListeningProgress' &&
        !state.rows.some((row) => row.playSessionId === event.payload['playSessionId'])),
    onEvent: (event) => {
      if (!LISTENING_EVENTS.has(event.type)) return;
      const playSessionId = stringOf(event.payload['playSessionId']);
      if (!playSessionId) return;
      if (event.type === 'ListeningFinished' || event.type === 'ListeningStopped')
        dispatch({ type: 'ended', playSessionId });
      else if (event.type === 'ListeningProgress' && typeof event.payload['progress'] === 'number')
        dispatch({
          type: 'progress',
          playSessionId,
          progress: event.payload['progress'],
          lastProgressAt: event.createdAt,
          at: clock(),
        });
    },
    deferRead: true,
  });
  const [result, reexecute] = useQuery({
    query: WorkbenchListeningNowDocument,
    context: NO_ERROR_TOAST,
    pause: first !== undefined || !reads || !live.ready,
  });

  const data = useNewest(result.data, first?.data);
  useEffect(() => {
    if (data) dispatch({ type: 'loaded', items: data.listeningNow, at: clock() });
  }, [data, clock]);

  // One timer to the next moment something changes: a row to read again, or a row to drop.
  useEffect(() => {
    const at = clock();
    let next = Infinity;
    const due: string[] = [];
    for (const row of state.rows) {
      const expiry = expiresAt(row);
      if (expiry <= now) continue; // already dropped
      next = Math.min(next, expiry);
      const key = `${row.playSessionId}@${row.lastProgressAt}`;
      if (expiry <= at || verified.has(key)) continue;
      const verifyAt = expiry - LISTENING_VERIFY_LEAD_MS;
      if (verifyAt <= at) due.push(key);
      else next = Math.min(next, verifyAt);
    }
    if (due.length > 0) {
      for (const key of due) verified.add(key);
      reexecute(LIVE_REFETCH);
    }
    if (next === Infinity) return;
    const timer = setTimeout(() => setNow(clock()), Math.max(0, next - at));
    return () => clearTimeout(timer);
  }, [state.rows, now, clock, verified, reexecute]);

  const rows = state.rows.filter((row) => expiresAt(row) > now);
  return {
    rows,
    fetching: result.fetching,
    error: result.error ?? (data ? undefined : first?.error),
    loaded: data !== undefined,
    ready: permissions.ready,
    reads,
  };
};
