// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GroupClassDetailQuery,
  GroupPlanAttendanceQuery,
  GroupPlanFieldsFragment,
  GroupPlanSessionsQuery,
} from '../../generated/graphql';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../../shared/realtime/RealtimeContext';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { GroupClassDetailPage, type ClassCourseActionProps, type ClassExtras } from './GroupClassDetailPage';
import { fakeRealtime } from '../../shared/realtime/fakeRealtime.testing';

afterEach(cleanup);

const PATH = '/system/center/detail/groupClassDetail';

const planOf = (extra: Partial<GroupPlanFieldsFragment> = {}): GroupPlanFieldsFragment => ({
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
  ...extra,
});

type Attendance = GroupPlanAttendanceQuery['groupPlanChildren']['items'];

const render = (
  state: { plan: GroupPlanFieldsFragment; attendance: Attendance },
  realtime: RealtimeValue | null = null,
  mutate: (name: string, variables: Record<string, unknown>) => StubResponse = () => ({
    data: { step: state.plan },
  }),
  extras: ClassExtras = {},
) => {
  const stub = stubGraphqlClient((name, variables): StubResponse => {
    if (name === 'CurrentPermissions')
      return { data: { me: { grantedPermissions: [], tenantPermissions: [], adminRoles: [] } } };
    if (name === 'GroupClassDetail')
      return {
        data: {
          group: {
            id: 'g1',
            name: 'Monday four',
            type: 'OneToFour',
            ageStage: 'GradeOrTeenSchool',
            capacity: 4,
            memberCount: 2,
            members: [
              { id: 'c1', name: 'Lily Wang' },
              { id: 'c2', name: 'Tom Li' },
            ],
          },
          groupPlansOfGroup: { items: [state.plan], totalCount: 1 },
        } satisfies GroupClassDetailQuery,
      };
    if (name === 'GroupPlanAttendance')
      return {
        data: {
          groupPlanChildren: { num: state.plan.currentNum, items: state.attendance, totalCount: 2 },
        } satisfies GroupPlanAttendanceQuery,
      };
    if (name === 'GroupPlanSessions')
      return {
        data: {
          groupCourses: {
            items: [
              {
                num: 1,
                status: 'ClassEnded',
                isCurrent: false,
                startedAt: null,
                courseStartedAt: null,
                courseEndedAt: null,
                endedAt: null,
                attended: 2,
                absent: 0,
              },
            ],
            totalCount: 1,
          },
        } satisfies GroupPlanSessionsQuery,
      };
    return mutate(name, variables);
  });
  const view = renderWithToasts(
    <RealtimeContext.Provider value={realtime}>
      <GroupClassDetailPage {...extras} />
    </RealtimeContext.Provider>,
    { client: stub.client, path: PATH, url: `${PATH}?classId=g1`, language: 'en-US' },
  );
  return { ...stub, toasts: view.shown };
};

