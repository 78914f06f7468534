import { createGraphQLError } from 'graphql-yoga';
import { STREAM_MARKERS, type StreamMarker } from '../../events/catalogue';
import type { CallerHeaders, RestClient } from '../rest-client';
import { rest as callRest } from '../resolvers/errors';
import { callerLookupOf } from './caller-lookup';
import { createCoalescer } from './coalesce';
import { cursorOf, type After, type EventPosition } from './event-cursor';
import type { EventFeed, FeedEvent } from './event-feed';
import { listenableStream, type ListenableStream } from './event-source';
import { deliver, fanOutOf, type Audience, type DeliveredEvent } from './fan-out';
import { markShared } from './shared-execution';
import { tokenExpiry } from './token-expiry';

export type { DeliveredEvent } from './fan-out';

type MissedPage = { items: Omit<FeedEvent, 'cursor'>[]; tooFarBehind: boolean };
type Replay = { tooFarBehind: boolean; events: DeliveredEvent[] };

// Per REST client, so per gateway process (it has one); tests make a client each.
const replays = new WeakMap<RestClient, (key: string, load: () => Promise<Replay>) => Promise<Replay>>();
const replaysOf = (rest: RestClient) => {
  let coalesce = replays.get(rest);
  if (!coalesce) replays.set(rest, (coalesce = createCoalescer<Replay>()));
  return coalesce;
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
  listenableStream<DeliveredEvent>(async (emitDelivered, end, ended, writer) => {
    const now = deps.now ?? Date.now;
    // Who the token is in the tenant, as the hub asks it: one REST call per token and tenant
    // every few seconds, however many sockets open with it (caller-lookup.ts).
    const caller = await callRest(() => callerLookupOf(deps.rest).get(deps.caller));
    const own = caller.tenantId;
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
    const audience: Audience = {
      userId: caller.userId,
      tenantId,
      permissions: new Set(watching ? [] : caller.grantedPermissions),
      watching,
    };

    // The newest cursor delivered; a live event at or below it came in the missed batch already.
    let lastCursor = '';
    // Held until the seam with the feed is known: the replay's end, or the feed's position.
    let replaying = true;
    const held: DeliveredEvent[] = [];
    const emit = (delivered: DeliveredEvent) => {
      if (delivered.cursor <= lastCursor) return;
      lastCursor = delivered.cursor;
      emitDelivered(delivered);
    };
    // Join the feed's fan-out before reading the missed events, so that nothing committed in
    // between falls through. Live events come as their scope's one object (fan-out.ts).
    const membership = fanOutOf(deps.feed).join(audience, {
      accept: (delivered) => (replaying ? held.push(delivered) : emit(delivered)),
      fail: (error) => end(error),
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
        // Without afterTx REST looks the id's position up. Up to the feed's position, which is
        // final: the live feed hands over everything after it.
        const query = {
          after: from.id,
          afterTx: after !== null && 'position' in after ? from.txId : undefined,
          until: position.id,
          untilTx: position.txId,
        };
        // The same token, tenant and range is the same answer, read as that user: consoles that
        // resume from one cursor at once (a gateway restart) share one read, and its events are
        // executed once for all of them, as live ones are for a scope.
        const replay = await replaysOf(deps.rest)(
          JSON.stringify([deps.caller.authorization, deps.caller.tenant, query]),
          async () => {
            const missed = await callRest(() =>
              deps.rest.call<MissedPage>({
                method: 'GET',
                path: '/api/business/events',
                query,
                caller: deps.caller,
              }),
            );
            return {
              tooFarBehind: missed.tooFarBehind,
              events: missed.items.map((event) => markShared(deliver({ ...event, cursor: cursorOf(event) }))),
            };
          },
        );
        if (replay.tooFarBehind) {
          // The console reloads what it shows; live events from here on are all new to it.
          emitDelivered(marker(STREAM_MARKERS.refetchRequired, from));
        } else {
          for (const delivered of replay.events) emit(delivered);
        }
      }
      replaying = false;
      for (const delivered of held.splice(0)) emit(delivered);
      // Past the seam, live events need nothing of this stream but its end: a socket's writer
      // (graphql-ws, shared-execution.ts) is written by the fan-out itself, after what came here.
      if (writer) membership.writeTo(writer, lastCursor);
      await ended;
    } finally {
      membership.leave();
      if (expiry) clearTimeout(expiry);
    }
  });
