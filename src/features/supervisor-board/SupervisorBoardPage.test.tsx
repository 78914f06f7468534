// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CombinedError } from 'urql';
import type { SupervisorBoardQuery } from '../../generated/graphql';
import type { Language } from '../../shared/i18n/languages';
import { RealtimeContext, type RealtimeValue } from '../../shared/realtime/RealtimeContext';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import type { BoardCoach } from './board';
import { SupervisorBoardPage } from './SupervisorBoardPage';
import { fakeRealtime } from '../../shared/realtime/fakeRealtime.testing';

// The supervisor board (issue 19 item 8) in both languages, read at a fixed minute: 10:00 on
// 21 November 2026 in the browser's zone. The browser journey is tests/e2e/supervisor-board.spec.ts.

const PATH = '/system/center/dataPanel/supervisorBoard';
const at = (hours: number, minutes: number) => new Date(2026, 10, 21, hours, minutes).toISOString();

// Only Date (and, where a test moves the clock, the page's minute tick): promises, timeouts and
// testing-library's polling stay real.
const fakeClock = (toFake: ('Date' | 'setInterval' | 'clearInterval')[] = ['Date']) => {
  vi.useFakeTimers({ toFake });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
};
beforeEach(() => fakeClock());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const zhang: BoardCoach = {
  coachId: 'c1',
  coachName: '张悦',
  delivered: 2,
  classesNow: 0,
  classesDone: 0,
  inProgress: [
    { planId: 'p1', subjectId: 's1', subjectName: '王小明', num: 4, totalNum: 12, startedAt: at(9, 25), openItems: 2 },
    { planId: 'p2', subjectId: 's2', subjectName: '李华', num: 2, totalNum: 12, startedAt: at(9, 50), openItems: 0 },
  ],
  feedbackOwed: [
    { planId: 'p3', subjectId: 's3', subjectName: '陈晨', num: 6, openItems: 3, since: at(7, 15), lateMinutes: 105 },
  ],
  endingSoon: [
    { planId: 'p1', subjectId: 's1', subjectName: '王小明', num: 4, totalNum: 12, validUntil: '2026-11-25' },
  ],
  lowQuota: [{ planId: 'p4', subjectId: 's4', subjectName: '赵雷', remaining: 3 }],
};

const liu: BoardCoach = {
  coachId: 'c2',
  coachName: '刘洋',
  delivered: 1,
  classesNow: 0,
  classesDone: 0,
  inProgress: [
    { planId: 'p5', subjectId: 's5', subjectName: '孙丽', num: 1, totalNum: 8, startedAt: at(9, 59), openItems: 4 },
  ],
  feedbackOwed: [],
  endingSoon: [],
  lowQuota: [],
};

const board = (coaches: BoardCoach[]): StubResponse => ({
  data: { supervisorBoard: { day: '2026-11-21', coaches, centres: [] } } satisfies SupervisorBoardQuery,
});

const render = (
  respond: () => StubResponse,
  { language, realtime = null }: { language: Language; realtime?: RealtimeValue | null },
) => {
  const stub = stubGraphqlClient(() => respond());
  renderWithToasts(
    <RealtimeContext.Provider value={realtime}>
      <SupervisorBoardPage />
    </RealtimeContext.Provider>,
    { client: stub.client, path: PATH, language },
  );
  return stub;
};

const cardOf = (coachName: string) =>
  within(
    screen.getAllByTestId('board-coach').find((card) => within(card).queryByRole('heading', { name: coachName }))!,
  );

const tick = (minutes: number) =>
  act(() => {
    vi.advanceTimersByTime(minutes * 60_000);
  });

