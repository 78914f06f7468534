import { createContext } from 'react';
import type { Observable } from 'rxjs';
import type { CentreEvents } from './centreEvents';
import type { ConnectionStatus } from './connectionStatus';

/** The live side of the console: the socket's state and the centre's events (GraphqlProvider). */
export type RealtimeValue = {
  status$: Observable<ConnectionStatus>;
  status: () => ConnectionStatus;
  centreEvents: CentreEvents;
};

export const RealtimeContext = createContext<RealtimeValue | null>(null);
