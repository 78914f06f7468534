// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflinePlanListCoachesQuery, OfflinePlanListQuery } from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { summary } from '../testing/planSummary';
import { TrainListPage } from './TrainListPage';

afterEach(cleanup);

const PATH = '/system/center/menu/traningManage/trainList';

const plan = summary;

const coaches: StubResponse = {
  data: {
    subjectFormOptions: {
      coaches: [
        { id: 'u-liu', name: '刘洋' },
        { id: 'u-wang', name: '王芳' },
      ],
    },
  } satisfies OfflinePlanListCoachesQuery,
};

const page = (rows: OfflinePlanListQuery['offlinePlanList']['items']): StubResponse => ({
  data: { offlinePlanList: { items: rows, totalCount: rows.length } } satisfies OfflinePlanListQuery,
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US',
) => {
  const stub = stubGraphqlClient((name, variables) =>
    name === 'OfflinePlanListCoaches' ? coaches : respond(name, variables),
  );
  renderWithToasts(<TrainListPage />, { client: stub.client, path: PATH, url: PATH, language });
  return stub;
};

describe('TrainListPage', () => {
  it('lists the open plans first, in Chinese, each with its child, progress and status, linked', async () => {
    render(
      () =>
        page([
          { subjectName: '王小明', plan: plan('p1') },
          { subjectName: '张小红', plan: plan('p2', { status: 'None', num: 1, coachName: null, validUntil: null }) },
        ]),
      'zh-CN',
    );
    expect(await screen.findByRole('heading', { name: '训练计划列表' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('Open');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '儿童',
      '方案',
      '教练',
      '进度',
      '状态',
      '有效期',
    ]);
    const first = within(screen.getByRole('rowheader', { name: '王小明' }).closest('tr')!);
    expect(first.getByText('第 3 / 12 节')).toBeInTheDocument();
    expect(first.getByText('进行中')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '打开王小明的注意力提升 12 节' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=p1',
    );
    expect(first.getByText('2026/11/01 – 2027/02/28')).toBeInTheDocument();
    const second = within(screen.getByRole('rowheader', { name: '张小红' }).closest('tr')!);
    expect(second.getByText('未开始')).toBeInTheDocument();
    expect(second.getByText('—')).toBeInTheDocument();
  });

  it('asks the server again for a status, a coach and a name, from page 1, and says when nothing matches (en-US)', async () => {
    const asked: Record<string, unknown>[] = [];
    render((name, variables) => {
      if (name === 'OfflinePlanList') asked.push(variables);
      return page(variables['coachId'] === 'u-wang' ? [] : [{ subjectName: 'Lily Chen', plan: plan('p1') }]);
    }, 'en-US');
    expect(await screen.findByRole('rowheader', { name: 'Lily Chen' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Finished');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by child’s name' }), ' Lily {Enter}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coach' }), '王芳');
    expect(await screen.findByText('No plan matches these filters.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      status: 'Finished',
      coachId: 'u-wang',
      filter: 'Lily',
      skipCount: 0,
      maxResultCount: 12,
    });
    expect(asked[0]).toMatchObject({ status: 'Open', coachId: null, filter: null });
  });

  it('says so when no plan is open, and when the centre has none at all', async () => {
    render(() => page([]), 'en-US');
    expect(await screen.findByText('No plan is open in this centre now.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    expect(await screen.findByText('No offline plan has been arranged in this centre yet.')).toBeInTheDocument();
  });
});
