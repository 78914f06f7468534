// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupervisorBoardQuery } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { shellUserWithRoles } from '../../../shared/testing/shellUser';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import type { BoardCoach } from '../board';
import { BoardLink, SessionsNowCard } from '../workbenchParts';

// The supervisor board's parts on the centre workbench (issue 19 items 7 and 8): the card of the
// sessions running now and the link to the board, for centre admins and senior coaches only.

const at = (hours: number, minutes: number) => new Date(2026, 10, 21, hours, minutes).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const me = shellUserWithRoles;

const coach = (coachName: string, inProgress: BoardCoach['inProgress']): BoardCoach => ({
  coachId: coachName,
  coachName,
  delivered: 0,
  classesNow: 0,
  classesDone: 0,
  inProgress,
  feedbackOwed: [],
  endingSoon: [],
  lowQuota: [],
});

const board = (coaches: BoardCoach[]): StubResponse => ({
  data: { supervisorBoard: { day: '2026-11-21', coaches, centres: [] } } satisfies SupervisorBoardQuery,
});

const render = (element: React.ReactElement, roles: string[], coaches: BoardCoach[], language: Language) => {
  const stub = stubGraphqlClient((name) => (name === 'ShellCurrentUser' ? me(roles) : board(coaches)));
  const view = renderWithToasts(element, {
    client: stub.client,
    path: '/system/center/dataPanel/workTable',
    language,
    routes: [{ path: '/system/center/dataPanel/supervisorBoard', element: <p>{'board opened'}</p> }],
  });
  return { ...stub, ...view };
};

const running = [
  coach('张悦', [
    { planId: 'p1', subjectId: 's1', subjectName: '王小明', num: 4, totalNum: 12, startedAt: at(9, 25), openItems: 2 },
    // Past its hour: no longer running (its feedback is owed, on the board).
    { planId: 'p9', subjectId: 's9', subjectName: '周末', num: 3, totalNum: 12, startedAt: at(8, 30), openItems: 1 },
  ]),
  coach('刘洋', [
    { planId: 'p5', subjectId: 's5', subjectName: '孙丽', num: 1, totalNum: 8, startedAt: at(9, 10), openItems: 4 },
  ]),
];

describe('the sessions running now, on the workbench', () => {
  it('lists each session in progress with child, coach, session n/N and start, the earliest first (Chinese)', async () => {
    render(<SessionsNowCard />, ['SeniorCoach'], running, 'zh-CN');
    const table = await screen.findByRole('table', { name: '正在进行的课节' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['儿童', '教练', '课节', '开始时间']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['孙丽刘洋1/809:10', '王小明张悦4/1209:25']);
    expect(within(rows[1]!).getByRole('link', { name: '王小明' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=p1',
    );
    expect(screen.getByTestId('sessions-now-count')).toHaveTextContent('2');
    expect(screen.queryByText('周末')).toBeNull();
  });

  it('says when nothing is running (English)', async () => {
    render(<SessionsNowCard />, ['CenterAdmin'], [coach('Zhang Yue', [])], 'en-US');
    expect(await screen.findByText('Nothing running now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sessions running now' })).toBeInTheDocument();
    expect(screen.getByTestId('sessions-now-count')).toHaveTextContent('0');
    expect(screen.queryByTestId('classes-now-count')).toBeNull();
  });

  it('counts the group classes running beside the sessions (English)', async () => {
    const classes = [
      { ...coach('Zhang Yue', []), classesNow: 2, classesDone: 5 },
      { ...coach('Liu Yang', []), classesNow: 1 },
    ];
    render(<SessionsNowCard />, ['CenterAdmin'], classes, 'en-US');
    expect(await screen.findByTestId('classes-now-count')).toHaveTextContent('3');
    expect(screen.getByText('Classes running')).toBeInTheDocument();
  });

  it('is not shown to a coach, nor read for one', async () => {
    const { operations } = render(
      <>
        <p>{'workbench'}</p>
        <SessionsNowCard />
        <BoardLink />
      </>,
      ['Coach'],
      running,
      'en-US',
    );
    expect(await screen.findByText('workbench')).toBeInTheDocument();
    await vi.waitFor(() => expect(operations.some((o) => o.name === 'ShellCurrentUser')).toBe(true));
    expect(screen.queryByText('Sessions running now')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Supervisor board' })).toBeNull();
    expect(operations.some((o) => o.name === 'SupervisorBoard')).toBe(false);
  });
});

describe('the link to the supervisor board', () => {
  it('opens the board for a senior coach (English) and a centre admin (Chinese)', async () => {
    const { router } = render(<BoardLink />, ['SeniorCoach'], [], 'en-US');
    const link = await screen.findByRole('button', { name: 'Supervisor board' });
    expect(link).toHaveAttribute('href', '/system/center/dataPanel/supervisorBoard');
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/system/center/dataPanel/supervisorBoard');
    cleanup();

    render(<BoardLink />, ['CenterAdmin'], [], 'zh-CN');
    expect(await screen.findByRole('button', { name: '督导看板' })).toBeInTheDocument();
  });
});
