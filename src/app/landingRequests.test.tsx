// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser } from '../../machines/session.machine';
import { SessionContext } from '../shared/auth/SessionContext';
import { tenantStore } from '../shared/auth/tenantStore';
import { GraphqlProvider, startGraphql, type EarlyGraphql } from '../shared/graphql/GraphqlProvider';
import type { CentreEvent } from '../shared/realtime/centreEvents';
import { NotificationHubContext } from '../shared/realtime/NotificationHubContext';
import { HubConnectionState, type NotificationHub } from '../shared/realtime/notificationHub';
import { RealtimeContext, type RealtimeValue } from '../shared/realtime/RealtimeContext';
import { renderWithToasts } from '../shared/testing/renderWithToasts';
import { appRoutes } from './routes';
import { testSessionActor } from '../shared/testing/testSessionActor';
import type { SessionValue } from '../shared/auth/SessionContext';
import { startShell } from './earlyShell';

// The landing page as a centre's administrator first sees it after signing in, through the real
// GraphqlProvider (its urql client, cache and tenant handling) with fetch answered here: every
// GraphQL request the console sends is counted by operation name. The sockets are stand-ins
// that behave as the real ones do at mount: the centre's stream says where it is live from a
// moment after the first page listens, and the notification hub connects a moment later.

const WORKBENCH = '/system/center/dataPanel/workTable';
const alice: SessionUser = { accessToken: 'token', name: 'Alice', expiresAt: null };
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ANSWERS: Record<string, unknown> = {
  ShellCurrentUser: {
    language: 'zh-CN',
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      name: 'Centre Admin',
      userName: 'centeradmin',
      landingRoute: WORKBENCH,
      adminRoles: [],
      currentTenant: { __typename: 'TenantNode', id: 't1', displayName: '阳光儿童中心', type: 'Center' },
      canChangeList: [],
      centerList: [
        {
          __typename: 'Membership',
          id: 'm1',
          tenantId: 't1',
          displayName: '阳光儿童中心',
          type: 'Center',
          state: 'Active',
          roles: [{ __typename: 'Role', name: 'CenterAdmin', displayName: '中心管理员' }],
        },
      ],
    },
  },
  ShellMenu: {
    menu: {
      __typename: 'Menu',
      tenantType: 'Center',
      vcat: false,
      groups: [
        {
          __typename: 'MenuGroup',
          key: 'panel',
          labelKey: 'center.groups.data-panel',
          items: [
            { __typename: 'MenuItem', key: 'panel.workbench', route: WORKBENCH, labelKey: 'center.items.workbench' },
          ],
        },
      ],
    },
  },
  CurrentPermissions: {
    me: { __typename: 'CurrentUser', id: 'u1', adminRoles: [], tenantPermissions: [], grantedPermissions: [] },
  },
  NotificationUnreadCount: {
    notificationUnreadCount: { __typename: 'NotificationUnreadCount', unreadUserCount: 1, unreadSystemCount: 0 },
  },
  WorkbenchOverview: {
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      currentTenant: { __typename: 'TenantNode', id: 't1', displayName: '阳光儿童中心' },
    },
    subjects: { __typename: 'SubjectPage', totalCount: 0, items: [] },
  },
  // The centre admin's "sessions running now" card (issue 19 item 7), from the supervisor board.
  SupervisorBoard: { supervisorBoard: { __typename: 'SupervisorBoard', day: '2026-11-27', coaches: [], centres: [] } },
  // The live cards' one first read (no calendar or plans here: no courses, nobody listening).
  WorkbenchLive: {
    checkIns: { __typename: 'CheckInDay', day: '2026-11-27', totalCount: 0, items: [] },
    notificationUnreadCount: { __typename: 'NotificationUnreadCount', unreadUserCount: 1, unreadSystemCount: 0 },
    notifications: { __typename: 'NotificationPage', totalCount: 0, items: [] },
  },
};

const shellUserIn = (tenant: string) => {
  const answer = ANSWERS['ShellCurrentUser'] as { language: string; me: Record<string, unknown> };
  const currentTenant = { __typename: 'TenantNode', id: tenant, displayName: `Centre ${tenant}`, type: 'Center' };
  return { ...answer, me: { ...answer.me, currentTenant } };
};

/** urql sends a query as a GET (the name in the address) and a mutation as a POST. */
const operationNameOf = (url: string | URL | Request, init?: RequestInit): string => {
  if (typeof init?.body === 'string') return (JSON.parse(init.body) as { operationName?: string }).operationName ?? '';
  const address = new URL(url instanceof Request ? url.url : String(url));
  return address.searchParams.get('operationName') ?? '';
};

/** fetch for /graphql: answers by operation name and records each request's name. */
const graphqlServer = () => {
  const sent: string[] = [];
  const fetchStub = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const name = operationNameOf(url, init);
    sent.push(name);
    // A little latency, as on a network: answers come after the next render, not within it.
    await tick(5);
    // The server answers for the centre asked for, or the one it remembers (t1).
    const tenant = new Headers(init?.headers).get('__tenant') ?? 't1';
    const data = name === 'ShellCurrentUser' ? shellUserIn(tenant) : (ANSWERS[name] ?? null);
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { sent, fetchStub };
};

