import { Observable, share } from 'rxjs';
import type { EventName } from '../../events/catalogue';
import { RestError, type RestClient } from '../rest-client';
import { cursorOf, type EventPosition } from './event-cursor';
import type { ServiceToken } from './service-token';

/**
 * An outbox event as REST's feed hands it over. The payload stays unknown: it crossed a process
 * boundary unchecked, so a reader checks the fields it uses (their names from events/catalogue.ts).
 */
export type FeedEvent = {
  id: number;
  /** The writing transaction (xid8 as text): with id, the event's position. */
  txId: string;
  /** The position as a client's cursor (event-cursor.ts), made once per event for every reader. */
  cursor: string;
  tenantId: string | null;
  type: EventName;
  version: number;
  payload: unknown;
  permission: string | null;
  /** Only these users may see it; null: everyone the permission allows. */
  recipients: string[] | null;
  createdAt: string;
};

export type EventFeedDeps = {
  rest: RestClient;
  token: ServiceToken;
  /** Seconds each long poll may wait for news. */
  waitSeconds?: number;
  /** Pause after a failed poll before the next, so a REST outage is not hammered. */
  retryDelayMs?: number;
};

/** An event as REST's feed answers, before the gateway adds its cursor. */
type RestFeedEvent = Omit<FeedEvent, 'cursor'>;

/** After every position REST can hold (a TxId has at most 19 digits): asks only for the feed's end. */
const BEYOND_THE_END: EventPosition = { txId: '9'.repeat(19), id: Number.MAX_SAFE_INTEGER };

/**
 * The shared feed, and where it stands: `position()` resolves, once the feed is reading, with a
 * position such that every event after it reaches those subscribed now. Call it after subscribing;
 * a subscriber that joins mid-stream uses it as the seam between its own replay (or the
 * console's reload) and the live events.
 */
export type EventFeed = Observable<FeedEvent> & { position(): Promise<EventPosition> };

/**
 * Every tenant's new events, in the order they become final (by transaction, then id: REST holds
 * an event back while an older transaction runs), as one shared Observable: one long-poll loop per
 * gateway process however many subscribers listen, started by the first and stopped after the
 * last leaves. It begins at the feed's current end; what a subscriber missed before it joined
 * comes from its own replay (GET /api/business/events).
 */
export const createEventFeed = ({ rest, token, waitSeconds = 25, retryDelayMs = 1000 }: EventFeedDeps): EventFeed => {
  // Where the running loop stands: undefined until its first read, and again once it stops.
  let cursor: EventPosition | undefined;
  const waiting: Array<(position: EventPosition) => void> = [];
  const advance = (position: EventPosition | undefined) => {
    cursor = position;
    if (position === undefined) return;
    for (const resolve of waiting.splice(0)) resolve(position);
  };
  const events = new Observable<FeedEvent>((subscriber) => {
    let stopped = false;
    const poll = async (after: EventPosition, wait: number) => {
      const authorization = `Bearer ${await token.get()}`;
      const page = await rest.call<{ items: RestFeedEvent[]; lastId: number; lastTx: string }>({
        method: 'GET',
        path: '/api/realtime/events',
        query: { after: after.id, afterTx: after.txId, wait },
        caller: { authorization },
      });
      const last: EventPosition = { txId: page.lastTx, id: page.lastId };
      return { last, items: page.items.map((event): FeedEvent => ({ ...event, cursor: cursorOf(event) })) };
    };
    const loop = async () => {
      let after: EventPosition | undefined;
      while (!stopped) {
        try {
          if (after === undefined) {
            after = (await poll(BEYOND_THE_END, 0)).last;
            if (!stopped) advance(after);
            continue;
          }
          const page = await poll(after, waitSeconds);
          if (stopped) return;
          // Handed over and moved past in one synchronous step: position() never splits a page.
          for (const event of page.items) subscriber.next(event);
          after = page.last;
          advance(after);
        } catch (error) {
          if (error instanceof RestError && error.status === 401) token.invalidate();
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        }
      }
    };
    void loop();
    return () => {
      stopped = true;
      advance(undefined);
    };
  }).pipe(share());
  return Object.assign(events, {
    position: () =>
      cursor !== undefined ? Promise.resolve(cursor) : new Promise<EventPosition>((resolve) => waiting.push(resolve)),
  });
};
