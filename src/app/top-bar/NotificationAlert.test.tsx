// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationFixture as notification,
  notificationPage,
} from '../../features/notifications/testing/notificationFixtures';
import { ErrorHandlingContext } from '../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../shared/i18n/languages';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { NotificationAlert, type NotificationAlertProps } from './NotificationAlert';

// 10:30 local time on 5 March 2026.
const local = (day: number, hour: number, minute: number) => new Date(2026, 2, day, hour, minute).toISOString();

beforeEach(() => {
  // Only the clock: user-event and the popover need real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 5, 10, 30));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const checkIn = notification({
  id: 'n-check-in',
  // Written while the reader used Chinese: still recognised in English (spec 000 §2).
  title: '训练签到',
  creationTime: local(5, 9, 5),
  extraProperties: { subjectName: ['Tom Li'], subjectId: ['s-42'], Desc: 'Zhang Yue' },
});
const authorization = notification({
  id: 'n-auth',
  title: 'New authorisation',
  creationTime: local(4, 21, 45),
  extraProperties: { guardianName: 'Li Na', guardianId: 'g-7', subjectName: ['Tom Li'], subjectId: ['s-42'] },
});
const certified = notification({ id: 'n-cert', title: 'Certified', creationTime: local(2, 8, 7), isRead: true });
const notice = notification({
  id: 'n-notice',
  type: 'System',
  title: '<b>Maintenance</b> tonight<script>alert(1)</script>',
  creationTime: local(5, 8, 0),
  extraProperties: {
    Icon: 'System',
    Summary: '<p>The console is closed <i>22:00–23:00</i>.</p><img src=x onerror="alert(2)">',
  },
});
const vratNotice = notification({
  id: 'n-vrat',
  type: 'System',
  title: 'New VRAT norms',
  creationTime: local(5, 7, 0),
  extraProperties: { Icon: 'VratIcon' },
});

type Respond = (name: string, variables: Record<string, unknown>) => StubResponse;

const answer: Respond = (name, variables) => {
  if (name === 'NotificationList') {
    const unreadOnly = variables['isRead'] === false;
    const all = variables['type'] === 'System' ? [notice, vratNotice] : [checkIn, authorization, certified];
    return notificationPage(unreadOnly ? all.filter((n) => !n.isRead) : all);
  }
  if (name === 'MarkNotificationRead') return { data: { markNotificationRead: true } };
  return 'pending';
};

const setup = (
  props: Partial<NotificationAlertProps> = {},
  { language = 'en-US', respond = answer }: { language?: Language; respond?: Respond } = {},
) => {
  const stub = stubGraphqlClient(respond);
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  };
  const view = renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts}>
      <NotificationAlert unreadUserCount={2} unreadSystemCount={2} inCentre isAdmin={false} {...props} />
    </ErrorHandlingContext.Provider>,
    {
      client: stub.client,
      path: '/system/center/dataPanel/workTable',
      language,
      routes: [{ path: '*', element: null }],
    },
  );
  return { ...view, ...stub, toasts, user: userEvent.setup() };
};

const PANEL_NAME = /^(Notification centre|通知中心)$/;
const panel = () => screen.getByRole('region', { name: PANEL_NAME });
// The panel's code is fetched when the bell is first opened.
const panelOpened = () => screen.findByRole('region', { name: PANEL_NAME });
const marked = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name === 'MarkNotificationRead').map((o) => o.variables['id']);

