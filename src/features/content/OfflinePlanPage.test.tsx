// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPlanRules } from '../../../forms/plan-rules';
import type {
  ContentOfflinePlanFieldsFragment,
  ContentOfflinePlanListQuery,
  ContentPlanProgramsQuery,
  CreateContentOfflinePlanMutation,
  SetContentOfflinePlanRulesMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { NewOfflinePlanPage, OfflinePlanPage } from './OfflinePlanPage';
import { PLAN_COLUMN_KINDS } from './plans/PlanTable';
import { publicItem } from './contentFixtures';
import { renderStubbedPage } from '../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-plans.spec.ts) builds a template and sets its rules as the
// editor; these read the list, the session editor and the rules' refusals in both languages.

afterEach(cleanup);

const program = (code: string, zh: string, en: string) => ({
  id: `p-${code}`,
  code,
  titleZh: zh,
  titleEn: en,
  contentStatus: 'Public' as const,
});
const PROGRAMS = [program('ATT-01', '听指令拍手', 'Clap on cue'), program('MEM-02', '记忆卡片', 'Memory cards')];

const plan = (extra: Partial<ContentOfflinePlanFieldsFragment> = {}): ContentOfflinePlanFieldsFragment => ({
  id: 'plan1',
  code: 'OFF-12',
  nameZh: '注意力基础 12 课',
  nameEn: 'Attention foundations, 12 sessions',
  sessionCount: 2,
  sessions: [
    { number: 1, programs: [PROGRAMS[0]!], staticActivities: [] },
    { number: 2, programs: [PROGRAMS[1]!, PROGRAMS[0]!], staticActivities: [] },
  ],
  ilsVersion: 'V3',
  rules: { ...emptyPlanRules(), parentInterview: { afterSessions: [], every: null } },
  ...publicItem(),
  ...extra,
});

const respond =
  (items: ContentOfflinePlanFieldsFragment[], more: Record<string, unknown> = {}) =>
  (name: string): StubResponse => {
    if (name in more) return { data: more[name] };
    if (name === 'ContentPlanPrograms')
      return {
        data: { contentPlanPrograms: { items: PROGRAMS, totalCount: 2 } } satisfies ContentPlanProgramsQuery,
      };
    return {
      data: { contentOfflinePlans: { items, totalCount: items.length } } satisfies ContentOfflinePlanListQuery,
    };
  };

const render = (page: ReactElement, r: (name: string) => StubResponse, language: 'zh-CN' | 'en-US') => {
  return renderStubbedPage(page, r, { path: '/system/manage/content/offlinePlan', language });
};

describe('OfflinePlanPage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(PLAN_COLUMN_KINDS)).toBe(true);
  });

  it('lists templates in Chinese and opens one session by session', async () => {
    render(<OfflinePlanPage />, respond([plan()]), 'zh-CN');
    expect(await screen.findByText('共 1 个方案')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '排序',
      '编码',
      '名称',
      '课次',
      '状态',
      '最后修改',
      '操作',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '查看注意力基础 12 课' }));
    const detail = await screen.findByRole('dialog', { name: '注意力基础 12 课' });
    expect(within(detail).getByText('第 2 节课')).toBeInTheDocument();
    expect(within(detail).getByText('MEM-02 · 记忆卡片')).toBeInTheDocument();
  });

  it('builds a V4 template from programs in English, refusing an empty session first', async () => {
    const { operations, toasts } = render(
      <NewOfflinePlanPage />,
      respond([], {
        CreateContentOfflinePlan: {
          createContentOfflinePlan: plan({ ilsVersion: 'V4' }),
        } satisfies CreateContentOfflinePlanMutation,
      }),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add offline plan template' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'OFF-V4');
    await user.type(within(dialog).getByLabelText(/^Chinese name/), '新版方案');
    await user.type(within(dialog).getByLabelText(/^English name/), 'New plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Session 1 has no training programme: pick at least one.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Programme to add to session 1' })).toHaveTextContent(
        'ATT-01 · Clap on cue',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add the programme to session 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add session' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Programme to add to session 2' }),
      'MEM-02 · Memory cards',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add the programme to session 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('New plan saved'));
    const create = operations.find((o) => o.name === 'CreateContentOfflinePlan');
    expect(create?.variables).toEqual({
      version: 'V4',
      input: {
        code: 'OFF-V4',
        nameZh: '新版方案',
        nameEn: 'New plan',
        sessions: [
          { programIds: ['p-ATT-01'], staticActivities: [] },
          { programIds: ['p-MEM-02'], staticActivities: [] },
        ],
        sortOrder: null,
      },
    });
  });

  it('checks rules as the server does, naming the field and session, then saves them', async () => {
    const { operations } = render(
      <OfflinePlanPage />,
      respond([plan()], {
        SetContentOfflinePlanRules: {
          setContentOfflinePlanRules: plan(),
        } satisfies SetContentOfflinePlanRulesMutation,
      }),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rules of Attention foundations, 12 sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rules of Attention foundations, 12 sessions' });
    // Without steps it says what that means; with one, its boxes have column names to read by.
    expect(within(dialog).getByText('No steps: every session stays at the starting difficulty.')).toBeVisible();
    expect(within(dialog).queryByText('From session')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    for (const head of ['From session', 'To session', 'Each session'])
      expect(within(dialog).getByText(head)).toBeVisible();
    expect(within(dialog).queryByText(/^No steps/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove step 1' }));
    await user.type(within(dialog).getByLabelText(/^Sessions with music/), '1, 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText("Sessions with music: session 3 is beyond the plan's 2 sessions."),
    ).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'SetContentOfflinePlanRules')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/^Sessions with music/));
    await user.type(within(dialog).getByLabelText(/^Sessions with music/), '2');
    await user.clear(within(dialog).getByLabelText(/^Trial count/));
    await user.type(within(dialog).getByLabelText(/^Trial count/), '1');
    await user.type(within(dialog).getByLabelText(/^Trial sessions/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(operations.some((o) => o.name === 'SetContentOfflinePlanRules')).toBe(true));
    expect(operations.find((o) => o.name === 'SetContentOfflinePlanRules')?.variables['rules']).toMatchObject({
      trial: { sessions: [1], count: 1 },
      musicSessions: [2],
    });
  });

  it("shows a plan's detail as the list reloads it after its rules are saved, not as it was clicked", async () => {
    const saved = plan({ rules: { ...plan().rules, musicSessions: [2] } });
    const waiting: ((items: ContentOfflinePlanFieldsFragment[]) => void)[] = [];
    let lists = 0;
    render(
      <OfflinePlanPage />,
      (name) => {
        if (name === 'SetContentOfflinePlanRules')
          return { data: { setContentOfflinePlanRules: saved } satisfies SetContentOfflinePlanRulesMutation };
        if (name !== 'ContentOfflinePlanList') return respond([plan()])(name);
        lists += 1;
        if (lists === 1) return respond([plan()])(name);
        // The reload after the save lands only when the test says, after the detail is open.
        return new Promise((resolve) => {
          waiting.push((items) => resolve(respond(items)(name) as { data: unknown }));
        });
      },
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rules of Attention foundations, 12 sessions' }));
    const rules = await screen.findByRole('dialog', { name: 'Rules of Attention foundations, 12 sessions' });
    await user.type(within(rules).getByLabelText(/^Sessions with music/), '2');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(lists).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Open Attention foundations, 12 sessions' }));
    const detail = await screen.findByRole('dialog', { name: 'Attention foundations, 12 sessions' });
    expect(within(detail).queryByText('Music')).not.toBeInTheDocument();
    for (const release of waiting) release([saved]);
    expect(await within(detail).findByText('Music')).toBeInTheDocument();
  });
});
