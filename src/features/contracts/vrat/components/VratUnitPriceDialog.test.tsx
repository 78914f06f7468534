// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VratContractFieldsFragment } from '../../../../generated/graphql';
import type { Language } from '../../../../shared/i18n/languages';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { renderWithToasts } from '../../../../shared/testing/renderWithToasts';
import { VratUnitPriceDialog } from './VratUnitPriceDialog';

afterEach(cleanup);

const CONTRACT = { id: 'c-1', unitPrice: 250 } as VratContractFieldsFragment;

const renderDialog = (language: Language) => {
  const { client, operations } = stubGraphqlClient(() => ({ data: { setVratUnitPrice: CONTRACT } }));
  const onClose = vi.fn();
  const { shown } = renderWithToasts(<VratUnitPriceDialog contract={CONTRACT} onClose={onClose} />, {
    client,
    language,
  });
  return { operations, shown, onClose };
};

describe('VratUnitPriceDialog', () => {
  it('asks for a price above 0, confirms it, sends it and says so', async () => {
    const { operations, shown, onClose } = renderDialog('en-US');
    const dialog = screen.getByRole('dialog', { name: 'Change unit price' });
    expect(dialog).toHaveTextContent('The unit price is now ¥250.00.');
    await userEvent.type(within(dialog).getByLabelText('New unit price (¥)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The unit price must be greater than 0 with at most two decimals.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('New unit price (¥)'));
    await userEvent.type(within(dialog).getByLabelText('New unit price (¥)'), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Change the unit price to ¥300.00?');
    expect(operations).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showSuccess).toHaveBeenCalledWith('Modified: the unit price is ¥300.00.');
    expect(operations.map((o) => o.variables)).toEqual([{ id: 'c-1', unitPrice: 300 }]);
  });

  it('asks in Chinese, and cancelling the confirmation sends nothing', async () => {
    const { operations, onClose } = renderDialog('zh-CN');
    const dialog = screen.getByRole('dialog', { name: '修改单价' });
    expect(dialog).toHaveTextContent('当前单价为 ¥250.00。');
    await userEvent.type(within(dialog).getByLabelText('新单价（元）'), '12.5{Enter}');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将单价修改为 ¥12.50？');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(operations).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
