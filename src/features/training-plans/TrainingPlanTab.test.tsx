// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TrainingPlanFieldsFragment,
  TrainingPlanInfoQuery,
  TrainingPlanPunchesQuery,
  TrainingPlanType,
} from '../../generated/graphql';
import type { Language } from '../../shared/i18n/languages';
import { renderStubbedPage, rowOf, type StubRespond } from '../../shared/testing/renderStubbedPage';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { TrainingPlanTab } from './TrainingPlanTab';

// The subject detail's sleep, nutrition and sport tabs (spec 000 §2, 001 §3 "Clock-in plan", §9):
// the plan's counts and records 10 a page, "activate" for writers only, an exercise plan's online
// list, clocking in for the family; both languages.

afterEach(cleanup);

const WRITE = 'RocketSystem.UserTrainingPlan.Write';

const plan = (extra: Partial<TrainingPlanFieldsFragment> = {}): TrainingPlanFieldsFragment => ({
  id: 'tp-1',
  subjectId: 's-1',
  type: 'Sleep',
  state: 'Active',
  remark: '21:00 前上床',
  creationTime: '2026-10-20T02:00:00.000Z',
  activatedByName: '林静',
  endedAt: null,
  finishedDayCount: 31,
  continueDayCount: 6,
  lastClockInDay: '2026-11-27',
  clockedInToday: false,
  exercises: [],
  ...extra,
});

const info = (type: TrainingPlanType, current: TrainingPlanFieldsFragment | null, canWrite = true): StubResponse => ({
  data: {
    trainingPlanInfo: {
      subjectId: 's-1',
      subjectName: '王小明',
      type,
      canWrite,
      today: '2026-11-28',
      earliestClockInDay: '2026-11-22',
      plan: current,
    },
  } satisfies TrainingPlanInfoQuery,
});

const punches = (days: string[], totalCount = days.length): StubResponse => ({
  data: {
    trainingPlanPunches: {
      items: days.map((day, i) => ({
        id: `p-${day}`,
        day,
        remark: i === 0 ? '20:45 入睡' : '',
        creationTime: `${day}T13:30:00.000Z`,
        recordedByName: '张悦',
      })),
      totalCount,
    },
  } satisfies TrainingPlanPunchesQuery,
});

const render = (
  type: TrainingPlanType,
  respond: StubRespond,
  { language = 'zh-CN', granted = [WRITE] }: { language?: Language; granted?: string[] } = {},
) =>
  renderStubbedPage(
    <TrainingPlanTab subjectId="s-1" type={type} />,
    (name, variables) =>
      name === 'CurrentPermissions'
        ? {
            data: {
              me: { id: 'me', adminRoles: [], tenantPermissions: ['hfs', 'guardian'], grantedPermissions: granted },
            },
          }
        : respond(name, variables),
    { path: '/', language },
  );

const lastWeek = ['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21'];

