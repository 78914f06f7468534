// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GroupPlanAttendanceQuery,
  GroupPlanFieldsFragment,
  GroupPunchSessionQuery,
  MusicFeedbackSessionQuery,
} from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { ClassFeedbackDrawer } from './ClassFeedbackDrawer';

afterEach(cleanup);

const plan: GroupPlanFieldsFragment = {
  id: 'p1',
  groupId: 'g1',
  groupName: 'Monday four',
  status: 'Started',
  currentNum: 2,
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

const punch: GroupPunchSessionQuery = {
  groupPunchSession: { groupTrainingPlanId: 'p1', num: 2, isEdit: true, allDone: false, items: [] },
};

const attendance = (items: GroupPlanAttendanceQuery['groupPlanChildren']['items']): GroupPlanAttendanceQuery => ({
  groupPlanChildren: { num: 2, items, totalCount: items.length },
});

const music: MusicFeedbackSessionQuery = {
  courseMusic: {
    planId: 'p1',
    subjectId: 'c1',
    num: 2,
    tracks: [
      { code: 'FAS-01', courseCode: 'BM-01', titleZh: '清晨', titleEn: 'Morning' },
      { code: 'FAS-02', courseCode: 'BM-01', titleZh: '河流', titleEn: 'River' },
    ],
  },
  planMusicRecords: [],
};

const render = (children: GroupPlanAttendanceQuery['groupPlanChildren']['items']) => {
  const stub = stubGraphqlClient((name, variables) => {
    if (name === 'GroupPunchSession') return { data: punch };
    if (name === 'GroupPlanAttendance') return { data: attendance(children) };
    if (name === 'MusicFeedbackSession') return { data: music };
    if (name === 'RecordMusicState') {
      const input = variables['input'] as Record<string, unknown>;
      return {
        data: {
          recordMusicState: { ...input, id: 'f1', lastModificationTime: '2026-11-28T11:00:00.000Z' },
        },
      };
    }
    return 'pending';
  });
  renderWithToasts(<ClassFeedbackDrawer plan={plan} version={0} onClose={() => {}} onSaved={() => {}} />, {
    client: stub.client,
    language: 'en-US',
  });
  return stub;
};

describe('the class feedback drawer’s music feedback', () => {
  it('gives a child who attended their music feedback of the session, on the group plan', async () => {
    const user = userEvent.setup();
    const { operations } = render([
      { id: 'c1', userName: 'Lily Wang', attendance: 'Attend' },
      { id: 'c2', userName: 'Tom Li', attendance: 'Attend' },
      { id: 'c3', userName: 'Amy Xu', attendance: 'Absent' },
    ]);
    const section = await screen.findByRole('region', { name: 'Music feedback' });
    const member = within(section).getByRole('combobox', { name: 'Child listening' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lily Wang', 'Tom Li']);
    await user.selectOptions(member, 'c2');
    await user.click(await within(section).findByLabelText('1. Morning'));
    await user.click(within(section).getByRole('button', { name: 'Save music feedback' }));
    await waitFor(() =>
      expect(operations.find((o) => o.name === 'RecordMusicState')?.variables).toEqual({
        input: {
          planKind: 'GROUP',
          userPlanId: 'p1',
          subjectId: 'c2',
          num: 2,
          listenedList: ['FAS-01'],
          notListenedList: ['FAS-02'],
        },
      }),
    );
  });

  it('asks for the attendance first when no child attended', async () => {
    render([{ id: 'c3', userName: 'Amy Xu', attendance: 'Absent' }]);
    expect(await screen.findByText(/mark who attended this session first/)).toBeInTheDocument();
  });
});
