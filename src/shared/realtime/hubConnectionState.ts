import type { HubConnectionState as SignalrState } from '@microsoft/signalr';

/** A connection state: @microsoft/signalr's enum values, as strings. */
export type HubConnectionState = `${SignalrState}`;

// The client's enum by value: importing the enum itself would bring the whole client (54 KB) into
// the console's first chunk. Each member is typed as the union, as an enum member widens.
export const HubConnectionState: { readonly [Name in keyof typeof SignalrState]: HubConnectionState } = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
};
