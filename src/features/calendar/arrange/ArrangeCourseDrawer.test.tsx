// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarCourseFieldsFragment } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage, type StubRespond } from '../../../shared/testing/renderStubbedPage';
import { shellUserWithRoles } from '../../../shared/testing/shellUser';
import { ArrangeCourseAction } from './ArrangeCourseAction';

// The arrange-course drawer and its modal (spec 001 §2 screen 1, §5 "Arrange course", §8
// "Calendar delete"): who sees "Arrange course", the plan's courses, every rule of the start time
// checked before the server is asked, the trainer list by permission, repetitions only when
// repeating, both reminders by default, edit, delete after a confirmation, and what the server
// still refuses shown in its words.

afterEach(cleanup);

const WRITE = 'Business.Calendar';
const READ_OTHER = 'Business.Calendar.ReadOther';

const day = (n: number) => DateTime.now().plus({ days: n });
const iso = (n: number) => day(n).toISODate()!;
/** A day as typed in the console's pattern of the language. */
const typed = (n: number, language: Language) =>
  language === 'zh-CN' ? iso(n).replace(/-/g, '/') : iso(n).split('-').reverse().join('/');

/** A whole date at once, as a paste or Playwright's fill enters it. */
const enterDate = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
};

const course = (id: string, extra: Partial<CalendarCourseFieldsFragment> = {}): CalendarCourseFieldsFragment => ({
  id,
  seriesId: 'series-1',
  subjectId: 's-1',
  userTrainingPlanId: 'p-1',
  executorId: 'u1',
  executorName: 'Amy',
  startTime: `${iso(3)} 09:00`,
  endTime: `${iso(3)} 10:00`,
  courseType: 'Offline',
  periodIntervalUnit: 'Day',
  periodIntervalNumber: 7,
  courseCount: 2,
  parentSMS: true,
  trainerSMS: false,
  ...extra,
});

const STAFF = [
  { id: 'u1', name: 'Amy' },
  { id: 'u2', name: 'Bob Li' },
  { id: 'u3', name: 'Carol Wang' },
];

const render = (
  respond: StubRespond,
  {
    language = 'zh-CN',
    granted = [WRITE],
    subjectId = 's-1',
  }: { language?: Language; granted?: string[]; subjectId?: string | null } = {},
) =>
  renderStubbedPage(
    <ArrangeCourseAction planId="p-1" subjectId={subjectId} subjectName="小明" planOpen />,
    (name, variables) => {
      if (name === 'CurrentPermissions')
        return { data: { me: { id: 'u1', adminRoles: [], tenantPermissions: [], grantedPermissions: granted } } };
      if (name === 'ShellCurrentUser') return shellUserWithRoles(['coach']);
      if (name === 'CalendarTrainers')
        return { data: { staffList: STAFF.map((s) => ({ __typename: 'StaffPick', ...s })) } };
      return respond(name, variables);
    },
    { path: '/', language },
  );

const planCalendar = (items: CalendarCourseFieldsFragment[]) => ({ data: { planCalendar: items } });

const openDrawer = async (language: Language = 'zh-CN') => {
  await userEvent.click(await screen.findByRole('button', { name: language === 'zh-CN' ? '排课' : 'Arrange course' }));
  // Blueprint's drawer is no labelled dialog: it is found by its class.
  return vi.waitFor(() => document.querySelector<HTMLElement>('.bp6-drawer')!);
};

const openForm = async (language: Language = 'zh-CN') => {
  const drawer = await openDrawer(language);
  await userEvent.click(within(drawer).getByRole('button', { name: language === 'zh-CN' ? '排课' : 'Arrange course' }));
  return screen.findByRole('dialog');
};

