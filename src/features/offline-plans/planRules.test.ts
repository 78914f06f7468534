import { describe, expect, it } from 'vitest';
import type { OfflinePlanItemFieldsFragment } from '../../generated/graphql';
import { chartSeries, punchBlocked, quotaWarning, type PlanDetail } from './planRules';
import { PLAN } from './testing/planDetail';
import { summary } from './testing/planSummary';

// The feedback chart's numbers (spec 001 §2 screen 1): one line per question of the staff forms.

const rounds = (linkId: string) => ({
  id: linkId,
  formKind: 'Personal' as const,
  displayName: { default: '完成轮数', zh: '完成轮数', en: 'Rounds completed' },
  isRequired: false,
  type: 'Number',
  sortOrder: 0,
  extraProperties: '{}',
});

const item = (id: string, num: number, linkId: string, answer: number): OfflinePlanItemFieldsFragment => ({
  id,
  num,
  position: 0,
  hasDone: true,
  isEdit: false,
  doneTime: null,
  operate: null,
  isAdjustment: false,
  trainingProgram: { id: `pr-${id}`, code: id, title: id, difficulty: 3, minDifficulty: 1, maxDifficulty: 20 },
  feedbackProperties: [rounds(linkId)],
  feedbacks: [{ programFeedbackPropertyId: linkId, valueJson: String(answer) }],
  guardianFeedbacks: [],
});

const plan = (items: OfflinePlanItemFieldsFragment[]): PlanDetail => ({
  summary: summary('p-1'),
  subjectName: '王小明',
  canWrite: true,
  sessions: [],
  nonePlaybook: [],
  planItems: items,
});

describe('chartSeries', () => {
  it('draws a question two activities ask as one line, at the session’s mean', () => {
    // Each programme links the library's question under its own id (l-a, l-b).
    const series = chartSeries(plan([item('a', 1, 'l-a', 4), item('b', 1, 'l-b', 6), item('c', 2, 'l-a', 5)]));
    expect(series).toHaveLength(1);
    expect(series[0]!.points).toEqual([
      { num: 1, value: 5 },
      { num: 2, value: 5 },
    ]);
  });
});

describe('quotaWarning', () => {
  const check = (status: 'NotSet' | 'UsedUp' | 'Low' | 'Ok', remaining: number | null) => ({
    mode: 'Online' as const,
    quota: { status, remaining },
  });

  it('warns of a quota not set or used up, and of 1 to 5 sessions left (001 §8, §9)', () => {
    expect(quotaWarning(check('NotSet', 0))).toEqual({ key: 'quota-not-set', mode: 'Online', count: 0 });
    expect(quotaWarning(check('UsedUp', 0))).toEqual({ key: 'quota-used-up', mode: 'Online', count: 0 });
    expect(quotaWarning(check('Low', 5))).toEqual({ key: 'low-sessions', mode: 'Online', count: 5 });
    expect(quotaWarning(check('Low', 1))).toEqual({ key: 'low-sessions', mode: 'Online', count: 1 });
  });

  it('says nothing of six or more, unlimited, or a centre without quota warnings', () => {
    expect(quotaWarning(check('Ok', 6))).toBeNull();
    expect(quotaWarning(check('Ok', null))).toBeNull();
    expect(quotaWarning({ mode: 'Offline', quota: null })).toBeNull();
    expect(quotaWarning(undefined)).toBeNull();
  });
});

// The session's check-in (001 §4 "punch"): what the server refuses whatever is done first.
describe('punchBlocked', () => {
  const plan = (extra: Partial<PlanDetail['summary']> = {}, canWrite = true): PlanDetail => ({
    ...PLAN,
    canWrite,
    summary: summary('p-1', extra),
  });

  it('names why a session cannot be checked in, the write policy first', () => {
    expect(punchBlocked(plan({}, false), 3)).toBe('read-only');
    expect(punchBlocked(plan({ isDeleted: true }), 3)).toBe('suspended');
    expect(punchBlocked(plan({ status: 'Closed' }), 3)).toBe('closed');
    expect(punchBlocked(plan({ status: 'None', num: 1 }), 1)).toBe('not-started');
    expect(punchBlocked(plan(), 4)).toBe('not-reached');
    expect(punchBlocked(plan({ status: 'Closed' }, false), 3)).toBe('read-only');
  });

  it('lets the current session, an earlier one, and an ended plan’s sessions be tried', () => {
    expect(punchBlocked(plan(), 3)).toBeNull();
    expect(punchBlocked(plan(), 1)).toBeNull();
    expect(punchBlocked(plan({ status: 'Finished', num: 12 }), 12)).toBeNull();
    expect(punchBlocked(plan({ status: 'ReportedReady', num: 12 }), 5)).toBeNull();
  });
});
