import { afterAll } from 'vitest';

// Blueprint's PopoverNext (6.20) never clears its hover-delay timers when it unmounts: a tooltip
// pointed at in a file's last test can fire after the file's window is gone, and the run fails
// with "window is not defined" although every test passed. In a browser a late timer is harmless.
// So each component file ends by waiting out the short timers it left behind (a few hundred
// milliseconds, in a few files); files that leave none pending do not wait at all. Long ones (a
// session's renewal) are not waited for: they were never the failure and would cost seconds.

type Handle = ReturnType<typeof setTimeout>;
/** Each pending timer's due time. */
type Tracker = { pending: Map<Handle, number>; realSetTimeout: typeof setTimeout };
const KEY = Symbol.for('atrium.tests.late-timers');
const host = globalThis as typeof globalThis & { [KEY]?: Tracker };

/** Wraps the worker's timers once: console files share a worker (isolate: false in vitest.config.ts). */
const install = (): Tracker => {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const pending = new Map<Handle, number>();
  const tracked = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetTimeout(() => {
      pending.delete(handle);
      callback(...args);
    }, ms);
    pending.set(handle, Date.now() + (ms ?? 0));
    return handle;
  }) as typeof setTimeout;
  // util.promisify(setTimeout) looks for Node's own promisified form on the function.
  Object.assign(tracked, realSetTimeout);
  globalThis.setTimeout = tracked;
  globalThis.clearTimeout = ((handle?: Handle) => {
    if (handle !== undefined) pending.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  return { pending, realSetTimeout };
};

const SHORT_TIMER_MS = 1_000;

if (typeof window !== 'undefined') {
  const tracker = (host[KEY] ??= install());
  tracker.pending.clear();
  afterAll(async () => {
    const horizon = Date.now() + SHORT_TIMER_MS;
    const shortOnePending = () => [...tracker.pending.values()].some((due) => due <= horizon);
    while (shortOnePending() && Date.now() <= horizon) {
      await new Promise((resolve) => tracker.realSetTimeout(resolve, 20));
    }
  });
}
