// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantFieldsFragment } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { ReminderAmountDialog } from './ReminderAmountDialog';

afterEach(cleanup);

const TENANT: TenantFieldsFragment = {
  id: 't-1',
  displayName: 'East Center',
  type: 'Center',
  area: null,
  email: null,
  logo: null,
  state: 'Effective',
  hfsReminderAmount: 300,
  vratReminderAmount: 150.5,
  childCount: 0,
  creationTime: '2026-01-01T00:00:00Z',
  parentTenant: null,
  projectStatus: [],
};

const renderDialog = (language: Language) => {
  const { client, operations } = stubGraphqlClient(() => ({ data: { setTenantReminderAmounts: { id: 't-1' } } }));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const { shown } = renderWithToasts(<ReminderAmountDialog tenant={TENANT} onClose={onClose} onSaved={onSaved} />, {
    client,
    language,
  });
  return { operations, shown, onClose, onSaved };
};

describe('ReminderAmountDialog', () => {
  it('saves both amounts in yuan and says so', async () => {
    const { operations, shown, onClose, onSaved } = renderDialog('en-US');
    const dialog = screen.getByRole('dialog', { name: 'Reminder amounts of East Center' });
    expect(within(dialog).getByLabelText(/HFS reminder amount \(yuan\)/)).toHaveValue('300');
    const vrat = within(dialog).getByLabelText(/VRAT reminder amount \(yuan\)/);
    expect(vrat).toHaveValue('150.5');
    await userEvent.clear(vrat);
    await userEvent.type(vrat, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(shown.showSuccess).toHaveBeenCalledWith('The reminder amounts were saved.');
    expect(operations.map((o) => o.variables)).toEqual([
      { id: 't-1', hfsReminderAmount: 300, vratReminderAmount: 200 },
    ]);
  });

  it('says a wrong amount in Chinese and saves nothing', async () => {
    const { operations, onClose } = renderDialog('zh-CN');
    const dialog = screen.getByRole('dialog', { name: 'East Center 的提醒金额' });
    const hfs = within(dialog).getByLabelText(/HFS 提醒金额（元）/);
    await userEvent.clear(hfs);
    await userEvent.type(hfs, '1.234{Enter}');
    expect(within(dialog).getByText('请输入不小于 0 且最多两位小数的金额。')).toBeVisible();
    expect(operations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});
