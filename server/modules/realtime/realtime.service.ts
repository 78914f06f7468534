import type { Database, Tx } from '../../platform/db/database';
import type { EventNotifier } from '../../platform/event-notifier';
import { forbidden } from '../../platform/errors';
import type { VerifiedToken } from '../../platform/http.plugin';
import { GATEWAY_CLIENT_ID } from '../../platform/oidc/oidc.constants';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { eventsAfter, positionOfId, settledEnd, tenantEventsAfter, type EventPosition } from './realtime.repository';
import type { EventFeedQuery, MissedEventsQuery } from './realtime.schemas';

/**
 * How soon a long poll looks again when committed events are held back by an older transaction
 * still running: that one may write no event and so wake nobody when it ends. Doubling from the
 * first to the last, so a long transaction costs a query every HELD_BACK_MAX_MS, and an event it
 * held back is delivered at most that long after it ends.
 */
export const HELD_BACK_FIRST_MS = 10;
export const HELD_BACK_MAX_MS = 200;

/** Where a query's `after` (and `afterTx`) stand: a position, or an id from before positions. */
const positionAfter = (tx: Tx, query: { after: number; afterTx?: string }): Promise<EventPosition> =>
  query.afterTx === undefined
    ? positionOfId(tx, query.after)
    : Promise.resolve({ txId: query.afterTx, id: query.after });

const present = <E extends { createdAt: Date }>(events: E[]) =>
  events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));

/**
 * The whole event feed, every tenant's, in commit-visibility order (realtime.repository.ts): only
 * for the gateway, which authorises each event for each subscriber before it sends it on. It
 * reads as the owner role on purpose: this is the fan-out's source, not a user's request, and it
 * is refused to every user token. A long poll answers as soon as there is something to hand
 * over, looking again on each notification and, while events are held back, on a short timer.
 */
export const readEventFeed = async (
  db: Database,
  notifier: EventNotifier,
  auth: VerifiedToken,
  query: EventFeedQuery,
) => {
  if (auth.clientId !== GATEWAY_CLIENT_ID || !auth.scopes.includes('realtime')) throw forbidden();
  const deadline = Date.now() + query.wait * 1000;
  let from: EventPosition | undefined;
  const read = () =>
    db.privileged(async (tx) => {
      from ??= await positionAfter(tx, query);
      const page = await eventsAfter(tx, from, query.limit);
      // With nothing new, the feed's settled end: a reader ahead of it (a restored database) resets.
      return { ...page, last: page.items.at(-1) ?? (await settledEnd(tx)) };
    });
  let heldBackDelay = HELD_BACK_FIRST_MS;
  for (;;) {
    // Marked before reading: a commit the read misses notifies after the mark.
    const mark = query.wait > 0 ? await notifier.mark() : 0;
    const page = await read();
    const left = deadline - Date.now();
    if (page.items.length > 0 || left <= 0) {
      return { lastId: page.last.id, lastTx: page.last.txId, items: present(page.items) };
    }
    if (page.heldBack) {
      await notifier.waitForNews(mark, Math.min(heldBackDelay, left));
      heldBackDelay = Math.min(heldBackDelay * 2, HELD_BACK_MAX_MS);
    } else {
      await notifier.waitForNews(mark, left);
    }
  }
};

/**
 * What a subscriber missed while it was away: its tenant's events after the position it saw (up
 * to `until`, where the gateway's live feed takes over), that it may see. One more than asked
 * for tells the caller it is too far behind and should refetch.
 */
export const readMissedEvents = async (tx: Tx, ctx: RequestContext, query: MissedEventsQuery) => {
  requireTenant(ctx);
  const until =
    query.until !== undefined && query.untilTx !== undefined ? { txId: query.untilTx, id: query.until } : null;
  const { items } = await tenantEventsAfter(
    tx,
    { userId: ctx.userId, permissions: [...ctx.permissions] },
    { after: await positionAfter(tx, query), until },
    query.limit + 1,
  );
  return { tooFarBehind: items.length > query.limit, items: present(items.slice(0, query.limit)) };
};
