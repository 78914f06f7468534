// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HfsContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import type { Language } from '../../../../shared/i18n/languages';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { HfsContractFormDialog } from './HfsContractFormDialog';

afterEach(cleanup);

const LIMITS = {
  hfsDateLimits: { today: '2026-03-10', parentEndTime: '2026-12-31', taken: [] },
  hfsParentMoney: {
    required: true,
    parentLatestContract: { id: 'p-1', amount: 5000, endTime: '2026-12-31', balance: 3000.5 },
  },
};
const saved = { id: 'c-9', startTime: '2026-03-12', endTime: '2026-03-20' } as HfsContractFieldsFragment;

const renderForm = (language: Language, contract: HfsContractFieldsFragment | null) => {
  const { client, operations } = stubGraphqlClient((name) =>
    name === 'HfsDateLimits'
      ? { data: LIMITS }
      : name === 'CreateHfsContract'
        ? { data: { createHfsContract: saved } }
        : { data: { updateHfsContract: saved } },
  );
  const handlers = { onClose: vi.fn(), onCreated: vi.fn(), onSaved: vi.fn() };
  renderWithProviders(<HfsContractFormDialog tenantId="t-1" contract={contract} showsSellingPrice {...handlers} />, {
    client,
    language,
  });
  return { operations, ...handlers };
};

const day = (group: string, iso: string, language: Language) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: formatDate(iso, language) });

describe('HfsContractFormDialog', () => {
  it('creates a contract with a selling price, and goes on with the parent balance', async () => {
    const { operations, onCreated } = renderForm('en-US', null);
    const dialog = await screen.findByRole('dialog', { name: 'New HFS contract' });
    const save = within(dialog).getByRole('button', { name: 'Save and enter the recharge amount' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(dialog).toHaveTextContent('¥3,000.50');

    await userEvent.click(day('Start date', '2026-03-12', 'en-US'));
    await userEvent.click(day('End date', '2026-03-20', 'en-US'));
    await userEvent.click(within(dialog).getByLabelText('Set a selling price'));
    await userEvent.click(save);
    expect(within(dialog).getByText('The minimum selling price must be >0.')).toBeVisible();
    expect(operations.some((o) => o.name === 'CreateHfsContract')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Minimum selling price'), '1.5');
    await userEvent.click(save);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved, 3000.5));
    expect(operations.find((o) => o.name === 'CreateHfsContract')?.variables).toEqual({
      input: {
        tenantId: 't-1',
        startTime: '2026-03-12',
        endTime: '2026-03-20',
        remark: '',
        reminderAmount: null,
        setSellingPrice: true,
        minSellPrice: 1.5,
      },
    });
  });

  it('edits a contract in Chinese: a wrong reminder amount is said, a right one saved', async () => {
    const contract = {
      id: 'c-1',
      startTime: '2026-03-11',
      endTime: '2026-03-31',
      reminderAmount: 200,
      remark: '',
    } as HfsContractFieldsFragment;
    const { operations, onSaved, onClose } = renderForm('zh-CN', contract);
    const dialog = await screen.findByRole('dialog', { name: '编辑合同' });
    const reminder = await within(dialog).findByLabelText('提醒金额');
    expect(reminder).toHaveValue('200');
    expect(within(dialog).queryByLabelText('设置售价')).not.toBeInTheDocument();
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '1.234');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入不小于0、最多两位小数的金额。')).toBeVisible();

    await userEvent.clear(reminder);
    await userEvent.type(reminder, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(operations.find((o) => o.name === 'UpdateHfsContract')?.variables).toEqual({
      id: 'c-1',
      input: { startTime: '2026-03-11', endTime: '2026-03-31', remark: '', reminderAmount: 150 },
    });
  });
});
