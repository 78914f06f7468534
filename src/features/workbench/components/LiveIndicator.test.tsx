// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Icons } from '@blueprintjs/icons';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { LIVE_ICONS, LiveIndicator } from './LiveIndicator';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LiveIndicator', () => {
  it('says when the console is offline or reconnecting', async () => {
    renderWithProviders(<LiveIndicator status="offline" lastEventAt={null} />, { language: 'en-US' });
    expect(await screen.findByRole('status')).toHaveTextContent(/offline/i);
  });

  it('fetches the icons of every state while online, so that the offline one can be drawn offline', async () => {
    const load = vi.spyOn(Icons, 'load').mockResolvedValue(undefined);
    renderWithProviders(<LiveIndicator status="live" lastEventAt={null} />, { language: 'en-US' });
    await screen.findByRole('status');
    expect(LIVE_ICONS).toEqual(expect.arrayContaining(['offline', 'refresh', 'feed']));
    expect(load).toHaveBeenCalledWith(LIVE_ICONS, 16);
  });
});
