// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPlanRules } from '../../../../forms/plan-rules';
import type {
  ContentOfflinePlanFieldsFragment,
  ContentOfflinePlanListQuery,
  ContentPlanProgramsQuery,
  UpdateContentOfflinePlanMutation,
} from '../../../generated/graphql';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import type { StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { publicItem } from '../contentFixtures';
import { OfflinePlanPage } from '../OfflinePlanPage';

// A template's sessions' static activities (nonePlaybook) in the template editor: loaded with the
// template, added and removed under a session's programmes, checked as the server checks them,
// sent with the save, and read in the detail. The browser journey (tests/e2e/content-plans.spec.ts)
// adds one through the real server.

afterEach(cleanup);

const PROGRAM = {
  id: 'p-ATT-01',
  code: 'ATT-01',
  titleZh: '听指令拍手',
  titleEn: 'Clap on cue',
  contentStatus: 'Public' as const,
};
const WARM_UP = { nameZh: '热身', nameEn: 'Warm-up' };

const plan = (): ContentOfflinePlanFieldsFragment => ({
  id: 'plan1',
  code: 'OFF-12',
  nameZh: '注意力基础 12 课',
  nameEn: 'Attention foundations',
  sessionCount: 2,
  sessions: [
    { number: 1, programs: [PROGRAM], staticActivities: [WARM_UP] },
    { number: 2, programs: [PROGRAM], staticActivities: [] },
  ],
  ilsVersion: 'V3',
  rules: emptyPlanRules(),
  ...publicItem(),
});

const respond =
  (more: Record<string, unknown> = {}) =>
  (name: string): StubResponse => {
    if (name in more) return { data: more[name] };
    if (name === 'ContentPlanPrograms')
      return { data: { contentPlanPrograms: { items: [PROGRAM], totalCount: 1 } } satisfies ContentPlanProgramsQuery };
    return { data: { contentOfflinePlans: { items: [plan()], totalCount: 1 } } satisfies ContentOfflinePlanListQuery };
  };

const render = (language: 'zh-CN' | 'en-US', more: Record<string, unknown> = {}) =>
  renderStubbedPage(<OfflinePlanPage />, respond(more), { path: '/system/manage/content/offlinePlan', language });

const openEditor = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Attention foundations' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Attention foundations' }) };
};

describe('static activities in the offline plan template editor', () => {
  it('loads a session’s, adds two to another, refuses a missing English name, and saves them', async () => {
    const { operations } = render('en-US', {
      UpdateContentOfflinePlan: { updateContentOfflinePlan: plan() } satisfies UpdateContentOfflinePlanMutation,
    });
    const { user, dialog } = await openEditor();
    expect(within(dialog).getByLabelText('Static activity 1 of session 1, Chinese name')).toHaveValue('热身');
    expect(within(dialog).getByLabelText('Static activity 1 of session 1, English name')).toHaveValue('Warm-up');

    await user.click(within(dialog).getByRole('button', { name: 'Add a static activity to session 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a static activity to session 2' }));
    await user.type(within(dialog).getByLabelText('Static activity 1 of session 2, Chinese name'), '自由游戏');
    await user.type(within(dialog).getByLabelText('Static activity 1 of session 2, English name'), 'Free play');
    await user.type(within(dialog).getByLabelText('Static activity 2 of session 2, Chinese name'), '放松呼吸');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Session 2: static activity 2 needs a name in both Chinese and English.'),
    ).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'UpdateContentOfflinePlan')).toBe(false);
    expect(within(dialog).getByLabelText('Static activity 2 of session 2, English name')).toBeInvalid();
    expect(within(dialog).getByLabelText('Static activity 2 of session 2, Chinese name')).toBeValid();

    await user.type(within(dialog).getByLabelText('Static activity 2 of session 2, English name'), ' Breathing ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(operations.some((o) => o.name === 'UpdateContentOfflinePlan')).toBe(true));
    expect(operations.find((o) => o.name === 'UpdateContentOfflinePlan')?.variables['input']).toMatchObject({
      sessions: [
        { programIds: ['p-ATT-01'], staticActivities: [WARM_UP] },
        {
          programIds: ['p-ATT-01'],
          staticActivities: [
            { nameZh: '自由游戏', nameEn: 'Free play' },
            { nameZh: '放松呼吸', nameEn: 'Breathing' },
          ],
        },
      ],
    });
  });

  it('keeps a session’s activities with it when it moves or another goes, and stops at five', async () => {
    render('en-US');
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Move session 2 up' }));
    expect(within(dialog).getByLabelText('Static activity 1 of session 2, English name')).toHaveValue('Warm-up');
    await user.click(within(dialog).getByRole('button', { name: 'Remove session 1' }));
    expect(within(dialog).getByLabelText('Static activity 1 of session 1, English name')).toHaveValue('Warm-up');

    const add = within(dialog).getByRole('button', { name: 'Add a static activity to session 1' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('At most 5 static activities a session.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove static activity 1 from session 1' }));
    expect(add).toBeEnabled();
    expect(within(dialog).queryByText('At most 5 static activities a session.')).not.toBeInTheDocument();
    // The first went; what was the second is now first (empty, as added).
    expect(within(dialog).getByLabelText('Static activity 1 of session 1, English name')).toHaveValue('');
  });

  it('shows a session’s static activities after its programmes in the detail, in Chinese', async () => {
    render('zh-CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '查看注意力基础 12 课' }));
    const detail = await screen.findByRole('dialog', { name: '注意力基础 12 课' });
    const first = within(detail).getByText('第 1 节课').closest('tr') as HTMLElement;
    expect(within(first).getByText('ATT-01 · 听指令拍手')).toBeInTheDocument();
    expect(within(first).getByText('静态')).toBeInTheDocument();
    expect(within(first).getByText('热身')).toBeInTheDocument();
    const second = within(detail).getByText('第 2 节课').closest('tr') as HTMLElement;
    expect(within(second).queryByText('静态')).not.toBeInTheDocument();
  });
});
