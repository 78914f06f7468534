import { BehaviorSubject, Subject } from 'rxjs';
import type { CentreEvent } from './centreEvents';
import type { ConnectionStatus } from './connectionStatus';
import type { RealtimeValue } from './RealtimeContext';

/** A live RealtimeContext value for component tests, and the subject its tests push centre events into. */
export const fakeRealtime = () => {
  const status$ = new BehaviorSubject<ConnectionStatus>('live');
  const events = new Subject<CentreEvent>();
  const value: RealtimeValue = {
    status$,
    status: () => status$.getValue(),
    centreEvents: { events$: events.asObservable(), lastEventAt$: new BehaviorSubject<number | null>(null) },
  };
  return { value, events };
};
