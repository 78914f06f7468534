import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationHub, HubConnectionState, hubUrlFor, type HubConnectionLike } from './notificationHub';

// A stand-in for @microsoft/signalr's HubConnection with the same state rules: start() is
// refused unless Disconnected, stop() ends in onclose. The real hub and client meet in
// gateway/signalr/hub.int.test.ts.
class FakeConnection implements HubConnectionLike {
  state = HubConnectionState.Disconnected;
  starts = 0;
  stops = 0;
  /** The next start() fails with this, once. */
  failNextStart: Error | null = null;
  readonly handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  private closeHandlers: ((error?: Error) => void)[] = [];
  private reconnectingHandlers: ((error?: Error) => void)[] = [];
  private reconnectedHandlers: ((connectionId?: string) => void)[] = [];

  constructor(
    readonly url: string,
    readonly accessTokenFactory: () => string,
  ) {}

  start = async () => {
    if (this.state !== HubConnectionState.Disconnected) throw new Error('not Disconnected');
    this.starts += 1;
    this.state = HubConnectionState.Connecting;
    await Promise.resolve();
    if (this.failNextStart) {
      const error = this.failNextStart;
      this.failNextStart = null;
      this.state = HubConnectionState.Disconnected;
      throw error;
    }
    this.state = HubConnectionState.Connected;
  };
  stop = async () => {
    this.stops += 1;
    this.state = HubConnectionState.Disconnecting;
    await Promise.resolve();
    this.close();
  };
  on = (method: string, handler: (...args: unknown[]) => void) => {
    const set = this.handlers.get(method) ?? new Set();
    set.add(handler);
    this.handlers.set(method, set);
  };
  off = ((method: string, handler?: (...args: unknown[]) => void) => {
    if (handler) this.handlers.get(method)?.delete(handler);
    else this.handlers.delete(method);
  }) as HubConnectionLike['off'];
  onclose = (handler: (error?: Error) => void) => void this.closeHandlers.push(handler);
  onreconnecting = (handler: (error?: Error) => void) => void this.reconnectingHandlers.push(handler);
  onreconnected = (handler: (connectionId?: string) => void) => void this.reconnectedHandlers.push(handler);

  push(method: string, payload: unknown) {
    for (const handler of this.handlers.get(method) ?? []) handler(payload);
  }
  reconnecting() {
    this.state = HubConnectionState.Reconnecting;
    for (const handler of this.reconnectingHandlers) handler(new Error('socket lost'));
  }
  reconnected() {
    this.state = HubConnectionState.Connected;
    for (const handler of this.reconnectedHandlers) handler('c-2');
  }
  close(error?: Error) {
    this.state = HubConnectionState.Disconnected;
    for (const handler of this.closeHandlers) handler(error);
  }
}

const setup = (token: () => string | null = () => 'token-1') => {
  let connection: FakeConnection | undefined;
  const hub = createNotificationHub({
    url: 'http://atrium.test/signalr-hubs/messages',
    accessToken: token,
    tenantId: 'tenant 1',
    restartDelayMs: 30_000,
    buildConnection: (url, accessTokenFactory) => (connection = new FakeConnection(url, accessTokenFactory)),
  });
  const states: HubConnectionState[] = [];
  hub.connectionState$.subscribe((state) => states.push(state));
  return { hub, states, connection: connection! };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notificationHub', () => {
  it('puts the tenant in the query and reads the token of the moment on each negotiate', () => {
    let token: string | null = 'token-1';
    const { connection } = setup(() => token);
    expect(connection.url).toBe('http://atrium.test/signalr-hubs/messages?__tenant=tenant%201');
    expect(connection.accessTokenFactory()).toBe('token-1');
    token = 'token-2';
    expect(connection.accessTokenFactory()).toBe('token-2');
    token = null;
    expect(connection.accessTokenFactory()).toBe('');
    expect(hubUrlFor('/hub?x=1', 't')).toBe('/hub?x=1&__tenant=t');
  });

  it('connects only when someone listens, and passes the pushes on', async () => {
    const { hub, connection, states } = setup();
    expect(connection.starts).toBe(0);
    expect(states).toEqual([HubConnectionState.Disconnected]);

    const received: unknown[] = [];
    const subscription = hub.on<{ id: string }>('ReceiveNotification').subscribe((p) => received.push(p));
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(1);
    expect(states).toEqual([
      HubConnectionState.Disconnected,
      HubConnectionState.Connecting,
      HubConnectionState.Connected,
    ]);

    connection.push('ReceiveNotification', { id: 'e-1', type: 'User' });
    connection.push('CheckInChanged', { subjectId: 's-1' });
    expect(received).toEqual([{ id: 'e-1', type: 'User' }]);
    subscription.unsubscribe();
  });

  it('shares one handler per method and closes 250 ms after the last listener leaves', async () => {
    const { hub, connection, states } = setup();
    const a = hub.on('ReceiveNotification').subscribe();
    const b = hub.on('ReceiveNotification').subscribe();
    const c = hub.on('CheckInChanged').subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(1);
    expect(connection.handlers.get('ReceiveNotification')?.size).toBe(1);

    a.unsubscribe();
    b.unsubscribe();
    await vi.advanceTimersByTimeAsync(300);
    expect(connection.handlers.get('ReceiveNotification')?.size).toBe(0);
    // Still listened to through CheckInChanged.
    expect(connection.state).toBe(HubConnectionState.Connected);

    c.unsubscribe();
    await vi.advanceTimersByTimeAsync(100);
    expect(connection.stops).toBe(0);
    // A screen that comes back within 250 ms keeps the connection.
    const d = hub.on('CheckInChanged').subscribe();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connection.stops).toBe(0);
    d.unsubscribe();
    await vi.advanceTimersByTimeAsync(250);
    expect(connection.stops).toBe(1);
    expect(states.at(-1)).toBe(HubConnectionState.Disconnected);
  });

  it('reports reconnecting and reconnected as the client goes through them', async () => {
    const { hub, connection, states } = setup();
    hub.on('ReceiveNotification').subscribe();
    await vi.advanceTimersByTimeAsync(0);
    connection.reconnecting();
    expect(states.at(-1)).toBe(HubConnectionState.Reconnecting);
    connection.reconnected();
    expect(states.at(-1)).toBe(HubConnectionState.Connected);
  });

  it('starts again later when a start is refused or the client gives up reconnecting', async () => {
    const { hub, connection, states } = setup();
    connection.failNextStart = new Error('401');
    const subscription = hub.on('ReceiveNotification').subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(1);
    expect(states.at(-1)).toBe(HubConnectionState.Disconnected);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(connection.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.starts).toBe(2);
    expect(states.at(-1)).toBe(HubConnectionState.Connected);

    // The official client ran out of retries.
    connection.close(new Error('gave up'));
    expect(states.at(-1)).toBe(HubConnectionState.Disconnected);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.starts).toBe(3);
    expect(states.at(-1)).toBe(HubConnectionState.Connected);
    subscription.unsubscribe();
  });

  it('does not start again once nobody listens or the hub is disposed', async () => {
    const { hub, connection } = setup();
    connection.failNextStart = new Error('down');
    const subscription = hub.on('ReceiveNotification').subscribe();
    await vi.advanceTimersByTimeAsync(0);
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connection.starts).toBe(1);

    hub.on('ReceiveNotification').subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(2);
    hub.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connection.starts).toBe(2);
  });
});
