// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ChangeContentTagStatusMutation,
  ContentTagFieldsFragment,
  ContentTagHistoryQuery,
  ContentTagListQuery,
  CreateContentTagMutation,
  DeleteContentTagMutation,
  MoveContentTagMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { TAG_COLUMN_KINDS } from './components/TagTable';
import { ContentTagPage } from './ContentTagPage';
import { publicItem } from './contentFixtures';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-tags.spec.ts) signs in as the editor and switches
// language; these read the list, its dialogs and their refusals in both languages.

afterEach(cleanup);

const tag = (id: string, extra: Partial<ContentTagFieldsFragment> = {}): ContentTagFieldsFragment => ({
  id,
  nameZh: '注意力',
  nameEn: 'Attention',
  ...publicItem(),
  ...extra,
});

const list = (items: ContentTagFieldsFragment[], totalCount = items.length): StubResponse => ({
  data: { contentTags: { items, totalCount } } satisfies ContentTagListQuery,
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  return renderStubbedPage(<ContentTagPage />, respond, { path: '/system/manage/content/tag', language });
};

const TWO = [
  tag('t1'),
  tag('t2', {
    nameZh: '工作记忆',
    nameEn: 'Working memory',
    sortOrder: 1,
    contentStatus: 'Unpublish',
    nextStatuses: ['Hide', 'Public', 'Trash'],
    canDelete: true,
  }),
];

describe('ContentTagPage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(TAG_COLUMN_KINDS)).toBe(true);
  });

  it('lists the tags in Chinese: headers, statuses, year-first times and named actions', async () => {
    render(() => list(TWO));
    expect(await screen.findByRole('heading', { name: '标签' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个标签')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '排序',
      '中文名称',
      '英文名称',
      '状态',
      '最后修改',
      '操作',
    ]);
    const first = rowOf('注意力');
    expect(first.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '0',
      '注意力',
      'Attention',
      '公开',
      '2026/03/04 09:15',
      '',
    ]);
    // The first cannot move up nor, while Public, be deleted; the last cannot move down.
    expect(first.getByRole('button', { name: '上移注意力' })).toBeDisabled();
    expect(first.getByRole('button', { name: '删除注意力' })).toBeDisabled();
    const second = rowOf('工作记忆');
    expect(second.getByRole('button', { name: '下移工作记忆' })).toBeDisabled();
    expect(second.getByRole('button', { name: '删除工作记忆' })).toBeEnabled();
    expect(second.getByText('未发布')).toBeInTheDocument();
  });

  it('lists them in English with the English names in the actions', async () => {
    render(() => list(TWO), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByText('2 tags')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Working memory up' })).toBeEnabled();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('shows loading, then says there are no tags yet, or that none matches a search', async () => {
    const { operations } = render((_name, variables) => (variables['search'] ? list([]) : list([])));
    expect(await screen.findByText('暂无标签')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '按名称搜索' }), '睡眠{Enter}');
    expect(await screen.findByText('没有匹配的标签')).toBeInTheDocument();
    expect(operations.at(-1)?.variables).toMatchObject({ search: '睡眠', skipCount: 0, maxResultCount: 12 });
  });

  it('shows a loading state while the first page comes', async () => {
    render(() => 'pending');
    expect(await screen.findByRole('heading', { name: '标签' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.querySelector('.bp6-spinner, .bp5-spinner, [role="progressbar"]')).not.toBeNull();
  });

  it('names each refused field before adding a tag, then adds it and says so', async () => {
    const { operations, toasts } = render((name) =>
      name === 'CreateContentTag'
        ? {
            data: {
              createContentTag: tag('t9', { nameZh: '睡眠', nameEn: 'Sleep' }),
            } satisfies CreateContentTagMutation,
          }
        : list(TWO),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增标签' }));
    const dialog = await screen.findByRole('dialog', { name: '新增标签' });
    await user.type(within(dialog).getByLabelText(/^英文名称/), 'x'.repeat(51));
    await user.type(within(dialog).getByLabelText(/^排序/), '-1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('中文名称为必填项。')).toBeInTheDocument();
    expect(within(dialog).getByText('英文名称最多 50 个字符。')).toBeInTheDocument();
    expect(within(dialog).getByText('排序必须是 0 到 1000000 之间的整数。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateContentTag')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^中文名称/), '睡眠');
    await user.clear(within(dialog).getByLabelText(/^英文名称/));
    await user.type(within(dialog).getByLabelText(/^英文名称/), 'Sleep');
    await user.clear(within(dialog).getByLabelText(/^排序/));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已保存睡眠'));
    expect(operations.find((o) => o.name === 'CreateContentTag')?.variables['input']).toEqual({
      nameZh: '睡眠',
      nameEn: 'Sleep',
      sortOrder: null,
    });
  });

  it('offers in the status-change dialog only what the status allows, and sends the choice', async () => {
    const { operations, toasts } = render(
      (name) =>
        name === 'ChangeContentTagStatus'
          ? {
              data: {
                changeContentTagStatus: tag('t2', { contentStatus: 'Public' }),
              } satisfies ChangeContentTagStatusMutation,
            }
          : list(TWO),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the status of Working memory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of Working memory' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      "Hidden: kept out of centres' lists for now",
      'Public: every centre sees it',
      'Trash: on its way out, can be restored or deleted',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Public/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Working memory is now Public'));
    expect(operations.find((o) => o.name === 'ChangeContentTagStatus')?.variables).toEqual({
      id: 't2',
      contentStatus: 'Public',
    });
  });

  it('shows who changed a tag, when and what, statuses in words', async () => {
    render((name) =>
      name === 'ContentTagHistory'
        ? {
            data: {
              contentTagHistory: [
                {
                  id: 'h1',
                  action: 'Created',
                  changes: [{ field: 'nameZh', from: null, to: '"注意力"' }],
                  userName: '内容编辑',
                  time: '2026-03-01T08:00:00',
                },
                {
                  id: 'h2',
                  action: 'StatusChanged',
                  changes: [{ field: 'contentStatus', from: '"Unpublish"', to: '"Public"' }],
                  userName: '内容编辑',
                  time: '2026-03-02T08:00:00',
                },
              ],
            } satisfies ContentTagHistoryQuery,
          }
        : list(TWO),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '注意力的历史记录' }));
    const dialog = await screen.findByRole('dialog', { name: '注意力的历史记录' });
    expect(await within(dialog).findByText('中文名称：— → 注意力')).toBeInTheDocument();
    expect(within(dialog).getByText('状态：未发布 → 公开')).toBeInTheDocument();
    expect(within(dialog).getAllByText('内容编辑')).toHaveLength(2);
    expect(within(dialog).getByText('2026/03/02 08:00')).toBeInTheDocument();
  });

  it('moves a tag down by its place in the whole list', async () => {
    const { operations } = render(
      (name) =>
        name === 'MoveContentTag'
          ? { data: { moveContentTag: tag('t1', { sortOrder: 1 }) } satisfies MoveContentTagMutation }
          : list(TWO),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Attention down' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'MoveContentTag')?.variables).toEqual({ id: 't1', newSortOrder: 1 }),
    );
  });

  it('asks before deleting a tag and says it was deleted', async () => {
    const { operations, toasts } = render((name) =>
      name === 'DeleteContentTag' ? { data: { deleteContentTag: true } satisfies DeleteContentTagMutation } : list(TWO),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除工作记忆' }));
    expect(await screen.findByText('确定删除工作记忆吗？删除后无法恢复。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'DeleteContentTag')).toBe(false);
    await user.click(screen.getByRole('button', { name: '删除' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已删除工作记忆'));
    expect(operations.find((o) => o.name === 'DeleteContentTag')?.variables).toEqual({ id: 't2' });
  });
});
