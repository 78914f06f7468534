// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HfsContractFieldsFragment } from '../../../../generated/graphql';
import type { Language } from '../../../../shared/i18n/languages';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { HfsSellPriceDialog } from './HfsSellPriceDialog';

afterEach(cleanup);

const CONTRACT = { id: 'c-1', setSellingPrice: false, minSellPrice: null } as HfsContractFieldsFragment;

const renderDialog = (language: Language) => {
  const { client, operations } = stubGraphqlClient(() => ({ data: { setHfsSellPrice: CONTRACT } }));
  const onClose = vi.fn();
  renderWithProviders(<HfsSellPriceDialog contract={CONTRACT} onClose={onClose} />, { client, language });
  return { operations, onClose };
};

describe('HfsSellPriceDialog', () => {
  it('asks for a minimum above 0, then sends the setting and the minimum', async () => {
    const { operations, onClose } = renderDialog('en-US');
    const dialog = screen.getByRole('dialog', { name: 'Minimum selling price' });
    expect(dialog).toHaveTextContent('The centre uses the buying price.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The minimum selling price must be >0.')).toBeVisible();
    expect(operations).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('Set a selling price'));
    expect(dialog).toHaveTextContent('The centre sells at its own price, not below the minimum.');
    await userEvent.type(within(dialog).getByLabelText('Minimum selling price'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(operations.map((o) => o.variables)).toEqual([
      { contractId: 'c-1', setSellingPrice: true, minSellPrice: 2.5 },
    ]);
  });

  it('says the same in Chinese', async () => {
    const { operations } = renderDialog('zh-CN');
    const dialog = screen.getByRole('dialog', { name: '最低售价' });
    expect(dialog).toHaveTextContent('中心使用进价。');
    await userEvent.type(within(dialog).getByLabelText('最低售价'), '0{Enter}');
    expect(within(dialog).getByText('最低售价必须大于0。')).toBeVisible();
    expect(operations).toEqual([]);
  });
});
