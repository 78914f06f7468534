// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { UserMenuItems } from './UserMenuItems';

afterEach(cleanup);

// Issue 17 item 2: the account menu names the settings page as its menu item and title do.
describe('the account menu', () => {
  it.each([
    [PATHS.centreSettings, 'en-US', 'Personal settings'],
    [PATHS.centreSettings, 'zh-CN', '个人设置'],
    [PATHS.managementSettings, 'en-US', 'Account settings'],
    [PATHS.managementSettings, 'zh-CN', '账号设置'],
  ] as const)('names %s as its page is titled, in %s', (settings, language, label) => {
    renderWithProviders(<UserMenuItems settings={settings} onSignOut={vi.fn()} />, { language });
    expect(screen.getByRole('menuitem', { name: label })).toBeInTheDocument();
  });
});