/** The centre's stream as GraphqlProvider makes it: shared, live a moment after it is first listened to. */
const centreStream = (): RealtimeValue => {
  let position: string | null = null;
  let opening = false;
  const events = new Subject<CentreEvent>();
  const events$ = new Observable<CentreEvent>((subscriber) => {
    const subscription = events.subscribe(subscriber);
    if (position === null && !opening) {
      opening = true;
      setTimeout(() => {
        position = '41';
        events.next({
          id: '41',
          type: 'RefetchRequired',
          version: 1,
          createdAt: new Date().toISOString(),
          payload: {},
        });
      }, 20);
    }
    return () => subscription.unsubscribe();
  });
  const status$ = new BehaviorSubject<'live'>('live');
  return {
    status$,
    status: () => 'live',
    centreEvents: { events$, lastEventAt$: new BehaviorSubject<number | null>(null), position: () => position },
  };
};

/** The notification hub: disconnected, then connecting once listened to, then connected. */
const notificationHub = (): NotificationHub => {
  const state$ = new BehaviorSubject(HubConnectionState.Disconnected);
  return {
    connectionState$: state$.asObservable(),
    on: <T,>() =>
      new Observable<T>(() => {
        if (state$.value === HubConnectionState.Disconnected) {
          state$.next(HubConnectionState.Connecting);
          setTimeout(() => state$.next(HubConnectionState.Connected), 30);
        }
        return () => {};
      }),
    dispose: () => {},
  };
};

const sessionAt = (url: string): SessionValue => ({
  actor: testSessionActor({ location: url, user: alice, callback: { user: alice, returnTo: null } }),
  accessToken: () => 'token',
  refresh: async () => {},
});

const renderLanding = (url: string, session = sessionAt(url), early?: EarlyGraphql) => {
  return renderWithToasts(
    <SessionContext.Provider value={session}>
      <GraphqlProvider early={early}>
        <NotificationHubContext.Provider value={notificationHub()}>
          <RealtimeContext.Provider value={centreStream()}>
            <Outlet />
          </RealtimeContext.Provider>
        </NotificationHubContext.Provider>
      </GraphqlProvider>
    </SessionContext.Provider>,
    { url, language: 'zh-CN', children: appRoutes },
  );
};

const duplicates = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

beforeEach(() => tenantStore.set(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  tenantStore.set(null);
});

describe('the landing page’s GraphQL requests', () => {
  it.each([
    ['from sign-in (no centre known yet)', null],
    ['on a reload (the centre kept in the session)', 't1'],
  ])('sends each operation once %s to a live workbench', async (_case, storedTenant) => {
    tenantStore.set(storedTenant);
    const server = graphqlServer();
    vi.stubGlobal('fetch', server.fetchStub);
    renderLanding('/');
    expect(await screen.findByRole('heading', { name: '工作台' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('今天还没有签到', {}, { timeout: 5_000 })).toBeInTheDocument();
    // Past the stream's marker, the hub's connection and the reload's coalescing window.
    await tick(300);
    expect(tenantStore.get()).toBe('t1');
    expect(duplicates(server.sent)).toEqual([]);
    expect([...server.sent].sort()).toEqual(
      [
        'CurrentPermissions',
        'NotificationUnreadCount',
        'ShellCurrentUser',
        'ShellMenu',
        'SupervisorBoard',
        'WorkbenchLive',
        'WorkbenchOverview',
      ].sort(),
    );
  });

  it('sends the shell’s queries before the first render, on the client the provider then uses', async () => {
    const server = graphqlServer();
    vi.stubGlobal('fetch', server.fetchStub);
    const session = sessionAt('/callback?code=c&state=s');
    const early = startGraphql(session);
    const preloaded: string[] = [];
    startShell(early.client, session, {
      route: (path) => preloaded.push(path),
      language: () => undefined,
      centreStream: () => undefined,
    });
    // The callback's code exchange ends; nothing is drawn yet.
    await vi.waitFor(() => expect(server.sent).toEqual(['ShellCurrentUser', 'ShellMenu']));
    // The landing page's code is fetched from the answer, before the router knows the page.
    await vi.waitFor(() => expect(preloaded).toEqual([WORKBENCH]));
    renderLanding('/', session, early);
    expect(await screen.findByText('今天还没有签到', {}, { timeout: 5_000 })).toBeInTheDocument();
    await tick(300);
    expect(duplicates(server.sent)).toEqual([]);
    expect(server.sent.slice(0, 2)).toEqual(['ShellCurrentUser', 'ShellMenu']);
    expect([...server.sent].sort()).toEqual(
      [
        'CurrentPermissions',
        'NotificationUnreadCount',
        'ShellCurrentUser',
        'ShellMenu',
        'SupervisorBoard',
        'WorkbenchLive',
        'WorkbenchOverview',
      ].sort(),
    );
  });

  it('still reads everything anew for another centre: a switch is not a settling', async () => {
    const server = graphqlServer();
    vi.stubGlobal('fetch', server.fetchStub);
    renderLanding(WORKBENCH);
    expect(await screen.findByText('今天还没有签到', {}, { timeout: 5_000 })).toBeInTheDocument();
    await tick(300);
    const before = server.sent.length;
    // What the centre picker does after chooseTenant.
    act(() => tenantStore.set('t2'));
    expect(await screen.findByText('Centre t2', {}, { timeout: 5_000 })).toBeInTheDocument();
    await tick(300);
    const after = server.sent.slice(before);
    expect(tenantStore.get()).toBe('t2');
    expect(after).toContain('ShellCurrentUser');
    expect(after).toContain('WorkbenchLive');
    expect(duplicates(after)).toEqual([]);
  });
});
