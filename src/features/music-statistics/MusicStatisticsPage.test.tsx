// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MusicStatisticsQuery, MusicStatisticTenantTreeQuery } from '../../generated/graphql';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { MusicStatisticsPage } from './MusicStatisticsPage';

afterEach(cleanup);

const FIGURE = '.atrium-music-stat-figure-label';
const figure = (label: string) => screen.getByText(label, { selector: FIGURE });

const toasts = (): ErrorHandlingValue => ({
  onOperation: vi.fn(),
  onError: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showSuccess: vi.fn(),
});

const DAYS = ['2026-01-10', '2026-01-11', '2026-01-12'];

const stats = (listening = true): MusicStatisticsQuery => ({
  musicOverallIndicators: {
    startTime: DAYS[0]!,
    endTime: DAYS[2]!,
    centreCount: 1,
    listenerCount: listening ? 2 : 0,
    playCount: listening ? 4 : 0,
    trackListenCount: listening ? 3 : 0,
    finishedCount: listening ? 2 : 0,
    completionRate: listening ? 0.6667 : 0,
    listenedMinutes: listening ? 6 : 0,
    programmeChildCount: 5,
    newProgrammeCount: 1,
  },
  musicOperationalData: {
    startTime: DAYS[0]!,
    endTime: DAYS[2]!,
    days: DAYS.map((day, i) => ({
      day,
      listenerCount: listening ? i : 0,
      playCount: listening ? i + 1 : 0,
      finishedCount: listening ? 1 : 0,
      listenedMinutes: listening ? 2 : 0,
    })),
  },
  musicPlanUsageRecord: {
    totalCount: listening ? 1 : 0,
    items: listening
      ? [
          {
            programmeId: 'bm-1',
            code: 'BM-01',
            nameZh: '基础脑音乐',
            nameEn: 'Foundation brain music',
            kind: 'CourseMusic',
            usageCount: 7,
            newInRange: 0,
            listenerCount: 2,
            trackListenCount: 3,
            finishedCount: 2,
          },
        ]
      : [],
  },
  musicTrackPlaybackRecord: {
    totalCount: listening ? 2 : 0,
    items: listening
      ? [
          {
            trackCode: 'T-001',
            nameZh: '森林',
            nameEn: 'Forest',
            courseCode: 'FAS',
            playCount: 3,
            listenerCount: 2,
            trackListenCount: 2,
            finishedCount: 2,
            listenedMinutes: 5,
          },
          {
            trackCode: 'T-OLD',
            nameZh: null,
            nameEn: null,
            courseCode: null,
            playCount: 1,
            listenerCount: 1,
            trackListenCount: 1,
            finishedCount: 0,
            listenedMinutes: 1,
          },
        ]
      : [],
  },
});

const TREE: MusicStatisticTenantTreeQuery = {
  me: {
    canChangeList: [
      {
        id: 'group',
        displayName: 'Bright Minds Group',
        children: [{ id: 'east', displayName: 'East Area', children: [] }],
      },
    ],
  },
} as unknown as MusicStatisticTenantTreeQuery;

const PATHS = {
  center: '/system/center/menu/analysis/idtMusic',
  manage: '/system/manage/analysis/IdtMusic',
  enterprise: '/system/enterprise/manage/analyze/idtMusicStatistic',
  area: '/system/area/manage/analyze/idtMusicStatistic',
} as const;

const render = (
  area: 'center' | 'manage' | 'enterprise' | 'area',
  respond: (variables: Record<string, unknown>) => StubResponse,
  language: 'en-US' | 'zh-CN' = 'en-US',
) => {
  const stub = stubGraphqlClient((name, variables) =>
    name === 'MusicStatistics' ? respond(variables) : name === 'MusicStatisticTenantTree' ? { data: TREE } : 'pending',
  );
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts()}>
      <MusicStatisticsPage area={area} />
    </ErrorHandlingContext.Provider>,
    {
      client: stub.client,
      path: PATHS[area],
      language,
    },
  );
  return stub;
};

