// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContentReminderFieldsFragment,
  ContentReminderHistoryQuery,
  ContentReminderListQuery,
  CreateContentReminderMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { REMINDER_COLUMN_KINDS } from './reminders/ReminderTable';
import { ReminderTemplatePage } from './ReminderTemplatePage';
import { publicItem } from './contentFixtures';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-reminders.spec.ts) signs in as the editor; these read
// the list, the form's placeholder refusals, its preview and the history in both languages.

afterEach(cleanup);

const reminder = (id: string, extra: Partial<ContentReminderFieldsFragment> = {}): ContentReminderFieldsFragment => ({
  id,
  nameZh: '明日课程提醒',
  nameEn: 'Session tomorrow',
  event: 'SessionTomorrow',
  channels: ['sms', 'notification'],
  subjectZh: '明日课程：{{sessionName}}',
  subjectEn: 'Tomorrow: {{sessionName}}',
  bodyZh: '{{childName}}明天{{time}}上课。',
  bodyEn: '{{childName}} has a session tomorrow at {{time}}.',
  ...publicItem(),
  ...extra,
});

const list = (items: ContentReminderFieldsFragment[]): StubResponse => ({
  data: { contentReminderTemplates: { items, totalCount: items.length } } satisfies ContentReminderListQuery,
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  return renderStubbedPage(<ReminderTemplatePage />, respond, { path: '/system/manage/content/reminder', language });
};

describe('ReminderTemplatePage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(REMINDER_COLUMN_KINDS)).toBe(true);
  });

  it('lists the templates in Chinese: name, event and channels in words', async () => {
    render(() => list([reminder('r1')]));
    expect(await screen.findByRole('heading', { name: '提醒模板' })).toBeInTheDocument();
    expect(screen.getByText('共 1 个提醒模板')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '排序',
      '名称',
      '提醒事件',
      '发送渠道',
      '状态',
      '最后修改',
      '操作',
    ]);
    const row = rowOf('明日课程提醒');
    expect(row.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '0',
      '明日课程提醒',
      '明日课程',
      '短信、站内通知',
      '公开',
      '2026/03/04 09:15',
      '',
    ]);
  });

  it('lists them in English', async () => {
    render(() => list([reminder('r1')]), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Reminder templates' })).toBeInTheDocument();
    expect(screen.getByText('1 reminder template')).toBeInTheDocument();
    expect(screen.getByText('SMS, Notification')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Session tomorrow' })).toBeEnabled();
  });

  it('refuses a placeholder the event does not allow, naming the field, previews, then saves', async () => {
    const { operations, toasts } = render(
      (name) =>
        name === 'CreateContentReminder'
          ? { data: { createContentReminderTemplate: reminder('r9') } satisfies CreateContentReminderMutation }
          : list([]),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a reminder template' });
    const type = (label: RegExp, text: string) =>
      user.type(within(dialog).getByLabelText(label), text.replace(/[{[]/g, '$&$&'));
    await type(/^Chinese name/, '课前提醒');
    await type(/^English name/, 'Before the session');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await type(/^Chinese subject/, '明日课程');
    await type(/^English subject/, 'Tomorrow');
    await type(/^Chinese message/, '{{childName}}明天{{time}}上课。');
    await type(/^English message/, '{{childName}} owes {{amount}}.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText(
        'English message uses {{amount}}, which a reminder for “Session tomorrow” cannot fill: use {{childName}}, {{guardianName}}, {{centreName}}, {{centrePhone}}, {{sessionName}}, {{date}}, {{time}}.',
      ),
    ).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateContentReminder')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^English message/));
    await type(/^English message/, '{{childName}} has a session at {{time}} tomorrow.');
    await user.click(within(dialog).getByRole('button', { name: 'Show preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('王小明明天15:30上课。');
    expect(preview).toHaveTextContent('Tom Wang has a session at 15:30 tomorrow.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Before the session saved'));
    expect(operations.find((o) => o.name === 'CreateContentReminder')?.variables['input']).toEqual({
      nameZh: '课前提醒',
      nameEn: 'Before the session',
      event: 'SessionTomorrow',
      channels: ['sms', 'email'],
      subjectZh: '明日课程',
      subjectEn: 'Tomorrow',
      bodyZh: '{{childName}}明天{{time}}上课。',
      bodyEn: '{{childName}} has a session at {{time}} tomorrow.',
      sortOrder: null,
    });
  });

  it('names unclosed braces and a missing channel in Chinese', async () => {
    render(() => list([reminder('r1')]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑明日课程提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑明日课程提醒' });
    await user.click(within(dialog).getByRole('checkbox', { name: '短信' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '站内通知' }));
    await user.type(within(dialog).getByLabelText(/^中文内容/), '{{{{date');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请至少选择一个发送渠道。')).toBeInTheDocument();
    expect(within(dialog).getByText(/^中文内容在“.*”附近的花括号不构成占位符/)).toBeInTheDocument();
  });

  it('shows the history with fields, events and channels in words', async () => {
    render(
      (name) =>
        name === 'ContentReminderHistory'
          ? {
              data: {
                contentReminderTemplateHistory: [
                  {
                    id: 'h1',
                    action: 'Updated',
                    changes: [
                      { field: 'channels', from: '["sms"]', to: '["sms","email"]' },
                      { field: 'event', from: '"SessionTomorrow"', to: '"SessionMissed"' },
                    ],
                    userName: 'Editor',
                    time: '2026-03-04T09:15:00',
                  },
                ],
              } satisfies ContentReminderHistoryQuery,
            }
          : list([reminder('r1')]),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History of Session tomorrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Session tomorrow' });
    expect(await within(dialog).findByText('Channels: SMS → SMS, E-mail')).toBeInTheDocument();
    expect(within(dialog).getByText('Event: Session tomorrow → Session missed')).toBeInTheDocument();
  });
});
