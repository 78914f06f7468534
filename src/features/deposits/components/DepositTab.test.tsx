// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { DepositTab } from './DepositTab';

afterEach(cleanup);

const TENANT = '00000000-0000-4000-8000-000000000001';
const deposit = (id: string, money: number) => ({
  __typename: 'Deposit',
  id,
  tenantId: TENANT,
  money,
  remark: `remark ${id}`,
  creationTime: '2026-11-20T08:00:00Z',
});

describe('DepositTab', () => {
  it('lists a page of deposits and deletes one after the confirmation, then reads the page again', async () => {
    let rows = [deposit('d1', 100), deposit('d2', 250.5)];
    const { client, operations } = stubGraphqlClient((name, variables) => {
      if (name === 'DeleteDeposit') {
        rows = rows.filter((row) => row.id !== variables['id']);
        return { data: { deleteDeposit: true } };
      }
      return { data: { deposits: { __typename: 'DepositPage', totalCount: rows.length, items: rows } } };
    });
    const toasts = {
      onOperation: vi.fn(),
      onError: vi.fn(),
      showError: vi.fn(),
      showWarning: vi.fn(),
      showSuccess: vi.fn(),
    };
    renderWithProviders(
      <ErrorHandlingContext.Provider value={toasts satisfies ErrorHandlingValue}>
        <DepositTab tenantId={TENANT} />
      </ErrorHandlingContext.Provider>,
      { client, language: 'en-US' },
    );
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Deposit', 'Remark', 'Recorded', 'Actions']);
    expect(within(table).getByText('remark d2')).toBeInTheDocument();
    const listed = operations.filter((op) => op.name === 'DepositList').length;

    await userEvent.click(screen.getAllByRole('button', { name: /^Delete the deposit of/ })[0]!);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(operations.find((op) => op.name === 'DeleteDeposit')?.variables).toEqual({ id: 'd1', tenantId: TENANT });
    expect(toasts.showSuccess).toHaveBeenCalledWith('Deleted');
    await screen.findByRole('table', { name: 'Deposits' });
    expect(operations.filter((op) => op.name === 'DepositList').length).toBeGreaterThan(listed);
    expect(await screen.findByText('remark d2')).toBeInTheDocument();
    expect(screen.queryByText('remark d1')).not.toBeInTheDocument();
  });
});
