import { Type, type Static } from 'typebox';
import { SequencePosition } from '../../platform/schemas';

export const EventFeedQuery = Type.Object({
  /** The last event id the reader has; 0 for "from now on" is not offered: ids start at 1. */
  after: SequencePosition,
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 500 }),
  /** Seconds to hold the request open when nothing is new (long polling); 0 answers at once. */
  wait: Type.Integer({ minimum: 0, maximum: 55, default: 0 }),
});
export type EventFeedQuery = Static<typeof EventFeedQuery>;

export const FeedEvent = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  version: Type.Integer(),
  payload: Type.Unknown(),
  permission: Type.Union([Type.String(), Type.Null()]),
  recipients: Type.Union([Type.Array(Type.String()), Type.Null()]),
  createdAt: Type.String(),
});

export const MissedEventsQuery = Type.Object({
  after: SequencePosition,
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 500 }),
});
export type MissedEventsQuery = Static<typeof MissedEventsQuery>;

export const MissedEventsResponse = Type.Object({ items: Type.Array(FeedEvent), tooFarBehind: Type.Boolean() });

export const EventFeedResponse = Type.Object({ items: Type.Array(FeedEvent), lastId: Type.Integer() });
