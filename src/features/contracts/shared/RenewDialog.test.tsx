// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../shared/i18n/formatDate';
import type { Language } from '../../../shared/i18n/languages';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { RenewDialog } from './RenewDialog';

afterEach(cleanup);

const CONTRACT = { id: 'c-1', startTime: '2026-03-01', endTime: '2026-03-31' };
const LIMITS = { today: '2026-03-10', parentEndTime: null, taken: [] };

const renderDialog = (language: Language) => {
  const onRenew = vi.fn();
  renderWithProviders(
    <RenewDialog contract={CONTRACT} limits={LIMITS} busy={false} onRenew={onRenew} onClose={vi.fn()} />,
    { language },
  );
  return { onRenew };
};

const day = (group: string, iso: string, language: Language) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: formatDate(iso, language) });

describe('RenewDialog', () => {
  it('asks for a new end after the current one, confirms it, then renews', async () => {
    const { onRenew } = renderDialog('en-US');
    const dialog = screen.getByRole('dialog', { name: 'Renew the contract' });
    expect(dialog).toHaveTextContent(`The contract now ends on ${formatDate('2026-03-31', 'en-US')}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(within(dialog).getByText('Choose the new end date.')).toBeVisible();
    expect(day('New end date', '2026-03-31', 'en-US')).toBeDisabled();

    await userEvent.click(day('New end date', '2026-04-03', 'en-US'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`Renew the contract to ${formatDate('2026-04-03', 'en-US')}?`);
    expect(onRenew).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(onRenew).toHaveBeenCalledWith('2026-04-03');
  });

  it('says the same in Chinese', async () => {
    const { onRenew } = renderDialog('zh-CN');
    const dialog = screen.getByRole('dialog', { name: '合同续期' });
    await userEvent.click(within(dialog).getByRole('button', { name: '续期' }));
    expect(within(dialog).getByText('请选择新的结束日期。')).toBeVisible();
    await userEvent.click(day('新的结束日期', '2026-04-02', 'zh-CN'));
    await userEvent.click(within(dialog).getByRole('button', { name: '续期' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`确定将合同续期至 ${formatDate('2026-04-02', 'zh-CN')}？`);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(onRenew).toHaveBeenCalledWith('2026-04-02');
  });
});