describe('TrainingPlanTab', () => {
  it('shows the sleep plan in Chinese: who activated it, days done, the streak and the records 10 a page', async () => {
    const { operations } = render('Sleep', (name) => {
      if (name === 'TrainingPlanInfo') return info('Sleep', plan());
      if (name === 'TrainingPlanPunches') return punches([...lastWeek, '2026-11-19', '2026-11-18', '2026-11-17'], 31);
      return 'pending';
    });
    expect(await screen.findByText('林静 激活于 2026/10/20')).toBeInTheDocument();
    expect(screen.getByTestId('finished-day-count')).toHaveTextContent('31 天');
    expect(screen.getByTestId('continue-day-count')).toHaveTextContent('6 天');
    expect(screen.getByText('今日未打卡')).toBeInTheDocument();
    expect(screen.getByText('21:00 前上床')).toBeInTheDocument();

    expect(await screen.findByText('共 31 条')).toBeInTheDocument();
    const newest = rowOf('20:45 入睡');
    expect(newest.getByText('2026/11/27')).toBeInTheDocument();
    expect(newest.getByText('张悦')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'TrainingPlanPunches')?.variables).toMatchObject({
      userTrainingPlanId: 'tp-1',
      skipCount: 0,
      maxResultCount: 10,
    });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(operations.filter((o) => o.name === 'TrainingPlanPunches').at(-1)?.variables).toMatchObject({
      skipCount: 10,
    });
  });

  it('offers "activate" in English to a writer when there is no plan, and not to a reader', async () => {
    render('Nutrition', (name) => (name === 'TrainingPlanInfo' ? info('Nutrition', null) : 'pending'), {
      language: 'en-US',
    });
    expect(await screen.findByText('No active nutrition plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate nutrition plan' })).toBeInTheDocument();
    cleanup();

    render('Nutrition', (name) => (name === 'TrainingPlanInfo' ? info('Nutrition', null, false) : 'pending'), {
      language: 'en-US',
      granted: [],
    });
    expect(await screen.findByText('You may read the plans here but not activate them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate nutrition plan' })).not.toBeInTheDocument();
  });

  it('activates an exercise plan with its exercises, refusing a row without a name first', async () => {
    const { operations, toasts } = render(
      'Exercise',
      (name) => {
        if (name === 'TrainingPlanInfo') return info('Exercise', null);
        if (name === 'ActivateTrainingPlan')
          return { data: { activateTrainingPlan: plan({ type: 'Exercise', finishedDayCount: 0 }) } };
        return 'pending';
      },
      { language: 'en-US' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activate exercise plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Activate exercise plan for 王小明' }));
    await user.type(dialog.getByLabelText('What the family is asked to do'), 'After school');
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    expect(await dialog.findByText("Enter the exercise's name.")).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'ActivateTrainingPlan')).toBe(false);

    const first = within(dialog.getByRole('group', { name: 'Exercise 1' }));
    await user.type(first.getByLabelText('Exercise'), 'Balance video');
    await user.click(dialog.getByRole('button', { name: 'Add an exercise' }));
    const second = within(dialog.getByRole('group', { name: 'Exercise 2' }));
    await user.type(second.getByLabelText('Exercise'), 'Skipping rope');
    await user.selectOptions(second.getByLabelText('Type'), 'Offline');
    await user.clear(second.getByLabelText('Minutes a day'));
    await user.type(second.getByLabelText('Minutes a day'), '20');
    await user.click(dialog.getByRole('button', { name: 'Activate' }));

    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('The exercise plan of 王小明 is active.'));
    expect(operations.find((o) => o.name === 'ActivateTrainingPlan')?.variables['input']).toEqual({
      subjectId: 's-1',
      type: 'Exercise',
      remark: 'After school',
      exercises: [
        { type: 'Online', name: 'Balance video', minutes: 15 },
        { type: 'Offline', name: 'Skipping rope', minutes: 20 },
      ],
    });
  });

  it('lists the online exercises apart from the others', async () => {
    const exercises = [
      { id: 'e-1', type: 'Online' as const, name: '平衡视频 1', minutes: 10 },
      { id: 'e-2', type: 'Offline' as const, name: '跳绳', minutes: 15 },
    ];
    const { operations } = render('Exercise', (name) => {
      if (name === 'TrainingPlanInfo') return info('Exercise', plan({ type: 'Exercise', exercises }));
      if (name === 'TrainingPlanOnlineExercises')
        return { data: { trainingPlanExercises: { items: [exercises[0]!], totalCount: 1 } } };
      if (name === 'TrainingPlanPunches') return punches([]);
      return 'pending';
    });
    expect(await screen.findByText('平衡视频 1')).toBeInTheDocument();
    expect(screen.getByText('跳绳')).toBeInTheDocument();
    expect(screen.getByText('每天 15 分钟')).toBeInTheDocument();
    expect(await screen.findByText('暂无打卡记录。')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'TrainingPlanOnlineExercises')?.variables).toMatchObject({
      skipCount: 0,
      maxResultCount: 10,
    });
  });

  it('clocks in for the family on the first open day, not offering days already clocked in', async () => {
    const { operations, toasts } = render(
      'Sleep',
      (name) => {
        if (name === 'TrainingPlanInfo') return info('Sleep', plan());
        if (name === 'TrainingPlanPunches') return punches(lastWeek.slice(0, 3), 3);
        if (name === 'ClockInTrainingPlan')
          return { data: { clockInTrainingPlan: plan({ finishedDayCount: 32, clockedInToday: true }) } };
        return 'pending';
      },
      { language: 'en-US' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Clock in the sleep plan of 王小明' }));
    expect(dialog.getByText(/guardians cannot sign in/)).toBeInTheDocument();
    const day = dialog.getByLabelText('Day done');
    expect(day).toHaveValue('2026-11-28');
    expect(dialog.getByRole('option', { name: '27/11/2026 (clocked in)' })).toBeDisabled();
    expect(dialog.getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(day, '2026-11-24');
    await user.type(dialog.getByLabelText('Note from the family'), 'Late night');
    await user.click(dialog.getByRole('button', { name: 'Clock in' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Clocked in for 24/11/2026.'));
    expect(operations.find((o) => o.name === 'ClockInTrainingPlan')?.variables['input']).toEqual({
      userTrainingPlanId: 'tp-1',
      day: '2026-11-24',
      remark: 'Late night',
    });
  });
});
