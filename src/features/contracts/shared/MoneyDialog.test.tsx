// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { MoneyDialog, type MoneyMovement } from './MoneyDialog';

afterEach(cleanup);

const renderDialog = (extra: Partial<Parameters<typeof MoneyDialog>[0]> = {}) => {
  const submit = vi.fn(async (_movement: MoneyMovement, _key: string) => true);
  const onClose = vi.fn();
  renderWithProviders(
    <MoneyDialog
      title="Recharge/deduct"
      mayRecharge
      mayDeduct
      parentBalance={null}
      submit={submit}
      onClose={onClose}
      {...extra}
    />,
    { language: 'en-US' },
  );
  return { submit, onClose, dialog: screen.getByRole('dialog', { name: 'Recharge/deduct' }) };
};

describe('MoneyDialog', () => {
  it('asks for an amount, confirms it, then sends the movement once and closes', async () => {
    const { submit, onClose, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Enter an amount.')).toBeVisible();

    await userEvent.click(within(dialog).getByText('Deduct'));
    await userEvent.type(within(dialog).getByLabelText('Deduct amount (¥)'), '12.50{Enter}');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Deduct ¥12.50?');
    await userEvent.click(within(alert).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({ money: 12.5, isRecharge: false, remark: '' });
  });

  it('reads the VRAT line signed and keeps it below the recharge maximum', async () => {
    const { submit, dialog } = renderDialog({ freeTimes: { unitPrice: null, rechargeMaximum: 100 } });
    await userEvent.type(within(dialog).getByLabelText('Amount (¥)'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(/above the recharge maximum/)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
