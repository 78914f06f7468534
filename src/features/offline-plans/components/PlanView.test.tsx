// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  OfflinePlanFeedbackRecordsQuery,
  OfflinePlanItemFieldsFragment,
  OfflinePlanPropertyFieldsFragment,
  OfflinePlanQuery,
  OfflinePlanQuotaCheckQuery,
  OfflinePlanStepFieldsFragment,
  OfflinePlanSummaryFieldsFragment,
} from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage, type StubRespond } from '../../../shared/testing/renderStubbedPage';
import { shellUserWithRoles } from '../../../shared/testing/shellUser';
import type { StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { summary as sharedSummary } from '../testing/planSummary';
import { PlanView } from './PlanView';

// The plan view (spec 001 §2 screens 1, 2, 5; §4 "Offline plan flow", "Feedback status per item",
// "Session card"; §6; §8, §9): what the card and the plan offer from the machine and the server's
// flags, the confirmations, the warnings after a finished session, the feedback drawer, the records'
// load-more and the chart, in both languages; read-only without write.

afterEach(cleanup);

type Plan = OfflinePlanQuery['offlinePlan'];

const property = (
  id: string,
  formKind: OfflinePlanPropertyFieldsFragment['formKind'],
  type: string,
  zh: string,
  en: string,
  extra: object = {},
  isRequired = false,
): OfflinePlanPropertyFieldsFragment => ({
  id,
  formKind,
  displayName: { default: zh, zh, en },
  isRequired,
  type,
  sortOrder: 0,
  extraProperties: JSON.stringify(extra),
});

const FORM = [
  property('note', 'Session', 'String', '课堂表现', 'Performance', { defaultLines: 2 }, true),
  property('rounds', 'Personal', 'Number', '完成轮数', 'Rounds completed', { minValue: 0, maxValue: 10 }),
  property('home', 'Guardian', 'String', '在家练习', 'Practice at home'),
];

const item = (
  id: string,
  num: number,
  title: string,
  extra: Partial<OfflinePlanItemFieldsFragment> = {},
  program: Partial<OfflinePlanItemFieldsFragment['trainingProgram']> = {},
): OfflinePlanItemFieldsFragment => ({
  id,
  num,
  position: Number(id.replace(/\D/g, '')) || 0,
  hasDone: null,
  isEdit: false,
  doneTime: null,
  operate: null,
  isAdjustment: false,
  trainingProgram: {
    id: `pr-${id}`,
    code: `P-${id}`,
    title,
    difficulty: 3,
    minDifficulty: 1,
    maxDifficulty: 20,
    ...program,
  },
  feedbackProperties: FORM,
  feedbacks: [],
  guardianFeedbacks: [],
  ...extra,
});

// The shared started plan at session 3 of 12, as this file's assertions name it.
const summary = (extra: Partial<OfflinePlanSummaryFieldsFragment> = {}): OfflinePlanSummaryFieldsFragment =>
  sharedSummary('p-1', {
    displayName: '注意力基础十二课',
    coachName: '林静',
    validFrom: null,
    validUntil: null,
    ...extra,
  });

const sessions = (total: number) =>
  Array.from({ length: total }, (_, i) => ({
    num: i + 1,
    startedAt: i < 3 ? '2026-11-0' + (i + 2) + 'T02:00:00.000Z' : null,
    finishedAt: i < 2 ? '2026-11-0' + (i + 2) + 'T03:00:00.000Z' : null,
    attendance: i < 2 ? ('Attend' as const) : null,
    interviewRequired: false,
    interviewAt: null,
    hasMusic: false,
    level: 3,
  }));

/** Session 3 of 12 is current and open: one item answered, one not started, one still open. */
const current = (extra: Partial<Plan> = {}, plan: Partial<OfflinePlanSummaryFieldsFragment> = {}): Plan => ({
  summary: summary(plan),
  subjectName: '王小明',
  canWrite: true,
  sessions: sessions(12),
  nonePlaybook: [],
  planItems: [
    item('i1', 2, '数字连线', {
      hasDone: true,
      feedbacks: [
        { programFeedbackPropertyId: 'note', valueJson: '"专注"' },
        { programFeedbackPropertyId: 'rounds', valueJson: '4' },
      ],
    }),
    item('i2', 3, '追踪小球', {
      isEdit: true,
      hasDone: true,
      operate: 'Increase',
      isAdjustment: true,
      feedbacks: [
        { programFeedbackPropertyId: 'note', valueJson: '"很好"' },
        { programFeedbackPropertyId: 'rounds', valueJson: '6' },
      ],
    }),
    item('i3', 3, '图形搜索', { isEdit: true, hasDone: false }, { difficulty: 20, maxDifficulty: 20 }),
    item('i4', 3, '颜色分类', { isEdit: true }),
  ],
  ...extra,
});

const step = (extra: Partial<OfflinePlanStepFieldsFragment> = {}): OfflinePlanStepFieldsFragment => ({
  id: 'p-1',
  status: 'Started',
  num: 3,
  totalNum: 12,
  canNext: true,
  interviewPending: false,
  isDeleted: false,
  interviewRequired: false,
  lastSession: false,
  remainingSessions: null,
  ...extra,
});

const quotaCheck = (
  quota: OfflinePlanQuotaCheckQuery['offlinePlanQuotaCheck']['quota'],
): OfflinePlanQuotaCheckQuery['offlinePlanQuotaCheck'] => ({
  id: 'p-1',
  subjectId: 's-1',
  num: 3,
  mode: 'Offline',
  quota,
});

const records = (count: number, total = count): StubResponse => ({
  data: {
    offlinePlanFeedbackRecords: {
      items: Array.from({ length: count }, (_, i) => ({
        id: `r-${i}-${Math.random()}`,
        itemId: 'i2',
        num: 3,
        forGuardian: i === 0,
        creationTime: '2026-11-04T02:30:00.000Z',
        createdByName: '林静',
        programTitle: '追踪小球',
        hasDone: true,
        feedbackProperties: FORM,
        feedbacks: [{ programFeedbackPropertyId: 'note', valueJson: '"很好"' }],
      })),
      totalCount: total,
    },
  } satisfies OfflinePlanFeedbackRecordsQuery,
});

const render = (plan: () => Plan, respond: StubRespond = () => 'pending', language: Language = 'zh-CN') =>
  renderStubbedPage(
    <PlanView planId="p-1" />,
    (name, variables) => {
      if (name === 'OfflinePlan') return { data: { offlinePlan: plan() } satisfies OfflinePlanQuery };
      const answer = respond(name, variables);
      if (answer !== 'pending' || name !== 'OfflinePlanFeedbackRecords') return answer;
      return records(0);
    },
    { path: '/', language },
  );

/** Blueprint's drawer names itself by no label: found by its title. */
const drawerTitled = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('.bp6-drawer') as HTMLElement);

