// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { NotificationHubContext } from '../../../shared/realtime/NotificationHubContext';
import { HubConnectionState, type NotificationHub } from '../../../shared/realtime/notificationHub';
import { POLL_INTERVAL_MS, RECEIVE_NOTIFICATION, useUnreadCounts } from './useUnreadCounts';

// The hub as the hook sees it: a state it can be told, pushes it can be sent, and a record of
// who listens (a listener is what makes the real hub connect).
const fakeHub = (initial = HubConnectionState.Disconnected) => {
  const state$ = new BehaviorSubject(initial);
  const pushes = new Subject<unknown>();
  let listeners = 0;
  const hub: NotificationHub = {
    connectionState$: state$.asObservable(),
    on: <T,>(method: string) =>
      new Observable<T>((subscriber) => {
        expect(method).toBe(RECEIVE_NOTIFICATION);
        listeners += 1;
        const subscription = pushes.subscribe((value) => subscriber.next(value as T));
        return () => {
          listeners -= 1;
          subscription.unsubscribe();
        };
      }),
    dispose: () => {},
  };
  return { hub, state$, pushes, listeners: () => listeners };
};

const counts = (user: number, system: number) => ({
  data: {
    notificationUnreadCount: {
      __typename: 'NotificationUnreadCount',
      unreadUserCount: user,
      unreadSystemCount: system,
    },
  },
});

const setup = (
  { hub, path = '/system/center/dataPanel/workTable', enabled = true } = {} as {
    hub?: NotificationHub | null;
    path?: string;
    enabled?: boolean;
  },
) => {
  let answer = counts(2, 1);
  const stub = stubGraphqlClient(() => answer);
  const asked = () => stub.operations.filter((o) => o.name === 'NotificationUnreadCount').length;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={stub.client}>
      <NotificationHubContext.Provider value={hub ?? null}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </NotificationHubContext.Provider>
    </Provider>
  );
  const view = renderHook(() => useUnreadCounts({ enabled }), { wrapper });
  // urql under renderHook may dispatch the first query twice (no dedup exchange in the stub):
  // count what is asked after mounting.
  const mounted = asked();
  return {
    ...view,
    mounted,
    asked: () => asked() - mounted,
    answer: (user: number, system: number) => {
      answer = counts(user, system);
    },
  };
};

// Async, so that what urql defers to a microtask runs too.
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUnreadCounts', () => {
  it('asks for the counts once and polls every 60 s while the hub is not connected', async () => {
    const fake = fakeHub(HubConnectionState.Disconnected);
    const { result, asked } = setup({ hub: fake.hub });
    expect(result.current.unreadUserCount).toBe(2);
    expect(result.current.unreadSystemCount).toBe(1);
    await advance(POLL_INTERVAL_MS - 1);
    expect(asked()).toBe(0);
    await advance(1);
    expect(asked()).toBe(1);
    await advance(POLL_INTERVAL_MS);
    expect(asked()).toBe(2);
    // Listening is what connects the hub.
    expect(fake.listeners()).toBe(1);
  });

  it('does not poll while connected, and refetches on every push', async () => {
    const fake = fakeHub(HubConnectionState.Connected);
    const { result, asked, answer } = setup({ hub: fake.hub });
    expect(result.current.connectionState).toBe(HubConnectionState.Connected);
    await advance(5 * POLL_INTERVAL_MS);
    expect(asked()).toBe(0);

    answer(3, 1);
    await act(async () => fake.pushes.next({ id: 'e-1', type: 'User' }));
    expect(asked()).toBe(1);
    expect(result.current.unreadUserCount).toBe(3);
  });

  it('polls while the hub reconnects, and catches up once when it is back', async () => {
    const fake = fakeHub(HubConnectionState.Connected);
    const { result, asked } = setup({ hub: fake.hub });
    await act(async () => fake.state$.next(HubConnectionState.Reconnecting));
    expect(result.current.connectionState).toBe(HubConnectionState.Reconnecting);
    await advance(POLL_INTERVAL_MS);
    expect(asked()).toBe(1);

    await act(async () => fake.state$.next(HubConnectionState.Connected));
    expect(asked()).toBe(2);
    await advance(3 * POLL_INTERVAL_MS);
    expect(asked()).toBe(2);
  });

  it('does not ask again when the hub first connects: the counts were just read', async () => {
    const fake = fakeHub(HubConnectionState.Disconnected);
    const { result, asked } = setup({ hub: fake.hub });
    await act(async () => fake.state$.next(HubConnectionState.Connecting));
    await act(async () => fake.state$.next(HubConnectionState.Connected));
    expect(result.current.connectionState).toBe(HubConnectionState.Connected);
    expect(asked()).toBe(0);
    await advance(3 * POLL_INTERVAL_MS);
    expect(asked()).toBe(0);
  });

  it.each(['/system/choseRoles', '/system/showModule'])('does not connect on %s, and polls instead', async (path) => {
    const fake = fakeHub(HubConnectionState.Connected);
    const { result, asked } = setup({ hub: fake.hub, path });
    expect(fake.listeners()).toBe(0);
    expect(result.current.connectionState).toBe(HubConnectionState.Disconnected);
    await advance(POLL_INTERVAL_MS);
    expect(asked()).toBe(1);
  });

  it('polls when there is no hub at all', async () => {
    const { asked } = setup({ hub: null });
    await advance(POLL_INTERVAL_MS);
    expect(asked()).toBe(1);
    await advance(POLL_INTERVAL_MS);
    expect(asked()).toBe(2);
  });

  it('asks nothing, connects nothing and shows zero without a centre', async () => {
    const fake = fakeHub(HubConnectionState.Connected);
    const { result, asked, mounted } = setup({ hub: fake.hub, enabled: false });
    await advance(3 * POLL_INTERVAL_MS);
    expect(mounted).toBe(0);
    expect(asked()).toBe(0);
    expect(fake.listeners()).toBe(0);
    expect(result.current.unreadUserCount).toBe(0);
  });

  it('stops listening and polling when unmounted', async () => {
    const fake = fakeHub(HubConnectionState.Disconnected);
    const { unmount, asked } = setup({ hub: fake.hub });
    unmount();
    expect(fake.listeners()).toBe(0);
    await advance(3 * POLL_INTERVAL_MS);
    expect(asked()).toBe(0);
  });
});
