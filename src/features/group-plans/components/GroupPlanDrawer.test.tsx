// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GroupFeedbackRecordsQuery,
  GroupPlanAttendanceQuery,
  GroupPlanFieldsFragment,
  GroupPunchSessionQuery,
} from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { GroupPlanDrawer } from './GroupPlanDrawer';

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

const focus = {
  id: 'focus',
  formKind: 'Session' as const,
  displayName: { default: 'Focus score', zh: null, en: 'Focus score' },
  isRequired: true,
  type: 'Number',
  sortOrder: 1,
  extraProperties: '{}',
};

type FeedbackRecord = GroupFeedbackRecordsQuery['groupFeedbackRecords']['items'][number];
/** 12 class records, newest (session 3) first: the server's order. */
const records: FeedbackRecord[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  kind: 'Activity',
  num: 3 - Math.floor(i / 4),
  itemId: `i${i}`,
  programTitle: `Activity ${i + 1}`,
  subjectId: null,
  userName: null,
  creationTime: '2026-11-27T10:00:00.000Z',
  createdByName: 'Coach Zhou',
  feedbackProperties: [focus],
  feedbacks: [{ programFeedbackPropertyId: 'focus', valueJson: String(i) }],
}));

const guardianRecord: FeedbackRecord = {
  ...records[0]!,
  id: 'g1',
  kind: 'Guardian',
  num: 2,
  programTitle: 'Balance walk',
  subjectId: 'c1',
  userName: 'Lily Wang',
  createdByName: null,
};

const render = (
  features: string[],
  respond: (name: string, v: Record<string, unknown>) => StubResponse = () => 'pending',
) => {
  const stub = stubGraphqlClient((name, variables): StubResponse => {
    if (name === 'CurrentPermissions')
      return { data: { me: { grantedPermissions: [], tenantPermissions: features, adminRoles: [] } } };
    if (name === 'GroupFeedbackRecords') {
      const list = [...records, guardianRecord].filter(
        (r) => r.kind === variables['kind'] && (variables['num'] === undefined || r.num === variables['num']),
      );
      const skip = Number(variables['skipCount']);
      return {
        data: {
          groupFeedbackRecords: {
            items: list.slice(skip, skip + Number(variables['maxResultCount'])),
            totalCount: list.length,
          },
        } satisfies GroupFeedbackRecordsQuery,
      };
    }
    return respond(name, variables);
  });
  renderWithToasts(<GroupPlanDrawer plan={plan} version={0} onClose={() => {}} />, {
    client: stub.client,
    language: 'en-US',
  });
  return stub;
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('GroupPlanDrawer feedback tabs', () => {
  it('lists the overall feedback 10 at a time and loads the rest', async () => {
    const { operations } = render([]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Overall feedback' }));
    const list = await screen.findByRole('list', { name: 'Overall feedback' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText('Coach Zhou', { exact: false })).toHaveLength(10);
    expect(screen.getByText('10 of 12 shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(within(list).getByText('Activity 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'GroupFeedbackRecords').map((o) => o.variables)).toEqual([
      { planId: 'p1', kind: 'Activity', skipCount: 0, maxResultCount: 10 },
      { planId: 'p1', kind: 'Activity', skipCount: 10, maxResultCount: 10 },
    ]);
  });

  it('filters the activity feedback by session, the current one first', async () => {
    render([]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity feedback' }));
    const session = await screen.findByRole('combobox', { name: 'Session' });
    expect(
      within(session)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Session 1', 'Session 2', 'Session 3']);
    const list = await screen.findByRole('list', { name: 'Activity feedback, session 3' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.selectOptions(session, '1');
    const first = await screen.findByRole('list', { name: 'Activity feedback, session 1' });
    await waitFor(() => expect(within(first).getByText('Activity 9')).toBeInTheDocument());
  });

  it('asks personal feedback by session, then a child who attended', async () => {
    const { operations } = render([], (name) =>
      name === 'GroupPlanAttendance'
        ? {
            data: {
              groupPlanChildren: {
                num: 3,
                items: [
                  { id: 'c1', userName: 'Lily Wang', attendance: 'Attend' },
                  { id: 'c2', userName: 'Tom Li', attendance: 'Absent' },
                ],
                totalCount: 2,
              },
            } satisfies GroupPlanAttendanceQuery,
          }
        : 'pending',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Personal feedback' }));
    const child = await screen.findByRole('combobox', { name: 'Child' });
    await waitFor(() => expect(within(child).getAllByRole('option')).toHaveLength(2));
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    await userEvent.selectOptions(child, 'c1');
    await waitFor(() =>
      expect(operations.filter((o) => o.name === 'GroupFeedbackRecords').at(-1)?.variables).toEqual({
        planId: 'p1',
        kind: 'Personal',
        num: 3,
        subjectId: 'c1',
        skipCount: 0,
        maxResultCount: 10,
      }),
    );
  });

  it('offers parent feedback only at a centre with the guardian front permission', async () => {
    render([]);
    await screen.findByRole('tab', { name: 'Overall feedback' });
    await waitFor(() => expect(tabNames()).not.toContain('Parent feedback'));
    cleanup();
    render(['guardian']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Parent feedback' }));
    const list = await screen.findByRole('list', { name: 'Parent feedback' });
    const record = within(list).getByRole('listitem');
    expect(record).toHaveTextContent('Session 2');
    expect(record).toHaveTextContent('Guardian');
    expect(record).toHaveTextContent('Lily Wang');
    // The play history says only the first listening is recorded, before anything loads.
    await userEvent.click(screen.getByRole('tab', { name: 'Play history' }));
    expect(await screen.findByText(/only the first listening is recorded/)).toBeInTheDocument();
  });

  it('charts the class answers over the sessions, or says there is nothing to chart', async () => {
    const answered = (num: number, given: boolean): GroupPunchSessionQuery => ({
      groupPunchSession: {
        groupTrainingPlanId: 'p1',
        num,
        isEdit: false,
        allDone: num < 3,
        items: [
          {
            itemId: `i${num}`,
            num,
            position: 1,
            difficulty: 6,
            trainingProgram: { id: 'tp1', code: 'TP-1', title: 'Balance walk' },
            feedbackProperties: [focus],
            feedbacks: given && num < 3 ? [{ programFeedbackPropertyId: 'focus', valueJson: String(num * 2) }] : [],
            hasDone: num < 3 ? true : null,
            doneTime: null,
          },
        ],
      },
    });
    render([], (name, variables) =>
      name === 'GroupPunchSession' ? { data: answered(Number(variables['num']), true) } : 'pending',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Chart' }));
    const chart = await screen.findByRole('img', { name: /by session/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(within(chart).getByText('Focus score, session 2: 4')).toBeInTheDocument();
    cleanup();
    render([], (name, variables) =>
      name === 'GroupPunchSession' ? { data: answered(Number(variables['num']), false) } : 'pending',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Chart' }));
    expect(await screen.findByText(/Nothing to chart yet/)).toBeInTheDocument();
  });
});
