// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject, Subject } from 'rxjs';
import { CombinedError, type Client } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../shared/i18n/languages';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import type { ConnectionStatus } from '../../shared/realtime/connectionStatus';
import { RealtimeContext, type RealtimeValue } from '../../shared/realtime/RealtimeContext';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { WorkbenchPage } from './WorkbenchPage';

afterEach(cleanup);

const PATH = '/system/center/dataPanel/workTable';

const overview = (items: unknown[], totalCount: number): StubResponse => ({
  data: {
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      currentTenant: { __typename: 'TenantNode', id: 't1', displayName: 'Sunshine Centre' },
    },
    subjects: { __typename: 'SubjectPage', totalCount, items },
  },
});

// Times in the browser's zone, so the test reads the same anywhere.
const at = (hours: number, minutes: number) => new Date(2026, 10, 21, hours, minutes).toISOString();

const checkIn = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'CheckIn',
  id,
  subjectId: `s-${id}`,
  subjectName: name,
  outpatientNumber: null,
  checkInTime: at(9, 5),
  checkOutTime: null,
  checkedInByName: 'Coach Wang',
  ...extra,
});

const day = (items: unknown[]): StubResponse => ({
  data: { checkIns: { __typename: 'CheckInDay', day: '2026-11-21', totalCount: items.length, items } },
});

const unread = (items: unknown[] = [], user = 0, system = 0): StubResponse => ({
  data: {
    notificationUnreadCount: {
      __typename: 'NotificationUnreadCount',
      unreadUserCount: user,
      unreadSystemCount: system,
    },
    notifications: { __typename: 'NotificationPage', totalCount: items.length, items },
  },
});

const dataOf = (response: StubResponse): Record<string, unknown> => {
  if (response === 'pending' || response instanceof Promise || !('data' in response)) return {};
  return response.data as Record<string, unknown>;
};

/**
 * Answers the workbench's queries; `overrides` by operation name. The live cards' first read
 * (WorkbenchLive) is made of the check-ins' and notifications' answers, no course, nobody listening.
 */
const answers =
  (overrides: Record<string, () => StubResponse>) =>
  (name: string): StubResponse =>
    overrides[name]?.() ??
    (name === 'WorkbenchLive'
      ? {
          data: {
            ...dataOf(overrides['WorkbenchCheckIns']?.() ?? day([])),
            ...dataOf(overrides['WorkbenchNotifications']?.() ?? unread()),
            userCalendar: [],
            listeningNow: [],
          },
        }
      : name === 'WorkbenchCheckIns'
        ? day([])
        : name === 'WorkbenchNotifications'
          ? unread()
          : overview([], 0));

const fakeRealtime = (status: ConnectionStatus = 'live') => {
  const status$ = new BehaviorSubject<ConnectionStatus>(status);
  const events = new Subject<CentreEvent>();
  const lastEventAt$ = new BehaviorSubject<number | null>(null);
  const value: RealtimeValue = {
    status$,
    status: () => status$.getValue(),
    centreEvents: { events$: events.asObservable(), lastEventAt$ },
  };
  return { value, status$, events, lastEventAt$ };
};

const render = (
  client: Client,
  { language = 'zh-CN', realtime = null }: { language?: Language; realtime?: RealtimeValue | null } = {},
) => {
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  };
  const view = renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts satisfies ErrorHandlingValue}>
      <RealtimeContext.Provider value={realtime}>
        <WorkbenchPage />
      </RealtimeContext.Provider>
    </ErrorHandlingContext.Provider>,
    {
      client,
      path: PATH,
      language,
      routes: [
        { path: '/system/center/menu/user/subject', element: <p>{'subject list opened'}</p> },
        { path: '/system/center/menu/notification', element: <p>{'message centre opened'}</p> },
      ],
    },
  );
  return { ...view, toasts };
};

