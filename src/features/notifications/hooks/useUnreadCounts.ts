import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { NotificationUnreadCountDocument } from '../../../generated/graphql';
import { useNotificationHub } from '../../../shared/realtime/NotificationHubContext';
import { HubConnectionState } from '../../../shared/realtime/notificationHub';
import { BACKGROUND_REFETCH, QUIET_NOTIFICATION_CONTEXT } from './notificationContext';
import { PATHS } from '../../../shared/routes/paths';

/** Spec 000 §9: the notification polling interval. */
export const POLL_INTERVAL_MS = 60_000;

/** Spec 000 §2: no pushing while the user chooses a role or a module. */
export const NO_PUSH_ROUTES: readonly string[] = [PATHS.chooseRoles, PATHS.showModule];

/** The hub method that says a notification arrived: [{ id (event id), type }]. */
export const RECEIVE_NOTIFICATION = 'ReceiveNotification';
export type ReceivedNotification = { id: string; type: 'User' | 'System' };

export type UnreadCounts = {
  unreadUserCount: number;
  unreadSystemCount: number;
  /** The live connection as this hook uses it: Disconnected when pushing is off here. */
  connectionState: HubConnectionState;
  refetch: () => void;
};

/**
 * The unread counts of the top bar's alert (spec 000 §2), for the current centre: refetched on
 * every push from the hub, and polled every 60 s only while the hub is not connected (§9).
 * `enabled` is false without a centre: then nothing is asked and nothing connects.
 */
export const useUnreadCounts = ({ enabled }: { enabled: boolean }): UnreadCounts => {
  const hub = useNotificationHub();
  const { pathname } = useLocation();
  const live = enabled && hub !== null && !NO_PUSH_ROUTES.includes(pathname);

  const [{ data }, reexecute] = useQuery({
    query: NotificationUnreadCountDocument,
    pause: !enabled,
    context: QUIET_NOTIFICATION_CONTEXT,
    requestPolicy: 'cache-and-network',
  });
  const refetch = useCallback(() => reexecute(BACKGROUND_REFETCH), [reexecute]);

  const [hubState, setHubState] = useState<HubConnectionState>(HubConnectionState.Disconnected);
  useEffect(() => {
    if (!live || !hub) return;
    let previous: HubConnectionState | null = null;
    let wasConnected = false;
    const states = hub.connectionState$.subscribe((next) => {
      setHubState(next);
      // Back after a gap: what arrived meanwhile was not pushed to us. Not the first connection:
      // the counts were just read at mount, and reading them again would send the query twice.
      if (next === HubConnectionState.Connected && wasConnected && previous !== next) refetch();
      if (next === HubConnectionState.Connected) wasConnected = true;
      previous = next;
    });
    const pushes = hub.on<ReceivedNotification>(RECEIVE_NOTIFICATION).subscribe(() => refetch());
    return () => {
      states.unsubscribe();
      pushes.unsubscribe();
      setHubState(HubConnectionState.Disconnected);
    };
  }, [live, hub, refetch]);

  const connected = live && hubState === HubConnectionState.Connected;
  useEffect(() => {
    if (!enabled || connected) return;
    const timer = setInterval(refetch, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, connected, refetch]);

  const counts = enabled ? data?.notificationUnreadCount : undefined;
  return {
    unreadUserCount: counts?.unreadUserCount ?? 0,
    unreadSystemCount: counts?.unreadSystemCount ?? 0,
    connectionState: live ? hubState : HubConnectionState.Disconnected,
    refetch,
  };
};
