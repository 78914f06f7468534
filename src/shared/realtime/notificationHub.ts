import type { HubConnection } from '@microsoft/signalr';
import { BehaviorSubject, Observable, share, timer } from 'rxjs';
import { deferredConnection } from './deferredConnection';
import { HubConnectionState } from './hubConnectionState';

export { HubConnectionState };

/** What the hub needs of @microsoft/signalr's HubConnection (tests pass a fake). */
export type HubConnectionLike = Pick<
  HubConnection,
  'start' | 'stop' | 'on' | 'off' | 'onclose' | 'onreconnecting' | 'onreconnected'
> & { readonly state: HubConnectionState };

export type NotificationHubDeps = {
  /** The hub's absolute address, e.g. origin + /signalr-hubs/messages. */
  url: string;
  /** The access token of the moment: read on every negotiate, so a renewed token is used. */
  accessToken: () => string | null;
  /** The tenant the connection is for; fixed for the life of the hub. */
  tenantId: string;
  /** How long to wait before starting again after a failed start or after reconnecting gave up. */
  restartDelayMs?: number;
  /** For tests; the official client by default. */
  buildConnection?: (url: string, accessTokenFactory: () => string) => HubConnectionLike;
};

/** The SignalR hub (docs/signalr.md) as Observables: one connection, shared by every listener. */
export type NotificationHub = {
  connectionState$: Observable<HubConnectionState>;
  /** The pushes of one hub method; the connection is open while anyone listens to any method. */
  on<T>(method: string): Observable<T>;
  /** Closes the connection for good (a tenant switch makes a new hub). */
  dispose(): void;
};

export const DEFAULT_RESTART_DELAY_MS = 30_000;

// After the official client's own retries (0, 2, 10, 30 s) it gives up; we start again later.
const RECONNECT_DELAYS_MS = [0, 2_000, 10_000, 30_000];

const buildSignalrConnection = (url: string, accessTokenFactory: () => string): HubConnectionLike =>
  deferredConnection(async () => {
    const { HubConnectionBuilder, HttpTransportType, LogLevel } = await import('@microsoft/signalr');
    return (
      new HubConnectionBuilder()
        // Straight to a WebSocket, no negotiate: a negotiate answered by one gateway instance would
        // name a connection the next instance behind the load balancer does not know (operations.md).
        .withUrl(url, { accessTokenFactory, skipNegotiation: true, transport: HttpTransportType.WebSockets })
        .withAutomaticReconnect(RECONNECT_DELAYS_MS)
        // Warnings would name every push nobody listens to (CheckInChanged reaches the whole centre).
        .configureLogging(LogLevel.Error)
        .build()
    );
  });

/** The hub's address with the tenant: browsers send no custom headers on a WebSocket. */
export const hubUrlFor = (url: string, tenantId: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}__tenant=${encodeURIComponent(tenantId)}`;

// Same shape as Grafana's CentrifugeSrv (conventions snippet 5): an interface of Observables with
// its dependencies passed in, so a test drives it with a fake connection and fake timers.
export const createNotificationHub = (deps: NotificationHubDeps): NotificationHub => {
  const build = deps.buildConnection ?? buildSignalrConnection;
  const restartDelayMs = deps.restartDelayMs ?? DEFAULT_RESTART_DELAY_MS;
  const connection = build(hubUrlFor(deps.url, deps.tenantId), () => deps.accessToken() ?? '');
  const state$ = new BehaviorSubject<HubConnectionState>(connection.state);
  const publishState = () => {
    if (state$.value !== connection.state) state$.next(connection.state);
  };

  let listeners = 0;
  let disposed = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  // start() and stop() run one after the other: the client refuses to start while it stops.
  let lifecycle: Promise<void> = Promise.resolve();

  const wanted = () => listeners > 0 && !disposed;
  const cancelRestart = () => {
    if (restartTimer !== undefined) clearTimeout(restartTimer);
    restartTimer = undefined;
  };
  const scheduleRestart = () => {
    cancelRestart();
    if (!wanted()) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      start();
    }, restartDelayMs);
  };

  const start = () => {
    lifecycle = lifecycle.then(async () => {
      if (!wanted() || connection.state !== HubConnectionState.Disconnected) return;
      const started = connection.start();
      publishState();
      try {
        await started;
      } catch {
        // Refused (401 on a lapsed token, a server that is down): the state says Disconnected,
        // the counts are polled meanwhile (spec 000 §9), and we try again later.
        scheduleRestart();
      }
      publishState();
    });
  };

  const stop = () => {
    cancelRestart();
    lifecycle = lifecycle.then(async () => {
      if (connection.state !== HubConnectionState.Disconnected) await connection.stop();
      publishState();
    });
  };

  connection.onreconnecting(publishState);
  connection.onreconnected(publishState);
  connection.onclose(() => {
    publishState();
    // Closed by the server or after the client's retries ran out, while someone still listens.
    scheduleRestart();
  });

  const streams = new Map<string, Observable<unknown>>();
  const on = <T>(method: string): Observable<T> => {
    let stream = streams.get(method);
    if (!stream) {
      stream = new Observable<unknown>((subscriber) => {
        const handler = (payload: unknown) => subscriber.next(payload);
        connection.on(method, handler);
        listeners += 1;
        start();
        return () => {
          connection.off(method, handler);
          listeners -= 1;
          if (listeners === 0) stop();
        };
      }).pipe(
        // One handler per method however many screens listen; kept 250 ms after the last one
        // leaves, so a route change does not close and reopen the connection.
        share({ resetOnRefCountZero: () => timer(250) }),
      );
      streams.set(method, stream);
    }
    return stream as Observable<T>;
  };

  return {
    connectionState$: state$.asObservable(),
    on,
    dispose: () => {
      disposed = true;
      stop();
    },
  };
};