describe('WorkbenchPage', () => {
  it('shows the centre, its number of children and the newest ones', async () => {
    const { client } = stubGraphqlClient(
      answers({
        WorkbenchOverview: () =>
          overview(
            [
              {
                __typename: 'Subject',
                id: 's1',
                name: 'Lily Chen',
                birthDay: '2019-03-05',
                gender: 'Female',
                guardianNames: ['Mei Chen'],
              },
              {
                __typename: 'Subject',
                id: 's2',
                name: 'Tom Li',
                birthDay: '0001-01-01',
                gender: 'Unknown',
                guardianNames: [],
              },
            ],
            37,
          ),
      }),
    );
    const { router } = render(client, { language: 'en-US' });

    expect(await screen.findByRole('heading', { name: 'Workbench' })).toBeInTheDocument();
    expect(await screen.findByText('Sunshine Centre')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('Lily Chen')).toBeInTheDocument();
    expect(screen.getByText('05/03/2019')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('Mei Chen')).toBeInTheDocument();
    expect(document.title).toBe('Workbench · Atrium');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View all children' }));
    expect(router.state.location.pathname).toBe('/system/center/menu/user/subject');
  });

  it('tells the user when the centre has no children, no check-ins and no courses yet', async () => {
    const { client } = stubGraphqlClient(answers({}));
    render(client);
    expect(await screen.findByText('暂无儿童')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
    expect(await screen.findByText('今天还没有签到')).toBeInTheDocument();
    expect(screen.getByText('中心里暂无儿童')).toBeInTheDocument();
    expect(screen.getByText('今天没有排课')).toBeInTheDocument();
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument();
  });

  it('lists today’s check-ins with when and by whom, and who is in the centre now', async () => {
    const { client } = stubGraphqlClient(
      answers({
        WorkbenchCheckIns: () =>
          day([
            checkIn('2', 'Tom Li', { outpatientNumber: 'SR-7', checkInTime: at(10, 30) }),
            checkIn('1', 'Lily Chen', { checkOutTime: at(11, 45) }),
          ]),
      }),
    );
    render(client, { language: 'en-US' });

    const today = within(await screen.findByRole('table', { name: 'Today’s check-ins' }));
    expect(today.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Clinic number',
      'Arrived',
      'By',
      'Left',
    ]);
    const tom = within(today.getByRole('rowheader', { name: 'Tom Li' }).closest('tr') as HTMLElement);
    expect(tom.getByText('SR-7')).toBeInTheDocument();
    expect(tom.getByText('10:30')).toBeInTheDocument();
    expect(tom.getByText('Coach Wang')).toBeInTheDocument();
    expect(tom.getByText('Still here')).toBeInTheDocument();
    const lily = within(today.getByRole('rowheader', { name: 'Lily Chen' }).closest('tr') as HTMLElement);
    expect(lily.getByText('09:05')).toBeInTheDocument();
    expect(lily.getByText('11:45')).toBeInTheDocument();
    expect(screen.getByTestId('check-ins-count')).toHaveTextContent('2');
    expect(screen.getByText('21/11/2026')).toBeInTheDocument();
    // Half a laptop's width: the columns keep to their contract widths (the name takes the rest).
    const widths = (name: string) =>
      [...screen.getByRole('table', { name }).querySelectorAll('col')].map((col) => col.style.width);
    expect(widths('Today’s check-ins')).toEqual(['', '104px', '68px', '100px', '88px']);
    expect(widths('In the centre now')).toEqual(['', '68px', '120px']);

    const inCentre = within(screen.getByRole('table', { name: 'In the centre now' }));
    expect(inCentre.getAllByRole('columnheader')).toHaveLength(3);
    expect(inCentre.getByRole('rowheader', { name: 'Tom Li' })).toBeInTheDocument();
    expect(inCentre.queryByRole('rowheader', { name: 'Lily Chen' })).not.toBeInTheDocument();
    expect(screen.getByTestId('in-centre-count')).toHaveTextContent('1');
    expect(screen.getByText('No courses scheduled today')).toBeInTheDocument();
  });

  it('reads each card on its own when the live cards’ one first read fails', async () => {
    const { client, operations } = stubGraphqlClient(
      answers({
        WorkbenchLive: () => ({ error: new CombinedError({ graphQLErrors: [{ message: 'listening is down' }] }) }),
        WorkbenchCheckIns: () => day([checkIn('1', 'Lily Chen')]),
      }),
    );
    render(client, { language: 'en-US' });

    const today = within(await screen.findByRole('table', { name: 'Today’s check-ins' }));
    expect(today.getByRole('rowheader', { name: 'Lily Chen' })).toBeInTheDocument();
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'WorkbenchNotifications')).toBe(true);
  });

  it('follows check-ins live: reloads on an event and shows the connection and the last event time', async () => {
    const realtime = fakeRealtime('connecting');
    let items = [checkIn('1', 'Lily Chen')];
    const { client, operations } = stubGraphqlClient(answers({ WorkbenchCheckIns: () => day(items) }));
    render(client, { language: 'en-US', realtime: realtime.value });
    expect(await screen.findByRole('table', { name: 'Today’s check-ins' })).toHaveTextContent('Lily Chen');
    const indicator = screen.getByRole('status', { name: 'Live updates' });
    expect(indicator).toHaveTextContent('Connecting…');
    expect(indicator).toHaveTextContent('No events yet');

    act(() => realtime.status$.next('live'));
    expect(indicator).toHaveTextContent('Live');
    items = [checkIn('2', 'Tom Li'), ...items];
    act(() => {
      realtime.lastEventAt$.next(new Date(2026, 10, 21, 10, 31, 5).getTime());
      realtime.events.next({
        id: '12',
        type: 'CheckedIn',
        version: 1,
        createdAt: at(10, 31),
        payload: { subjectId: 's-2' },
      });
    });
    expect(await screen.findAllByText('Tom Li')).not.toHaveLength(0);
    expect(indicator).toHaveTextContent('Last event at 10:31:05');
    // The first read is the live cards' one (WorkbenchLive); the event reads the check-ins alone.
    expect(operations.filter((o) => o.name === 'WorkbenchCheckIns').length).toBeGreaterThanOrEqual(1);
    expect(operations.filter((o) => o.name === 'WorkbenchNotifications')).toHaveLength(0);

    act(() => realtime.status$.next('offline'));
    expect(indicator).toHaveTextContent('Offline');
    act(() => realtime.status$.next('reconnecting'));
    expect(indicator).toHaveTextContent('Reconnecting…');
  });

  it('checks a child out after asking, and says so', async () => {
    let out = false;
    const { client, operations } = stubGraphqlClient((name) => {
      if (name === 'WorkbenchCheckOut') {
        out = true;
        return {
          data: {
            checkOut: {
              __typename: 'CheckInChange',
              id: '1',
              subjectId: 's-1',
              checkInTime: at(9, 5),
              checkOutTime: at(12, 0),
            },
          },
        };
      }
      return answers({
        WorkbenchCheckIns: () => day([checkIn('1', '王小明', out ? { checkOutTime: at(12, 0) } : {})]),
      })(name);
    });
    const { toasts } = render(client);
    const user = userEvent.setup();

    const inCentre = within(await screen.findByRole('table', { name: '当前在中心' }));
    await user.click(inCentre.getByRole('button', { name: '签退' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('现在为王小明签退吗？')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '签退' }));

    expect(operations.find((o) => o.name === 'WorkbenchCheckOut')?.variables).toEqual({ subjectId: 's-1' });
    await waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('签退成功：王小明。'));
    expect(await screen.findByText('中心里暂无儿童')).toBeInTheDocument();
  });

  it('shows the unread notifications, and reloads them when one arrives', async () => {
    const realtime = fakeRealtime();
    const notice = (id: string, type: string, title: string, creationTime: string) => ({
      __typename: 'Notification',
      id,
      type,
      title,
      creationTime,
      extraProperties: { __typename: 'NotificationExtraProperties', subjectName: type === 'User' ? ['Tom Li'] : null },
    });
    let items = [notice('n1', 'System', '<b>Closed</b> on Monday', new Date(2026, 0, 5, 10, 0).toISOString())];
    const { client, operations } = stubGraphqlClient(
      answers({ WorkbenchNotifications: () => unread(items, items.length - 1, 1) }),
    );
    const { router } = render(client, { language: 'en-US', realtime: realtime.value });

    const list = within(await screen.findByRole('list', { name: 'Unread notifications' }));
    expect(list.getByText('Closed on Monday')).toBeInTheDocument();
    expect(list.getByText('System')).toBeInTheDocument();
    expect(list.getByText('2026/01/05 10:00')).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1');
    expect(screen.getByText('0 user · 1 system')).toBeInTheDocument();

    const todayAt = new Date();
    todayAt.setHours(10, 31, 0, 0);
    items = [notice('n2', 'User', 'Training check-in', todayAt.toISOString()), ...items];
    act(() =>
      realtime.events.next({
        id: '20',
        type: 'NotificationCreated',
        version: 1,
        createdAt: at(10, 31),
        payload: { type: 'User', kind: 'TrainingCheckIn' },
      }),
    );
    expect(await list.findByText('Training check-in')).toBeInTheDocument();
    expect(list.getByText('· Tom Li')).toBeInTheDocument();
    expect(list.getByText('10:31')).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(operations.filter((o) => o.name === 'WorkbenchNotifications').length).toBeGreaterThanOrEqual(1);
    expect(operations.filter((o) => o.name === 'WorkbenchCheckIns')).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Message centre' }));
    expect(router.state.location.pathname).toBe('/system/center/menu/notification');
  });
});
