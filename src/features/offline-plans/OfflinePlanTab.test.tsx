// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  OfflinePlanArchiveCheckQuery,
  OfflinePlanSummaryFieldsFragment,
  OfflinePlansQuery,
  OfflinePlanTemplatesQuery,
} from '../../generated/graphql';
import type { Language } from '../../shared/i18n/languages';
import { renderStubbedPage, type StubRespond } from '../../shared/testing/renderStubbedPage';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { OfflinePlanTab, PLAN_WRITE } from './OfflinePlanTab';
import { PLAN } from './testing/planDetail';
import { summary } from './testing/planSummary';

// The subject detail's offline plan tab (spec 001 §2 screen 1, §4, §8, §9): the plans 6 a page,
// what "Arrange plan" offers and when, the plan-type modal's trial check and refusals, in both
// languages. The plan view itself: components/PlanView.test.tsx.

afterEach(cleanup);

const READ = 'RocketSystem.UserOfflinePlan';

const plans = (
  items: OfflinePlanSummaryFieldsFragment[],
  before: Partial<OfflinePlansQuery['offlinePlanBeforeCreate']> = {},
  totalCount = items.length,
): StubResponse => ({
  data: {
    offlinePlans: { items, totalCount },
    offlinePlanBeforeCreate: { subjectId: 's-1', openPlanId: null, canArrange: true, ...before },
  } satisfies OfflinePlansQuery,
});

const templates: StubResponse = {
  data: {
    contentOfflinePlans: {
      items: [
        {
          id: 'tpl-1',
          code: 'OFF-ATT-12',
          nameZh: '注意力提升 12 节',
          nameEn: 'Attention 12 sessions',
          sessionCount: 12,
          ilsVersion: 'V3',
          rules: { difficulty: { startLevel: 3 } },
        },
      ],
      totalCount: 1,
    },
  } satisfies OfflinePlanTemplatesQuery,
};

type ArchiveCheck = OfflinePlanArchiveCheckQuery['offlinePlanBeforeCreate'];
/** The child's two profile lists as "Arrange plan" finds them: filled unless a test says otherwise. */
const archiveCheck = (extra: Partial<ArchiveCheck> = {}): StubResponse => ({
  data: {
    offlinePlanBeforeCreate: {
      subjectId: 's-1',
      canArrange: true,
      profileCount: 1,
      diagnosticInformationCount: 2,
      canSkipArchive: false,
      profileMissing: false,
      ...extra,
    },
  } satisfies OfflinePlanArchiveCheckQuery,
});

const render = (
  respond: StubRespond,
  { language = 'zh-CN', granted = [READ, PLAN_WRITE] }: { language?: Language; granted?: string[] } = {},
) =>
  renderStubbedPage(
    <OfflinePlanTab subjectId="s-1" />,
    (name, variables) => {
      if (name === 'CurrentPermissions')
        return { data: { me: { id: 'me', adminRoles: [], tenantPermissions: ['hfs'], grantedPermissions: granted } } };
      const answer = respond(name, variables);
      return name === 'OfflinePlanArchiveCheck' && answer === 'pending' ? archiveCheck() : answer;
    },
    { path: '/', language },
  );

