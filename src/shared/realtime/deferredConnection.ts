import type { HubConnectionLike } from './notificationHub';
import { HubConnectionState } from './hubConnectionState';

type Handler = (...args: unknown[]) => void;

/**
 * A HubConnectionLike whose real connection is built on the first start(): @microsoft/signalr
 * (54 KB) is fetched when the hub first connects, not with the console (issue 16 item 4).
 * Handlers registered before that are handed over once it exists.
 */
export const deferredConnection = (load: () => Promise<HubConnectionLike>): HubConnectionLike => {
  let real: HubConnectionLike | null = null;
  let loading: Promise<HubConnectionLike> | null = null;
  const handlers = new Map<string, Set<Handler>>();
  const closed: Array<(error?: Error) => void> = [];
  const reconnecting: Array<(error?: Error) => void> = [];
  const reconnected: Array<(connectionId?: string) => void> = [];

  const connection = (): Promise<HubConnectionLike> =>
    (loading ??= load().then(
      (built) => {
        for (const [method, set] of handlers) for (const handler of set) built.on(method, handler);
        for (const callback of closed) built.onclose(callback);
        for (const callback of reconnecting) built.onreconnecting(callback);
        for (const callback of reconnected) built.onreconnected(callback);
        real = built;
        return built;
      },
      (error: unknown) => {
        loading = null; // fetched again on the next start
        throw error;
      },
    ));

  return {
    get state() {
      if (real) return real.state;
      return loading ? HubConnectionState.Connecting : HubConnectionState.Disconnected;
    },
    start: async () => (await connection()).start(),
    stop: async () => {
      if (real) await real.stop();
    },
    on: (method: string, handler: Handler) => {
      if (real) return real.on(method, handler);
      const set = handlers.get(method) ?? new Set();
      set.add(handler);
      handlers.set(method, set);
    },
    off: ((method: string, handler?: Handler) => {
      if (handler) handlers.get(method)?.delete(handler);
      else handlers.delete(method);
      if (real && handler) real.off(method, handler);
      else if (real) real.off(method);
    }) as HubConnectionLike['off'],
    onclose: (callback) => {
      if (real) real.onclose(callback);
      else closed.push(callback);
    },
    onreconnecting: (callback) => {
      if (real) real.onreconnecting(callback);
      else reconnecting.push(callback);
    },
    onreconnected: (callback) => {
      if (real) real.onreconnected(callback);
      else reconnected.push(callback);
    },
  };
};
