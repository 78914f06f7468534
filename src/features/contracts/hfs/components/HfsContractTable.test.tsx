// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HfsCallerFieldsFragment, HfsContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { ACTIVE_CONTRACT_ROW } from '../../shared/testing/contractFixtures';
import { HfsContractTable } from './HfsContractTable';

afterEach(cleanup);

const ACTIVE = {
  ...ACTIVE_CONTRACT_ROW,
  minSellPrice: 12.5,
  stopTime: '2026-05-01',
  remark: 'Spring term',
} as HfsContractFieldsFragment;

const caller = (profile: string, seesBalanceAndStopTime: boolean) =>
  ({ profile, manages: true, mayDeduct: true, seesBalanceAndStopTime }) as HfsCallerFieldsFragment;

const renderTable = (who: HfsCallerFieldsFragment) => {
  const onAction = vi.fn();
  renderWithProviders(<HfsContractTable contracts={[ACTIVE]} caller={who} today="2026-06-10" onAction={onAction} />, {
    language: 'en-US',
  });
  return { onAction };
};

const heads = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('HfsContractTable', () => {
  it('shows an administrator the balance, the minimum price, the stop date and the row actions', async () => {
    const { onAction } = renderTable(caller('Admin', true));
    expect(heads()).toEqual([
      'State',
      'Start date',
      'End date',
      'Amount',
      'Balance',
      'Consumption',
      'Allocated',
      'Minimum selling price',
      'Stopped on',
      'Remark',
      'Actions',
    ]);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveAttribute('data-contract-id', 'c-1');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Active',
      formatDate('2026-01-01', 'en-US'),
      formatDate('2026-12-31', 'en-US'),
      '¥1,000.00',
      '¥400.00',
      '¥600.00',
      '¥0.00',
      '¥12.50',
      formatDate('2026-05-01', 'en-US'),
      'Spring term',
      'RenewStopRecharge/deductMinimum selling priceRecordsResourcesUsage records',
    ]);
    await userEvent.click(within(row).getByRole('button', { name: 'Resources' }));
    expect(onAction).toHaveBeenCalledWith('resources', ACTIVE);
    await userEvent.click(within(row).getByRole('button', { name: 'Recharge/deduct' }));
    expect(onAction).toHaveBeenLastCalledWith('money', ACTIVE);
  });

  it('leaves out the balance, the price and the stop date for a caller who may not see them', () => {
    renderTable(caller('Enterprise', false));
    expect(heads()).toEqual([
      'State',
      'Start date',
      'End date',
      'Amount',
      'Consumption',
      'Allocated',
      'Remark',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(8);
  });
});
