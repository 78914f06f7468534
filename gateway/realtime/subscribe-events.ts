import { createGraphQLError } from 'graphql-yoga';
import { STREAM_MARKERS, type DeliveredEventType, type EventName, type StreamMarker } from '../../events/catalogue';
import type { CallerHeaders, RestClient } from '../rest-client';
import { rest as callRest } from '../resolvers/errors';
import { cursorOf, type After, type EventPosition } from './event-cursor';
import type { EventFeed, FeedEvent } from './event-feed';
import { listenableStream, type ListenableStream } from './event-source';
import { markShared } from './shared-execution';

export type DeliveredEvent = {
  id: string;
  /** Where the event stands in delivery order (event-cursor.ts); `after` takes it to resume. */
  cursor: string;
  type: DeliveredEventType;
  version: number;
  createdAt: string;
  payload: string;
};

/**
 * `watching`: a tenant the caller manages rather than its own (a platform admin has none), whose
 * subtree facts only it sees: see WATCHABLE_TYPES.
 */
type Subscriber = { userId: string; tenantId: string; permissions: ReadonlySet<string>; watching?: boolean };

/**
 * What a manager above a tenant follows of it: the facts of what the "subtree" policy lets a
 * parent manage (architecture.md, Tenancy), written for everyone in the tenant. A centre's own
 * facts (check-ins, notifications) stay with its members.
 */
export const WATCHABLE_TYPES: ReadonlySet<EventName> = new Set(['ContractChanged']);

/** A JWT's claims, read without verifying: only after REST has accepted the same token. */
const tokenClaims = (authorization: string | undefined): { exp?: unknown; sub?: unknown } => {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown; sub?: unknown };
  } catch {
    return {};
  }
};

/** Seconds since the epoch at which a JWT runs out. */
export const tokenExpiry = (authorization: string | undefined): number | null => {
  const { exp } = tokenClaims(authorization);
  return typeof exp === 'number' ? exp : null;
};

/** The user a JWT speaks for (the `sub` claim is the user id). */
export const tokenSubject = (authorization: string | undefined): string | null => {
  const { sub } = tokenClaims(authorization);
  return typeof sub === 'string' ? sub : null;
};

const deliver = (event: Omit<FeedEvent, 'tenantId' | 'permission' | 'recipients' | 'txId'>): DeliveredEvent => ({
  id: String(event.id),
  cursor: event.cursor,
  type: event.type,
  version: event.version,
  createdAt: event.createdAt,
  payload: JSON.stringify(event.payload),
});

/** What a subscriber may see of the feed: its tenant, the permission the event asks for, and its recipients. */
export const visibleTo = (subscriber: Subscriber, event: FeedEvent): boolean =>
  event.tenantId === subscriber.tenantId &&
  (subscriber.watching
    ? WATCHABLE_TYPES.has(event.type) && event.permission === null && event.recipients === null
    : (event.permission === null || subscriber.permissions.has(event.permission)) &&
      (event.recipients === null || event.recipients.includes(subscriber.userId)));

/**
 * Who sees the same answer to an event: the tenant and the permission set, and the user only when
 * the event names recipients (the others are decided without the user). Subscribers of one scope
 * are handed one shared object per live event, so graphql-ws executes it once for all of them
 * (shared-execution.ts).
 */
const scopeOf = (subscriber: Subscriber) => {
  // Both strings made once: a key built per event and subscriber would be hashed anew each time.
  const shared = JSON.stringify([subscriber.tenantId, [...subscriber.permissions].sort(), !!subscriber.watching]);
  const personal = `${shared}:${subscriber.userId}`;
  return (event: FeedEvent) => (event.recipients === null ? shared : personal);
};

const liveCopies = new WeakMap<FeedEvent, Map<string, DeliveredEvent>>();

/** The one DeliveredEvent of a live feed event for a scope (the feed hands every subscriber the same FeedEvent). */
const liveDelivery = (event: FeedEvent, scope: string): DeliveredEvent => {
  let copies = liveCopies.get(event);
  if (!copies) liveCopies.set(event, (copies = new Map()));
  let delivered = copies.get(scope);
  if (!delivered) copies.set(scope, (delivered = markShared(deliver(event))));
  return delivered;
};

/** The marker a subscriber without `after` gets once it is live (graphql/realtime.graphql). */
export const SUBSCRIBED = STREAM_MARKERS.subscribed;

/**
 * One subscriber's stream: what it missed since `after` (read from REST as the user, up to the
 * feed's position), then live events from the shared feed after that position, with nothing lost
 * between the two and nothing twice (cursors only grow). Too far behind, it gets one
 * RefetchRequired and the live stream. Without `after` it first gets Subscribed, carrying the
 * cursor it is live from: the console reloads what it read before then, and resumes from that
 * cursor if the socket drops before any event came. When its access token
 * runs out the stream ends with TOKEN_EXPIRED, so the console renews and subscribes again.
 * A Repeater, not an async generator: a generator waiting for the next event cannot be ended
 * by the client's unsubscribe until that event comes, and would hold the feed open. It can also
 * be listened to, which graphql-ws's socket writer does (event-source.ts, shared-execution.ts).
 */