describe('OfflinePlanTab', () => {
  it('shows each plan as a card in Chinese, 6 a page, and why no plan can be arranged while one is open', async () => {
    const { operations } = render((name) =>
      name === 'OfflinePlans'
        ? plans(
            [
              summary('p-1'),
              summary('p-0', {
                status: 'Finished',
                validity: 'Expired',
                displayName: '旧方案',
                isTry: true,
                mode: 'Online',
                num: 12,
              }),
            ],
            { openPlanId: 'p-1', canArrange: false },
            8,
          )
        : 'pending',
    );
    const card = within(
      (await screen.findByRole('button', { name: '打开注意力提升 12 节' })).closest('.atrium-plan-card') as HTMLElement,
    );
    expect(card.getByText('进行中')).toBeInTheDocument();
    expect(card.getByText('有效期内')).toBeInTheDocument();
    expect(card.getByText('第 3 / 12 节')).toBeInTheDocument();
    expect(card.getByText('刘洋')).toBeInTheDocument();
    expect(card.getByText('线下')).toBeInTheDocument();
    expect(card.getByText('2026/11/01 – 2027/02/28')).toBeInTheDocument();
    const old = within(screen.getByRole('button', { name: '打开旧方案' }).closest('.atrium-plan-card') as HTMLElement);
    expect(old.getByText('已结束')).toBeInTheDocument();
    expect(old.getByText('已过期')).toBeInTheDocument();
    expect(old.getByText('试课')).toBeInTheDocument();
    expect(old.getByText('线上')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: '安排方案' })).not.toBeInTheDocument();
    expect(screen.getByText('儿童已有进行中的方案（注意力提升 12 节），结束后才能安排新方案。')).toBeInTheDocument();
    expect(screen.getByText('共 8 个方案')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'OfflinePlans')?.variables).toMatchObject({
      skipCount: 0,
      maxResultCount: 6,
    });

    await userEvent.click(screen.getByRole('button', { name: '下一页方案' }));
    expect(operations.filter((o) => o.name === 'OfflinePlans').at(-1)?.variables).toMatchObject({ skipCount: 6 });
  });

  it('says there is no plan yet and offers "Arrange plan" in English to a writer', async () => {
    render((name) => (name === 'OfflinePlans' ? plans([]) : 'pending'), { language: 'en-US' });
    expect(await screen.findByText('No offline plans for this child yet.')).toBeInTheDocument();
    expect(screen.getByText('0 plans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrange plan' })).toBeInTheDocument();
  });

  it('asks for the profile first when a profile list is empty, opening the archives in a new tab, then arranges once filled', async () => {
    let filled = false;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { operations } = render((name) => {
      if (name === 'OfflinePlans') return plans([]);
      if (name === 'OfflinePlanTemplates') return templates;
      if (name === 'OfflinePlanArchiveCheck')
        return filled
          ? archiveCheck()
          : archiveCheck({ profileCount: 1, diagnosticInformationCount: 0, profileMissing: true });
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '安排方案' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('请先完善档案')).toBeInTheDocument();
    expect(
      confirm.getByText(
        '安排方案前，儿童档案中至少要有一条基本资料和一条诊断信息（目前分别为 1 条和 0 条）。请在档案页填写后再安排方案。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '安排方案' })).not.toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '打开档案' }));
    expect(open).toHaveBeenCalledWith('/system/archives?subjectId=s-1&from=center', '_blank', 'noopener');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Filled in the other tab: the next press asks again, and the plan-type modal opens.
    filled = true;
    await user.click(screen.getByRole('button', { name: '安排方案' }));
    expect(await screen.findByRole('dialog', { name: '安排方案' })).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'OfflinePlanArchiveCheck')).toHaveLength(2);
    open.mockRestore();
  });

  it('opens the plan-type modal straight away when the centre may skip the archive', async () => {
    render(
      (name) => {
        if (name === 'OfflinePlans') return plans([]);
        if (name === 'OfflinePlanTemplates') return templates;
        if (name === 'OfflinePlanArchiveCheck')
          return archiveCheck({ profileCount: 0, diagnosticInformationCount: 0, canSkipArchive: true });
        return 'pending';
      },
      { language: 'en-US' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Arrange plan' }));
    expect(await screen.findByRole('dialog', { name: 'Arrange plan' })).toBeInTheDocument();
    expect(screen.queryByText('Fill in the profile first')).not.toBeInTheDocument();
  });

  it('offers no arranging to a reader without write, and says so', async () => {
    render((name) => (name === 'OfflinePlans' ? plans([summary('p-1', { status: 'Finished' })]) : 'pending'), {
      language: 'en-US',
      granted: [READ],
    });
    expect(await screen.findByText('You can view the plans but not arrange or change them.')).toBeInTheDocument();
    expect(screen.getByText('1 plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrange plan' })).not.toBeInTheDocument();
  });

  it('arranges a trial plan after the confirmation that shows the trials left, with level, mode and template', async () => {
    const { operations, toasts } = render(
      (name) => {
        if (name === 'OfflinePlans') return plans([]);
        if (name === 'OfflinePlanTemplates') return templates;
        if (name === 'OfflinePlanTrialCheck')
          return { data: { offlinePlanTrialCheck: { needTry: true, tryCount: 3 } } };
        if (name === 'ArrangeOfflinePlan')
          return {
            data: {
              arrangeOfflinePlan: {
                id: 'p-9',
                status: 'None',
                num: 1,
                totalNum: 12,
                canNext: false,
                interviewPending: false,
                isDeleted: false,
                interviewRequired: null,
                lastSession: null,
                remainingSessions: null,
              },
            },
          };
        return 'pending';
      },
      { language: 'en-US' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Arrange plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Arrange plan' }));
    await user.click(dialog.getByRole('button', { name: 'Arrange' }));
    expect(dialog.getByText('Choose a plan template.')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'ArrangeOfflinePlan')).toBe(false);

    await user.selectOptions(dialog.getByLabelText('Plan template'), 'OFF-ATT-12 Attention 12 sessions (12 sessions)');
    expect(await dialog.findByText('Trials left for this template: 3.')).toBeInTheDocument();
    expect(dialog.getByRole('option', { name: "The template's level (L3)" })).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText(/^Start level/), 'L5');
    await user.click(dialog.getByRole('radio', { name: 'Online' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Trial plan' }));
    await user.click(dialog.getByRole('button', { name: 'Arrange' }));

    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('3 trials are left for this template. Arrange this trial plan?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Arrange' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Plan arranged: Attention 12 sessions.'));
    expect(operations.find((o) => o.name === 'ArrangeOfflinePlan')?.variables['input']).toEqual({
      subjectId: 's-1',
      templateId: 'tpl-1',
      ilsVersion: 'V3',
      startLevel: 5,
      // The server's default card, unless the dialog is told otherwise.
      cardVersion: 'v2',
      mode: 'Online',
      isTry: true,
      validFrom: null,
      validUntil: null,
    });
  });

  it('arranges a v1 card when chosen (v2 by default) and opens the plan with the sound therapy record, in Chinese', async () => {
    const arranged = {
      id: 'p-9',
      status: 'None' as const,
      num: 1,
      totalNum: 12,
      canNext: false,
      interviewPending: false,
      isDeleted: false,
      interviewRequired: null,
      lastSession: null,
      remainingSessions: null,
    };
    const { operations } = render((name) => {
      if (name === 'OfflinePlans') return plans([]);
      if (name === 'OfflinePlanTemplates') return templates;
      if (name === 'OfflinePlanTrialCheck') return { data: { offlinePlanTrialCheck: { needTry: false, tryCount: 0 } } };
      if (name === 'ArrangeOfflinePlan') return { data: { arrangeOfflinePlan: arranged } };
      if (name === 'OfflinePlan')
        return {
          data: {
            offlinePlan: {
              ...PLAN,
              canWrite: true,
              summary: summary('p-9', { status: 'None', num: 1, cardVersion: 'v1' }),
            },
          },
        };
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '安排方案' }));
    const dialog = within(await screen.findByRole('dialog', { name: '安排方案' }));
    const group = within(dialog.getByRole('radiogroup', { name: '课程卡片' }));
    expect(group.getByRole('radio', { name: 'v2：训练活动、反馈与音乐记录' })).toBeChecked();
    await user.click(group.getByRole('radio', { name: 'v1：另含声音治疗记录，每节课须先完成音频打卡' }));
    await user.selectOptions(dialog.getByLabelText('方案模板'), 'OFF-ATT-12 注意力提升 12 节（12 节）');
    await user.click(dialog.getByRole('button', { name: '安排' }));

    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'ArrangeOfflinePlan')?.variables['input']).toMatchObject({
        templateId: 'tpl-1',
        cardVersion: 'v1',
      }),
    );
    // The drawer shows the plan just made, on the card it was given.
    const record = await screen.findByRole('heading', { name: /^声音治疗记录/ });
    expect(record.closest('[data-card-version]')?.getAttribute('data-card-version')).toBe('v1');
    expect(screen.getByRole('heading', { name: '第 1 节（共 12 节）' })).toBeInTheDocument();
  });

  it('warns when no trials are left and does not arrange a trial', async () => {
    const { operations } = render((name) => {
      if (name === 'OfflinePlans') return plans([]);
      if (name === 'OfflinePlanTemplates') return templates;
      if (name === 'OfflinePlanTrialCheck') return { data: { offlinePlanTrialCheck: { needTry: true, tryCount: 0 } } };
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '安排方案' }));
    const dialog = within(await screen.findByRole('dialog', { name: '安排方案' }));
    await user.selectOptions(dialog.getByLabelText('方案模板'), 'OFF-ATT-12 注意力提升 12 节（12 节）');
    expect(await dialog.findByText('此模板的试课次数已用完。')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: '试课方案' }));
    expect(dialog.getByRole('button', { name: '安排' })).toBeDisabled();
    expect(operations.some((o) => o.name === 'ArrangeOfflinePlan')).toBe(false);
  });

  it('shows 500 or more trials as unlimited', async () => {
    render((name) => {
      if (name === 'OfflinePlans') return plans([]);
      if (name === 'OfflinePlanTemplates') return templates;
      if (name === 'OfflinePlanTrialCheck')
        return { data: { offlinePlanTrialCheck: { needTry: true, tryCount: 500 } } };
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '安排方案' }));
    const dialog = within(await screen.findByRole('dialog', { name: '安排方案' }));
    await user.selectOptions(dialog.getByLabelText('方案模板'), 'OFF-ATT-12 注意力提升 12 节（12 节）');
    expect(await dialog.findByText('此模板试课次数：不限。')).toBeInTheDocument();
  });

  it("shows the server's refusal in a warning with 知道了", async () => {
    render((name) => {
      if (name === 'OfflinePlans') return plans([]);
      if (name === 'OfflinePlanTemplates') return templates;
      if (name === 'OfflinePlanTrialCheck') return { data: { offlinePlanTrialCheck: { needTry: false, tryCount: 0 } } };
      if (name === 'ArrangeOfflinePlan')
        return {
          error: new CombinedError({
            graphQLErrors: [
              {
                message: '儿童已有进行中的方案，结束后才能安排新方案。',
                extensions: { code: 'Business:OfflinePlanOpenPlanExists' },
              },
            ],
          }),
        };
      return 'pending';
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '安排方案' }));
    const dialog = within(await screen.findByRole('dialog', { name: '安排方案' }));
    await user.selectOptions(dialog.getByLabelText('方案模板'), 'OFF-ATT-12 注意力提升 12 节（12 节）');
    expect(await dialog.findByText('此模板没有试课课节。')).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: '试课方案' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: '安排' }));
    const warning = within(await screen.findByRole('alertdialog'));
    expect(warning.getByText('儿童已有进行中的方案，结束后才能安排新方案。')).toBeInTheDocument();
    expect(warning.getByText('方案安排失败')).toBeInTheDocument();
    await user.click(warning.getByRole('button', { name: '知道了' }));
  });
});