describe('SupervisorBoardPage in Chinese', () => {
  it("shows each coach's day with late feedback in the warning colour, each child linked to its plan", async () => {
    render(() => board([zhang, liu]), { language: 'zh-CN' });

    expect(await screen.findByRole('heading', { level: 1, name: '督导看板' })).toBeInTheDocument();
    expect(screen.getByText('今天，2026/11/21')).toBeInTheDocument();
    expect(screen.getAllByTestId('board-coach')).toHaveLength(2);

    const card = cardOf('张悦');
    expect(card.getByRole('heading', { name: '进行中 2' })).toBeInTheDocument();
    expect(card.getByText('今日完成').parentElement).toHaveTextContent('今日完成 2');
    const running = within(card.getByRole('region', { name: '张悦 进行中 2' }));
    expect(running.getByRole('link', { name: '王小明' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=p1',
    );
    expect(running.getByText('第 4 / 12 节 · 09:25 开始')).toBeInTheDocument();

    const owed = within(card.getByRole('region', { name: '张悦 待交反馈 1' }));
    expect(owed.getByRole('link', { name: '陈晨' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=p3',
    );
    expect(owed.getByText('第 6 节 · 3 个训练活动未反馈')).toBeInTheDocument();
    const late = owed.getByTestId('board-late');
    expect(late).toHaveTextContent('逾时 105 分钟');
    expect(late).toHaveClass('bp6-intent-warning');

    const ending = within(card.getByRole('region', { name: '张悦 一周内到期 1' }));
    expect(ending.getByText('第 4 / 12 节 · 有效期至 2026/11/25')).toBeInTheDocument();
    // A low quota opens the child, whose quotas and plans are on its page.
    const low = within(card.getByRole('region', { name: '张悦 课时不足 1' }));
    expect(low.getByRole('link', { name: '赵雷' })).toHaveAttribute(
      'href',
      '/system/center/detail/subjectDetail?id=s4',
    );
    expect(low.getByText('剩余 3 节')).toBeInTheDocument();

    const other = cardOf('刘洋');
    expect(other.getByText('没有待交的反馈')).toBeInTheDocument();
    expect(other.getByText('本周没有到期的计划')).toBeInTheDocument();
    expect(other.queryByTestId('board-late')).toBeNull();
  });

  it('counts the group classes a coach started, running and ended today, only once there are any', async () => {
    render(() => board([{ ...zhang, classesNow: 1, classesDone: 3 }, liu]), { language: 'zh-CN' });
    const card = cardOf('张悦');
    expect(await card.findByTestId('board-classes-now')).toHaveTextContent('班级课进行中 1');
    expect(card.getByTestId('board-classes-done')).toHaveTextContent('今日完成班级课 3');
    expect(cardOf('刘洋').queryByTestId('board-classes-now')).toBeNull();
  });

  it('filters the board to one coach, and back to all', async () => {
    render(() => board([zhang, liu]), { language: 'zh-CN' });
    const select = await screen.findByRole('combobox', { name: '教练' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部教练', '张悦', '刘洋']);

    const user = userEvent.setup();
    await user.selectOptions(select, '刘洋');
    expect(screen.getAllByTestId('board-coach')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '刘洋' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '张悦' })).toBeNull();
    expect(screen.queryByText('王小明')).toBeNull();

    await user.selectOptions(select, '全部教练');
    expect(screen.getAllByTestId('board-coach')).toHaveLength(2);
  });

  it('says when nothing is on the board, and when it cannot be read', async () => {
    render(() => board([]), { language: 'zh-CN' });
    expect(await screen.findByText('今天看板上还没有内容')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    cleanup();

    render(
      () => ({
        error: new CombinedError({
          graphQLErrors: [{ message: '您没有权限', extensions: { code: 'Forbidden' } }],
        }),
      }),
      { language: 'zh-CN' },
    );
    expect(await screen.findByText('督导看板加载失败')).toBeInTheDocument();
    expect(screen.getByText('您没有权限')).toBeInTheDocument();
  });

  it('shows the loading state until the board is read', async () => {
    const stub = stubGraphqlClient(() => 'pending');
    renderWithToasts(<SupervisorBoardPage />, { client: stub.client, path: PATH, language: 'zh-CN' });
    expect(await screen.findByRole('status')).toHaveTextContent('加载中');
  });
});

describe('SupervisorBoardPage in English', () => {
  it('counts the minutes late on without an event, and a session past its hour comes to owe its feedback', async () => {
    vi.useRealTimers();
    fakeClock(['Date', 'setInterval', 'clearInterval']);
    const { operations } = render(() => board([zhang]), { language: 'en-US' });
    const card = await screen.findByTestId('board-coach');
    const reads = operations.filter((o) => o.name === 'SupervisorBoard').length;
    expect(within(card).getByTestId('board-late')).toHaveTextContent('105 min late');
    expect(within(card).getByRole('heading', { name: 'In progress 2' })).toBeInTheDocument();

    tick(1);
    expect(within(card).getByTestId('board-late')).toHaveTextContent('106 min late');

    // 10:25: Wang's session (09:25, two activities open) has had its hour; Li's (09:50, none open) runs on.
    tick(24);
    const owed = within(within(card).getByRole('region', { name: '张悦 Feedback owed 2' }));
    const wang = owed.getByRole('link', { name: '王小明' }).closest('li')!;
    expect(wang).toHaveTextContent('Session 4 · 2 activities without feedback');
    expect(wang).toHaveTextContent('due by 10:25');
    expect(within(card).getByRole('heading', { name: 'In progress 1' })).toBeInTheDocument();

    tick(2);
    expect(within(wang).getByTestId('board-late')).toHaveTextContent('2 min late');
    // The clock alone asked the server nothing more.
    expect(operations.filter((o) => o.name === 'SupervisorBoard')).toHaveLength(reads);
  });

  it('reads the board again when a session, feedback, plan or quota event comes, not on others', async () => {
    const realtime = fakeRealtime();
    let coaches = [zhang];
    const { operations } = render(() => board(coaches), { language: 'en-US', realtime: realtime.value });
    expect(await screen.findByRole('heading', { name: '张悦' })).toBeInTheDocument();
    const reads = () => operations.filter((o) => o.name === 'SupervisorBoard').length;
    // The stub client has no cache: urql's mount may ask twice. What counts is what follows.
    const first = reads();

    act(() => realtime.events.next({ id: '1', type: 'CheckedIn', version: 1, createdAt: at(10, 0), payload: {} }));
    // Past the events' coalescing (50 ms): a check-in is not the board's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(reads()).toBe(first);
    coaches = [zhang, liu];
    act(() =>
      realtime.events.next({
        id: '2',
        type: 'SessionStarted',
        version: 1,
        createdAt: at(10, 0),
        payload: { planId: 'p5', subjectId: 's5' },
      }),
    );
    expect(await screen.findByRole('heading', { name: '刘洋' })).toBeInTheDocument();
    expect(reads()).toBe(first + 1);
    expect(screen.getByRole('link', { name: '孙丽' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=p5',
    );
  });

  it('reads the board again when a class starts, and shows it running', async () => {
    const realtime = fakeRealtime();
    let coaches = [zhang];
    const { operations } = render(() => board(coaches), { language: 'en-US', realtime: realtime.value });
    expect(await screen.findByRole('heading', { name: '张悦' })).toBeInTheDocument();
    expect(screen.queryByTestId('board-classes-now')).toBeNull();
    const reads = () => operations.filter((o) => o.name === 'SupervisorBoard').length;
    const first = reads();
    coaches = [{ ...zhang, classesNow: 1 }];
    act(() =>
      realtime.events.next({
        id: '4',
        type: 'ClassStarted',
        version: 1,
        createdAt: at(10, 0),
        payload: { planId: 'g1', groupId: 'k1', num: 1 },
      }),
    );
    expect(await screen.findByTestId('board-classes-now')).toHaveTextContent('Classes running 1');
    expect(screen.getByTestId('board-classes-done')).toHaveTextContent('Classes delivered today 0');
    expect(reads()).toBe(first + 1);
  });

  it.each([
    'SessionFinished',
    'ClassEnded',
    'FeedbackSubmitted',
    'PlanEnded',
    'OfflinePlanChanged',
    'QuotaLow',
  ] as const)('reads the board again on %s', async (type) => {
    const realtime = fakeRealtime();
    const { operations } = render(() => board([zhang]), { language: 'en-US', realtime: realtime.value });
    expect(await screen.findByRole('heading', { name: '张悦' })).toBeInTheDocument();
    const reads = () => operations.filter((o) => o.name === 'SupervisorBoard').length;
    const first = reads();
    act(() =>
      realtime.events.next({
        id: '3',
        type,
        version: 1,
        createdAt: at(10, 0),
        payload: { planId: 'p1', subjectId: 's1' },
      }),
    );
    await waitFor(() => expect(reads()).toBe(first + 1));
  });

  it('names a session without a coach, and says so in the filter', async () => {
    render(() => board([{ ...liu, coachId: null, coachName: null }]), { language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'No coach' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Coach' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All coaches', 'No coach']);
  });
});
