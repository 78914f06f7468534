// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VratCallerFieldsFragment, VratContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { ACTIVE_CONTRACT_ROW } from '../../shared/testing/contractFixtures';
import { COLUMN_WIDTHS, fitsLaptop } from '../../../../shared/ui/columnWidths';
import { contractColumnKinds } from '../../shared/ContractTable';
import { VratContractTable, vratColumnKinds } from './VratContractTable';

afterEach(cleanup);

const contract = (over: Partial<VratContractFieldsFragment>) =>
  ({
    ...ACTIVE_CONTRACT_ROW,
    unitPrice: 25,
    freeTimes: 3,
    stopTime: null,
    remark: 'Short',
    ...over,
  }) as VratContractFieldsFragment;

const caller = (seesBalanceAndStopTime: boolean) =>
  ({
    manages: true,
    mayChangeUnitPrice: false,
    priceLabel: 'SellingPrice',
    seesBalanceAndStopTime,
  }) as VratCallerFieldsFragment;

const heads = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('VratContractTable', () => {
  it('shows the open status, the price named for the caller, free tests, a cut remark and the row actions', async () => {
    const onAction = vi.fn();
    const active = contract({ remark: 'A remark of more than ten characters' });
    const notEnabled = contract({ id: 'c-2', state: 'NotEnable', status: 'NotEnable', startTime: '2026-07-01' });
    renderWithProviders(
      <VratContractTable
        contracts={[active, notEnabled]}
        caller={caller(true)}
        today="2026-06-10"
        onAction={onAction}
      />,
      { language: 'en-US' },
    );
    expect(heads()).toEqual([
      'Open status',
      'State',
      'Start date',
      'End date',
      'Selling price',
      'Amount',
      'Balance',
      'Consumed',
      'Allocated',
      'Free tests',
      'Stopped on',
      'Remark',
      'Actions',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveAttribute('data-contract-id', 'c-1');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Enabled',
      'Active',
      formatDate('2026-01-01', 'en-US'),
      formatDate('2026-12-31', 'en-US'),
      '¥25.00',
      '¥1,000.00',
      '¥400.00',
      '¥600.00',
      '¥0.00',
      '3',
      '',
      'A remark …',
      '',
    ]);
    // The actions are icon buttons, each named by its words (its tooltip too).
    expect(
      within(first!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Renew', 'Stop', 'Recharge/deduct', 'Records']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((td) => td.textContent),
    ).toEqual(['Not enabled', 'Not enabled']);
    await userEvent.click(within(second!).getByRole('button', { name: 'Formally enable' }));
    expect(onAction).toHaveBeenCalledWith('enable', notEnabled);
  });

  it('leaves out the balance and the stop date for a caller who may not see them', () => {
    renderWithProviders(
      <VratContractTable contracts={[contract({})]} caller={caller(false)} today="2026-06-10" onAction={vi.fn()} />,
      { language: 'en-US' },
    );
    expect(heads()).not.toContain('Balance');
    expect(heads()).not.toContain('Stopped on');
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')).toHaveLength(heads().length);
  });

  it('keeps its columns to the width contract, by the columns the caller sees, on a 1280 px laptop', () => {
    renderWithProviders(
      <VratContractTable contracts={[contract({})]} caller={caller(false)} today="2026-06-10" onAction={vi.fn()} />,
      { language: 'en-US' },
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('atrium-contract-table', 'atrium-table-fixed');
    const { money, date, status, number, manyActions } = COLUMN_WIDTHS;
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual(
      [status, status, date, date, money, money, money, money, number, undefined, manyActions].map((w) =>
        w ? `${w}px` : '',
      ),
    );
    const { lead, middle } = vratColumnKinds(caller(false));
    expect(fitsLaptop(contractColumnKinds({ lead, middle, seesStopTime: false, actionsKind: 'manyActions' }))).toBe(
      true,
    );
    expect(table.closest('.atrium-contract-table-box--wide')).toBeNull();
  });

  it("scrolls the administrator's thirteen columns within their box, the actions pinned", () => {
    renderWithProviders(
      <VratContractTable contracts={[contract({})]} caller={caller(true)} today="2026-06-10" onAction={vi.fn()} />,
      { language: 'en-US' },
    );
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('col')).toHaveLength(13);
    expect(table.closest('.atrium-contract-table-box--wide')).not.toBeNull();
    expect(table.style.minWidth).not.toBe('');
  });
});
