// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  OfflinePlanPunchTargetsQuery,
  OfflinePlanSessionPunchFieldsFragment,
  PunchOfflinePlanSessionMutation,
} from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage, type StubRespond } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { summary } from '../testing/planSummary';
import { SessionCard } from './SessionCard';

// The session's check-in on the session card (spec 001 §4 plan actions "punch (check-in)"; §3
// "Punch targets"; §6 the write policy; §8 "Check-in failed", checkInSuccess): the targets, what the
// session's punch waits for, the punch made and shown done, the server's refusal, and the action
// disabled with its reason for a reader and for a session not reached.

afterEach(cleanup);

const WRITER = { ...PLAN, canWrite: true };

const TARGETS: OfflinePlanPunchTargetsQuery = {
  offlinePlanPunchTargets: {
    timesSetting: true,
    programTarget: { targetCount: 3, realFinishedCodes: ['P-i2'] },
    audioTarget: { targetCount: 4, realFinishedCodes: ['1:FAS-001', '2:FAS-001', '2:CMSMO-001'] },
  },
};

const sessionPunch = (
  extra: Partial<OfflinePlanSessionPunchFieldsFragment> = {},
  hasDone: boolean | null = null,
): OfflinePlanSessionPunchFieldsFragment => ({
  planId: 'p-1',
  num: 3,
  cardVersion: 'v2',
  punched: false,
  punchedAt: null,
  canPunch: hasDone !== null,
  audioRequired: false,
  items: [
    {
      id: 'i3',
      programCode: 'P-i3',
      title: '颜色分类',
      hasDone,
      numPunchOutput: {
        feedbacks: hasDone ? 1 : 0,
        hasDone,
        audioRecordPunch: { punched: false, listenedList: [] },
      },
    },
  ],
  ...extra,
});

const render = (language: Language, respond: StubRespond, plan: typeof PLAN = WRITER) =>
  renderStubbedPage(
    <SessionCard plan={plan} onItemAction={() => undefined} />,
    (name, variables) => (name === 'OfflinePlanPunchTargets' ? { data: TARGETS } : respond(name, variables)),
    { path: '/', language },
  );

const sectionOf = async (heading: RegExp) =>
  within((await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement);

describe('the session check-in', () => {
  it('shows the punch targets and what the session waits for, and the server’s refusal as "Check-in failed" (en-US)', async () => {
    const { operations, toasts } = render('en-US', (name) => {
      if (name === 'OfflinePlanSessionPunch') return { data: { offlinePlanSessionPunch: sessionPunch() } };
      if (name === 'PunchOfflinePlanSession')
        return {
          error: new CombinedError({
            graphQLErrors: [
              {
                message: 'Submit feedback first: 1 training activity has no feedback yet.',
                extensions: { code: 'Business:OfflinePlanFeedbackFirst' },
              },
            ],
          }),
        };
      return 'pending';
    });
    const section = await sectionOf(/^Check-in/);
    expect(await section.findByText('Not checked in')).toBeInTheDocument();
    const targets = within(section.getByRole('list', { name: 'Punch targets' }));
    expect(targets.getByText('Training targets: 1 of 3 programmes have feedback')).toBeInTheDocument();
    expect(targets.getByText('Music targets: 3 of 4 course-music tracks heard to the end')).toBeInTheDocument();
    expect(targets.getByRole('progressbar', { name: /^Music targets/ })).toHaveAttribute('aria-valuenow', '75');
    expect(
      section.getByText('Session 3: 0 of 1 training activities answered or marked not started.'),
    ).toBeInTheDocument();
    expect(
      section.getByText("The check-in waits for the session's feedback and, on a v1 card, its audio punch."),
    ).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'OfflinePlanSessionPunch')?.variables).toEqual({ id: 'p-1', num: 3 });

    await userEvent.click(section.getByRole('button', { name: 'Check in session 3' }));
    const refusal = within(await section.findByRole('alert'));
    expect(refusal.getByText('Check-in failed')).toBeInTheDocument();
    expect(refusal.getByText('Submit feedback first: 1 training activity has no feedback yet.')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'PunchOfflinePlanSession')?.variables).toEqual({ id: 'p-1', num: 3 });
    expect(toasts.showSuccess).not.toHaveBeenCalled();
    expect(section.getByText('Not checked in')).toBeInTheDocument();
  });

  it('checks the session in and then shows it done (zh-CN)', async () => {
    let state = sessionPunch({ audioRequired: true, cardVersion: 'v1' }, false);
    state = {
      ...state,
      items: state.items.map((item) => ({
        ...item,
        numPunchOutput: { ...item.numPunchOutput, audioRecordPunch: { punched: true, listenedList: ['FAS-001'] } },
      })),
    };
    const { operations, toasts } = render('zh-CN', (name) => {
      if (name === 'OfflinePlanSessionPunch') return { data: { offlinePlanSessionPunch: state } };
      if (name === 'PunchOfflinePlanSession') {
        state = { ...state, punched: true, canPunch: false, punchedAt: '2026-11-20T09:40:00.000Z' };
        return {
          data: {
            punchOfflinePlanSession: {
              id: 'pu-1',
              planId: 'p-1',
              num: 3,
              kind: 'Session',
              codes: ['P-i3'],
              punchedAt: '2026-11-20T09:40:00.000Z',
            },
          } satisfies PunchOfflinePlanSessionMutation,
        };
      }
      return 'pending';
    });
    const section = await sectionOf(/^打卡/);
    expect(await section.findByText('未打卡')).toBeInTheDocument();
    expect(section.getByText('训练目标：3 个训练项目中 1 个已有反馈')).toBeInTheDocument();
    expect(section.getByText(/^第 3 节：1 个训练活动中 1 个已反馈或标记未开展。/)).toBeInTheDocument();
    expect(section.getByText(/音频打卡：已完成。/)).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: '第 3 节课打卡' }));
    await waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('打卡成功：第 3 节课已打卡。'));
    expect(await section.findByText('已打卡')).toBeInTheDocument();
    expect(section.getByText(/^第 3 节课已于 2026\/11\/20 \d\d:40 打卡$/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: '第 3 节课打卡' })).toBeNull();
    expect(operations.filter((o) => o.name === 'PunchOfflinePlanSession')).toHaveLength(1);
  });

  it('shows a reader the check-in read-only, the action disabled with the reason (en-US)', async () => {
    const { operations } = render(
      'en-US',
      (name) =>
        name === 'OfflinePlanSessionPunch' ? { data: { offlinePlanSessionPunch: sessionPunch({}, true) } } : 'pending',
      PLAN,
    );
    const section = await sectionOf(/^Check-in/);
    const button = await section.findByRole('button', { name: 'Check in session 3' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Read only: checking in needs the offline-plan write permission and the child bound to the centre.',
    );
    expect(section.getByText('Training targets: 1 of 3 programmes have feedback')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'PunchOfflinePlanSession')).toBe(false);
  });

  it('does not offer the check-in of a session the plan has not reached (zh-CN)', async () => {
    render(
      'zh-CN',
      (name, variables) =>
        name === 'OfflinePlanSessionPunch'
          ? { data: { offlinePlanSessionPunch: sessionPunch({ num: variables['num'] as number }) } }
          : 'pending',
      { ...WRITER, summary: summary('p-1', { num: 3 }) },
    );
    await sectionOf(/^打卡/);
    expect(await screen.findByRole('button', { name: '第 3 节课打卡' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '下一节' }));
    const button = await screen.findByRole('button', { name: '第 4 节课打卡' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('还没有上到第 4 节课（方案当前在第 3 节）。');
  });
});
