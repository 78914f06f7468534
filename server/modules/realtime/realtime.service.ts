import type { Database } from '../../platform/db/database';
import type { EventNotifier } from '../../platform/event-notifier';
import { forbidden } from '../../platform/errors';
import type { VerifiedToken } from '../../platform/http.plugin';
import { GATEWAY_CLIENT_ID } from '../../platform/oidc/oidc.constants';
import { eventsAfter, lastEventId, tenantEventsAfter } from './realtime.repository';
import type { EventFeedQuery, MissedEventsQuery } from './realtime.schemas';
import type { Tx } from '../../platform/db/database';
import { requireTenant, type RequestContext } from '../../platform/tenancy';

/**
 * The whole event feed, every tenant's, in id order: only for the gateway, which authorises each
 * event for each subscriber before it sends it on. It reads as the owner role on purpose: this
 * is the fan-out's source, not a user's request, and it is refused to every user token.
 */
export const readEventFeed = async (
  db: Database,
  notifier: EventNotifier,
  auth: VerifiedToken,
  query: EventFeedQuery,
) => {
  if (auth.clientId !== GATEWAY_CLIENT_ID || !auth.scopes.includes('realtime')) throw forbidden();
  const read = () =>
    db.privileged(async (tx) => {
      const items = await eventsAfter(tx, query.after, query.limit);
      // With nothing new, the feed's true end: a reader ahead of it (a restored database) resets.
      return { items, lastId: items.at(-1)?.id ?? (await lastEventId(tx)) };
    });
  let page = await read();
  if (page.items.length === 0 && query.wait > 0) {
    await notifier.waitForEventAfter(query.after, query.wait * 1000);
    page = await read();
  }
  return {
    lastId: page.lastId,
    items: page.items.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
};

/**
 * What a subscriber missed while it was away: its tenant's events after the last id it saw, that
 * it may see. One more than asked for tells the caller it is too far behind and should refetch.
 */
export const readMissedEvents = async (tx: Tx, ctx: RequestContext, query: MissedEventsQuery) => {
  requireTenant(ctx);
  const rows = await tenantEventsAfter(
    tx,
    { userId: ctx.userId, permissions: [...ctx.permissions] },
    query.after,
    query.limit + 1,
  );
  const tooFarBehind = rows.length > query.limit;
  return {
    tooFarBehind,
    items: rows.slice(0, query.limit).map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
};