describe('NotificationAlert', () => {
  it('shows a bell without a badge; without a centre the panel asks for one, and offers an admin the notice form', async () => {
    const { user, router, operations } = setup(
      { unreadUserCount: 0, unreadSystemCount: 0, inCentre: false, isAdmin: true },
      { language: 'zh-CN' },
    );
    const bell = screen.getByRole('button', { name: '通知' });
    expect(bell).toHaveTextContent('');
    await user.click(bell);
    await panelOpened();
    expect(within(panel()).getByText('请选择一个中心以查看其通知。')).toBeInTheDocument();
    expect(operations).toEqual([]);
    await user.click(within(panel()).getByRole('button', { name: '发布系统通知' }));
    expect(router.state.location.pathname).toBe('/system/manage/setting/notice');
  });

  it('states the unread counts on the bell and the tabs, and lists unread user messages by day', async () => {
    const { user, operations } = setup({ unreadUserCount: 3, unreadSystemCount: 1 });
    const bell = screen.getByRole('button', { name: 'Notifications: 4 unread' });
    expect(bell).toHaveTextContent('4');
    expect(bell).toHaveAttribute('title', 'Unread user messages: 3 · Unread system messages: 1');
    await user.click(bell);
    await panelOpened();

    expect(within(panel()).getByRole('tab', { name: /User messages/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByLabelText('3 unread')).toBeInTheDocument();
    expect(within(panel()).getByLabelText('1 unread')).toBeInTheDocument();

    const today = await within(panel()).findByRole('region', { name: 'Today' });
    expect(within(today).getByText('训练签到')).toBeInTheDocument();
    expect(within(today).getByText('Tom Li checked in by Zhang Yue')).toBeInTheDocument();
    expect(within(today).getByText('09:05')).toBeInTheDocument();
    const yesterday = within(panel()).getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByText('Li Na authorised you to see Tom Li')).toBeInTheDocument();
    expect(within(yesterday).getByText('21:45')).toBeInTheDocument();
    // The read certification is not in the unread list.
    expect(within(panel()).queryByRole('region', { name: 'Two days ago and earlier' })).not.toBeInTheDocument();
    expect(operations.find((o) => o.name === 'NotificationList')?.variables).toEqual({
      skipCount: 0,
      maxResultCount: 30,
      type: 'User',
      isRead: false,
    });

    // All of them: the older group shows the date as well.
    await user.click(within(panel()).getByRole('radio', { name: 'All' }));
    const earlier = await within(panel()).findByRole('region', { name: 'Two days ago and earlier' });
    expect(within(earlier).getByText('2026/03/02 08:07')).toBeInTheDocument();
    expect(within(earlier).getByText('Your certification was approved')).toBeInTheDocument();
  });

  it('marks a check-in read, closes the panel and opens the child’s page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user, operations } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await panelOpened();
    await user.click(await within(panel()).findByRole('button', { name: /Tom Li checked in by Zhang Yue/ }));

    expect(open).toHaveBeenCalledWith('/system/center/detail/subjectDetail?from=notification&id=s-42', '_blank');
    expect(marked(operations)).toEqual(['n-check-in']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notification centre' })).not.toBeInTheDocument());
  });

  it('opens the guardian page for an authorization, and says so when the browser blocks the tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, operations, toasts } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await panelOpened();
    await user.click(await within(panel()).findByRole('button', { name: /Li Na authorised you/ }));
    expect(open).toHaveBeenCalledWith('/system/center/detail/userDetail?from=notification&id=g-7', '_blank');
    expect(toasts.showWarning).toHaveBeenCalledWith(
      'The browser blocked the new tab. Allow pop-ups for this site and try again.',
    );
    expect(marked(operations)).toEqual(['n-auth']);
  });

  it('marks one read with its tick, without opening anything', async () => {
    const open = vi.spyOn(window, 'open');
    const { user, operations } = setup({}, { language: 'zh-CN' });
    await user.click(screen.getByRole('button', { name: /通知/ }));
    await panelOpened();
    await user.click(await within(panel()).findByRole('button', { name: '标为已读: New authorisation' }));
    expect(marked(operations)).toEqual(['n-auth']);
    expect(open).not.toHaveBeenCalled();
    expect(panel()).toBeInTheDocument();
  });

  it('shows a System notice in a modal, sanitized, and marks it read when acknowledged', async () => {
    const open = vi.spyOn(window, 'open');
    const { user, operations } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await panelOpened();
    await user.click(within(panel()).getByRole('tab', { name: /System messages/ }));
    await user.click(await within(panel()).findByRole('button', { name: /^(?!Mark as read).*Maintenance tonight/ }));

    const dialog = await screen.findByRole('dialog', { name: 'System notice' });
    // The sanitizer is fetched when a notice is first shown: its HTML follows the dialog.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Maintenance tonight'),
    );
    expect(await within(dialog).findByText('Maintenance')).toHaveProperty('tagName', 'B');
    expect(within(dialog).getByText('22:00–23:00').tagName).toBe('I');
    expect(dialog.innerHTML).not.toMatch(/script|onerror|<img/);
    expect(open).not.toHaveBeenCalled();
    // Read only once acknowledged.
    expect(marked(operations)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notification centre' })).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(marked(operations)).toEqual(['n-notice']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the VRAT indicators for a VratIcon notice', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user, operations } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await panelOpened();
    await user.click(within(panel()).getByRole('tab', { name: /System messages/ }));
    await user.click(await within(panel()).findByRole('button', { name: /^(?!Mark as read).*New VRAT norms/ }));
    expect(open).toHaveBeenCalledWith('/system/center/menu/analysis/vrat?tab=Indicators', '_blank');
    expect(marked(operations)).toEqual(['n-vrat']);
  });

  it('says there are no unread messages, or no data at all', async () => {
    const { user } = setup(
      { unreadUserCount: 0, unreadSystemCount: 0 },
      {
        language: 'zh-CN',
        respond: (name) => (name === 'NotificationList' ? notificationPage([]) : 'pending'),
      },
    );
    await user.click(screen.getByRole('button', { name: '通知' }));
    expect(await within(panel()).findByText('暂无未读消息')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('radio', { name: '全部' }));
    expect(await within(panel()).findByText('暂无数据')).toBeInTheDocument();
  });

  it('leads to the message centre', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await panelOpened();
    await user.click(within(panel()).getByRole('button', { name: 'View all' }));
    expect(router.state.location.pathname).toBe('/system/center/menu/notification');
  });
});
