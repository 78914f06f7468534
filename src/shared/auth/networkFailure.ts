import { ErrorTimeout } from 'oidc-client-ts';

/** What the session needs to know of the browser's network (window and navigator; a fake in tests). */
export type BrowserNetwork = {
  isOnline: () => boolean;
  /** Calls back once when the browser says it is online again; returns the undo. */
  onOnline: (listener: () => void) => () => void;
};

export const browserNetwork: BrowserNetwork = {
  // Node (tests) has no navigator before v21, nor a window.
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  onOnline: (listener) => {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener, { once: true });
    return () => window.removeEventListener('online', listener);
  },
};

/**
 * Whether a call to the provider failed for want of a network (the browser is offline, fetch
 * could not connect, the call timed out) rather than because the provider said no: the session
 * is still good then, and the call is worth making again once the network is back.
 */
export const isNetworkFailure = (error: unknown, online: boolean): boolean =>
  !online || error instanceof TypeError || error instanceof ErrorTimeout;

/** Resolves when the browser is back online, or after `ms` at the latest (the event can be late). */
export const backOnline = (network: BrowserNetwork, ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      undo();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const undo = network.onOnline(done);
    signal?.addEventListener('abort', done);
  });
