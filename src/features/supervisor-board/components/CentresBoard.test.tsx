// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupervisorBoardQuery } from '../../../generated/graphql';
import { rowOf } from '../../../shared/testing/renderStubbedPage';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import type { BoardCentre } from '../board';
import { CentresBoard } from './CentresBoard';

// The enterprise's and area's home (issue 19 item 8): each centre below counted for today.

afterEach(cleanup);

const centre = (tenantId: string, name: string, extra: Partial<BoardCentre> = {}): BoardCentre => ({
  tenantId,
  name,
  delivered: 0,
  inProgress: 0,
  classesNow: 0,
  classesDone: 0,
  feedbackOwed: 0,
  lateFeedback: 0,
  endingSoon: 0,
  lowQuota: 0,
  ...extra,
});

const board = (centres: BoardCentre[]): StubResponse => ({
  data: { supervisorBoard: { day: '2026-11-21', coaches: [], centres } } satisfies SupervisorBoardQuery,
});

const render = (respond: () => StubResponse, language: 'zh-CN' | 'en-US') =>
  renderWithToasts(<CentresBoard />, {
    client: stubGraphqlClient(respond).client,
    path: '/system/enterprise',
    language,
  });

const sunrise = centre('t1', 'Sunrise', {
  delivered: 4,
  inProgress: 2,
  classesNow: 1,
  classesDone: 5,
  feedbackOwed: 3,
  lateFeedback: 1,
  endingSoon: 2,
  lowQuota: 3,
});

describe('CentresBoard', () => {
  it("counts each centre's day, late feedback and low quotas in the warning colour (English)", async () => {
    render(() => board([sunrise, centre('t2', 'Moonlight')]), 'en-US');
    const table = await screen.findByRole('table', { name: /Each centre's day/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Centre',
      'Delivered',
      'In progress',
      'Classes running',
      'Classes delivered today',
      'Feedback owed',
      'Late',
      'Ending soon',
      'Low quota',
    ]);
    const cells = rowOf('Sunrise').getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['4', '2', '1', '5', '3', '1', '2', '3']);
    expect(cells[5]).toHaveClass('atrium-board-late');
    expect(cells[7]).toHaveClass('atrium-board-low');
    expect(rowOf('Moonlight').getAllByRole('cell')[5]).not.toHaveClass('atrium-board-late');
    expect(screen.getByText('Today, 21/11/2026')).toBeInTheDocument();
  });

  it('reads in Chinese, and says when there is no centre', async () => {
    render(() => board([sunrise]), 'zh-CN');
    expect(await screen.findByRole('heading', { name: '各中心今日概况' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '中心',
      '今日完成',
      '进行中',
      '班级课进行中',
      '今日完成班级课',
      '待交反馈',
      '逾时',
      '即将到期',
      '课时不足',
    ]);
    expect(screen.getByText('今天，2026/11/21')).toBeInTheDocument();
    cleanup();

    render(() => board([]), 'zh-CN');
    expect(await screen.findByText('还没有中心')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
