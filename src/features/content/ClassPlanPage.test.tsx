// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContentClassPlanCategoriesQuery,
  ContentClassPlanFieldsFragment,
  ContentClassPlanListQuery,
  ContentPlanProgramsQuery,
  CreateContentClassPlanMutation,
  SetContentClassPlanRulesMutation,
} from '../../generated/graphql';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { ClassPlanPage } from './ClassPlanPage';
import { publicItem } from './contentFixtures';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// Class plans (trainingPlanV2): the list, the form's class types and category, and the rules (the
// templates' dialog and per-session marks), in both languages.

afterEach(cleanup);

const PROGRAM = {
  id: 'p1',
  code: 'SOC-01',
  titleZh: '传球游戏',
  titleEn: 'Pass the ball',
  contentStatus: 'Public' as const,
};

const plan: ContentClassPlanFieldsFragment = {
  id: 'c1',
  code: 'V2-1V2-MEM',
  nameZh: '双人记忆伙伴课',
  nameEn: 'Memory partners for two',
  sessionCount: 2,
  sessions: [
    { number: 1, programs: [PROGRAM] },
    { number: 2, programs: [PROGRAM] },
  ],
  groupTypes: ['OneToTwo'],
  categoryId: 'cat1',
  rules: {
    trial: { sessions: [1], count: 2 },
    parentInterview: { afterSessions: [2], every: null },
    musicSessions: [2],
    difficulty: { startLevel: 3, steps: [{ fromSession: 2, toSession: 2, change: 1 }] },
  },
  ...publicItem(),
};

const respond = (name: string): StubResponse => {
  if (name === 'ContentPlanPrograms')
    return { data: { contentPlanPrograms: { items: [PROGRAM], totalCount: 1 } } satisfies ContentPlanProgramsQuery };
  if (name === 'ContentClassPlanCategories')
    return {
      data: {
        contentClassPlanCategories: [{ id: 'cat1', nameZh: '记忆训练', nameEn: 'Memory training' }],
      } satisfies ContentClassPlanCategoriesQuery,
    };
  if (name === 'CreateContentClassPlan')
    return { data: { createContentClassPlan: plan } satisfies CreateContentClassPlanMutation };
  if (name === 'SetContentClassPlanRules')
    return { data: { setContentClassPlanRules: plan } satisfies SetContentClassPlanRulesMutation };
  return { data: { contentClassPlans: { items: [plan], totalCount: 1 } } satisfies ContentClassPlanListQuery };
};

const render = (language: 'zh-CN' | 'en-US') => {
  return renderStubbedPage(<ClassPlanPage />, respond, { path: '/system/manage/content/trainingPlan', language });
};

describe('ClassPlanPage', () => {
  it('lists class plans in Chinese', async () => {
    render('zh-CN');
    expect(await screen.findByText('共 1 个方案')).toBeInTheDocument();
    const row = rowOf('V2-1V2-MEM');
    expect(row.getByRole('button', { name: '查看双人记忆伙伴课' })).toBeInTheDocument();
  });

  it('adds a class plan in English with its class types and category', async () => {
    const { operations, toasts } = render('en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add class plan' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'V2-NEW');
    await user.type(within(dialog).getByLabelText(/^Chinese name/), '新班课');
    await user.type(within(dialog).getByLabelText(/^English name/), 'New class plan');
    await user.click(within(dialog).getByRole('checkbox', { name: '1-to-3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Category is required.')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).getByRole('option', { name: 'Memory training' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Memory training');
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Programme to add to session 1' })).toHaveTextContent(
        'SOC-01 · Pass the ball',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add the programme to session 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('New class plan saved'));
    expect(operations.find((o) => o.name === 'CreateContentClassPlan')?.variables['input']).toEqual({
      code: 'V2-NEW',
      nameZh: '新班课',
      nameEn: 'New class plan',
      sessions: [{ programIds: ['p1'] }],
      groupTypes: ['OneToOne', 'OneToThree'],
      categoryId: 'cat1',
      sortOrder: null,
    });
  });

  it("shows a class plan's rules session by session in Chinese", async () => {
    render('zh-CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '查看双人记忆伙伴课' }));
    const dialog = await screen.findByRole('dialog', { name: '双人记忆伙伴课' });
    const first = within(within(dialog).getByText('第 1 节课').closest('tr') as HTMLElement);
    expect(first.getByText('L3')).toBeInTheDocument();
    expect(first.getByText('体验课')).toBeInTheDocument();
    expect(first.queryByText('音乐')).not.toBeInTheDocument();
    const second = within(within(dialog).getByText('第 2 节课').closest('tr') as HTMLElement);
    expect(second.getByText('L4')).toBeInTheDocument();
    expect(second.getByText('音乐')).toBeInTheDocument();
    expect(second.getByText('家长访谈')).toBeInTheDocument();
    expect(second.queryByText('体验课')).not.toBeInTheDocument();
  });

  it("checks a class plan's rules against its sessions in Chinese before any request", async () => {
    const { operations } = render('zh-CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '双人记忆伙伴课的规则' }));
    const dialog = await screen.findByRole('dialog', { name: '双人记忆伙伴课的规则' });
    await user.type(within(dialog).getByLabelText(/^含音乐的课次/), ', 3');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('含音乐的课次：第 3 节课超出了方案的 2 节课。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'SetContentClassPlanRules')).toBe(false);
  });

  it("saves a class plan's rules in English through its own mutation", async () => {
    const { operations, toasts } = render('en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rules of Memory partners for two' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rules of Memory partners for two' });
    expect(within(dialog).getByLabelText(/^Sessions with music/)).toHaveValue('2');
    await user.clear(within(dialog).getByLabelText(/^Sessions with music/));
    await user.type(within(dialog).getByLabelText(/^Sessions with music/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText("Sessions with music: session 3 is beyond the plan's 2 sessions."),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Sessions with music/));
    await user.type(within(dialog).getByLabelText(/^Sessions with music/), '1, 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Rules of Memory partners for two saved'));
    expect(operations.find((o) => o.name === 'SetContentClassPlanRules')?.variables).toEqual({
      id: 'c1',
      rules: { ...plan.rules, musicSessions: [1, 2] },
    });
  });
});
