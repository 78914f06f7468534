// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '../../../../shared/i18n/formatDate';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { VratRecordsDialog } from './VratRecordsDialog';

afterEach(cleanup);

const money = (n: number) => ({
  id: `m-${n}`,
  creationTime: `2026-03-${String(n).padStart(2, '0')}T08:00:00Z`,
  money: 100 * n,
  freeTimes: n,
  remark: `remark ${n}`,
});

const RECORDS = {
  vratContract: {
    contract: { id: 'c-1' },
    // Twelve money records: the table shows ten, then a pager.
    records: Array.from({ length: 12 }, (_, i) => money(i + 1)),
    operateRecords: [
      {
        id: 'o-1',
        creationTime: '2026-04-01T09:30:00Z',
        endTime: '2026-12-31',
        operateName: 'Bob',
        operateType: 'UnitPriceChange',
        unitPrice: 25,
      },
    ],
  },
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('VratRecordsDialog', () => {
  it('shows the money records ten a page and the operation records, each with its time first', async () => {
    const { client, operations } = stubGraphqlClient(() => ({ data: RECORDS }));
    renderWithProviders(<VratRecordsDialog contractId="c-1" onClose={vi.fn()} />, { client, language: 'en-US' });
    const dialog = screen.getByRole('dialog', { name: 'Contract records' });
    await within(dialog).findByText('remark 1');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Amount', 'Free tests', 'Remark']);
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(cells(rows[1]!)).toEqual([formatDateTime('2026-03-01T08:00:00Z'), '¥100.00', '1', 'remark 1']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('remark 12')).toBeVisible();
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Operation and price records' }));
    const operation = (await within(dialog).findByText('Bob')).closest('tr')!;
    expect(cells(operation)).toEqual([
      formatDateTime('2026-04-01T09:30:00Z'),
      'Unit price changed',
      'Bob',
      formatDate('2026-12-31', 'en-US'),
      '¥25.00',
    ]);
    expect(new Set(operations.map((o) => JSON.stringify(o.variables)))).toEqual(
      new Set([JSON.stringify({ id: 'c-1' })]),
    );
  });
});
