// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CreateTestLocationMutation,
  DeleteTestLocationMutation,
  TestLocationFieldsFragment,
  TestLocationListQuery,
  UpdateTestLocationMutation,
} from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { TestLocationPage } from './TestLocationPage';

// The browser journey (tests/e2e/test-locations.spec.ts) runs in English; this reads the test
// location list, its add dialog and its delete question in Chinese.

afterEach(cleanup);

const location = (id: string, extra: Partial<TestLocationFieldsFragment> = {}): TestLocationFieldsFragment => ({
  id,
  name: '东区测评室',
  email: 'east@sunrise.example',
  countryCode: '86',
  phone: '13800138000',
  location: '上海市浦东新区世纪大道 100 号',
  isEnabled: true,
  // No offset: read as the browser's local time, so the shown time does not depend on the zone.
  creationTime: '2026-03-04T09:15:00',
  ...extra,
});

const list = (items: TestLocationFieldsFragment[]): StubResponse => ({
  data: { testLocations: { items, totalCount: items.length } } satisfies TestLocationListQuery,
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts } = renderWithToasts(<TestLocationPage />, {
    client: stub.client,
    path: '/system/center/menu/manage/location',
    language,
  });
  return { ...stub, toasts };
};

describe('TestLocationPage in Chinese', () => {
  it('lists the locations with Chinese headers, status and year-first dates', async () => {
    render(() =>
      list([location('l1'), location('l2', { name: '西区教室', email: null, phone: null, isEnabled: false })]),
    );

    expect(await screen.findByRole('heading', { name: '测试地点管理' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个地点')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '地点名称',
      '邮箱',
      '电话',
      '地址',
      '状态',
      '创建时间',
      '操作',
    ]);
    const first = within(screen.getByText('东区测评室').closest('tr') as HTMLElement);
    expect(first.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '东区测评室',
      'east@sunrise.example',
      '+86 13800138000',
      '上海市浦东新区世纪大道 100 号',
      '已启用',
      '2026/03/04 09:15',
      // The actions are icon buttons, named below.
      '',
    ]);
    expect(first.getByRole('button', { name: '编辑东区测评室' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: '删除东区测评室' })).toBeInTheDocument();
    expect(within(screen.getByText('西区教室').closest('tr') as HTMLElement).getByText('未启用')).toBeInTheDocument();
  });

  it('says there is no location yet', async () => {
    render(() => list([]));
    expect(await screen.findByText('暂无测试地点')).toBeInTheDocument();
    expect(screen.getByText('请添加本中心进行 VRAT 测试的地点，启用后即可在添加测试时选择。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the name and a valid e-mail before adding a location, then says it was saved', async () => {
    const { operations, toasts } = render((name) =>
      name === 'CreateTestLocation'
        ? { data: { createTestLocation: location('l9', { name: '南区测评室' }) } satisfies CreateTestLocationMutation }
        : list([]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '添加地点' }));
    const dialog = await screen.findByRole('dialog', { name: '添加测试地点' });

    await user.type(within(dialog).getByLabelText('邮箱'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('测试地点名称为必填项')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入有效的邮箱地址。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateTestLocation')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^地点名称/), '南区测评室');
    await user.clear(within(dialog).getByLabelText('邮箱'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalled());
    expect(toasts.showSuccess).toHaveBeenCalledWith('南区测评室已保存。');
    expect(operations.find((o) => o.name === 'CreateTestLocation')?.variables['input']).toMatchObject({
      name: '南区测评室',
    });
  });

  it('asks before deleting a location, in Chinese, and says it was deleted', async () => {
    const { operations, toasts } = render((name) =>
      name === 'DeleteTestLocation'
        ? { data: { deleteTestLocation: true } satisfies DeleteTestLocationMutation }
        : list([location('l1')]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除东区测评室' }));

    expect(
      await screen.findByText('确定删除测试地点东区测评室吗？已有测试申请使用的地点无法删除。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalled());
    expect(toasts.showSuccess).toHaveBeenCalledWith('东区测评室已删除。');
    expect(operations.find((o) => o.name === 'DeleteTestLocation')?.variables).toEqual({ id: 'l1' });
  });

  it('saves an edited location by its id and says it was saved', async () => {
    const { operations, toasts } = render((name) =>
      name === 'UpdateTestLocation'
        ? { data: { updateTestLocation: location('l1', { name: '东区一号室' }) } satisfies UpdateTestLocationMutation }
        : list([location('l1')]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑东区测评室' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑东区测评室' });
    const name = within(dialog).getByLabelText(/^地点名称/);
    await user.clear(name);
    await user.type(name, '东区一号室');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('东区一号室已保存。'));
    expect(operations.some((o) => o.name === 'CreateTestLocation')).toBe(false);
    expect(operations.find((o) => o.name === 'UpdateTestLocation')?.variables).toMatchObject({
      id: 'l1',
      input: { name: '东区一号室', email: 'east@sunrise.example' },
    });
  });
});

describe('TestLocationPage in English', () => {
  it('writes the creation time YYYY/MM/DD HH:mm, as in Chinese (spec 000 §1, issue 17 item 3)', async () => {
    render(() => list([location('l1')]), 'en-US');

    const row = within((await screen.findByText('东区测评室')).closest('tr') as HTMLElement);
    expect(row.getByText('2026/03/04 09:15')).toBeInTheDocument();
  });
});
