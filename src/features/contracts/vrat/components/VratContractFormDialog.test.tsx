// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VratContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import type { Language } from '../../../../shared/i18n/languages';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { VratContractFormDialog } from './VratContractFormDialog';

afterEach(cleanup);

const LIMITS = {
  vratDateLimits: { today: '2026-03-10', parentEndTime: null, taken: [] },
  vratParentMoney: { required: false, parentLatestContract: null },
};
const saved = { id: 'c-9', startTime: '2026-03-12', endTime: '2026-03-20' } as VratContractFieldsFragment;

const renderForm = (language: Language, contract: VratContractFieldsFragment | null) => {
  const { client, operations } = stubGraphqlClient((name) =>
    name === 'VratDateLimits'
      ? { data: LIMITS }
      : name === 'CreateVratContract'
        ? { data: { createVratContract: saved } }
        : { data: { updateVratContract: saved } },
  );
  const handlers = { onClose: vi.fn(), onCreated: vi.fn(), onSaved: vi.fn() };
  renderWithProviders(<VratContractFormDialog tenantId="t-1" line="VRAT" contract={contract} {...handlers} />, {
    client,
    language,
  });
  return { operations, ...handlers };
};

const day = (group: string, iso: string, language: Language) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: formatDate(iso, language) });

describe('VratContractFormDialog', () => {
  it('creates a contract: says what is missing, then sends the validity, unit price and remark', async () => {
    const { operations, onCreated } = renderForm('en-US', null);
    const dialog = await screen.findByRole('dialog', { name: 'New VRAT contract' });
    const save = within(dialog).getByRole('button', { name: 'Save and enter the recharge amount' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(within(dialog).getByText("Choose the contract's start and end dates.")).toBeVisible();
    expect(within(dialog).getByText('The unit price must be greater than 0 with at most two decimals.')).toBeVisible();
    expect(day('Start date', '2026-03-09', 'en-US')).toBeDisabled();

    await userEvent.click(day('Start date', '2026-03-12', 'en-US'));
    await userEvent.click(day('End date', '2026-03-20', 'en-US'));
    await userEvent.type(within(dialog).getByLabelText('Unit price'), '250');
    await userEvent.type(within(dialog).getByLabelText('Remark'), ' pilot ');
    await userEvent.click(save);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved));
    expect(operations.find((o) => o.name === 'CreateVratContract')?.variables).toEqual({
      input: { tenantId: 't-1', startTime: '2026-03-12', endTime: '2026-03-20', unitPrice: 250, remark: 'pilot' },
    });
  });

  it('edits a contract in Chinese: its own past start stays, and save closes the dialog', async () => {
    const contract = {
      id: 'c-1',
      startTime: '2026-03-01',
      endTime: '2026-03-31',
      unitPrice: 12.5,
      remark: 'old',
    } as VratContractFieldsFragment;
    const { operations, onSaved, onClose } = renderForm('zh-CN', contract);
    const dialog = await screen.findByRole('dialog', { name: '编辑 VRAT 合同' });
    await waitFor(() => expect(within(dialog).getByLabelText('单价')).toHaveValue('12.5'));
    expect(day('开始日期', '2026-03-01', 'zh-CN')).toBeEnabled();
    expect(day('开始日期', '2026-03-02', 'zh-CN')).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('单价'));
    await userEvent.type(within(dialog).getByLabelText('单价'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('单价必须大于 0，最多两位小数。')).toBeVisible();
    expect(operations.some((o) => o.name === 'UpdateVratContract')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('单价'));
    await userEvent.type(within(dialog).getByLabelText('单价'), '13');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(operations.find((o) => o.name === 'UpdateVratContract')?.variables).toEqual({
      id: 'c-1',
      input: { startTime: '2026-03-01', endTime: '2026-03-31', unitPrice: 13, remark: 'old' },
    });
  });
});
