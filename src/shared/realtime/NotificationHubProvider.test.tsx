// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../auth/SessionContext';
import { tenantStore } from '../auth/tenantStore';
import { useNotificationHub } from './NotificationHubContext';
import { NotificationHubProvider } from './NotificationHubProvider';
import { HubConnectionState, type NotificationHub, type NotificationHubDeps } from './notificationHub';

afterEach(() => {
  cleanup();
  tenantStore.set(null);
});

describe('NotificationHubProvider', () => {
  it('gives one hub per tenant, with the session’s token, and disposes the old one on a switch', () => {
    const made: { deps: NotificationHubDeps; hub: NotificationHub & { dispose: ReturnType<typeof vi.fn> } }[] = [];
    const createHub = (deps: NotificationHubDeps) => {
      const hub = {
        connectionState$: NEVER,
        on: () => NEVER,
        dispose: vi.fn(),
        state: HubConnectionState.Disconnected,
      };
      made.push({ deps, hub });
      return hub;
    };
    const seen: (NotificationHub | null)[] = [];
    const Probe = () => {
      seen.push(useNotificationHub());
      return null;
    };
    const session = { accessToken: () => 'token-1' } as unknown as SessionValue;
    tenantStore.set(null);
    render(
      <SessionContext.Provider value={session}>
        <NotificationHubProvider createHub={createHub}>
          <Probe />
        </NotificationHubProvider>
      </SessionContext.Provider>,
    );
    expect(made).toHaveLength(0);
    expect(seen.at(-1)).toBeNull();

    act(() => tenantStore.set('sunrise'));
    expect(made).toHaveLength(1);
    expect(made[0]!.deps).toMatchObject({
      url: `${window.location.origin}/signalr-hubs/messages`,
      tenantId: 'sunrise',
    });
    expect(made[0]!.deps.accessToken()).toBe('token-1');
    expect(seen.at(-1)).toBe(made[0]!.hub);

    act(() => tenantStore.set('harbour'));
    expect(made[0]!.hub.dispose).toHaveBeenCalledOnce();
    expect(made[1]!.deps.tenantId).toBe('harbour');
    expect(seen.at(-1)).toBe(made[1]!.hub);

    act(() => tenantStore.set(null));
    expect(made[1]!.hub.dispose).toHaveBeenCalledOnce();
    expect(seen.at(-1)).toBeNull();
  });
});
