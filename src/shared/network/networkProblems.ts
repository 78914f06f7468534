/**
 * What failed for want of a network (spec 000 §8, 002 §8: "the request had a problem, check the
 * network or retry"), and how to try each again. The shell draws one banner while anything is
 * listed; its Retry, or the browser coming back online, tries them all again.
 *
 * React-free and created per window (a fake window in tests), so it is tested with plain fakes.
 */
export type NetworkProblems = {
  /**
   * Lists a failure under `key` (one entry per key: three failed queries of one page, one
   * banner). `retry`, when given, is called on Retry or when the browser is back online.
   */
  report: (key: string, retry?: () => void) => void;
  /** The failure under `key` was cured (its retry, or a later call, succeeded). */
  resolve: (key: string) => void;
  /** Forgets every failure and calls their retries; each lists itself again if it fails again. */
  retryAll: () => void;
  /** Whether anything is listed (for useSyncExternalStore). */
  hasProblem: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

type OnlineTarget = Pick<Window, 'addEventListener'>;

export const createNetworkProblems = (target: OnlineTarget | null): NetworkProblems => {
  const problems = new Map<string, (() => void) | undefined>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const retryAll = () => {
    if (problems.size === 0) return;
    const retries = [...problems.values()];
    problems.clear();
    notify();
    for (const retry of retries) retry?.();
  };
  // The network is back: what failed is tried again without the user asking.
  target?.addEventListener('online', retryAll);

  return {
    report: (key, retry) => {
      const had = problems.size > 0;
      problems.set(key, retry);
      if (!had) notify();
    },
    resolve: (key) => {
      if (problems.delete(key) && problems.size === 0) notify();
    },
    retryAll,
    hasProblem: () => problems.size > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The console's one list (a module singleton: the router's lazy routes are created before React). */
export const networkProblems: NetworkProblems = createNetworkProblems(typeof window === 'undefined' ? null : window);
