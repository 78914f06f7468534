// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GroupMusicRecordQuery,
  GroupPlanAttendanceQuery,
  GroupPlanFieldsFragment,
  GroupPlayHistoryQuery,
} from '../../../generated/graphql';
import type { CentreEvent } from '../../../shared/realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../../../shared/realtime/RealtimeContext';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { GroupPlanDrawer } from './GroupPlanDrawer';
import { fakeRealtime } from '../../../shared/realtime/fakeRealtime.testing';

afterEach(cleanup);

const plan: GroupPlanFieldsFragment = {
  id: 'p1',
  groupId: 'g1',
  groupName: 'Monday four',
  status: 'Started',
  currentNum: 3,
  totalNum: 8,
  classState: 'ClassStarted',
  courseOpen: false,
  initDifficulty: 5,
  difficulty: 6,
  trainingPlanV2: { id: 'cp1', code: 'CP-1', displayName: 'Attention class plan' },
  startedAt: '2026-11-20T09:00:00.000Z',
  endedAt: null,
  canWrite: true,
};

const children: GroupPlanAttendanceQuery = {
  groupPlanChildren: {
    num: 3,
    items: [
      { id: 'c1', userName: 'Lily Wang', attendance: 'Attend' },
      { id: 'c2', userName: 'Tom Li', attendance: 'Absent' },
    ],
    totalCount: 2,
  },
};

const history: GroupPlayHistoryQuery['listeningHistory'] = [
  {
    subjectId: 'c1',
    subjectName: 'Lily Wang',
    num: 1,
    trackCode: 'HFS-01',
    trackTitleZh: '清晨',
    trackTitleEn: 'Morning',
    startedAt: '2026-11-20T09:10:00.000Z',
    finishedAt: '2026-11-20T09:40:00.000Z',
    isFinished: true,
  },
  {
    subjectId: 'c1',
    subjectName: 'Lily Wang',
    num: 2,
    trackCode: 'HFS-02',
    trackTitleZh: '河流',
    trackTitleEn: 'River',
    startedAt: '2026-11-22T09:10:00.000Z',
    finishedAt: null,
    isFinished: false,
  },
];

const record = (subjectId: unknown): GroupMusicRecordQuery =>
  subjectId === 'c1'
    ? {
        audioPunches: [
          { num: 1, listenedList: ['HFS-01'] },
          { num: 2, listenedList: ['HFS-02', 'HFS-09'] },
        ],
        listeningHistory: history.map(({ num, trackCode, trackTitleZh, trackTitleEn }) => ({
          num,
          trackCode,
          trackTitleZh,
          trackTitleEn,
        })),
      }
    : { audioPunches: [], listeningHistory: [] };

const listeningEvent = (id: string, type: string, planId: string): CentreEvent =>
  ({
    id,
    type,
    version: 1,
    createdAt: '2026-11-20T09:30:00.000Z',
    payload: { subjectId: 'c1', planKind: 'GROUP', planId, num: 3, trackCode: 'HFS-03' },
  }) as unknown as CentreEvent;

const render = (
  language: 'en-US' | 'zh-CN',
  respond: (name: string, v: Record<string, unknown>) => StubResponse = () => 'pending',
  realtime: RealtimeValue | null = null,
) => {
  const stub = stubGraphqlClient((name, variables): StubResponse => {
    if (name === 'CurrentPermissions')
      return { data: { me: { grantedPermissions: [], tenantPermissions: [], adminRoles: [] } } };
    if (name === 'GroupPlanAttendance') return { data: children };
    return respond(name, variables);
  });
  renderWithToasts(
    <RealtimeContext.Provider value={realtime}>
      <GroupPlanDrawer plan={plan} version={0} onClose={() => {}} />
    </RealtimeContext.Provider>,
    { client: stub.client, language },
  );
  return stub;
};

