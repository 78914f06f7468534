import type { Database } from './db/database';
import { EVENTS_CHANNEL } from './outbox';

/**
 * Wakes waiting readers of the event feed when an event commits. One LISTEN per process, on
 * first use; a waiter resolves when an event with a greater id than it knows arrives, or when
 * its time is up (whichever comes first). Readers then query the table: the notification only
 * says "look again", so a missed or merged notification loses nothing.
 */
export type EventNotifier = {
  waitForEventAfter(afterId: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

export const createEventNotifier = (db: Database): EventNotifier => {
  let latestId = 0;
  const waiters = new Set<{ afterId: number; wake: () => void }>();
  let listening: Promise<() => Promise<void>> | undefined;

  const onNotify = (payload: string) => {
    const id = Number(payload);
    if (Number.isFinite(id) && id > latestId) latestId = id;
    for (const waiter of waiters) if (latestId > waiter.afterId) waiter.wake();
  };

  return {
    async waitForEventAfter(afterId, timeoutMs) {
      listening ??= db.listen(EVENTS_CHANNEL, onNotify);
      await listening;
      if (latestId > afterId) return;
      await new Promise<void>((resolve) => {
        const waiter = {
          afterId,
          wake: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(waiter.wake, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      for (const waiter of [...waiters]) waiter.wake();
      if (listening) await (await listening)();
    },
  };
};