const unmarked: Attendance = [
  { id: 'c1', userName: 'Lily Wang', attendance: null },
  { id: 'c2', userName: 'Tom Li', attendance: null },
];
const stepButtons = () =>
  within(screen.getByRole('group', { name: 'Class steps' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('GroupClassDetailPage', () => {
  it('offers only Start class to a plan just assigned', async () => {
    render({
      plan: planOf({ status: 'NotStarted', currentNum: 1, classState: 'Idle', difficulty: 5 }),
      attendance: unmarked,
    });
    expect(await screen.findByRole('heading', { name: 'Attention class plan' })).toBeInTheDocument();
    expect(stepButtons()).toEqual(['Start class']);
    expect(screen.getByText('Not started')).toBeInTheDocument();
    // Attendance is taken only while the class runs.
    expect(await screen.findByText('Lily Wang', { selector: 'th' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Lily Wang as attending' })).not.toBeInTheDocument();
  });

  it('asks before starting a class whose child has used up their sessions, and starts when told to', async () => {
    const plan = planOf({ status: 'NotStarted', currentNum: 1, classState: 'Idle' });
    const { operations } = render({ plan, attendance: unmarked }, null, (name) =>
      name === 'GroupClassBeforeStart'
        ? {
            data: {
              groupClassBeforeStart: {
                id: plan.id,
                groupName: 'Monday four',
                num: 1,
                timesSetting: true,
                charge: 'Ok',
                items: [
                  { subjectId: 'c1', userName: 'Lily Wang', quota: { status: 'UsedUp', remaining: 0 } },
                  { subjectId: 'c2', userName: 'Tom Li', quota: { status: 'Ok', remaining: 9 } },
                ],
                totalCount: 2,
              },
            },
          }
        : { data: { step: { ...plan, status: 'Started', classState: 'ClassStarted' } } },
    );
    await screen.findByRole('heading', { name: 'Attention class plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Start class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before the class starts' });
    expect(within(dialog).getByText(/Lily Wang: the offline sessions are used up/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Tom Li/)).not.toBeInTheDocument();
    // Nothing started yet: the warning comes first.
    expect(operations.some((o) => o.name === 'StartGroupClass')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start class anyway' }));
    await waitFor(() => expect(operations.some((o) => o.name === 'StartGroupClass')).toBe(true));
  });

  it("hands the calendar's Arrange course the class's group plan, naming no child", async () => {
    const seen: ClassCourseActionProps[] = [];
    const ArrangeCourse = (props: ClassCourseActionProps) => {
      seen.push(props);
      return <button type="button">Arrange course</button>;
    };
    render({ plan: planOf(), attendance: unmarked }, null, undefined, { ArrangeCourse });
    expect(await screen.findByRole('button', { name: 'Arrange course' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ planId: planOf().id, subjectId: null, subjectName: 'Monday four', planOpen: true });
  });

  it('follows the class loop: a running class, its training, an ended class, the last one', async () => {
    render({ plan: planOf(), attendance: unmarked });
    await screen.findByRole('heading', { name: 'Attention class plan' });
    expect(stepButtons()).toEqual(['Start training', 'End class', 'Difficulty up', 'Difficulty down']);
    cleanup();
    render({ plan: planOf({ courseOpen: true }), attendance: unmarked });
    await screen.findByRole('heading', { name: 'Attention class plan' });
    // A class cannot end while its training runs.
    expect(stepButtons()).toEqual(['End training', 'Difficulty up', 'Difficulty down']);
    cleanup();
    render({ plan: planOf({ classState: 'ClassEnded' }), attendance: unmarked });
    await screen.findByRole('heading', { name: 'Attention class plan' });
    expect(stepButtons()).toEqual(['Continue to next class', 'Difficulty up', 'Difficulty down', 'End plan']);
    cleanup();
    render({ plan: planOf({ classState: 'ClassEnded', currentNum: 8, difficulty: 20 }), attendance: unmarked });
    await screen.findByRole('heading', { name: 'Attention class plan' });
    expect(stepButtons()).toEqual(['Difficulty down', 'End plan']);
    cleanup();
    render({ plan: planOf({ status: 'Ended', classState: 'ClassEnded' }), attendance: unmarked });
    await screen.findByRole('heading', { name: 'Attention class plan' });
    expect(stepButtons()).toEqual(['Restart plan']);
  });

  it('marks a child absent at the current session of the plan', async () => {
    const { operations } = render({ plan: planOf(), attendance: unmarked }, null, (name) =>
      name === 'MarkGroupAttendance'
        ? { data: { markGroupAttendance: planOf() } }
        : { data: { startGroupClass: planOf() } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Tom Li as absent' }));
    expect(operations.find((o) => o.name === 'MarkGroupAttendance')?.variables).toEqual({
      id: 'p1',
      num: 2,
      children: [{ subjectId: 'c2', attendance: 'Absent' }],
    });
  });

  it('asks before ending the plan, then ends it', async () => {
    const { operations, toasts } = render(
      { plan: planOf({ classState: 'ClassEnded' }), attendance: unmarked },
      null,
      () => ({ data: { endGroupPlan: planOf({ status: 'Ended', classState: 'ClassEnded' }) } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'End plan' }));
    expect(operations.some((o) => o.name === 'EndGroupPlan')).toBe(false);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('End the plan “Attention class plan”?');
    await userEvent.click(within(alert).getByRole('button', { name: 'End plan' }));
    expect(operations.find((o) => o.name === 'EndGroupPlan')?.variables).toEqual({ id: 'p1' });
    expect(toasts.showSuccess).toHaveBeenCalledWith('Plan ended.');
  });

  it('shows a read-only user the plan and attendance without a button', async () => {
    render({
      plan: planOf({ canWrite: false }),
      attendance: [{ id: 'c1', userName: 'Lily Wang', attendance: 'Attend' }],
    });
    expect(await screen.findByText('You can view this plan but not run its classes.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Class steps' })).not.toBeInTheDocument();
    expect(await screen.findByText('Attend')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark .* as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select plan' })).not.toBeInTheDocument();
  });

  it('reads the attendance again when another browser marks it, not on another class', async () => {
    const realtime = fakeRealtime();
    const state = { plan: planOf(), attendance: unmarked };
    const { operations } = render(state, realtime.value);
    expect(await screen.findAllByText('Not marked')).toHaveLength(2);
    const reads = () => operations.filter((o) => o.name === 'GroupPlanAttendance').length;
    const first = reads();
    const event = (id: string, groupId: string, planId: string): CentreEvent => ({
      id,
      type: 'AttendanceMarked',
      version: 1,
      createdAt: '2026-11-28T10:00:00.000Z',
      payload: { planId, groupId, groupName: 'x', num: 2, attended: 1, absent: 0 },
    });
    act(() => realtime.events.next(event('1', 'g9', 'p9')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(reads()).toBe(first);
    state.attendance = [
      { id: 'c1', userName: 'Lily Wang', attendance: 'Attend' },
      { id: 'c2', userName: 'Tom Li', attendance: null },
    ];
    act(() => realtime.events.next(event('2', 'g1', 'p1')));
    expect(await screen.findByText('Attend', { selector: '.bp6-tag, .bp6-tag *' })).toBeInTheDocument();
    expect(screen.getAllByText('Not marked')).toHaveLength(1);
  });

  it('offers class feedback once the class started, until the next class', async () => {
    render({ plan: planOf({ status: 'NotStarted', currentNum: 1, classState: 'Idle' }), attendance: unmarked });
    await screen.findByRole('heading', { name: 'Attention class plan' });
    expect(screen.queryByRole('button', { name: 'Class feedback' })).not.toBeInTheDocument();
    cleanup();
    render({ plan: planOf({ classState: 'ClassEnded', canWrite: false }), attendance: unmarked }, null, (name) =>
      name === 'GroupPunchSession' ? 'pending' : { data: {} },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Class feedback' }));
    expect(await screen.findByRole('heading', { name: 'Class feedback, session 2' })).toBeInTheDocument();
  });

  it("reads the class's feedback again when another browser submits some", async () => {
    const realtime = fakeRealtime();
    const state = { plan: planOf(), attendance: unmarked };
    const { operations } = render(state, realtime.value, (name) =>
      name === 'GroupPunchSession'
        ? {
            data: { groupPunchSession: { groupTrainingPlanId: 'p1', num: 2, isEdit: true, allDone: false, items: [] } },
          }
        : { data: {} },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Class feedback' }));
    expect(await screen.findByText(/Submit the class's feedback on every activity/)).toBeInTheDocument();
    const reads = () => operations.filter((o) => o.name === 'GroupPunchSession').length;
    const first = reads();
    act(() =>
      realtime.events.next({
        id: '1',
        type: 'GroupFeedbackSubmitted',
        version: 1,
        createdAt: '2026-11-28T10:00:00.000Z',
        payload: { planId: 'p1', groupId: 'g1', num: 2 },
      }),
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(first));
  });
});