export const subscribeToEvents = (
  deps: { rest: RestClient; caller: CallerHeaders; feed: EventFeed; now?: () => number },
  after: After | null,
  watched: string | null = null,
): ListenableStream<DeliveredEvent> =>
  listenableStream<DeliveredEvent>(async (emitDelivered, end, ended) => {
    const now = deps.now ?? Date.now;
    const info = await callRest(() =>
      deps.rest.call<{ currentTenant: { id: string } | null; grantedPermissions: string[] }>({
        method: 'GET',
        path: '/api/business/account/tenantInfo',
        caller: deps.caller,
      }),
    );
    // REST has just accepted this token, so its subject is the user.
    const userId = tokenSubject(deps.caller.authorization) ?? '';
    const own = info.currentTenant?.id ?? null;
    const watching = watched !== null && watched !== own;
    if (watching) {
      // REST answers only for a tenant the caller manages (the admin any, a manager those below
      // its own: tenant-access.ts), and otherwise fails with its 403 or 404, which ends this.
      await callRest(() =>
        deps.rest.call({
          method: 'GET',
          path: `/api/business/tenant/${encodeURIComponent(watched)}`,
          caller: deps.caller,
        }),
      );
    }
    const tenantId = watching ? watched : own;
    if (tenantId === null) {
      throw createGraphQLError('Choose the centre to follow first.', { extensions: { code: 'TenantNotChosen' } });
    }
    const subscriber: Subscriber = watching
      ? { userId, tenantId, permissions: new Set(), watching: true }
      : { userId, tenantId, permissions: new Set(info.grantedPermissions) };

    // The newest cursor delivered; a live event at or below it came in the missed batch already.
    let lastCursor = '';
    // Held until the seam with the feed is known: the replay's end, or the feed's position.
    let replaying = true;
    const held: FeedEvent[] = [];
    const scope = scopeOf(subscriber);
    // Replayed events are this subscriber's own (read as the user); live ones are shared by scope.
    const emit = (event: FeedEvent, live: boolean) => {
      if (event.cursor <= lastCursor) return;
      lastCursor = event.cursor;
      emitDelivered(live ? liveDelivery(event, scope(event)) : deliver(event));
    };
    // Listen before reading the missed events, so that nothing committed in between falls through.
    const subscription = deps.feed.subscribe({
      next: (event) => {
        if (!visibleTo(subscriber, event)) return;
        if (replaying) held.push(event);
        else emit(event, true);
      },
      error: (error: unknown) => end(error),
    });
    const expiresAt = tokenExpiry(deps.caller.authorization);
    const expiry = expiresAt
      ? setTimeout(
          () =>
            end(
              createGraphQLError('The access token has expired; renew it and subscribe again.', {
                extensions: { code: 'TOKEN_EXPIRED' },
              }),
            ),
          Math.max(0, expiresAt * 1000 - now()),
        )
      : undefined;

    const marker = (type: StreamMarker, position: EventPosition): DeliveredEvent => ({
      id: String(position.id),
      cursor: cursorOf(position),
      type,
      version: 1,
      createdAt: new Date(now()).toISOString(),
      payload: '{}',
    });

    try {
      // Once the feed is reading, everything after its position reaches this subscriber; the
      // replay (read after that) covers the rest, so the first subscriber of a process, which
      // starts the feed, cannot fall between the two.
      const position = await Promise.race([deps.feed.position(), ended.then(() => null)]);
      if (position === null) return;
      // A position as the client knew it; an old client's id stands for the event's position.
      const from = after === null ? null : 'position' in after ? after.position : { txId: '0', id: after.id };
      if (from === null) {
        emitDelivered(marker(SUBSCRIBED, position));
        lastCursor = cursorOf(position);
      } else if (watching) {
        // The replay reads the caller's own tenant (RLS); a watched screen reloads instead.
        emitDelivered(marker(STREAM_MARKERS.refetchRequired, from));
        lastCursor = cursorOf(position);
      } else {
        const missed = await callRest(() =>
          deps.rest.call<{ items: Omit<FeedEvent, 'cursor'>[]; tooFarBehind: boolean }>({
            method: 'GET',
            path: '/api/business/events',
            // Without afterTx REST looks the id's position up. Up to the feed's position, which
            // is final: the live feed hands over everything after it.
            query: {
              after: from.id,
              afterTx: after !== null && 'position' in after ? from.txId : undefined,
              until: position.id,
              untilTx: position.txId,
            },
            caller: deps.caller,
          }),
        );
        if (missed.tooFarBehind) {
          // The console reloads what it shows; live events from here on are all new to it.
          emitDelivered(marker(STREAM_MARKERS.refetchRequired, from));
        } else {
          for (const event of missed.items) emit({ ...event, cursor: cursorOf(event) }, false);
        }
      }
      replaying = false;
      for (const event of held.splice(0)) emit(event, true);
      await ended;
    } finally {
      subscription.unsubscribe();
      if (expiry) clearTimeout(expiry);
    }
  });