describe('GroupPlanDrawer music tabs', () => {
  it("shows a child's music record per session and another child's on picking them", async () => {
    const { operations } = render('en-US', (name, v) =>
      name === 'GroupMusicRecord' ? { data: record(v['subjectId']) } : 'pending',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'HFS music record' }));
    const table = await screen.findByRole('table', { name: 'HFS music record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Session 1MorningPlayed details',
      'Session 2RiverHFS-09Played details',
    ]);
    expect(operations.find((o) => o.name === 'GroupMusicRecord')?.variables).toEqual({
      planId: 'p1',
      subjectId: 'c1',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Child' }), 'c2');
    expect(await screen.findByText('No tracks listened to yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(operations.filter((o) => o.name === 'GroupMusicRecord').at(-1)?.variables).toEqual({
        planId: 'p1',
        subjectId: 'c2',
      }),
    );
  });

  it('lists the play history with the first-listening note, titles in the page language', async () => {
    render('zh-CN', (name) => (name === 'GroupPlayHistory' ? { data: { listeningHistory: history } } : 'pending'));
    await userEvent.click(await screen.findByRole('tab', { name: '播放记录' }));
    expect(screen.getByText(/只记录第一次收听/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '播放记录' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('清晨');
    expect(rows[0]).toHaveTextContent('Lily Wang');
    expect(rows[1]).toHaveTextContent('河流');
    expect(rows[1]).toHaveTextContent('未完成');
  });

  it('says so when nobody has listened yet', async () => {
    render('en-US', (name) => (name === 'GroupPlayHistory' ? { data: { listeningHistory: [] } } : 'pending'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Play history' }));
    expect(await screen.findByText('No listening yet.')).toBeInTheDocument();
    expect(screen.getByText(/only the first listening is recorded/)).toBeInTheDocument();
  });

  it("opens a session's played details for the picked child", async () => {
    const { operations } = render('en-US', (name, v) =>
      name === 'GroupMusicRecord'
        ? { data: record(v['subjectId']) }
        : name === 'MusicPlayedDetails'
          ? {
              data: {
                musicPlayedDetails: {
                  planKind: 'GROUP',
                  planId: 'p1',
                  num: 2,
                  items: [
                    {
                      subjectId: 'c1',
                      subjectName: 'Lily Wang',
                      code: 'HFS-02',
                      titleZh: '河流',
                      titleEn: 'River',
                      durationMs: 180_000,
                      inSession: true,
                      timesPlayed: 3,
                      firstListeningTime: '2026-11-22T09:10:00.000Z',
                      lastListeningTime: '2026-11-22T09:40:00.000Z',
                      progress: 180_000,
                      isFinished: true,
                    },
                  ],
                },
              },
            }
          : 'pending',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'HFS music record' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Played details of session 2' }));
    const details = await screen.findByRole('table', { name: 'Played details of session 2' });
    expect(within(details).getByText('River')).toBeInTheDocument();
    expect(within(details).getByText('Finished')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'MusicPlayedDetails')?.variables).toEqual({
      userPlanItemId: 'p1',
      num: 2,
      subjectId: 'c1',
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Played details of session 2' })).toBeNull());
  });

  it("reads the music record again when a child of this plan starts, finishes or stops a track (live), not another plan's", async () => {
    const realtime = fakeRealtime();
    const { operations } = render(
      'en-US',
      (name, v) => (name === 'GroupMusicRecord' ? { data: record(v['subjectId']) } : 'pending'),
      realtime.value,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'HFS music record' }));
    await screen.findByRole('table', { name: 'HFS music record' });
    const reads = () => operations.filter((o) => o.name === 'GroupMusicRecord').length;
    const before = reads();
    act(() => realtime.events.next(listeningEvent('1', 'ListeningProgress', 'p1')));
    act(() => realtime.events.next(listeningEvent('2', 'ListeningFinished', 'p-other')));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads()).toBe(before);
    act(() => realtime.events.next(listeningEvent('3', 'ListeningFinished', 'p1')));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
