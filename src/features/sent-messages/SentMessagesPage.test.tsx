// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { SENT_MESSAGES_PATH, SentMessagesPage } from './SentMessagesPage';

afterEach(cleanup);

const message = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SentMessage',
  id,
  creationTime: '2026-03-04T05:06:00.000Z',
  channel: 'email',
  recipient: 'new.coach@atrium.example',
  subject: 'Atrium: your verification code',
  body: 'Your verification code is 123456. It is valid for 10 minutes.',
  masked: false,
  ...extra,
});

const page = (items: unknown[], totalCount: number): StubResponse => ({
  data: { sentMessages: { __typename: 'SentMessagePage', items, totalCount } },
});

describe('SentMessagesPage', () => {
  it('lists time, channel, recipient, subject and body, newest first as the server sends them', async () => {
    const { client, operations } = stubGraphqlClient(() =>
      page(
        [
          message('2'),
          message('1', {
            channel: 'sms',
            recipient: '+86 13900139000',
            subject: 'Atrium 验证码',
            body: '【Atrium】您的验证码是 654321，10 分钟内有效。',
          }),
        ],
        2,
      ),
    );
    renderWithProviders(<SentMessagesPage />, { client, path: SENT_MESSAGES_PATH });

    expect(await screen.findByRole('heading', { name: '已发送消息' })).toBeInTheDocument();
    expect(screen.getByText('共 2 条消息')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '系统发送的邮件和短信，最新的在前' })).toBeInTheDocument();
    const [header, ...rows] = screen.getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['时间', '渠道', '收件人', '主题', '内容']);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader', { name: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/ })).toBeInTheDocument();
    expect(first.getByText('邮件')).toBeInTheDocument();
    expect(first.getByText('new.coach@atrium.example')).toBeInTheDocument();
    expect(first.getByText(/123456/)).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('短信')).toBeInTheDocument();
    expect(second.getByText('+86 13900139000')).toBeInTheDocument();
    expect(operations[0]).toEqual({ name: 'SentMessageList', variables: { skipCount: 0, maxResultCount: 12 } });
  });

  it('says which messages had their codes and links hidden, and why', async () => {
    const { client } = stubGraphqlClient(() =>
      page(
        [
          message('2', {
            recipient: 'coach@atrium.example',
            body: 'Your verification code is ••••••. It is valid for 10 minutes.',
            masked: true,
          }),
          message('1'),
        ],
        2,
      ),
    );
    renderWithProviders(<SentMessagesPage />, { client, path: SENT_MESSAGES_PATH, language: 'en-US' });
    expect(await screen.findByText(/Codes and links in messages sent to someone else are hidden/)).toBeInTheDocument();
    const [, masked, own] = screen.getAllByRole('row');
    expect(within(masked!).getByText('Codes and links hidden')).toBeInTheDocument();
    expect(within(own!).queryByText('Codes and links hidden')).not.toBeInTheDocument();
    expect(within(own!).getByText(/123456/)).toBeInTheDocument();
  });

  it('says the log is off when the server is not in demo mode', async () => {
    const off = stubGraphqlClient(() => ({
      error: new CombinedError({
        graphQLErrors: [{ message: 'The message log is off.', extensions: { code: 'Business:MessageLogOff' } }],
      }),
    }));
    renderWithProviders(<SentMessagesPage />, { client: off.client, path: SENT_MESSAGES_PATH, language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'The message log is off' })).toBeInTheDocument();
    expect(screen.queryByText(/Codes and links in messages sent to someone else/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the messages and keeps the page in the address', async () => {
    const { client, operations } = stubGraphqlClient(() => page([message('1')], 30));
    const { router } = renderWithProviders(<SentMessagesPage />, {
      client,
      path: SENT_MESSAGES_PATH,
      language: 'en-US',
    });
    expect(await screen.findByText('E-mail')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(operations.at(-1)?.variables).toEqual({ skipCount: 12, maxResultCount: 12 });
  });

  it('asks the server again on refresh', async () => {
    const { client, operations } = stubGraphqlClient(() => page([message('1')], 1));
    renderWithProviders(<SentMessagesPage />, { client, path: SENT_MESSAGES_PATH, language: 'en-US' });
    expect(await screen.findByText('E-mail')).toBeInTheDocument();
    const before = operations.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(operations).toHaveLength(before + 1);
    expect(operations.at(-1)).toEqual({ name: 'SentMessageList', variables: { skipCount: 0, maxResultCount: 12 } });
  });

  it('shows loading, then says when nothing was sent', async () => {
    const pending = stubGraphqlClient(() => 'pending');
    renderWithProviders(<SentMessagesPage />, { client: pending.client, path: SENT_MESSAGES_PATH, language: 'en-US' });
    expect(screen.getByRole('heading', { name: 'Sent messages' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    cleanup();

    const empty = stubGraphqlClient(() => page([], 0));
    renderWithProviders(<SentMessagesPage />, { client: empty.client, path: SENT_MESSAGES_PATH, language: 'en-US' });
    expect(await screen.findByText('Nothing sent yet')).toBeInTheDocument();
  });

  it('shows a refusal in place', async () => {
    const refused = stubGraphqlClient(() => ({
      error: new CombinedError({ graphQLErrors: [{ message: '您无权执行此操作。' }] }),
    }));
    renderWithProviders(<SentMessagesPage />, { client: refused.client, path: SENT_MESSAGES_PATH });
    expect(await screen.findByText('无法加载已发送消息')).toBeInTheDocument();
    expect(screen.getByText('您无权执行此操作。')).toBeInTheDocument();
  });
});