describe('MusicStatisticsPage', () => {
  it('shows a centre its indicators, the daily chart, the most played tracks and both records', async () => {
    render('center', () => ({ data: stats() }));
    expect(await screen.findByRole('heading', { name: 'Music user statistics' })).toBeInTheDocument();
    expect(figure('Listeners').nextSibling).toHaveTextContent('2');
    expect(figure('Completion rate').nextSibling).toHaveTextContent('66.7%');
    // A centre's page does not count centres.
    expect(screen.queryByText('Centres', { selector: FIGURE })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Listening per day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Most played tracks' })).toBeInTheDocument();
    const tracks = screen.getByRole('table', { name: 'Track playback record' });
    const [first, second] = within(tracks).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['T-001', 'Forest', 'FAS', '3', '2', '2', '5']);
    expect(within(second!).getByText('(not in the library)')).toBeInTheDocument();
    const plans = screen.getByRole('table', { name: 'Plan usage record' });
    expect(within(plans).getByText('Course music')).toBeInTheDocument();
    expect(within(plans).getByText('Foundation brain music')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });

  it('says so when nobody listened in the range', async () => {
    render('center', () => ({ data: stats(false) }));
    expect(await screen.findByText('No listening in this period')).toBeInTheDocument();
    expect(screen.getByText('No track was played in this period')).toBeInTheDocument();
    expect(screen.getByText('No music programme is in use')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Listening per day' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    render('center', () => ({ error: new CombinedError({ networkError: new Error('boom') }) }));
    expect(await screen.findByText('The music statistics could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lets management pick a tenant and a range, and asks for them', async () => {
    const { operations } = render('manage', () => ({ data: stats() }));
    await screen.findByRole('table', { name: 'Track playback record' });
    expect(figure('Centres')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Institution'), 'east');
    await user.type(screen.getByLabelText('From'), '01/01/2026');
    await user.type(screen.getByLabelText('To'), '31/01/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(operations.filter((o) => o.name === 'MusicStatistics').at(-1)?.variables).toMatchObject({
      filter: { tenantId: 'east', startTime: '2026-01-01', endTime: '2026-01-31' },
      planSkip: 0,
      trackSkip: 0,
    });
  });

  it('gives an area manager the centres below it to pick from, in both languages', async () => {
    const { operations } = render('area', () => ({ data: stats() }));
    expect(await screen.findByRole('heading', { name: 'Music statistics' })).toBeInTheDocument();
    expect(figure('Centres')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Institution'), 'east');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(operations.filter((o) => o.name === 'MusicStatistics').at(-1)?.variables).toMatchObject({
      filter: { tenantId: 'east' },
    });
  });

  it('titles the enterprise page in Chinese', async () => {
    render('enterprise', () => ({ data: stats() }), 'zh-CN');
    expect(await screen.findByRole('heading', { name: '音乐统计' })).toBeInTheDocument();
    expect(figure('中心数')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    render('center', () => ({ data: stats() }), 'zh-CN');
    expect(await screen.findByRole('heading', { name: '音乐用户统计' })).toBeInTheDocument();
    expect(figure('收听人数')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '曲目播放记录' })).getByText('森林')).toBeInTheDocument();
  });

  it('pages the track record when it has more than one page, and asks for the next', async () => {
    const many = stats();
    many.musicTrackPlaybackRecord.totalCount = 25;
    const { operations } = render('center', () => ({ data: many }));
    await screen.findByRole('table', { name: 'Track playback record' });
    // One pager: the plan record fits on its page.
    expect(screen.getAllByRole('navigation', { name: 'Track playback record: Page 1 of 3' })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(operations.filter((o) => o.name === 'MusicStatistics').at(-1)?.variables).toMatchObject({
      trackSkip: 10,
      planSkip: 0,
    });
  });
});