const toolbar = () => within(screen.getByRole('toolbar'));
const row = (title: string) =>
  within(
    within(document.querySelector('.atrium-plan-items') as HTMLElement)
      .getByText(title, { selector: 'strong' })
      .closest('li') as HTMLElement,
  );

describe('PlanView', () => {
  it('shows the current session with its tags, item statuses and the steps the machine allows, in Chinese', async () => {
    const { operations } = render(() => current());
    expect(await screen.findByRole('heading', { name: '第 3 节（共 12 节）' })).toBeInTheDocument();
    const card = within(
      screen.getByRole('heading', { name: '第 3 节（共 12 节）' }).closest('.atrium-session-card') as HTMLElement,
    );
    for (const tag of ['当前', '线下', '已调整']) expect(card.getAllByText(tag).length).toBeGreaterThan(0);
    expect(card.getAllByText('难度 +1').length).toBeGreaterThan(0);
    expect(row('追踪小球').getByText('已提交')).toBeInTheDocument();
    expect(row('图形搜索').getByText('未开展')).toBeInTheDocument();
    expect(row('颜色分类').getByText('未反馈')).toBeInTheDocument();

    expect(
      toolbar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['结束课程', '课程调整', '延长课程', '改为线上', '结束方案', '暂停方案']);
    // Difficulty: once only (追踪小球 already +1), never past the program's maximum (图形搜索 at L20).
    expect(row('追踪小球').getByRole('button', { name: '难度 +1：追踪小球' })).toBeDisabled();
    expect(row('追踪小球').getByRole('button', { name: '难度 -1：追踪小球' })).toBeDisabled();
    expect(row('图形搜索').getByRole('button', { name: '难度 +1：图形搜索' })).toBeDisabled();
    expect(row('图形搜索').getByRole('button', { name: '难度 -1：图形搜索' })).toBeEnabled();
    expect(row('颜色分类').getByRole('button', { name: '难度 +1：颜色分类' })).toBeEnabled();
    // "Not started" only while an item has no feedback.
    expect(row('追踪小球').queryByRole('button', { name: '标记未开展：追踪小球' })).not.toBeInTheDocument();
    expect(row('颜色分类').getByRole('button', { name: '标记未开展：颜色分类' })).toBeInTheDocument();
    // The plan's course music (the programme its sessions play) is read for the picker.
    expect(operations.find((o) => o.name === 'CourseMusicPlan')?.variables).toEqual({
      planKind: 'OFFLINE',
      planId: current().summary.id,
    });
  });

  it('asks for feedback first when an item is still open, and marks it not started after the confirmation', async () => {
    let plan = current();
    const { operations, toasts } = render(
      () => plan,
      (name) => {
        if (name === 'MarkOfflinePlanItemNotStarted') {
          plan = current({ planItems: current().planItems.map((i) => (i.id === 'i4' ? { ...i, hasDone: false } : i)) });
          return { data: { markOfflinePlanItemNotStarted: 'i4' } };
        }
        return 'pending';
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '结束课程' }));
    expect(toasts.showWarning).toHaveBeenCalledWith('请先提交反馈：还有 1 个训练活动没有反馈。');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(row('颜色分类').getByRole('button', { name: '标记未开展：颜色分类' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('确定将颜色分类标记为未开展吗？本节将不再需要它的反馈。')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '标记未开展' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('颜色分类已标记为未开展。'));
    expect(operations.find((o) => o.name === 'MarkOfflinePlanItemNotStarted')?.variables).toEqual({ planItemId: 'i4' });
    await vi.waitFor(() => expect(row('颜色分类').getByText('未开展')).toBeInTheDocument());
  });

  it('ends the class with attendance, warns of 1–5 sessions left and of the interview, and asks to end after the last', async () => {
    const done = () =>
      current({
        planItems: current().planItems.map((i) => (i.num === 3 && i.hasDone === null ? { ...i, hasDone: false } : i)),
      });
    const { operations, toasts } = render(done, (name) =>
      name === 'FinishOfflinePlanSession'
        ? { data: { finishOfflinePlanSession: step({ remainingSessions: 2, interviewRequired: true }) } }
        : 'pending',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '结束课程' }));
    const dialog = within(await screen.findByRole('dialog', { name: '结束课程：第 3 节' }));
    await user.click(dialog.getByRole('radio', { name: '缺席' }));
    await user.click(dialog.getByRole('button', { name: '结束课程' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('第 3 节课已结束。'));
    expect(operations.find((o) => o.name === 'FinishOfflinePlanSession')?.variables).toEqual({
      id: 'p-1',
      num: 3,
      attendance: 'Absent',
    });
    expect(toasts.showWarning).toHaveBeenCalledWith('儿童的课时仅剩 2 节。');
    expect(toasts.showWarning).toHaveBeenCalledWith('需要家长访谈：记录访谈后才能进行下一节课。');
  });

  it('asks for the static activities to be ticked before ending the class, once every item has feedback', async () => {
    const statik = (id: string, num: number, hasDone: boolean | null) => ({
      id,
      num,
      position: 0,
      name: id,
      hasDone,
      doneTime: null,
      isEdit: true,
    });
    const done = () =>
      current({
        planItems: current().planItems.map((i) => (i.num === 3 && i.hasDone === null ? { ...i, hasDone: false } : i)),
        // Session 2's unticked one is history, not this class's.
        nonePlaybook: [statik('热身', 3, true), statik('放松呼吸', 3, null), statik('自由游戏', 2, null)],
      });
    const { toasts } = render(done);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '结束课程' }));
    expect(toasts.showWarning).toHaveBeenCalledWith('请先提交反馈：还有 1 个静态活动未完成。');
    expect(screen.queryByRole('dialog', { name: '结束课程：第 3 节' })).not.toBeInTheDocument();
  });

  it('warns an admin before ending a class that no quota is set, with Settings to the child’s records (zh-CN)', async () => {
    const done = () =>
      current({
        planItems: current().planItems.map((i) => (i.num === 3 && i.hasDone === null ? { ...i, hasDone: false } : i)),
      });
    const { toasts, router } = render(done, (name) => {
      if (name === 'ShellCurrentUser') return shellUserWithRoles(['CenterAdmin']);
      if (name === 'OfflinePlanQuotaCheck')
        return { data: { offlinePlanQuotaCheck: quotaCheck({ status: 'NotSet', remaining: 0 }) } };
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '结束课程' }));
    // The class can still end (an absent child uses no session): the dialog opens beside the warning.
    expect(await screen.findByRole('dialog', { name: '结束课程：第 3 节' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(toasts.showWarning).toHaveBeenCalledWith('未为王小明设置线下课时：出勤的课节无法计数。', {
        text: '去设置',
        onClick: expect.any(Function),
      }),
    );
    const [, action] = toasts.showWarning.mock.calls[0] as [string, { onClick: () => void }];
    action.onClick();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/system/center/menu/manage/userConfiguration'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      filter: '王小明',
      type: 'Offline',
    });
  });

  it('warns a coach before starting a plan that 3 sessions are left, and says who can set them (en-US)', async () => {
    const arranged = () => current({}, { status: 'None', num: 1 });
    const { toasts } = render(
      arranged,
      (name) => {
        if (name === 'ShellCurrentUser') return shellUserWithRoles(['coach']);
        if (name === 'OfflinePlanQuotaCheck')
          return { data: { offlinePlanQuotaCheck: quotaCheck({ status: 'Low', remaining: 3 }) } };
        return 'pending';
      },
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start plan' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/^Start .* at session 1\?/);
    await vi.waitFor(() =>
      expect(toasts.showWarning).toHaveBeenCalledWith(
        "Only 3 sessions are left on the child's quota. The centre admin or a senior coach can set them in the user usage configuration.",
      ),
    );
  });

  it('says nothing of a quota that is enough, or where the centre keeps no quota warnings', async () => {
    const arranged = () => current({}, { status: 'None', num: 1 });
    for (const quota of [{ status: 'Ok' as const, remaining: 6 }, null]) {
      const { toasts, operations } = render(arranged, (name) => {
        if (name === 'ShellCurrentUser') return shellUserWithRoles(['CenterAdmin']);
        if (name === 'OfflinePlanQuotaCheck') return { data: { offlinePlanQuotaCheck: quotaCheck(quota) } };
        return 'pending';
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '开始方案' }));
      await vi.waitFor(() => expect(operations.some((o) => o.name === 'OfflinePlanQuotaCheck')).toBe(true));
      expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
      expect(toasts.showWarning).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('after the last session asks whether the training period has ended, and ends the plan', async () => {
    const last = () =>
      current(
        { planItems: [item('l1', 12, '数字连线', { isEdit: true, hasDone: true })], sessions: sessions(12) },
        { num: 12 },
      );
    const { operations, toasts } = render(last, (name) => {
      if (name === 'FinishOfflinePlanSession')
        return { data: { finishOfflinePlanSession: step({ num: 12, lastSession: true, remainingSessions: 8 }) } };
      if (name === 'EndOfflinePlan') return { data: { endOfflinePlan: step({ num: 12, status: 'Finished' }) } };
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '结束课程' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '结束课程' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('这是最后一节课。训练周期是否已经结束？确定后方案将结束。')).toBeInTheDocument();
    // 8 left is not low: no warning.
    expect(toasts.showWarning).not.toHaveBeenCalled();
    await user.click(confirm.getByRole('button', { name: '结束方案' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('方案已结束。'));
    expect(operations.find((o) => o.name === 'EndOfflinePlan')?.variables).toEqual({ id: 'p-1' });
  });

  it.each([
    [true, ['a', 'b'], '训练目标尚未全部完成（5 个训练项目中 2 个已有反馈），现在结束方案可能导致打卡不成功。'],
    [true, ['a', 'b', 'c', 'd', 'e'], null],
    [false, ['a'], null],
  ] as const)(
    'warns before ending early when the punch targets are short at a timesSetting centre (%s, %j)',
    async (timesSetting, realFinishedCodes, warning) => {
      render(current, (name) =>
        name === 'OfflinePlanPunchTargets'
          ? {
              data: {
                offlinePlanPunchTargets: {
                  timesSetting,
                  programTarget: { targetCount: 5, realFinishedCodes: [...realFinishedCodes] },
                  audioTarget: { targetCount: 0, realFinishedCodes: [] },
                },
              },
            }
          : 'pending',
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '结束方案' }));
      const confirm = within(await screen.findByRole('alertdialog'));
      expect(confirm.getByText('确定提前结束方案吗？当前为第 3 节（共 12 节）。')).toBeInTheDocument();
      if (warning) expect(await confirm.findByText(warning)).toBeInTheDocument();
      else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(confirm.queryByText(/打卡不成功/)).toBeNull();
      }
    },
  );

  it('pages between sessions and follows the plan to the next session once it is activated', async () => {
    // The server's isEdit is false once the session is finished.
    let plan = current(
      { planItems: current().planItems.map((i) => ({ ...i, isEdit: false })) },
      { canNext: true, showNextClass: true },
    );
    const { operations } = render(
      () => plan,
      (name) => {
        if (name === 'ActivateNextOfflinePlanSession') {
          plan = current({}, { num: 4 });
          return { data: { activateNextOfflinePlanSession: step({ num: 4, canNext: false }) } };
        }
        return 'pending';
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '第 3 节（共 12 节）' })).toBeInTheDocument();
    // The session is finished: no item may be changed, the next may be activated.
    expect(row('颜色分类').queryByRole('button', { name: '标记未开展：颜色分类' })).not.toBeInTheDocument();
    expect(row('颜色分类').queryByRole('button', { name: '难度 +1：颜色分类' })).not.toBeInTheDocument();
    // Only the guardian's feedback may still be written on it: the drawer opens to look.
    expect(row('颜色分类').getByRole('button', { name: '查看反馈：颜色分类' })).toBeInTheDocument();
    expect(
      toolbar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['激活下一节课', '课程调整', '延长课程', '改为线上', '结束方案', '暂停方案']);
    await user.click(screen.getByRole('button', { name: '上一节' }));
    expect(screen.getByRole('heading', { name: '第 2 节（共 12 节）' })).toBeInTheDocument();
    // Whose plan it is, linked to the child's detail.
    expect(screen.getByRole('link', { name: '王小明' })).toHaveAttribute(
      'href',
      expect.stringContaining('subjectDetail'),
    );
    expect(row('数字连线').getByText('已提交')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '激活下一节课' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('确定激活第 4 节课吗？')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '激活下一节课' }));
    expect(await screen.findByRole('heading', { name: '第 4 节（共 12 节）' })).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'ActivateNextOfflinePlanSession')).toHaveLength(1);
  });

  it('hides difficulty and the repeat adjustments for V4', async () => {
    render(() => current({}, { ilsVersion: 'V4' }));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '第 3 节（共 12 节）' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '难度 +1：颜色分类' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '课程调整' }));
    const dialog = within(await screen.findByRole('dialog', { name: '课程调整' }));
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['安抚课']);
  });

  it('adjusts the course with a calming lesson only once its program code is given', async () => {
    const { operations } = render(
      () => current(),
      (name) =>
        name === 'AdjustOfflinePlanCourse'
          ? { data: { adjustOfflinePlanCourse: step({ totalNum: 13, canNext: false }) } }
          : 'pending',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '课程调整' }));
    const dialog = within(await screen.findByRole('dialog', { name: '课程调整' }));
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '重复上一节',
      '重复上两节',
      '安抚课',
    ]);
    await user.click(dialog.getByRole('radio', { name: '安抚课' }));
    await user.click(dialog.getByRole('button', { name: '调整' }));
    expect(dialog.getByText('请输入安抚课的训练项目编号。')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('训练项目编号'), 'CALM-01');
    await user.click(dialog.getByRole('button', { name: '调整' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'AdjustOfflinePlanCourse')?.variables).toEqual({
        id: 'p-1',
        kind: 'Calming',
        programCode: 'CALM-01',
      }),
    );
  });

  it('switches the plan to online from the current session after a confirmation that says what it counts', async () => {
    const { operations, toasts } = render(
      () => current(),
      (name) => (name === 'ChangeOfflinePlanMode' ? { data: { changeOfflinePlanMode: 'p-1' } } : 'pending'),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to Online' }));
    const alert = within(await screen.findByRole('alertdialog'));
    expect(
      alert.getByText(
        'From session 3 on, the plan is delivered Online: its sessions use the Online session quota and are charged at the Online course price. Sessions already finished keep theirs.',
      ),
    ).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Switch to Online' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'ChangeOfflinePlanMode')?.variables).toEqual({
        id: 'p-1',
        mode: 'Online',
      }),
    );
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('The plan is now delivered Online.'));
  });

  it('sends a staff feedback through the shared form, each answer as JSON text', async () => {
    const { operations, toasts } = render(
      () => current(),
      (name) => (name === 'SubmitOfflinePlanFeedback' ? { data: { submitOfflinePlanFeedback: 'f-1' } } : 'pending'),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '反馈颜色分类' }));
    const drawer = await drawerTitled('反馈：颜色分类');
    expect(drawer.getByRole('tab', { name: '课程与个人反馈' })).toBeInTheDocument();
    expect(drawer.getByRole('tab', { name: '家长反馈' })).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: '提交反馈' }));
    // The required property is named, nothing sent.
    expect(operations.some((o) => o.name === 'SubmitOfflinePlanFeedback')).toBe(false);
    await user.type(drawer.getByLabelText(/^课堂表现/), '配合积极');
    await user.type(drawer.getByLabelText(/^完成轮数/), '5');
    await user.click(drawer.getByRole('button', { name: '提交反馈' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('颜色分类的反馈已保存。'));
    expect(operations.find((o) => o.name === 'SubmitOfflinePlanFeedback')?.variables['input']).toEqual({
      planId: 'p-1',
      num: 3,
      planItemId: 'i4',
      forGuardian: false,
      feedbacks: [
        { programFeedbackPropertyId: 'note', valueJson: '"配合积极"' },
        { programFeedbackPropertyId: 'rounds', valueJson: '5' },
      ],
    });
    // Another activity of the session is still open: ending the class does not follow.
    expect(screen.queryByRole('dialog', { name: '结束课程：第 3 节' })).not.toBeInTheDocument();
  });

  it('goes on to end the class once the feedback saved in the drawer was the session’s last open one', async () => {
    let saved = false;
    const plan = () =>
      saved
        ? current({ planItems: current().planItems.map((i) => (i.id === 'i4' ? { ...i, hasDone: true } : i)) })
        : current({ planItems: current().planItems.map((i) => (i.id === 'i3' ? { ...i, hasDone: true } : i)) });
    const { operations } = render(plan, (name) => {
      if (name !== 'SubmitOfflinePlanFeedback') return 'pending';
      saved = true;
      return { data: { submitOfflinePlanFeedback: 'f-1' } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '反馈颜色分类' }));
    const drawer = await drawerTitled('反馈：颜色分类');
    await user.type(drawer.getByLabelText(/^课堂表现/), '配合积极');
    await user.type(drawer.getByLabelText(/^完成轮数/), '5');
    await user.click(drawer.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByRole('dialog', { name: '结束课程：第 3 节' })).toBeInTheDocument();
    // With the quota check beside it, as when End class is pressed.
    expect(operations.some((o) => o.name === 'OfflinePlanQuotaCheck')).toBe(true);
  });

  it('is read-only in English without write: everything shown, no action, feedback as submitted', async () => {
    const readOnly = () =>
      current(
        {
          canWrite: false,
          planItems: current().planItems.map((i) => ({ ...i, isEdit: false })),
        },
        { showNextClass: false },
      );
    render(readOnly, (name) => (name === 'OfflinePlanFeedbackRecords' ? records(1) : 'pending'), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Session 3 of 12' })).toBeInTheDocument();
    expect(screen.getByText('You can view this plan but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    for (const name of [/^Mark not started/, /^\+1 level/, /^-1 level/])
      expect(screen.queryAllByRole('button', { name })).toHaveLength(0);
    expect(row('颜色分类').queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(row('追踪小球').getByRole('button', { name: 'View feedback: 追踪小球' }));
    const drawer = await drawerTitled('Feedback: 追踪小球');
    expect(drawer.getByText('Shown as submitted; you cannot change it now.')).toBeInTheDocument();
    expect(drawer.getByLabelText(/^Performance/)).toHaveValue('很好');
    expect(drawer.queryByRole('button', { name: 'Submit feedback' })).not.toBeInTheDocument();
  });

  it('loads the feedback records 10 more at a time and charts the numeric answers per session', async () => {
    const { operations } = render(
      () => current(),
      (name, variables) =>
        name === 'OfflinePlanFeedbackRecords' ? records(variables['skipCount'] === 0 ? 10 : 2, 12) : 'pending',
    );
    const list = within(await screen.findByRole('list', { name: '反馈记录' }));
    expect(list.getAllByRole('listitem')).toHaveLength(10);
    expect(list.getAllByText('家长').length).toBe(1);
    expect(screen.getByText('10 / 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await vi.waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'OfflinePlanFeedbackRecords').map((o) => o.variables)).toEqual([
      { planId: 'p-1', skipCount: 0, maxResultCount: 10 },
      { planId: 'p-1', skipCount: 10, maxResultCount: 10 },
    ]);

    const chart = screen.getByRole('img', { name: '各课节评分与数值回答（按问题）' });
    // One numeric property (完成轮数) with answers in sessions 2 and 3; the text one is not charted.
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByText('完成轮数', { selector: '.atrium-session-chart-legend li' })).toBeInTheDocument();
  });
  it('draws the app\'s "Arrange course" with the plan, open only while the plan is neither ended nor suspended', async () => {
    const shown: unknown[] = [];
    const ArrangeCourse = (props: { planId: string; subjectId: string; subjectName: string; planOpen: boolean }) => {
      shown.push(props);
      return <button type="button">{props.planOpen ? 'open' : 'closed'}</button>;
    };
    const view = (plan: Plan) =>
      renderStubbedPage(
        <PlanView planId="p-1" ArrangeCourse={ArrangeCourse} />,
        (name) =>
          name === 'OfflinePlan'
            ? { data: { offlinePlan: plan } satisfies OfflinePlanQuery }
            : name === 'OfflinePlanFeedbackRecords'
              ? records(0)
              : 'pending',
        { path: '/', language: 'zh-CN' },
      );
    view(current());
    expect(await within(await screen.findByRole('toolbar')).findByRole('button', { name: 'open' })).toBeInTheDocument();
    expect(shown.at(-1)).toEqual({
      planId: 'p-1',
      subjectId: current().summary.subjectId,
      subjectName: '王小明',
      planOpen: true,
    });
    cleanup();
    view(current({}, { status: 'Finished' }));
    expect(await screen.findByRole('button', { name: 'closed' })).toBeInTheDocument();
  });

  it.each([
    ['zh-CN', '音乐目标尚未全部完成（4 首课程音乐中 1 首已听完），现在结束方案可能导致打卡不成功。'],
    [
      'en-US',
      'Music targets are not all finished (1 of 4 course-music tracks heard to the end): ending the plan now may prevent a successful punch.',
    ],
  ] as const)('warns before ending when the music target is short (%s)', async (language, warning) => {
    render(
      current,
      (name) =>
        name === 'OfflinePlanPunchTargets'
          ? {
              data: {
                offlinePlanPunchTargets: {
                  timesSetting: true,
                  programTarget: { targetCount: 2, realFinishedCodes: ['a', 'b'] },
                  audioTarget: { targetCount: 4, realFinishedCodes: ['1:FAS-001'] },
                },
              },
            }
          : 'pending',
      language,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: language === 'zh-CN' ? '结束方案' : 'End plan' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(await confirm.findByText(warning)).toBeInTheDocument();
  });

  it('ends a v1 class only after the session’s audio punch (001 §4), asking the server first', async () => {
    const done = () =>
      current(
        {
          planItems: current().planItems.map((i) => (i.num === 3 && i.hasDone === null ? { ...i, hasDone: false } : i)),
        },
        { cardVersion: 'v1' },
      );
    let punched = false;
    const { operations, toasts } = render(done, (name) =>
      name === 'OfflinePlanAudioPunch'
        ? {
            data: {
              offlinePlanAudioPunch: {
                planId: 'p-1',
                num: 3,
                cardVersion: 'v1',
                required: true,
                punched,
                punchedAt: null,
                canPunch: false,
                listenedList: ['FAS-001'],
                tracks: [
                  { code: 'FAS-001', titleZh: '晨光', titleEn: 'Morning light', listened: true, isPunched: punched },
                  { code: 'CMSMO-001', titleZh: '摇篮', titleEn: 'Cradle', listened: punched, isPunched: punched },
                ],
              },
            },
          }
        : 'pending',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '结束课程' }));
    await vi.waitFor(() =>
      expect(toasts.showWarning).toHaveBeenCalledWith('请先完成音频打卡：本节课的声音治疗还有 1 首曲目没有听完。'),
    );
    expect(screen.queryByRole('dialog', { name: '结束课程：第 3 节' })).not.toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'OfflinePlanAudioPunch').at(-1)?.variables).toEqual({
      id: 'p-1',
      num: 3,
    });
    punched = true;
    await user.click(screen.getByRole('button', { name: '结束课程' }));
    expect(await screen.findByRole('dialog', { name: '结束课程：第 3 节' })).toBeInTheDocument();
  });
});
