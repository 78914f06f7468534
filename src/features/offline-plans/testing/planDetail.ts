import type {
  OfflinePlanItemFieldsFragment,
  OfflinePlanPropertyFieldsFragment,
  OfflinePlanQuery,
} from '../../../generated/graphql';
import { summary } from './planSummary';

// A plan as the plan query answers it, for the session page's and the session card's tests.

const property = (id: string, formKind: OfflinePlanPropertyFieldsFragment['formKind'], zh: string, en: string) => ({
  id,
  formKind,
  displayName: { default: zh, zh, en },
  isRequired: formKind === 'Session',
  type: 'String',
  sortOrder: 0,
  extraProperties: '{}',
});
const FORM = [
  property('note', 'Session', '课堂表现', 'Performance'),
  property('home', 'Guardian', '在家练习', 'Practice at home'),
];

const item = (id: string, num: number, title: string, extra: Partial<OfflinePlanItemFieldsFragment> = {}) => ({
  id,
  num,
  position: Number(id.slice(1)),
  hasDone: null,
  isEdit: false,
  doneTime: null,
  operate: null,
  isAdjustment: false,
  trainingProgram: { id: `pr-${id}`, code: `P-${id}`, title, difficulty: 4, minDifficulty: 1, maxDifficulty: 20 },
  feedbackProperties: FORM,
  feedbacks: [],
  guardianFeedbacks: [],
  ...extra,
});

/**
 * Session 2 of 12 delivered (one activity answered and a level up, one not started), session 3
 * current with one open activity; read-only. Each activity asks a session and a guardian question.
 */
export const PLAN: OfflinePlanQuery['offlinePlan'] = {
  summary: summary('p-1'),
  subjectName: '王小明',
  canWrite: false,
  sessions: Array.from({ length: 12 }, (_, i) => ({
    num: i + 1,
    startedAt: i < 2 ? `2026-11-0${i + 2}T02:00:00.000Z` : null,
    finishedAt: i < 2 ? `2026-11-0${i + 2}T03:00:00.000Z` : null,
    attendance: i < 2 ? ('Attend' as const) : null,
    interviewRequired: false,
    interviewAt: null,
    hasMusic: false,
    level: 4,
  })),
  nonePlaybook: [],
  planItems: [
    item('i2', 2, '追踪小球', {
      hasDone: true,
      operate: 'Increase',
      feedbacks: [{ programFeedbackPropertyId: 'note', valueJson: '"很专注"' }],
    }),
    item('i1', 2, '数字连线', { hasDone: false }),
    item('i3', 3, '颜色分类'),
  ],
};
