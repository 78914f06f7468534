import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  initialConnectionState,
  nextConnectionState,
  type ConnectionSignal,
  type ConnectionStatus,
} from '../realtime/connectionStatus';

/** The browser's view of the network (window in the console; an EventTarget in tests). */
export type NetworkEvents = {
  isOnline: () => boolean;
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void;
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void;
};

export type GraphqlSocketDeps = {
  /** graphql-ws endpoint, e.g. ws(s)://host/graphql. */
  url: string;
  /** Read on every (re)connect, so a renewed token or a tenant switch is picked up. */
  connectionParams: () => Record<string, unknown>;
  /** For tests (e.g. the `ws` package under Node); the browser's WebSocket by default. */
  webSocketImpl?: unknown;
  /** The longest wait between two attempts to reconnect. */
  maxRetryDelayMs?: number;
  /** How often a ping checks a quiet connection; a pong must come within PONG_TIMEOUT_MS. */
  keepAliveMs?: number;
};

/** The subscription socket with what the console shows of it. */
export type GraphqlSocket = {
  client: WsClient;
  status$: Observable<ConnectionStatus>;
  status: () => ConnectionStatus;
  /** Drops the socket so that it connects again at once with fresh connection params (a renewed token). */
  restart: () => void;
  /** Follows the browser's online / offline events; returns the undo (for a React effect). */
  watchNetwork: (network: NetworkEvents) => () => void;
};

export const DEFAULT_MAX_RETRY_DELAY_MS = 10_000;
const DEFAULT_KEEP_ALIVE_MS = 15_000;
const PONG_TIMEOUT_MS = 5_000;
const ACK_TIMEOUT_MS = 10_000;
// A close code a page may use (3000-4999); graphql-ws retries after it.
const CLIENT_RESTART = 4205;
const WS_OPEN = 1;

type SocketLike = { readyState: number; close: (code: number, reason: string) => void };
const isSocketLike = (value: unknown): value is SocketLike =>
  typeof value === 'object' && value !== null && 'close' in value && 'readyState' in value;

/**
 * The graphql-ws client of the console: it never gives up reconnecting (backing off up to
 * maxRetryDelayMs, at once when the browser comes back online), pings a quiet connection so a
 * dead one is noticed, and tells its state as live / reconnecting / offline.
 */
export const createGraphqlSocket = (deps: GraphqlSocketDeps): GraphqlSocket => {
  const maxRetryDelayMs = deps.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const state$ = new BehaviorSubject(initialConnectionState(true));
  const signal = (next: ConnectionSignal) => state$.next(nextConnectionState(state$.value, next));
  const wakers = new Set<() => void>();
  let socket: SocketLike | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const closeOpenSocket = (code: number, reason: string) => {
    if (socket && socket.readyState === WS_OPEN) socket.close(code, reason);
  };

  const client = createWsClient({
    url: deps.url,
    lazy: true,
    ...(deps.webSocketImpl ? { webSocketImpl: deps.webSocketImpl } : {}),
    connectionParams: () => deps.connectionParams(),
    keepAlive: deps.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
    // A socket that opens but is never acknowledged (a proxy holding it) is dropped and retried.
    connectionAckWaitTimeout: ACK_TIMEOUT_MS,
    // A live screen must come back by itself however long the outage: retry for ever, on any
    // failure (graphql-ws still gives up on the fatal close codes, and the feed starts again).
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          wakers.delete(wake);
          resolve();
        };
        const delay = Math.min(maxRetryDelayMs, 500 * 2 ** retries) + Math.random() * 500;
        const timer = setTimeout(wake, delay);
        wakers.add(wake);
      }),
    on: {
      connecting: () => signal({ type: 'connecting' }),
      opened: (opened) => {
        socket = isSocketLike(opened) ? opened : null;
      },
      connected: () => signal({ type: 'connected' }),
      closed: (event) => {
        clearTimeout(pongTimer);
        socket = null;
        const code = typeof event === 'object' && event !== null && 'code' in event ? Number(event.code) : 1006;
        signal({ type: 'closed', code });
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        // A dead connection cannot complete a close handshake either: drop it at once.
        pongTimer = setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  });

  return {
    client,
    status$: state$.pipe(
      map((s) => s.status),
      distinctUntilChanged(),
    ),
    status: () => state$.value.status,
    restart: () => closeOpenSocket(CLIENT_RESTART, 'Client restart'),
    watchNetwork: (network) => {
      const online = () => {
        signal({ type: 'browser.online' });
        for (const wake of [...wakers]) wake();
      };
      // The socket would linger half dead, and a close handshake cannot finish without a network:
      // drop it at once (graphql-ws reports it closed and retries until the network is back).
      const offline = () => {
        signal({ type: 'browser.offline' });
        client.terminate();
      };
      if (!network.isOnline()) signal({ type: 'browser.offline' });
      network.addEventListener('online', online);
      network.addEventListener('offline', offline);
      return () => {
        network.removeEventListener('online', online);
        network.removeEventListener('offline', offline);
      };
    },
  };
};

/** What the gateway reads the caller from on a socket: browsers send no headers on a WebSocket. */
export const socketConnectionParams =
  (accessToken: () => string | null, tenantId: () => string | null, language: () => string | null = () => null) =>
  (): Record<string, unknown> => {
    const token = accessToken();
    const tenant = tenantId();
    const chosen = language();
    return {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenant ? { tenant } : {}),
      ...(chosen ? { language: chosen } : {}),
    };
  };
