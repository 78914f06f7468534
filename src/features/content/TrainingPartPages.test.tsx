// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContentNamedPartFieldsFragment,
  ContentPartHistoryQuery,
  ContentProgramCategoryFieldsFragment,
  CreateContentProgramCategoryMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { MaterialPage } from './MaterialPage';
import { CATEGORY_COLUMN_KINDS, ProgramCategoryPage } from './ProgramCategoryPage';
import { TrainingTargetPage } from './TrainingTargetPage';
import { NAMED_PART_COLUMN_KINDS } from './parts/NamedPartTable';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// Training targets, materials and program categories share the content part page (list, search,
// dialogs); these read each in both languages and the kind's own fields.

afterEach(cleanup);

const common = {
  sortOrder: 0,
  contentStatus: 'Public' as const,
  lastModificationTime: '2026-03-04T09:15:00',
  nextStatuses: ['Unpublish' as const, 'Hide' as const, 'Expire' as const, 'Trash' as const],
  canEdit: true,
  canDelete: false,
};

const part = (id: string, extra: Partial<ContentNamedPartFieldsFragment> = {}): ContentNamedPartFieldsFragment => ({
  id,
  nameZh: '平衡板',
  nameEn: 'Balance board',
  descriptionZh: '木质摇摆平衡板。',
  descriptionEn: 'A wooden rocking balance board.',
  ...common,
  ...extra,
});

const category = (
  id: string,
  extra: Partial<ContentProgramCategoryFieldsFragment> = {},
): ContentProgramCategoryFieldsFragment => ({
  id,
  nameZh: '专注力',
  nameEn: 'Focus',
  categoryType: '2',
  ...common,
  ...extra,
});

const render = (
  page: ReactElement,
  path: string,
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  return renderStubbedPage(page, respond, { path, language });
};

describe('training part pages', () => {
  it('keep their columns within a 1280 px laptop', () => {
    expect(fitsLaptop(NAMED_PART_COLUMN_KINDS)).toBe(true);
    expect(fitsLaptop(CATEGORY_COLUMN_KINDS)).toBe(true);
  });

  it('lists the materials in Chinese, the description in the reader language', async () => {
    render(<MaterialPage />, '/system/manage/content/material', () => ({
      data: { contentMaterials: { items: [part('m1')], totalCount: 1 } },
    }));
    expect(await screen.findByRole('heading', { name: '训练素材' })).toBeInTheDocument();
    expect(screen.getByText('共 1 种素材')).toBeInTheDocument();
    const row = rowOf('平衡板');
    expect(row.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '0',
      '平衡板',
      'Balance board',
      '木质摇摆平衡板。',
      '公开',
      '2026/03/04 09:15',
      '',
    ]);
    expect(row.getByRole('button', { name: '删除平衡板' })).toBeDisabled();
  });

  it('lists the training targets in English and reads a history in English words', async () => {
    const history: ContentPartHistoryQuery = {
      contentPartHistory: [
        {
          id: 'h1',
          action: 'Created',
          changes: [{ field: 'descriptionEn', from: null, to: JSON.stringify('Holding things in mind') }],
          userName: 'Editor',
          time: '2026-03-04T09:15:00',
        },
      ],
    };
    const { operations } = render(
      <TrainingTargetPage />,
      '/system/manage/content/target',
      (name) =>
        name === 'ContentPartHistory'
          ? { data: history }
          : {
              data: {
                contentTrainingTargets: {
                  items: [part('t1', { nameZh: '工作记忆', nameEn: 'Working memory' })],
                  totalCount: 1,
                },
              },
            },
      'en-US',
    );
    expect(await screen.findByRole('heading', { name: 'Training targets' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'History of Working memory' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Working memory' });
    expect(await within(dialog).findByText('English description: — → Holding things in mind')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'ContentPartHistory')?.variables).toEqual({
      kind: 'TrainingTarget',
      id: 't1',
    });
  });

  it('adds a V4 category, naming the refused fields first', async () => {
    const { operations, toasts } = render(<ProgramCategoryPage />, '/system/manage/content/category', (name) =>
      name === 'CreateContentProgramCategory'
        ? { data: { createContentProgramCategory: category('c9') } satisfies CreateContentProgramCategoryMutation }
        : { data: { contentProgramCategories: { items: [category('c1')], totalCount: 1 } } },
    );
    expect(await screen.findByText('V4 训练项目')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '添加分类' }));
    const dialog = await screen.findByRole('dialog', { name: '添加分类' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('中文名称为必填项。')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^中文名称/), '平衡');
    await user.type(within(dialog).getByLabelText(/^英文名称/), 'Balance');
    await user.selectOptions(within(dialog).getByLabelText('分类类型'), '2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已保存平衡'));
    expect(operations.find((o) => o.name === 'CreateContentProgramCategory')?.variables['input']).toEqual({
      nameZh: '平衡',
      nameEn: 'Balance',
      categoryType: '2',
      sortOrder: null,
    });
  });
});
