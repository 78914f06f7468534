// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { RefreshButton } from './RefreshButton';

afterEach(cleanup);

describe('RefreshButton', () => {
  it('loads the list again from the server, past the cache', async () => {
    const reexecute = vi.fn();
    renderWithProviders(<RefreshButton text="Refresh" refreshing={false} reexecute={reexecute} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reexecute).toHaveBeenCalledExactlyOnceWith({ requestPolicy: 'network-only' });
  });

  it('spins instead of taking another click while a reload runs', async () => {
    const reexecute = vi.fn();
    renderWithProviders(<RefreshButton text="Refresh" refreshing reexecute={reexecute} />);
    const button = screen.getByRole('button');
    expect(button).toHaveClass('bp6-loading');
    await userEvent.setup().click(button);
    expect(reexecute).not.toHaveBeenCalled();
  });
});
