import type { Client, Target } from './clients';
import type { BenchUser, StoredEvent } from './control';

/**
 * Which stored events a client must receive, by the bench's own reading of the rules (not the
 * gateway's code, so that a filtering bug shows as a loss or an extra): the baseline gets every
 * event; a graphql-ws subscriber its centre's events its permissions allow and, of those naming
 * recipients, the ones naming it; the hub the same, of the facts it pushes.
 */
export const expectedFor = (target: Target, user: BenchUser, tenantId: string, events: readonly StoredEvent[]) => {
  if (target === 'bare') return events.map((e) => e.id);
  const pushed = (e: StoredEvent) =>
    target !== 'signalr' || ['CheckedIn', 'CheckedOut', 'NotificationCreated'].includes(e.type);
  return events
    .filter(
      (e) =>
        e.tenantId === tenantId &&
        (e.permission === null || user.permissions.includes(e.permission)) &&
        (e.recipients === null || e.recipients.includes(user.userId)) &&
        pushed(e),
    )
    .map((e) => e.id);
};

export type Tally = {
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** Delivered to a client that should not have seen it. */
  unexpected: number;
  unordered: number;
};

/** Counts every delivery of every client against what it should have received, from `after` on. */
export const tally = (
  target: Target,
  clients: readonly Client[],
  tenantId: string,
  events: readonly StoredEvent[],
): Tally => {
  const total: Tally = { expected: 0, delivered: 0, lost: 0, duplicated: 0, unexpected: 0, unordered: 0 };
  // Delivery follows commit visibility (transaction, then id), not ids: `events` is in that order.
  const rank = new Map(events.map((e, i) => [e.id, i]));
  const expectedByUser = new Map<string, number[]>();
  for (const client of clients) {
    let expected = expectedByUser.get(client.user.userId);
    if (!expected)
      expectedByUser.set(client.user.userId, (expected = expectedFor(target, client.user, tenantId, events)));
    const wanted = new Set(expected);
    const seen = new Set<number>();
    let previous = -Infinity;
    for (const id of client.ids) {
      if (seen.has(id)) total.duplicated++;
      else if (!wanted.has(id)) total.unexpected++;
      seen.add(id);
      const at = rank.get(id);
      if (at === undefined) continue;
      if (at < previous) total.unordered++;
      previous = at;
    }
    for (const id of expected) if (!seen.has(id)) total.lost++;
    total.expected += expected.length;
    total.delivered += client.ids.length;
  }
  return total;
};

/** The p-th percentile (0..100) of sorted values, nearest rank. */
export const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
