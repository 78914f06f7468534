// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { ContractWarnings } from './ContractWarnings';
import { LAST_CLOSE_KEY } from './warningSequence';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const centre = (indicators: object[], type = 'Center') =>
  stubGraphqlClient((name) => {
    switch (name) {
      case 'ShellCurrentUser':
        return {
          data: {
            me: {
              __typename: 'Me',
              id: 'u-1',
              name: 'Lin',
              userName: 'centeradmin',
              landingRoute: '/',
              currentTenant: { __typename: 'TenantNode', id: 't-1', displayName: 'Sunrise Centre', type },
            },
            language: 'zh-Hans',
          },
        };
      case 'CurrentPermissions':
        return {
          data: {
            me: {
              __typename: 'Me',
              id: 'u-1',
              grantedPermissions: [],
              tenantPermissions: ['hfs', 'vrat'],
              adminRoles: [],
            },
          },
        };
      case 'ShellMenu':
        return { data: { menu: { __typename: 'Menu', tenantType: type, vcat: false, groups: [] } } };
      case 'ContractWarnings':
        return { data: { contractWarnings: indicators } };
      default:
        return 'pending';
    }
  });

const vrat = {
  __typename: 'ContractWarningIndicator',
  line: 'vrat',
  show: true,
  days: 12,
  times: 3,
  reminderAmount: 1000,
  reminderTimes: 20,
};
const hfs = {
  __typename: 'ContractWarningIndicator',
  line: 'hfs',
  show: true,
  days: 40,
  times: null,
  reminderAmount: 1000,
  reminderTimes: null,
};

describe('ContractWarnings', () => {
  it('shows the days left, then the available margin, and stays quiet once closed', async () => {
    const { client, operations } = centre([vrat]);
    renderWithProviders(<ContractWarnings />, { client, path: '/', language: 'en-US' });
    expect(await screen.findByText('Your VRAT contract has 12 days left. Please renew it in time.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'Available margin: 3 VRAT tests left, fewer than the reminder of 20. Please recharge in time.',
      ),
    ).toBeVisible();
    expect(localStorage.getItem(LAST_CLOSE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(Number(localStorage.getItem(LAST_CLOSE_KEY))).toBeGreaterThan(Date.now() - 5_000);
    expect(operations.find((o) => o.name === 'ContractWarnings')?.variables).toEqual({
      tenantId: 't-1',
      lines: ['hfs', 'vrat'],
    });

    cleanup();
    const again = centre([vrat]);
    renderWithProviders(<ContractWarnings />, { client: again.client, path: '/', language: 'en-US' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.operations.map((o) => o.name)).not.toContain('ContractWarnings');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows one warning in Chinese for a line without the tests figure', async () => {
    const { client } = centre([hfs]);
    renderWithProviders(<ContractWarnings />, { client, path: '/', language: 'zh-CN' });
    expect(await screen.findByText('您的HFS余额已低于提醒金额 ¥1,000.00，合同剩余 40 天，请及时充值。')).toBeVisible();
    expect(screen.getByRole('button', { name: '我知道了' })).toBeVisible();
  });

  it('does not ask outside a centre', async () => {
    const { client, operations } = centre([hfs], 'Enterprise');
    renderWithProviders(<ContractWarnings />, { client, path: '/', language: 'en-US' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(operations.map((o) => o.name)).not.toContain('ContractWarnings');
  });
});
