// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../machines/session.machine';
import type { SessionValue } from '../shared/auth/SessionContext';
import { startGraphql } from '../shared/graphql/GraphqlProvider';
import { testSessionActor } from '../shared/testing/testSessionActor';
import { holdStream, preloadRoute, startShell } from './earlyShell';

const alice: SessionUser = { accessToken: 'token', name: 'Alice', expiresAt: null };
const LANDING = '/system/center/dataPanel/workTable';

const sessionAt = (location: string, returnTo: string | null = null): SessionValue => ({
  actor: testSessionActor({ location, user: alice, callback: { user: alice, returnTo } }),
  accessToken: () => 'token',
  refresh: async () => {},
});

const operationNameOf = (url: string | URL | Request): string =>
  new URL(url instanceof Request ? url.url : String(url)).searchParams.get('operationName') ?? '';

/** /graphql answering ShellCurrentUser with a landing route and a language, or failing with 500. */
const graphqlServer = (status = 200, tenantType: string | null = null) => {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const name = operationNameOf(url);
      sent.push(name);
      const data =
        name === 'ShellCurrentUser'
          ? {
              language: 'en-US',
              me: {
                __typename: 'CurrentUser',
                id: 'u1',
                landingRoute: LANDING,
                currentTenant: tenantType && { __typename: 'TenantNode', id: 't1', displayName: 'T', type: tenantType },
              },
            }
          : null;
      return new Response(JSON.stringify(status === 200 ? { data } : { errors: [{ message: 'down' }] }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
};

afterEach(() => vi.unstubAllGlobals());

describe('preloadRoute', () => {
  it('calls the lazy loaders on the way to the path, and only those', async () => {
    const loaded: string[] = [];
    const lazy = (name: string) => async () => {
      loaded.push(name);
      return {};
    };
    const routes: RouteObject[] = [
      { path: '/a', lazy: lazy('a') },
      { path: '/b', lazy: lazy('b'), children: [{ path: 'c', lazy: lazy('c') }] },
    ];
    preloadRoute(routes, '/b/c?tab=1');
    preloadRoute(routes, '/nowhere');
    await vi.waitFor(() => expect(loaded).toEqual(['b', 'c']));
  });
});

describe('startShell', () => {
  it('preloads the landing route and the server’s language once the callback is done', async () => {
    const sent = graphqlServer();
    const session = sessionAt('/callback?code=c&state=s');
    const route = vi.fn();
    const language = vi.fn();
    const centreStream = vi.fn();
    startShell(startGraphql(session, null).client, session, { route, language, centreStream });
    await vi.waitFor(() => expect(language).toHaveBeenCalledWith('en-US'));
    expect(route.mock.calls).toEqual([[LANDING]]);
    expect(sent).toEqual(['ShellCurrentUser', 'ShellMenu']);
    // No current tenant (a platform admin): no centre's stream to open.
    expect(centreStream).not.toHaveBeenCalled();
  });

  it('opens the centre’s stream early for a user in a centre, but not in an enterprise', async () => {
    for (const [tenantType, opened] of [
      ['Center', 1],
      ['Enterprise', 0],
    ] as const) {
      graphqlServer(200, tenantType);
      const session = sessionAt('/callback?code=c&state=s');
      const language = vi.fn();
      const centreStream = vi.fn();
      startShell(startGraphql(session, null).client, session, { route: vi.fn(), language, centreStream });
      await vi.waitFor(() => expect(language).toHaveBeenCalled());
      expect(centreStream).toHaveBeenCalledTimes(opened);
    }
  });

  it('preloads a deep link at once, not the landing route', async () => {
    const sent = graphqlServer();
    const session = sessionAt('/callback?code=c&state=s', '/system/center/menu/user/subject?page=2');
    const route = vi.fn();
    const language = vi.fn();
    startShell(startGraphql(session, null).client, session, { route, language, centreStream: vi.fn() });
    await vi.waitFor(() => expect(language).toHaveBeenCalled());
    expect(route.mock.calls).toEqual([['/system/center/menu/user/subject?page=2']]);
    expect(sent).toEqual(['ShellCurrentUser', 'ShellMenu']);
  });

  it('sends nothing while the session is not signed in', async () => {
    const sent = graphqlServer();
    // Signing in never finishes here.
    const session: SessionValue = {
      actor: testSessionActor({ location: '/', user: null }),
      accessToken: () => null,
      refresh: async () => {},
    };
    const stop = startShell(startGraphql(session, null).client, session, {
      route: vi.fn(),
      language: vi.fn(),
      centreStream: vi.fn(),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(sent).toEqual([]);
  });
});

describe('holdStream', () => {
  it('keeps the stream subscribed for a while, then lets go', () => {
    vi.useFakeTimers();
    try {
      let listeners = 0;
      const events$ = new Observable<never>(() => {
        listeners += 1;
        return () => (listeners -= 1);
      });
      holdStream(events$, 1_000);
      expect(listeners).toBe(1);
      vi.advanceTimersByTime(999);
      expect(listeners).toBe(1);
      vi.advanceTimersByTime(1);
      expect(listeners).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('startGraphql', () => {
  it('hands what failed before the providers were drawn to the error handling that adopts it', async () => {
    const sent = graphqlServer(500);
    const session = sessionAt('/callback?code=c&state=s');
    const early = startGraphql(session, null);
    startShell(early.client, session, { route: vi.fn(), language: vi.fn(), centreStream: vi.fn() });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // Past both answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const errors = {
      onOperation: vi.fn(),
      onError: vi.fn(),
      showError: vi.fn(),
      showWarning: vi.fn(),
      showSuccess: vi.fn(),
    };
    expect(early.adopt(sessionAt('/'), errors, null)).toBeNull();
    expect(early.adopt(session, errors, 't9')).toBeNull();
    expect(early.adopt(session, errors, null)?.client).toBe(early.client);
    expect(errors.onOperation.mock.calls.map(([operation]) => operation.kind)).toEqual(['query', 'query']);
    expect(errors.onError).toHaveBeenCalledTimes(2);
  });
});
