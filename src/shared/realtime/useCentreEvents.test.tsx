// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CentreEvent } from './centreEvents';
import type { ConnectionStatus } from './connectionStatus';
import { RealtimeContext, type RealtimeValue } from './RealtimeContext';
import {
  DEFERRED_READ_LIMIT_MS,
  REFETCH_COALESCE_MS,
  useCentreEvents,
  type UseCentreEventsOptions,
} from './useCentreEvents';

afterEach(cleanup);

const fakeRealtime = () => {
  const status$ = new BehaviorSubject<ConnectionStatus>('connecting');
  const events = new Subject<CentreEvent>();
  const lastEventAt$ = new BehaviorSubject<number | null>(null);
  const value: RealtimeValue = {
    status$,
    status: () => status$.getValue(),
    centreEvents: { events$: events.asObservable(), lastEventAt$ },
  };
  const emit = (type: CentreEvent['type'], id: string, payload: Record<string, unknown> = {}) =>
    act(() => {
      events.next({ id, type, version: 1, createdAt: '2026-11-21T10:00:00Z', payload });
    });
  return { value, status$, events, lastEventAt$, emit };
};

const Probe = (options: UseCentreEventsOptions) => {
  const { status, lastEventAt, ready } = useCentreEvents(options);
  return <p>{`${status} ${lastEventAt ?? 'never'}${ready ? '' : ' waiting'}`}</p>;
};

/** A stream that has never been live (no position) until `live` is called. */
const unpositioned = (realtime: ReturnType<typeof fakeRealtime>) => {
  let position: string | null = null;
  realtime.value.centreEvents.position = () => position;
  return {
    live: (id: string) => {
      position = id;
      realtime.emit('RefetchRequired', id);
    },
  };
};

const withRealtime = (value: RealtimeValue | null, children: ReactNode) => (
  <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>
);

describe('useCentreEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the connection state and the time of the last event as they change', () => {
    const realtime = fakeRealtime();
    render(withRealtime(realtime.value, <Probe refetch={() => {}} />));
    expect(screen.getByText('connecting never')).toBeInTheDocument();
    act(() => {
      realtime.status$.next('live');
      realtime.lastEventAt$.next(1_000);
    });
    expect(screen.getByText('live 1000')).toBeInTheDocument();
    act(() => realtime.status$.next('offline'));
    expect(screen.getByText('offline 1000')).toBeInTheDocument();
  });

  it('reloads once for a burst of events that concern the page, and not for others', () => {
    const realtime = fakeRealtime();
    const refetch = vi.fn();
    const onEvent = vi.fn();
    render(
      withRealtime(
        realtime.value,
        <Probe refetch={refetch} refetchOn={(event) => event.type === 'CheckedIn'} onEvent={onEvent} />,
      ),
    );
    realtime.emit('CheckedIn', '1');
    realtime.emit('CheckedIn', '2');
    realtime.emit('NotificationCreated', '3');
    expect(onEvent).toHaveBeenCalledTimes(3);
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).toHaveBeenCalledOnce();

    realtime.emit('NotificationCreated', '4');
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('takes filters on the event catalogue’s names only: a misspelt one does not compile', () => {
    const options: UseCentreEventsOptions = {
      refetch: () => {},
      // @ts-expect-error 'CheckedInn' is not a name of events/catalogue.ts
      refetchOn: (event) => event.type === 'CheckedInn',
    };
    expect(options.refetchOn).toBeTypeOf('function');
  });

  it('reloads when the gateway says events were missed', () => {
    const realtime = fakeRealtime();
    const refetch = vi.fn();
    render(withRealtime(realtime.value, <Probe refetch={refetch} />));
    realtime.emit('RefetchRequired', '4');
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('holds a deferred read until the stream is live, and does not reload for that first marker', () => {
    const realtime = fakeRealtime();
    const stream = unpositioned(realtime);
    const refetch = vi.fn();
    render(withRealtime(realtime.value, <Probe refetch={refetch} deferRead />));
    expect(screen.getByText('connecting never waiting')).toBeInTheDocument();
    stream.live('40');
    expect(screen.getByText('connecting never')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).not.toHaveBeenCalled();
    // A later marker means events were missed after the page read: that one reloads.
    realtime.emit('RefetchRequired', '41');
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('reads anyway when the stream is slow to be live, and then reloads once it is', () => {
    const realtime = fakeRealtime();
    const stream = unpositioned(realtime);
    const refetch = vi.fn();
    render(withRealtime(realtime.value, <Probe refetch={refetch} deferRead />));
    act(() => vi.advanceTimersByTime(DEFERRED_READ_LIMIT_MS));
    expect(screen.getByText('connecting never')).toBeInTheDocument();
    stream.live('40');
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('does not hold a read on a stream already live, nor a page that does not defer it', () => {
    const realtime = fakeRealtime();
    realtime.value.centreEvents.position = () => '40';
    render(withRealtime(realtime.value, <Probe refetch={() => {}} deferRead />));
    expect(screen.getByText('connecting never')).toBeInTheDocument();
    cleanup();
    const fresh = fakeRealtime();
    unpositioned(fresh);
    const refetch = vi.fn();
    render(withRealtime(fresh.value, <Probe refetch={refetch} />));
    expect(screen.getByText('connecting never')).toBeInTheDocument();
    fresh.emit('RefetchRequired', '40');
    act(() => vi.advanceTimersByTime(REFETCH_COALESCE_MS));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('stops listening when the page goes away', () => {
    const realtime = fakeRealtime();
    const view = render(withRealtime(realtime.value, <Probe refetch={() => {}} />));
    expect(realtime.events.observed).toBe(true);
    view.unmount();
    expect(realtime.events.observed).toBe(false);
  });

  it('reports idle and does nothing outside the provider', () => {
    render(withRealtime(null, <Probe refetch={() => {}} />));
    expect(screen.getByText('idle never')).toBeInTheDocument();
  });
});
