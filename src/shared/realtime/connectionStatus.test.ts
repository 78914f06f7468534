import { describe, expect, it } from 'vitest';
import {
  initialConnectionState,
  nextConnectionState,
  OFFLINE_AFTER_FAILURES,
  type ConnectionSignal,
  type ConnectionState,
} from './connectionStatus';

const run = (signals: ConnectionSignal[], from: ConnectionState = initialConnectionState(true)) =>
  signals.reduce(nextConnectionState, from);

const connecting: ConnectionSignal = { type: 'connecting' };
const connected: ConnectionSignal = { type: 'connected' };
const dropped: ConnectionSignal = { type: 'closed', code: 1006 };

describe('the connection status people see', () => {
  it('is idle with no socket, connecting at first, then live', () => {
    expect(run([]).status).toBe('idle');
    expect(run([connecting]).status).toBe('connecting');
    expect(run([connecting, connected]).status).toBe('live');
  });

  it('reads reconnecting when a live connection drops, and live again once it is back', () => {
    const droppedOnce = run([connecting, connected, dropped]);
    expect(droppedOnce.status).toBe('reconnecting');
    expect(run([connecting], droppedOnce).status).toBe('reconnecting');
    expect(run([connecting, connected], droppedOnce)).toMatchObject({ status: 'live', failures: 0 });
  });

  it(`reads offline after ${OFFLINE_AFTER_FAILURES} failed attempts in a row, and stays so while retrying`, () => {
    const failedAttempts = (count: number) => Array.from({ length: count }, () => [connecting, dropped]).flat();
    const live = run([connecting, connected]);
    expect(run([dropped, ...failedAttempts(OFFLINE_AFTER_FAILURES - 2)], live).status).toBe('reconnecting');
    const gone = run([dropped, ...failedAttempts(OFFLINE_AFTER_FAILURES - 1)], live);
    expect(gone.status).toBe('offline');
    expect(run([connecting], gone).status).toBe('offline');
    expect(run([connecting, connected], gone).status).toBe('live');
  });

  it('reads offline as soon as the browser says so, and reconnecting when it is back online', () => {
    const live = run([connecting, connected]);
    const offline = run([{ type: 'browser.offline' }], live);
    expect(offline.status).toBe('offline');
    // The socket dropped while offline: still offline, whatever the count.
    expect(run([dropped, connecting], offline).status).toBe('offline');
    const back = run([dropped, { type: 'browser.online' }], offline);
    expect(back).toMatchObject({ status: 'reconnecting', failures: 0, browserOnline: true });
    expect(run([connecting, connected], back).status).toBe('live');
  });

  it('reads live again when the browser comes back online and the socket never dropped', () => {
    const live = run([connecting, connected]);
    expect(run([{ type: 'browser.offline' }, { type: 'browser.online' }], live).status).toBe('live');
  });

  it('goes back to idle when the last listener leaves and the socket closes normally', () => {
    expect(run([connecting, connected, { type: 'closed', code: 1000 }]).status).toBe('idle');
    // A socket that never connected and closes is a failure, whatever its code.
    expect(run([connecting, { type: 'closed', code: 1000 }]).status).toBe('reconnecting');
  });

  it('starts offline in a browser that has no network', () => {
    expect(initialConnectionState(false).status).toBe('offline');
  });
});
