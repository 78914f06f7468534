// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CreateGroupMutation,
  GroupFieldsFragment,
  GroupListQuery,
  UpdateGroupMutation,
} from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { GroupListPage } from './GroupListPage';

// The browser journey (tests/e2e/groups.spec.ts) runs in English; this reads the centre's class
// list and the add-class dialog in Chinese.

afterEach(cleanup);

const PATH = '/system/center/menu/traningManage/classList';

const group = (id: string, extra: Partial<GroupFieldsFragment> = {}): GroupFieldsFragment => ({
  id,
  name: '周一提高班',
  type: 'OneToTwo',
  ageStage: 'GradeOrTeenSchool',
  capacity: 2,
  memberCount: 1,
  members: [{ id: 'c1', name: '王小明' }],
  creationTime: '2026-03-04T09:15:00.000Z',
  ...extra,
});

const list = (items: GroupFieldsFragment[]): StubResponse => ({
  data: { groups: { items, totalCount: items.length } } satisfies GroupListQuery,
});

const render = (respond: (name: string, variables: Record<string, unknown>) => StubResponse) => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts } = renderWithToasts(<GroupListPage />, { client: stub.client, path: PATH, language: 'zh-CN' });
  return { ...stub, toasts };
};

describe('GroupListPage in Chinese', () => {
  it('lists the classes with Chinese headers, type, age stage and row actions', async () => {
    render(() =>
      list([group('g1'), group('g2', { name: '学前大班', type: 'Class', ageStage: 'PreSchool', capacity: 6 })]),
    );

    expect(await screen.findByRole('heading', { name: '小组列表' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个班级')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '班级名称',
      '类型',
      '年龄阶段',
      '人数上限',
      '儿童人数',
      '操作',
    ]);
    const first = within(screen.getByRole('rowheader', { name: '周一提高班' }).closest('tr') as HTMLElement);
    expect(first.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '一对二',
      '学龄期',
      '2',
      '1',
      // The actions are icon buttons, named below.
      '',
    ]);
    expect(first.getByRole('button', { name: '编辑周一提高班' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: '管理周一提高班的儿童' })).toBeInTheDocument();
    const second = within(screen.getByRole('rowheader', { name: '学前大班' }).closest('tr') as HTMLElement);
    expect(second.getByText('班级')).toBeInTheDocument();
    expect(second.getByText('学龄前')).toBeInTheDocument();
  });

  it('says there is no class yet, and none matching a search', async () => {
    render(() => list([]));
    expect(await screen.findByText('还没有班级')).toBeInTheDocument();
    expect(screen.getByText('添加班级后，用“管理儿童”选择班级的儿童。')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '按班级名称搜索' }), '周三');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('没有符合搜索条件的班级')).toBeInTheDocument();
    expect(screen.queryByText('还没有班级')).not.toBeInTheDocument();
  });

  it('asks for the name and age stage before adding a class, then says it was saved', async () => {
    const { operations, toasts } = render((name, variables) =>
      name === 'CreateGroup'
        ? {
            data: {
              createGroup: group('g9', { name: (variables['input'] as { name: string }).name, memberCount: 0 }),
            } satisfies CreateGroupMutation,
          }
        : list([]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '添加班级' }));
    const dialog = await screen.findByRole('dialog', { name: '添加班级' });

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('班级名称为必填项')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择年龄阶段')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateGroup')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^班级名称/), '周五双人组');
    await user.selectOptions(within(dialog).getByLabelText('类型'), '一对二');
    expect(within(dialog).getByText('一对二：固定 2 名儿童。')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^年龄阶段/), '学龄期');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalled());
    expect(toasts.showSuccess).toHaveBeenCalledWith('周五双人组 已保存。');
    expect(operations.find((o) => o.name === 'CreateGroup')?.variables['input']).toMatchObject({
      name: '周五双人组',
      type: 'OneToTwo',
      ageStage: 'GradeOrTeenSchool',
    });
  });

  it('saves an edited class by its id, with the age stage it keeps, and says it was saved', async () => {
    const { operations, toasts } = render((name, variables) =>
      name === 'UpdateGroup'
        ? {
            data: {
              updateGroup: group('g1', { name: (variables['input'] as { name: string }).name }),
            } satisfies UpdateGroupMutation,
          }
        : list([group('g1')]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑周一提高班' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑周一提高班' });
    const name = within(dialog).getByLabelText(/^班级名称/);
    await user.clear(name);
    await user.type(name, '周一进阶班');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('周一进阶班 已保存。'));
    expect(operations.some((o) => o.name === 'CreateGroup')).toBe(false);
    expect(operations.find((o) => o.name === 'UpdateGroup')?.variables).toMatchObject({
      id: 'g1',
      input: { name: '周一进阶班', ageStage: 'GradeOrTeenSchool' },
    });
  });
});
