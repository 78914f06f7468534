import type { Database } from './db/database';
import { EVENTS_CHANNEL } from './outbox';

/**
 * Wakes waiting readers of the event feed when an event commits. One LISTEN per process, on
 * first use. A reader takes a mark before it reads, and after reading nothing waits for news
 * since that mark, or for its time to be up (whichever comes first). A notification only says
 * "look again": readers query the table, so a missed or merged notification loses nothing.
 *
 * News is counted, not compared by id: events are read in commit-visibility order, not id
 * order, so an event committed after a read may well have a smaller id than one read.
 */
export type EventNotifier = {
  /** Listens (once) and says how many notifications have arrived so far. */
  mark(): Promise<number>;
  /** Resolves once a notification has arrived since `mark`, or after `timeoutMs`. */
  waitForNews(mark: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

export const createEventNotifier = (db: Database): EventNotifier => {
  let heard = 0;
  const waiters = new Set<{ mark: number; wake: () => void }>();
  let listening: Promise<() => Promise<void>> | undefined;

  const onNotify = () => {
    heard += 1;
    for (const waiter of waiters) if (heard > waiter.mark) waiter.wake();
  };

  return {
    async mark() {
      listening ??= db.listen(EVENTS_CHANNEL, onNotify);
      await listening;
      return heard;
    },
    async waitForNews(mark, timeoutMs) {
      if (heard > mark) return;
      await new Promise<void>((resolve) => {
        const waiter = {
          mark,
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
