import { Observable, share } from 'rxjs';
import { RestError, type RestClient } from '../rest-client';
import type { ServiceToken } from './service-token';

/** An outbox event as REST's feed hands it over. */
export type FeedEvent = {
  id: number;
  tenantId: string | null;
  type: string;
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
 * Every tenant's new events, in id order, as one shared Observable: one long-poll loop per
 * gateway process however many subscribers listen, started by the first and stopped after the
 * last leaves. It begins at the feed's current end; what a subscriber missed before it joined
 * comes from its own replay (GET /api/business/events).
 */
export const createEventFeed = ({ rest, token, waitSeconds = 25, retryDelayMs = 1000 }: EventFeedDeps) =>
  new Observable<FeedEvent>((subscriber) => {
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
            continue;
          }
          const page = await poll(after, waitSeconds);
          for (const event of page.items) if (!stopped) subscriber.next(event);
          after = page.lastId;
        } catch (error) {
          if (error instanceof RestError && error.status === 401) token.invalidate();
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        }
      }
    };
    void loop();
    return () => {
      stopped = true;
    };
  }).pipe(share());
