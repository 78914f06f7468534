import { cursorOf } from './event-cursor';
import type { FeedEvent } from './event-feed';

/** A feed event for tests: a check-in of tenant t1, transaction and id `id`, its cursor derived. */
export const feedEvent = (id: number, more: Partial<Omit<FeedEvent, 'cursor'>> = {}): FeedEvent => {
  const stored = {
    id,
    txId: String(id),
    tenantId: 't1',
    type: 'CheckedIn' as const,
    version: 1,
    payload: { n: id },
    permission: null,
    recipients: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
  return { ...stored, cursor: cursorOf(stored) };
};
