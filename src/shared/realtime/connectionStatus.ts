/**
 * How the console's live connection (graphql-ws) stands, as a person should read it:
 * - idle: nothing on the page listens, so no socket is open;
 * - connecting: the first connection of the page is being made;
 * - live: connected, events arrive as they happen;
 * - reconnecting: the connection dropped and is being made again (events are kept for us);
 * - offline: the browser has no network, or several attempts in a row have failed.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline';

/** What the socket and the browser report (graphql-ws `on` events, window online/offline). */
export type ConnectionSignal =
  | { type: 'connecting' }
  | { type: 'connected' }
  | { type: 'closed'; code: number }
  | { type: 'browser.offline' }
  | { type: 'browser.online' };

export type ConnectionState = {
  status: ConnectionStatus;
  /** Closes in a row since the last successful connection. */
  failures: number;
  /** Whether the socket is connected now (acknowledged and not closed since). */
  connected: boolean;
  /** Whether this socket was ever connected: a later attempt is a reconnection. */
  everConnected: boolean;
  browserOnline: boolean;
};

/** After this many failed attempts in a row the server is taken to be out of reach. */
export const OFFLINE_AFTER_FAILURES = 3;

/** graphql-ws closes an idle lazy socket with 1000 once its last subscription ends. */
const NORMAL_CLOSURE = 1000;

export const initialConnectionState = (browserOnline: boolean): ConnectionState => ({
  status: browserOnline ? 'idle' : 'offline',
  failures: 0,
  connected: false,
  everConnected: false,
  browserOnline,
});

const unreachable = (state: ConnectionState, failures: number) =>
  !state.browserOnline || failures >= OFFLINE_AFTER_FAILURES;

export const nextConnectionState = (state: ConnectionState, signal: ConnectionSignal): ConnectionState => {
  switch (signal.type) {
    case 'connecting': {
      const status: ConnectionStatus = unreachable(state, state.failures)
        ? 'offline'
        : state.everConnected || state.failures > 0
          ? 'reconnecting'
          : 'connecting';
      return { ...state, status };
    }
    case 'connected':
      return { ...state, status: 'live', failures: 0, connected: true, everConnected: true };
    case 'closed': {
      // A live socket closed normally: its last listener left (a lazy close), nothing is wrong.
      if (signal.code === NORMAL_CLOSURE && state.status === 'live') {
        return { ...state, status: state.browserOnline ? 'idle' : 'offline', failures: 0, connected: false };
      }
      const failures = state.failures + 1;
      return {
        ...state,
        failures,
        connected: false,
        status: unreachable(state, failures) ? 'offline' : 'reconnecting',
      };
    }
    case 'browser.offline':
      return { ...state, browserOnline: false, status: 'offline' };
    case 'browser.online': {
      // A retry is woken at once (createGraphqlSocket); until it connects we are reconnecting.
      const status: ConnectionStatus = state.connected
        ? 'live'
        : state.status !== 'offline'
          ? state.status
          : state.everConnected
            ? 'reconnecting'
            : 'connecting';
      return { ...state, browserOnline: true, failures: 0, status };
    }
  }
};
