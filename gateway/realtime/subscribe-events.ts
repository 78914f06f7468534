import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { Observable } from 'rxjs';
import type { CallerHeaders, RestClient } from '../rest-client';
import { rest as callRest } from '../resolvers/errors';
import type { FeedEvent } from './event-feed';

export type DeliveredEvent = { id: string; type: string; version: number; createdAt: string; payload: string };

type Subscriber = { tenantId: string; permissions: ReadonlySet<string> };

/** Seconds since the epoch at which a JWT runs out, read without verifying (REST verified it). */
export const tokenExpiry = (authorization: string | undefined): number | null => {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
};

const deliver = (event: Omit<FeedEvent, 'tenantId' | 'permission'>): DeliveredEvent => ({
  id: String(event.id),
  type: event.type,
  version: event.version,
  createdAt: event.createdAt,
  payload: JSON.stringify(event.payload),
});

/** What a subscriber may see of the feed: its tenant, and the permission the event asks for. */
export const visibleTo = (subscriber: Subscriber, event: FeedEvent): boolean =>
  event.tenantId === subscriber.tenantId && (event.permission === null || subscriber.permissions.has(event.permission));

/**
 * One subscriber's stream: what it missed since `after` (read from REST as the user), then live
 * events from the shared feed, with nothing lost between the two and nothing twice (ids only
 * grow). Too far behind, it gets one RefetchRequired and the live stream. When its access token
 * runs out the stream ends with TOKEN_EXPIRED, so the console renews and subscribes again.
 * A Repeater, not an async generator: a generator waiting for the next event cannot be ended
 * by the client's unsubscribe until that event comes, and would hold the feed open.
 */
export const subscribeToEvents = (
  deps: { rest: RestClient; caller: CallerHeaders; feed: Observable<FeedEvent>; now?: () => number },
  after: number | null,
): Repeater<DeliveredEvent> =>
  new Repeater<DeliveredEvent>(async (push, stop) => {
    const now = deps.now ?? Date.now;
    const info = await callRest(() =>
      deps.rest.call<{ currentTenant: { id: string } | null; grantedPermissions: string[] }>({
        method: 'GET',
        path: '/api/business/account/tenantInfo',
        caller: deps.caller,
      }),
    );
    if (!info.currentTenant) {
      throw createGraphQLError('Choose the centre to follow first.', { extensions: { code: 'TenantNotChosen' } });
    }
    const subscriber: Subscriber = { tenantId: info.currentTenant.id, permissions: new Set(info.grantedPermissions) };

    // The newest id delivered; a live event at or below it came in the missed batch already.
    let lastId = 0;
    let replaying = after !== null;
    const held: FeedEvent[] = [];
    const emit = (event: FeedEvent) => {
      if (event.id <= lastId) return;
      lastId = event.id;
      void push(deliver(event));
    };
    // Listen before reading the missed events, so that nothing committed in between falls through.
    const subscription = deps.feed.subscribe({
      next: (event) => {
        if (!visibleTo(subscriber, event)) return;
        if (replaying) held.push(event);
        else emit(event);
      },
      error: (error: unknown) => stop(error),
    });
    const expiresAt = tokenExpiry(deps.caller.authorization);
    const expiry = expiresAt
      ? setTimeout(
          () =>
            stop(
              createGraphQLError('The access token has expired; renew it and subscribe again.', {
                extensions: { code: 'TOKEN_EXPIRED' },
              }),
            ),
          Math.max(0, expiresAt * 1000 - now()),
        )
      : undefined;

    try {
      if (after !== null) {
        const missed = await callRest(() =>
          deps.rest.call<{ items: FeedEvent[]; tooFarBehind: boolean }>({
            method: 'GET',
            path: '/api/business/events',
            query: { after },
            caller: deps.caller,
          }),
        );
        if (missed.tooFarBehind) {
          // The console reloads what it shows; live events from here on are all new to it.
          await push({
            id: String(after),
            type: 'RefetchRequired',
            version: 1,
            createdAt: new Date(now()).toISOString(),
            payload: '{}',
          });
        } else {
          for (const event of missed.items) emit(event);
        }
        replaying = false;
        for (const event of held.splice(0)) emit(event);
      }
      await stop;
    } finally {
      subscription.unsubscribe();
      if (expiry) clearTimeout(expiry);
    }
  });
