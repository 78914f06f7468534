// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HfsCallerFieldsFragment, HfsContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { ACTIVE_CONTRACT_ROW } from '../../shared/testing/contractFixtures';
import { COLUMN_WIDTHS, fitsLaptop } from '../../../../shared/ui/columnWidths';
import { contractColumnKinds } from '../../shared/ContractTable';
import { HfsContractTable, hfsColumnKinds } from './HfsContractTable';

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
      'Consumed',
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
      '',
    ]);
    // The actions are icon buttons, each named by its words (its tooltip too).
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Renew', 'Stop', 'Recharge/deduct', 'Minimum selling price', 'Records', 'Resources', 'Usage records']);
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
      'Consumed',
      'Allocated',
      'Remark',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(8);
  });

  it('keeps its columns to the width contract, by the columns the caller sees', () => {
    renderTable(caller('Enterprise', false));
    const table = screen.getByRole('table');
    expect(table).toHaveClass('atrium-contract-table', 'atrium-table-fixed');
    const widths = [...table.querySelectorAll('col')].map((col) => col.style.width);
    const { money, date, status, mostActions } = COLUMN_WIDTHS;
    expect(widths).toEqual(
      [status, date, date, money, money, money, undefined, mostActions].map((w) => (w ? `${w}px` : '')),
    );
    // The remark is cut to its column, the whole of it in its title when cut.
    expect(screen.getByText('Spring term')).toHaveClass('atrium-truncate');
    expect(table.closest('.atrium-contract-table-box--wide')).toBeNull();
  });

  it('fits a 1280 px laptop for every caller but the administrator, whose columns scroll with the actions pinned', () => {
    const callers = [
      { profile: 'Enterprise', manages: true, seesBalanceAndStopTime: false },
      { profile: 'Area', manages: true, seesBalanceAndStopTime: false },
      { profile: 'CenterAdmin', manages: false, seesBalanceAndStopTime: false },
      { profile: 'CenterAdmin', manages: true, seesBalanceAndStopTime: false },
    ] as HfsCallerFieldsFragment[];
    for (const who of callers) {
      const { middle, actions } = hfsColumnKinds(who);
      const kinds = contractColumnKinds({ middle, seesStopTime: false, actionsKind: actions });
      expect(fitsLaptop(kinds), who.profile).toBe(true);
    }
    renderTable(caller('Admin', true));
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('col')).toHaveLength(11);
    expect(table.closest('.atrium-contract-table-box--wide')).not.toBeNull();
    expect(table.style.minWidth).not.toBe('');
  });
});
