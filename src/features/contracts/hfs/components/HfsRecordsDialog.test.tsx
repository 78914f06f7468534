// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../shared/i18n/formatDate';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { renderWithToasts } from '../../../../shared/testing/renderWithToasts';
import { HfsRecordsDialog } from './HfsRecordsDialog';

afterEach(cleanup);

const recharge = (n: number, state = 'Recharge') => ({
  id: `r-${n}`,
  creationTime: '2026-03-01T08:00:00Z',
  money: 100 + n,
  remark: `remark ${n}`,
  state,
  operateName: 'Ann',
});

// Eleven recharge records: ten on the first page, one on the second.
const respond = (name: string, variables: Record<string, unknown>) => {
  if (name === 'HfsRechargeRecords') {
    const items =
      variables.skipCount === 0 ? Array.from({ length: 10 }, (_, i) => recharge(i + 1)) : [recharge(11, 'Deleted')];
    return { data: { hfsRechargeRecords: { items, totalCount: 11 } } };
  }
  if (name === 'HfsRecords')
    return {
      data: {
        hfsOperationRecords: {
          items: [
            {
              id: 'o-1',
              creationTime: '2026-03-02T08:00:00Z',
              endTime: '2026-12-31',
              operateName: 'Bob',
              operateType: 'Renewal',
              minSellingPrice: null,
            },
          ],
          totalCount: 1,
        },
      },
    };
  if (name === 'DeleteHfsRechargeRecord') return { data: { deleteHfsRechargeRecord: true } };
  return { data: {} };
};

const renderDialog = (props: { showsOperations: boolean; editsRemarks: boolean }) => {
  const { client, operations } = stubGraphqlClient(respond);
  const { shown } = renderWithToasts(<HfsRecordsDialog contractId="c-1" onClose={vi.fn()} {...props} />, {
    client,
    language: 'en-US',
  });
  return { operations, shown };
};

type Asked = { name: string; variables: Record<string, unknown> }[];

// The stub has no cache, so a cache-and-network query may be sent twice: what matters is which pages were asked for.
const asked = (operations: Asked, name: string) => [
  ...new Map(operations.filter((o) => o.name === name).map((o) => [JSON.stringify(o.variables), o.variables])).values(),
];

describe('HfsRecordsDialog', () => {
  it('pages the recharge records ten at a time and shows the operation records on their tab', async () => {
    const { operations } = renderDialog({ showsOperations: true, editsRemarks: false });
    const dialog = screen.getByRole('dialog', { name: 'Contract records' });
    expect(await within(dialog).findByText('remark 1')).toBeVisible();
    expect(within(dialog).getAllByRole('row')).toHaveLength(11);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Kind', 'Amount', 'Remark', 'Operator']);
    expect(within(within(dialog).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(
      formatDateTime('2026-03-01T08:00:00Z'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Deleted')).toBeVisible();
    expect(asked(operations, 'HfsRechargeRecords')).toEqual([
      { contractId: 'c-1', skipCount: 0, maxResultCount: 10 },
      { contractId: 'c-1', skipCount: 10, maxResultCount: 10 },
    ]);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Operation and price records' }));
    expect(await within(dialog).findByText('Renewed')).toBeVisible();
    expect(within(dialog).getByText('Bob')).toBeVisible();
    expect(asked(operations, 'HfsRecords')).toEqual([{ contractId: 'c-1', skipCount: 0, maxResultCount: 10 }]);
  });

  it('deletes a recharge record after asking, says so and reloads the page', async () => {
    const { operations, shown } = renderDialog({ showsOperations: false, editsRemarks: true });
    const dialog = screen.getByRole('dialog', { name: 'Contract records' });
    expect(within(dialog).queryByRole('tab', { name: 'Operation and price records' })).not.toBeInTheDocument();
    await within(dialog).findByText('remark 1');
    const [first] = within(dialog).getAllByRole('button', { name: 'Delete' });
    await userEvent.click(first!);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete this record?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shown.showSuccess).toHaveBeenCalledWith('Recharge record deleted; its amount was moved back.'),
    );
    expect(asked(operations, 'DeleteHfsRechargeRecord')).toEqual([{ contractId: 'c-1', id: 'r-1' }]);
    // The page is asked for again once the deletion is through.
    await waitFor(() => {
      const names = operations.map((o) => o.name);
      expect(names.lastIndexOf('HfsRechargeRecords')).toBeGreaterThan(names.indexOf('DeleteHfsRechargeRecord'));
    });
  });
});
