import type { Client } from './clients';
import type { StoredEvent } from './control';

/**
 * Every delivery of the given events, timed from the moment its commit began (`started`, by type
 * and check-in id). A check-in's notification is written in its transaction, so it was begun
 * with it: in the paced phase commits run one at a time, and it follows its check-in.
 */
export const latencies = (
  clients: readonly Client[],
  events: readonly StoredEvent[],
  started: ReadonlyMap<string, number>,
): Float64Array => {
  const begunAt = new Map<number, number>();
  let checkIn: number | undefined;
  for (const event of events) {
    const begun = event.checkInId ? started.get(`${event.type}:${event.checkInId}`) : undefined;
    if (event.type === 'CheckedIn') checkIn = begun;
    const at = event.type === 'NotificationCreated' ? checkIn : begun;
    if (at !== undefined) begunAt.set(event.id, at);
  }
  const values: number[] = [];
  for (const client of clients) {
    client.ids.forEach((id, i) => {
      const begun = begunAt.get(id);
      if (begun !== undefined) values.push(client.at[i]! - begun);
    });
  }
  return Float64Array.from(values).sort();
};

/** Deliveries of events after `afterId` per second, from `start` to the last of them to arrive. */
export const deliveryRate = (clients: readonly Client[], afterId: number, start: number) => {
  let delivered = 0;
  let lastArrival = start;
  for (const client of clients) {
    client.ids.forEach((id, i) => {
      if (id <= afterId) return;
      delivered++;
      lastArrival = Math.max(lastArrival, client.at[i]!);
    });
  }
  return { delivered, perSecond: (delivered / (lastArrival - start)) * 1000 };
};
