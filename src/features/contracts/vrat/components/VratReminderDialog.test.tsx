// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../shared/i18n/languages';
import { stubGraphqlClient, type StubResponse } from '../../../../shared/testing/stubGraphqlClient';
import { renderWithToasts } from '../../../../shared/testing/renderWithToasts';
import { VratReminderDialog, type ReminderKind } from './VratReminderDialog';

afterEach(cleanup);

const SETTINGS = {
  me: { id: 'u-1' },
  vratReminderSettings: {
    reminderTimes: 5,
    reminderAmount: 120,
    contacts: [],
    caller: { mayUseSystemNotice: true },
  },
};

const answer = (name: string): StubResponse => (name === 'VratReminderSettings' ? { data: SETTINGS } : { data: {} });

const renderDialog = (kind: ReminderKind, language: Language, respond = answer) => {
  const { client, operations } = stubGraphqlClient(respond);
  const onClose = vi.fn();
  const { shown } = renderWithToasts(<VratReminderDialog tenantId="t-1" kind={kind} onClose={onClose} />, {
    client,
    language,
  });
  return { operations, shown, onClose };
};

const saves = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name.startsWith('Set'));

describe('VratReminderDialog', () => {
  it('asks for a whole number of times, and switching the reminder off sends -20', async () => {
    const { operations, shown, onClose } = renderDialog('times', 'en-US');
    const dialog = await screen.findByRole('dialog', { name: 'Reminder times' });
    const times = await within(dialog).findByLabelText('Remind below this many tests');
    expect(times).toHaveValue('5');
    await userEvent.clear(times);
    await userEvent.type(times, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number of at least 1.')).toBeVisible();
    expect(saves(operations)).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('Remind when few tests are left'));
    expect(within(dialog).queryByLabelText('Remind below this many tests')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showSuccess).toHaveBeenCalledWith('Modified');
    expect(saves(operations)).toEqual([
      { name: 'SetVratReminderTimes', variables: { tenantId: 't-1', reminderTimes: -20 } },
    ]);
  });

  it('sets the reminder amount in Chinese, refusing three decimals', async () => {
    const { operations, shown, onClose } = renderDialog('amount', 'zh-CN');
    const dialog = await screen.findByRole('dialog', { name: '提醒金额' });
    const amount = await within(dialog).findByLabelText('余额低于此金额时提醒（元）');
    expect(amount).toHaveValue('120');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234{Enter}');
    expect(within(dialog).getByText('请输入不小于 0 且最多两位小数的金额。')).toBeVisible();
    expect(saves(operations)).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '80{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showSuccess).toHaveBeenCalledWith('修改成功');
    expect(saves(operations)).toEqual([{ name: 'SetVratReminderAmount', variables: { tenantId: 't-1', amount: 80 } }]);
  });

  it('waits for the settings with save off', () => {
    renderDialog('contacts', 'en-US', () => 'pending');
    const dialog = screen.getByRole('dialog', { name: 'Reminder contacts' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Add a contact' })).not.toBeInTheDocument();
  });
});
