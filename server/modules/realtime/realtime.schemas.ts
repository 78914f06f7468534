import { Type, type Static } from 'typebox';
import { SequencePosition } from '../../platform/schemas';

/**
 * A transaction id (xid8) as decimal text: a position's transaction part (realtime.repository.ts,
 * EventPosition). At most 19 digits, so every value fits an xid8 (its maximum has 20), and no
 * leading zero: xid8's input reads '010' as octal.
 */
export const TxId = Type.String({ pattern: '^(0|[1-9][0-9]{0,18})$' });

export const EventFeedQuery = Type.Object({
  /** The id of the last event the reader has: with `afterTx`, its position; alone, an id to look up. */
  after: SequencePosition,
  /** The transaction of that event (lastTx of the previous page). */
  afterTx: Type.Optional(TxId),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 500 }),
  /** Seconds to hold the request open when nothing is new (long polling); 0 answers at once. */
  wait: Type.Integer({ minimum: 0, maximum: 55, default: 0 }),
});
export type EventFeedQuery = Static<typeof EventFeedQuery>;

export const FeedEvent = Type.Object({
  id: Type.Integer(),
  /** The writing transaction: with id, the event's position in the feed's order. */
  txId: TxId,
  tenantId: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  version: Type.Integer(),
  payload: Type.Unknown(),
  permission: Type.Union([Type.String(), Type.Null()]),
  recipients: Type.Union([Type.Array(Type.String()), Type.Null()]),
  createdAt: Type.String(),
});

export const MissedEventsQuery = Type.Object(
  {
    /** As the feed's: with `afterTx` a position, alone an event id to look up. */
    after: SequencePosition,
    afterTx: Type.Optional(TxId),
    /**
     * A position the feed has passed (`untilTx` and `until` together): the replay reads up to it,
     * where the live feed takes over. Without it, up to what is settled now.
     */
    until: Type.Optional(SequencePosition),
    untilTx: Type.Optional(TxId),
    limit: Type.Integer({ minimum: 1, maximum: 1000, default: 500 }),
  },
  // Half a position is refused (400) rather than half read.
  { dependencies: { until: ['untilTx'], untilTx: ['until'] } },
);
export type MissedEventsQuery = Static<typeof MissedEventsQuery>;

export const MissedEventsResponse = Type.Object({ items: Type.Array(FeedEvent), tooFarBehind: Type.Boolean() });

/** `lastTx` and `lastId`: the position to read after next time. */
export const EventFeedResponse = Type.Object({ items: Type.Array(FeedEvent), lastId: Type.Integer(), lastTx: TxId });
