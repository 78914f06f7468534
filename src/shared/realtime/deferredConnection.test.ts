import { describe, expect, it, vi } from 'vitest';
import { deferredConnection } from './deferredConnection';
import { HubConnectionState } from './hubConnectionState';
import type { HubConnectionLike } from './notificationHub';

const fakeConnection = () => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const closes: Array<() => void> = [];
  const connection = {
    state: HubConnectionState.Disconnected,
    start: vi.fn(async () => {
      connection.state = HubConnectionState.Connected;
    }),
    stop: vi.fn(async () => {
      connection.state = HubConnectionState.Disconnected;
    }),
    on: (method: string, handler: (payload: unknown) => void) => void handlers.set(method, handler),
    off: (method: string) => void handlers.delete(method),
    onclose: (callback: () => void) => void closes.push(callback),
    onreconnecting: () => undefined,
    onreconnected: () => undefined,
  };
  return { connection: connection as unknown as HubConnectionLike, handlers, closes };
};

describe('deferredConnection', () => {
  it('builds the connection on the first start and hands over what was registered before', async () => {
    const fake = fakeConnection();
    const load = vi.fn(async () => fake.connection);
    const deferred = deferredConnection(load);
    const pushes: unknown[] = [];
    deferred.on('ReceiveNotificationMessage', (payload: unknown) => pushes.push(payload));
    const closed = vi.fn();
    deferred.onclose(closed);
    expect(load).not.toHaveBeenCalled();
    expect(deferred.state).toBe(HubConnectionState.Disconnected);

    const started = deferred.start();
    expect(deferred.state).toBe(HubConnectionState.Connecting);
    await started;

    expect(load).toHaveBeenCalledTimes(1);
    expect(deferred.state).toBe(HubConnectionState.Connected);
    fake.handlers.get('ReceiveNotificationMessage')?.({ id: 1 });
    expect(pushes).toEqual([{ id: 1 }]);
    fake.closes.forEach((close) => close());
    expect(closed).toHaveBeenCalled();
  });

  it('fails the start when the client cannot be fetched, and fetches it again on the next', async () => {
    const fake = fakeConnection();
    const load = vi.fn<() => Promise<HubConnectionLike>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce(fake.connection);
    const deferred = deferredConnection(load);

    await expect(deferred.start()).rejects.toThrow('offline');
    expect(deferred.state).toBe(HubConnectionState.Disconnected);
    await deferred.start();
    expect(deferred.state).toBe(HubConnectionState.Connected);
  });
});
