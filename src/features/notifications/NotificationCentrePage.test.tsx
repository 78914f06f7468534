// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext } from '../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../shared/i18n/languages';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { NotificationCentrePage } from './NotificationCentrePage';
import { MESSAGE_CENTRE_PATH } from './paths';
import { notificationFixture as notification, notificationPage } from './testing/notificationFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const items = [
  notification({
    id: 'n-1',
    title: 'Training check-in',
    creationTime: '2026-03-05T01:05:00.000Z',
    extraProperties: { subjectName: ['Tom Li'], subjectId: ['s-42'], Desc: 'Zhang Yue' },
  }),
  notification({
    id: 'n-2',
    type: 'System',
    title: '<b>Maintenance</b> tonight',
    isRead: true,
    creationTime: '2026-02-28T00:07:00.000Z',
    extraProperties: { Icon: 'System', Summary: '<p>Closed 22:00–23:00</p>' },
  }),
];

type Respond = (name: string, variables: Record<string, unknown>) => StubResponse;

const answer: Respond = (name) => {
  if (name === 'NotificationList') return notificationPage(items, 30);
  if (name === 'MarkAllNotificationsRead') return { data: { markAllNotificationsRead: 4 } };
  if (name === 'MarkNotificationRead') return { data: { markNotificationRead: true } };
  return 'pending';
};

const setup = ({
  language = 'en-US',
  respond = answer,
  url,
}: { language?: Language; respond?: Respond; url?: string } = {}) => {
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
      <NotificationCentrePage />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: MESSAGE_CENTRE_PATH, url, language },
  );
  return { ...view, ...stub, toasts, user: userEvent.setup() };
};

const lists = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name === 'NotificationList').map((o) => o.variables);

describe('NotificationCentrePage', () => {
  it('lists every notification with time, message, type and status, 12 a page', async () => {
    const { operations } = setup({ language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '消息中心' })).toBeInTheDocument();
    expect(await screen.findByText('共 30 条消息')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '您在本中心的通知，最新的在前' })).toBeInTheDocument();
    const [header, ...rows] = screen.getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['时间', '消息', '类型', '状态', '操作']);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader')).toHaveTextContent(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(first.getByText('Zhang Yue为Tom Li签到')).toBeInTheDocument();
    expect(first.getByText('用户消息')).toBeInTheDocument();
    expect(first.getByText('未读')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Maintenance tonight')).toBeInTheDocument();
    expect(second.getByText('Closed 22:00–23:00')).toBeInTheDocument();
    expect(second.getByText('系统消息')).toBeInTheDocument();
    expect(second.getByText('已读')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /标为已读/ })).not.toBeInTheDocument();
    expect(lists(operations)[0]).toEqual({ skipCount: 0, maxResultCount: 12, type: null, isRead: null });
  });

  it('filters by type and status and pages, keeping all of it in the address', async () => {
    const { user, router, operations } = setup();
    await screen.findByText('Total: 30');
    await user.selectOptions(screen.getByLabelText('Type'), 'System');
    await user.selectOptions(screen.getByLabelText('Status'), 'unread');
    expect(router.state.location.search).toBe('?type=System&status=unread');
    expect(lists(operations).at(-1)).toEqual({ skipCount: 0, maxResultCount: 12, type: 'System', isRead: false });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2&type=System&status=unread');
    expect(lists(operations).at(-1)).toEqual({ skipCount: 12, maxResultCount: 12, type: 'System', isRead: false });
  });

  it('marks all of the chosen type read after a confirmation', async () => {
    const { user, operations, toasts } = setup({ url: `${MESSAGE_CENTRE_PATH}?type=User` });
    await screen.findByText('Total: 30');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Mark all your user messages in this centre as read?')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'MarkAllNotificationsRead')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(operations.find((o) => o.name === 'MarkAllNotificationsRead')?.variables).toEqual({ type: 'User' });
    expect(toasts.showSuccess).toHaveBeenCalledWith('Marked as read: 4.');
  });

  it('opens a notification’s target and marks one read from its row', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user, operations } = setup();
    await user.click(await screen.findByRole('button', { name: /Tom Li checked in by Zhang Yue/ }));
    expect(open).toHaveBeenCalledWith('/system/center/detail/subjectDetail?from=notification&id=s-42', '_blank');
    expect(operations.filter((o) => o.name === 'MarkNotificationRead').map((o) => o.variables)).toEqual([
      { id: 'n-1' },
    ]);

    await user.click(screen.getByRole('button', { name: /^(?!Mark as read).*Maintenance tonight/ }));
    expect(await screen.findByRole('dialog', { name: 'System notice' })).toBeInTheDocument();
  });

  it('says when there is nothing, and when nothing is unread', async () => {
    setup({ respond: (name) => (name === 'NotificationList' ? notificationPage([]) : 'pending') });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    cleanup();
    setup({
      url: `${MESSAGE_CENTRE_PATH}?status=unread`,
      respond: (name) => (name === 'NotificationList' ? notificationPage([]) : 'pending'),
    });
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
  });
});
