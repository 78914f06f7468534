import { Observable, share } from 'rxjs';
import type { EventName } from '../../events/catalogue';
import { RestError, type RestClient } from '../rest-client';
import type { ServiceToken } from './service-token';

/**
 * An outbox event as REST's feed hands it over. The payload stays unknown: it crossed a process
 * boundary unchecked, so a reader checks the fields it uses (their names from events/catalogue.ts).
 */
export type FeedEvent = {
  id: number;
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

/**
 * The shared feed, and where it stands: `position()` resolves, once the feed is reading, with an
 * id such that every event after it reaches those subscribed now. Call it after subscribing;
 * a subscriber that joins mid-stream uses it as the seam between its own replay (or the
 * console's reload) and the live events.
 */
export type EventFeed = Observable<FeedEvent> & { position(): Promise<number> };

/**
 * Every tenant's new events, in id order, as one shared Observable: one long-poll loop per
 * gateway process however many subscribers listen, started by the first and stopped after the
 * last leaves. It begins at the feed's current end; what a subscriber missed before it joined
 * comes from its own replay (GET /api/business/events).
 */
export const createEventFeed = ({ rest, token, waitSeconds = 25, retryDelayMs = 1000 }: EventFeedDeps): EventFeed => {
  // Where the running loop stands: undefined until its first read, and again once it stops.
  let cursor: number | undefined;
  const waiting: Array<(id: number) => void> = [];
  const advance = (id: number | undefined) => {
    cursor = id;
    if (id === undefined) return;
    for (const resolve of waiting.splice(0)) resolve(id);
  };
  const events = new Observable<FeedEvent>((subscriber) => {
    let stopped = false;
    const poll = async (after: number, wait: number) => {
      const authorization = `Bearer ${await token.get()}`;
      return rest.call<{ items: FeedEvent[]; lastId: number }>({
        method: 'GET',
        path: '/api/realtime/events',
        query: { after, wait },
        caller: { authorization },
      });
    };
    const loop = async () => {
      let after: number | undefined;
      while (!stopped) {
        try {
          if (after === undefined) {
            after = (await poll(Number.MAX_SAFE_INTEGER, 0)).lastId;
            if (!stopped) advance(after);
            continue;
          }
          const page = await poll(after, waitSeconds);
          if (stopped) return;
          // Handed over and moved past in one synchronous step: position() never splits a page.
          for (const event of page.items) subscriber.next(event);
          after = page.lastId;
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
      cursor !== undefined ? Promise.resolve(cursor) : new Promise<number>((resolve) => waiting.push(resolve)),
  });
};
