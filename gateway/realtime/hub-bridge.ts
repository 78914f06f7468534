import type { Observable, Subscription } from 'rxjs';
import type { EventPayload } from '../../events/catalogue';
import type { HubEvent } from '../signalr/hub';
import type { FeedEvent } from './event-feed';

/**
 * Which outbox facts the SignalR hub pushes, and to whom (issue 4 item 3): a check-in change to
 * the centre's connections that may see it, a new notification to its recipients only. The
 * hub's clients only need to know that something changed; they read the details over GraphQL.
 */
export const hubEventOf = (event: FeedEvent): HubEvent | null => {
  if (event.tenantId === null) return null;
  // The args name the event by its id (docs/signalr.md); the hub's own id is the ordered cursor.
  const id = String(event.id);
  const cursor = event.cursor;
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  const notification = payload as Partial<Record<keyof EventPayload<'NotificationCreated'>, unknown>>;
  switch (event.type) {
    case 'CheckedIn':
    case 'CheckedOut':
      return {
        id: cursor,
        tenantId: event.tenantId,
        permission: event.permission,
        method: 'CheckInChanged',
        args: [{ eventId: id, type: event.type, ...payload }],
      };
    case 'NotificationCreated':
      return {
        id: cursor,
        tenantId: event.tenantId,
        ...(event.recipients ? { userIds: event.recipients } : {}),
        permission: event.permission,
        method: 'ReceiveNotification',
        args: [{ id, type: notification.type }],
      };
    case 'ContractChanged':
      return {
        id: cursor,
        tenantId: event.tenantId,
        permission: event.permission,
        method: 'ContractChanged',
        args: [{ eventId: id, type: event.type, ...payload }],
      };
    default:
      return null;
  }
};

/** Follows the gateway's event feed for as long as the returned subscription lives. */
export const bridgeFeedToHub = (feed: Observable<FeedEvent>, hub: { publish(event: HubEvent): void }): Subscription =>
  feed.subscribe((event) => {
    const pushed = hubEventOf(event);
    if (pushed) hub.publish(pushed);
  });