describe('ArrangeCourseAction', () => {
  it('is offered only with Business.Calendar', async () => {
    const { operations } = render(() => planCalendar([]), { granted: ['RocketSystem.UserOfflinePlan'] });
    await vi.waitFor(() => expect(operations.some((o) => o.name === 'CurrentPermissions')).toBe(true));
    expect(screen.queryByRole('button', { name: '排课' })).not.toBeInTheDocument();
    expect(operations.some((o) => o.name === 'PlanCalendar')).toBe(false);
  });

  it("lists the plan's courses in Chinese: time, trainer, type, repeat and reminders; empty says so", async () => {
    render(() =>
      planCalendar([
        course('c-0', { startTime: `${iso(-1)} 09:00`, endTime: `${iso(-1)} 10:00`, executorName: 'Dan' }),
        course('c-1'),
        course('c-2', {
          startTime: `${iso(10)} 09:00`,
          endTime: `${iso(10)} 10:00`,
          executorName: 'Bob Li',
          courseType: 'Online',
          periodIntervalUnit: null,
          periodIntervalNumber: null,
          courseCount: null,
          trainerSMS: true,
        }),
      ]),
    );
    const drawer = await openDrawer();
    expect(within(drawer).getByText('排课：小明')).toBeInTheDocument();
    const first = within(
      within(drawer)
        .getByText(`${iso(3).replace(/-/g, '/')} 09:00–10:00`)
        .closest('tr')!,
    );
    expect(first.getByText('Amy')).toBeInTheDocument();
    expect(first.getByText('线下')).toBeInTheDocument();
    expect(first.getByText('每周，共 2 节')).toBeInTheDocument();
    expect(first.getByText('监护人')).toBeInTheDocument();
    expect(first.queryByText('训练师')).not.toBeInTheDocument();
    // A course that has started can be neither moved nor deleted (the server refuses both).
    const started = within(
      within(drawer)
        .getByText(`${iso(-1).replace(/-/g, '/')} 09:00–10:00`)
        .closest('tr')!,
    );
    expect(started.getByRole('button', { name: '编辑' })).toBeDisabled();
    expect(started.getByRole('button', { name: '删除' })).toBeDisabled();
    expect(first.getByRole('button', { name: '编辑' })).toBeEnabled();
    const second = within(within(drawer).getByText('Bob Li').closest('tr')!);
    expect(second.getByText('线上')).toBeInTheDocument();
    expect(second.getByText('从不')).toBeInTheDocument();
    expect(second.getByText('训练师')).toBeInTheDocument();
    cleanup();

    render(() => planCalendar([]), { language: 'en-US' });
    const empty = await openDrawer('en-US');
    expect(await within(empty).findByText('No courses arranged')).toBeInTheDocument();
  });

  it('disables the closed hours and 20:30, shows the end an hour on, and reminds both by default', async () => {
    render(() => planCalendar([]));
    const form = await openForm();
    const time = within(form).getByLabelText(/开始时间/);
    const option = (value: string) => within(time).getByRole('option', { name: new RegExp(`^${value}`) });
    for (const closed of ['00:00', '07:30', '20:30', '21:00', '23:30']) expect(option(closed)).toBeDisabled();
    for (const open of ['08:00', '12:30', '20:00']) expect(option(open)).toBeEnabled();
    expect(
      within(time)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled),
    ).toHaveLength(
      // 08:00 … 20:00 on the half hour: 25 slots, and the "please choose" placeholder.
      26,
    );
    // Typed a key at a time, as a person types it.
    await userEvent.type(within(form).getByLabelText(/日期/), typed(2, 'zh-CN'));
    await userEvent.selectOptions(time, '20:00');
    expect(within(form).getByLabelText('结束时间')).toHaveValue(`${iso(2)} 21:00`);
    expect(within(form).getByRole('checkbox', { name: '训练师' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '监护人' })).toBeChecked();
    expect(within(form).getByText('提前 24 小时发送。')).toBeInTheDocument();
  });

  it('refuses a start not after now (startMoreEnd) and a day before yesterday, without asking the server', async () => {
    const { operations } = render(() => planCalendar([]), { language: 'en-US' });
    const form = await openForm('en-US');
    const date = within(form).getByLabelText(/Date/);
    await enterDate(date, typed(-1, 'en-US'));
    await userEvent.selectOptions(within(form).getByLabelText(/Start time/), '08:00');
    await userEvent.click(within(form).getByRole('radio', { name: 'Offline' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The start time must be later than now.')).toBeInTheDocument();

    await enterDate(date, typed(-2, 'en-US'));
    expect(await within(form).findByText('Days before yesterday cannot be chosen.')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'ArrangeCourse')).toBe(false);
  });

  it('asks for repetitions only when repeating, and arranges a weekly course twice', async () => {
    const { operations, toasts } = render((name) =>
      name === 'ArrangeCourse' ? { data: { arrangeCourse: [course('n-1'), course('n-2')] } } : planCalendar([]),
    );
    const form = await openForm();
    await enterDate(within(form).getByLabelText(/日期/), typed(2, 'zh-CN'));
    await userEvent.selectOptions(within(form).getByLabelText(/开始时间/), '10:30');
    await userEvent.click(within(form).getByRole('radio', { name: '线上' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '监护人' }));
    expect(within(form).queryByLabelText(/重复次数/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/^重复/), 'week');
    const count = within(form).getByLabelText(/重复次数/);
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('重复次数须为 1 至 52 的整数')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已排 2 节课'));
    expect(operations.find((o) => o.name === 'ArrangeCourse')?.variables).toEqual({
      input: {
        subjectId: 's-1',
        userTrainingPlanId: 'p-1',
        executorId: 'u1',
        startTime: `${iso(2)} 10:30`,
        courseType: 'Online',
        periodIntervalUnit: 'Day',
        periodIntervalNumber: 7,
        courseCount: 2,
        trainerSMS: true,
        parentSMS: false,
      },
    });
  });

  it("arranges a class's course for its group plan alone, naming no child", async () => {
    const { operations } = render(
      (name) => (name === 'ArrangeCourse' ? { data: { arrangeCourse: [course('n-1')] } } : planCalendar([])),
      { subjectId: null },
    );
    const form = await openForm();
    await enterDate(within(form).getByLabelText(/日期/), typed(2, 'zh-CN'));
    await userEvent.selectOptions(within(form).getByLabelText(/开始时间/), '15:00');
    await userEvent.click(within(form).getByRole('radio', { name: '线下' }));
    await userEvent.selectOptions(within(form).getByLabelText(/^重复/), 'never');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(operations.some((o) => o.name === 'ArrangeCourse')).toBe(true));
    const input = (operations.find((o) => o.name === 'ArrangeCourse')?.variables as { input: Record<string, unknown> })
      .input;
    expect(input).toMatchObject({ groupTrainingPlanId: 'p-1', startTime: `${iso(2)} 15:00`, courseType: 'Offline' });
    expect(input).not.toHaveProperty('subjectId');
    expect(input).not.toHaveProperty('userTrainingPlanId');
  });

  it('offers oneself alone without Business.Calendar.ReadOther, and the searchable staff list with it', async () => {
    const own = render(() => planCalendar([]));
    let form = await openForm();
    let trainer = within(form).getByRole('combobox', { name: /^训练师/ });
    expect(
      within(trainer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Amy']);
    expect(own.operations.some((o) => o.name === 'CalendarTrainers')).toBe(false);
    cleanup();

    render(() => planCalendar([]), { granted: [WRITE, READ_OTHER] });
    form = await openForm();
    trainer = within(form).getByRole('combobox', { name: /^训练师/ });
    await vi.waitFor(() =>
      expect(
        within(trainer)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Amy', 'Bob Li', 'Carol Wang']),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: '搜索训练师' }), 'wang');
    expect(
      within(trainer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Amy', 'Carol Wang']);
    await userEvent.selectOptions(trainer, 'u3');
    expect(trainer).toHaveValue('u3');
  });

  it("edits one course with its values, and shows the server's conflict and field refusals", async () => {
    let conflict = true;
    const { operations, toasts } = render((name) => {
      if (name === 'EditCourse')
        return conflict
          ? {
              error: new CombinedError({
                graphQLErrors: [
                  {
                    message: `该训练师在 ${iso(4)} 16:00 至 ${iso(4)} 17:00 已有课程`,
                    extensions: { code: 'Business:CalendarConflict', status: 409 },
                  },
                ],
              }),
            }
          : { data: { editCourse: course('c-1', { startTime: `${iso(4)} 16:30` }) } };
      if (name === 'ArrangeCourse')
        return {
          error: new CombinedError({
            graphQLErrors: [
              {
                message: 'Validation failed',
                extensions: {
                  code: 'ValidationError',
                  status: 400,
                  validationErrors: [{ message: '该训练师不是本中心的员工', members: ['executorId'] }],
                },
              },
            ],
          }),
        };
      return planCalendar([course('c-1')]);
    });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: '编辑' }));
    let form = await screen.findByRole('dialog');
    expect(within(form).getByText('编辑课程')).toBeInTheDocument();
    expect(within(form).getByLabelText(/日期/)).toHaveValue(iso(3).replace(/-/g, '/'));
    expect(within(form).getByLabelText(/开始时间/)).toHaveValue('09:00');
    expect(within(form).getByRole('checkbox', { name: '训练师' })).not.toBeChecked();
    expect(within(form).queryByLabelText(/^重复/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/开始时间/), '16:30');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(`该训练师在 ${iso(4)} 16:00 至 ${iso(4)} 17:00 已有课程`)).toBeInTheDocument();
    conflict = false;
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('课程已保存'));
    expect(operations.filter((o) => o.name === 'EditCourse').at(-1)?.variables).toEqual({
      input: {
        id: 'c-1',
        executorId: 'u1',
        startTime: `${iso(3)} 16:30`,
        courseType: 'Offline',
        trainerSMS: false,
        parentSMS: true,
      },
    });

    await userEvent.click(within(drawer).getByRole('button', { name: '排课' }));
    form = await screen.findByRole('dialog');
    await enterDate(within(form).getByLabelText(/日期/), typed(2, 'zh-CN'));
    await userEvent.selectOptions(within(form).getByLabelText(/开始时间/), '09:00');
    await userEvent.click(within(form).getByRole('radio', { name: '线下' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    // A validation refusal stands by the field it names.
    expect(await within(form).findByText('该训练师不是本中心的员工')).toBeInTheDocument();
  });

  it('deletes a course only after the confirmation, saying "deleted", or why it failed', async () => {
    let fail = false;
    const { operations, toasts } = render((name) => {
      if (name === 'CancelCourse')
        return fail
          ? {
              error: new CombinedError({
                graphQLErrors: [
                  { message: '删除失败：课程已开始', extensions: { code: 'Business:CalendarCoursePast', status: 409 } },
                ],
              }),
            }
          : { data: { cancelCourse: true } };
      return planCalendar([course('c-1')]);
    });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: '删除' }));
    let alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(`确定删除 ${iso(3).replace(/-/g, '/')} 09:00 的课程吗？`)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: '取消' }));
    expect(operations.some((o) => o.name === 'CancelCourse')).toBe(false);

    await userEvent.click(within(drawer).getByRole('button', { name: '删除' }));
    alert = await screen.findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: '删除' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已删除'));
    expect(operations.find((o) => o.name === 'CancelCourse')?.variables).toEqual({ id: 'c-1' });

    fail = true;
    await userEvent.click(within(drawer).getByRole('button', { name: '删除' }));
    alert = await screen.findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: '删除' }));
    await vi.waitFor(() => expect(toasts.showWarning).toHaveBeenCalledWith('删除失败：课程已开始'));
  });
});
