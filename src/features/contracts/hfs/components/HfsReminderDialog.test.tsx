// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../shared/i18n/languages';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { renderWithToasts } from '../../../../shared/testing/renderWithToasts';
import { HfsReminderDialog } from './HfsReminderDialog';

afterEach(cleanup);

const SETTINGS = {
  me: { id: 'u-1' },
  hfsReminderSettings: {
    reminderAmount: 300,
    contacts: [{ id: 'r-1', messageType: 'email', contact: 'ops@east.example' }],
    caller: { mayUseSystemNotice: false },
  },
};

const renderDialog = (language: Language) => {
  const { client, operations } = stubGraphqlClient((name) =>
    name === 'HfsReminderSettings' ? { data: SETTINGS } : { data: {} },
  );
  const onClose = vi.fn();
  const { shown } = renderWithToasts(<HfsReminderDialog tenantId="t-1" onClose={onClose} />, { client, language });
  return { operations, shown, onClose };
};

describe('HfsReminderDialog', () => {
  it('saves the reminder amount, then the contacts, and says so', async () => {
    const { operations, shown, onClose } = renderDialog('en-US');
    const dialog = await screen.findByRole('dialog', { name: 'Reminder settings' });
    const amount = await within(dialog).findByLabelText('Reminder amount');
    expect(amount).toHaveValue('300');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ops@east.example');

    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter an amount.')).toBeVisible();
    expect(operations.some((o) => o.name === 'SetHfsReminderAmount')).toBe(false);

    await userEvent.type(amount, '450');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown.showSuccess).toHaveBeenCalledWith('Modified');
    expect(operations.filter((o) => o.name.startsWith('Set'))).toEqual([
      { name: 'SetHfsReminderAmount', variables: { tenantId: 't-1', amount: 450 } },
      {
        name: 'SetHfsRemindContacts',
        variables: { tenantId: 't-1', contacts: [{ messageType: 'email', contact: 'ops@east.example' }] },
      },
    ]);
  });

  it('says a wrong amount in Chinese and saves nothing', async () => {
    const { operations } = renderDialog('zh-CN');
    const dialog = await screen.findByRole('dialog', { name: '提醒设置' });
    const amount = await within(dialog).findByLabelText('提醒金额');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234{Enter}');
    expect(within(dialog).getByText('请输入不小于0、最多两位小数的金额。')).toBeVisible();
    expect(operations.some((o) => o.name.startsWith('Set'))).toBe(false);
  });
});
