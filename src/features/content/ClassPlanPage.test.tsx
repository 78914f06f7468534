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
} from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { ClassPlanPage } from './ClassPlanPage';

// Class plans (trainingPlanV2): the list and the form's class types and category, in both languages.

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
  sessionCount: 1,
  sessions: [{ number: 1, programs: [PROGRAM] }],
  groupTypes: ['OneToTwo'],
  categoryId: 'cat1',
  sortOrder: 0,
  contentStatus: 'Public',
  lastModificationTime: '2026-03-04T09:15:00',
  nextStatuses: ['Unpublish', 'Hide', 'Expire', 'Trash'],
  canEdit: true,
  canDelete: false,
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
  return { data: { contentClassPlans: { items: [plan], totalCount: 1 } } satisfies ContentClassPlanListQuery };
};

const render = (language: 'zh-CN' | 'en-US') => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts } = renderWithToasts(<ClassPlanPage />, {
    client: stub.client,
    path: '/system/manage/content/trainingPlan',
    language,
  });
  return { ...stub, toasts };
};

describe('ClassPlanPage', () => {
  it('lists class plans in Chinese', async () => {
    render('zh-CN');
    expect(await screen.findByText('共 1 个方案')).toBeInTheDocument();
    const row = within(screen.getByText('V2-1V2-MEM').closest('tr') as HTMLElement);
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
});
