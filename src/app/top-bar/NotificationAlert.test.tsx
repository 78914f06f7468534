// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { NotificationAlert } from './NotificationAlert';

afterEach(cleanup);

const { client } = stubGraphqlClient(() => 'pending');

describe('NotificationAlert', () => {
  it('shows a bell without a badge and says there are no unread messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationAlert unreadUserCount={0} unreadSystemCount={0} />, { client, path: '/' });
    await user.click(screen.getByRole('button', { name: '通知' }));
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument();
  });

  it('states the unread user and system counts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationAlert unreadUserCount={3} unreadSystemCount={1} />, {
      client,
      path: '/',
      language: 'en-US',
    });
    const bell = screen.getByRole('button', { name: 'Notifications: 4 unread' });
    expect(bell).toHaveTextContent('4');
    await user.click(bell);
    expect(await screen.findByText('Unread user messages: 3')).toBeInTheDocument();
    expect(screen.getByText('Unread system messages: 1')).toBeInTheDocument();
  });
});
