// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext } from '../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../shared/i18n/languages';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { SYSTEM_NOTICE_PATH } from './paths';
import { SystemNoticePage } from './SystemNoticePage';

afterEach(cleanup);

const node = (id: string, displayName: string, type: string, children: unknown[] = []) => ({
  __typename: 'TenantNode',
  id,
  displayName,
  type,
  children,
});

const me = (adminRoles: string[]) => ({
  data: {
    me: {
      __typename: 'CurrentUser',
      id: 'u-admin',
      adminRoles,
      canChangeList: [
        node('e', 'Bright Minds Group', 'Enterprise', [
          node('s', 'Sunrise Centre', 'Center'),
          node('h', 'Harbour Centre', 'Center'),
        ]),
      ],
    },
  },
});

const setup = (adminRoles = ['admin'], language: Language = 'en-US') => {
  const stub = stubGraphqlClient((name) => {
    if (name === 'SystemNoticeTargets') return me(adminRoles);
    if (name === 'PublishSystemNotice') {
      return {
        data: { publishSystemNotice: { __typename: 'SystemNoticePublished', id: 'notice-1', recipientCount: 7 } },
      };
    }
    return 'pending';
  });
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  };
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts}>
      <SystemNoticePage />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: SYSTEM_NOTICE_PATH, language },
  );
  return { ...stub, toasts, user: userEvent.setup() };
};

const published = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name === 'PublishSystemNotice').map((o) => o.variables);

describe('SystemNoticePage', () => {
  it('says what is missing, and publishes nothing until it is there', async () => {
    const { user, operations } = setup();
    await user.type(await screen.findByLabelText('Title (HTML)'), '<b></b><script>x</script>');
    await user.click(screen.getByRole('radio', { name: 'Chosen centres' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Enter a title with some text.')).toBeInTheDocument();
    expect(screen.getByText('Enter a summary with some text.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one centre.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(published(operations)).toEqual([]);
  });

  it('previews the sanitized notice and publishes it to the chosen centre after a confirmation', async () => {
    const { user, operations, toasts } = setup(['admin'], 'zh-CN');
    await user.type(
      await screen.findByLabelText('标题（HTML）'),
      '<b>Maintenance</b> tonight<img src=x onerror=alert(1)>',
    );
    await user.type(screen.getByLabelText('摘要（HTML）'), '<p>Closed 22:00–23:00</p>');
    await user.selectOptions(screen.getByLabelText('图标'), 'VratIcon');
    await user.click(screen.getByRole('radio', { name: '指定中心' }));
    const centres = screen.getByRole('group', { name: '指定中心' });
    expect(
      within(centres)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Harbour Centre', 'Sunrise Centre']);
    await user.click(within(centres).getByRole('checkbox', { name: 'Sunrise Centre' }));

    const preview = screen.getByRole('region', { name: '预览' });
    expect(within(preview).getByText('Maintenance').tagName).toBe('B');
    expect(preview.innerHTML).not.toMatch(/img|onerror/);

    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('将此通知发布给所选中心（1 个）的每一位用户？')).toBeInTheDocument();
    expect(published(operations)).toEqual([]);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '发布' }));
    expect(published(operations)).toEqual([
      {
        title: '<b>Maintenance</b> tonight<img src=x onerror=alert(1)>',
        summary: '<p>Closed 22:00–23:00</p>',
        icon: 'VratIcon',
        tenantIds: ['s'],
      },
    ]);
    expect(toasts.showSuccess).toHaveBeenCalledWith('通知已发布给 7 位用户。');
    expect(screen.getByLabelText('标题（HTML）')).toHaveValue('');
  });

  it('publishes to all centres by default', async () => {
    const { user, operations } = setup();
    await user.type(await screen.findByLabelText('Title (HTML)'), 'Hello');
    await user.type(screen.getByLabelText('Summary (HTML)'), 'World');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Publish this notice to every user of all centres?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(published(operations)).toEqual([{ title: 'Hello', summary: 'World', icon: 'System', tenantIds: null }]);
  });

  it('tells anyone but the role named admin that they cannot publish', async () => {
    setup(['editor']);
    expect(await screen.findByText('Only platform administrators can publish system notices.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title (HTML)')).not.toBeInTheDocument();
  });
});
