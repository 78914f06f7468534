import { useEffect, useRef } from 'react';
import { useNotificationHub } from '../../../shared/realtime/NotificationHubContext';
import { RECEIVE_NOTIFICATION, type ReceivedNotification } from './useUnreadCounts';

/** Calls `onPush` for every notification the hub pushes while the component is mounted. */
export const useNotificationPushes = (onPush: (pushed: ReceivedNotification) => void) => {
  const hub = useNotificationHub();
  // The latest callback, without resubscribing on every render.
  const latest = useRef(onPush);
  useEffect(() => {
    latest.current = onPush;
  }, [onPush]);
  useEffect(() => {
    if (!hub) return;
    const subscription = hub
      .on<ReceivedNotification>(RECEIVE_NOTIFICATION)
      .subscribe((pushed) => latest.current(pushed));
    return () => subscription.unsubscribe();
  }, [hub]);
};
