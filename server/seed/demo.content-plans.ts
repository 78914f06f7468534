// The content library's demo plans (issue 18 item 7): two offline plan templates with rules (12
// sessions; 24 sessions of the V4 kind) and class plans for groups of one to six, with rules too,
// built from the library's demo programmes in its order (the V4 template from the V4 programmes,
// categoryType '2', when there are any). Both languages; inserted as the demo editor with their history.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { checkPlanRules, type PlanRules } from '../../forms/plan-rules';
import type { ContentStatus } from '../../machines/content-status.machine';
import type { Tx } from '../platform/db/database';
import {
  contentClassPlanItems,
  contentClassPlans,
  contentHistory,
  contentNewOfflinePlanItems,
  contentNewOfflinePlans,
  contentOfflinePlanItems,
  contentOfflinePlans,
  contentProgramCategories,
  contentTrainingPrograms,
  type GroupType,
} from '../platform/db/schema/index';

type DemoPlan = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessionCount: number;
  /** Programmes per session. */
  perSession: number;
  contentStatus: ContentStatus;
};

export const DEMO_OFFLINE_PLAN: DemoPlan & { rules: PlanRules } = {
  code: 'OFF-ATT-12',
  nameZh: '注意力基础十二课',
  nameEn: 'Attention foundations, 12 sessions',
  sessionCount: 12,
  perSession: 3,
  contentStatus: 'Public',
  rules: {
    trial: { sessions: [1, 2], count: 3 },
    parentInterview: { afterSessions: [6, 12], every: null },
    musicSessions: [1, 3, 5, 7, 9, 11],
    difficulty: {
      startLevel: 2,
      steps: [
        { fromSession: 2, toSession: 6, change: 1 },
        { fromSession: 7, toSession: 9, change: 0 },
        { fromSession: 10, toSession: 12, change: 1 },
      ],
    },
  },
};

export const DEMO_NEW_OFFLINE_PLAN: DemoPlan & { rules: PlanRules } = {
  code: 'OFF-V4-24',
  nameZh: '专注力进阶二十四课（V4）',
  nameEn: 'Focus progression, 24 sessions (V4)',
  sessionCount: 24,
  perSession: 2,
  contentStatus: 'Public',
  rules: {
    trial: { sessions: [1], count: 500 },
    parentInterview: { afterSessions: [], every: 8 },
    musicSessions: Array.from({ length: 24 }, (_, i) => i + 1),
    difficulty: {
      startLevel: 1,
      steps: [
        { fromSession: 2, toSession: 12, change: 1 },
        { fromSession: 13, toSession: 16, change: 0 },
        { fromSession: 17, toSession: 24, change: 1 },
      ],
    },
  },
};

const step = (fromSession: number, toSession: number, change: -1 | 0 | 1) => ({ fromSession, toSession, change });

/** The Public class plans carry rules like the templates' (checked on seeding); the one being written has none. */
export const DEMO_CLASS_PLANS: readonly (DemoPlan & {
  groupTypes: GroupType[];
  categoryEn: string;
  rules: PlanRules | null;
})[] = [
  {
    code: 'V2-1V1-ATT',
    nameZh: '一对一注意力个训',
    nameEn: 'One-to-one attention coaching',
    sessionCount: 10,
    perSession: 3,
    groupTypes: ['OneToOne'],
    categoryEn: 'Attention training',
    contentStatus: 'Public',
    rules: {
      trial: { sessions: [1], count: 3 },
      parentInterview: { afterSessions: [5, 10], every: null },
      musicSessions: [1, 3, 5, 7, 9],
      difficulty: { startLevel: 3, steps: [step(2, 5, 1), step(6, 10, 0)] },
    },
  },
  {
    code: 'V2-1V2-MEM',
    nameZh: '双人记忆伙伴课',
    nameEn: 'Memory partners for two',
    sessionCount: 8,
    perSession: 3,
    groupTypes: ['OneToTwo'],
    categoryEn: 'Memory training',
    contentStatus: 'Public',
    rules: {
      trial: { sessions: [1], count: 2 },
      parentInterview: { afterSessions: [], every: 4 },
      musicSessions: [2, 4, 6, 8],
      difficulty: { startLevel: 2, steps: [step(2, 8, 1)] },
    },
  },
  {
    code: 'V2-1V4-SM',
    nameZh: '三至四人感统小组',
    nameEn: 'Sensory-motor group of three or four',
    sessionCount: 12,
    perSession: 2,
    groupTypes: ['OneToThree', 'OneToFour'],
    categoryEn: 'Sensory-motor play',
    contentStatus: 'Public',
    rules: {
      trial: { sessions: [1, 2], count: 5 },
      parentInterview: { afterSessions: [6, 12], every: null },
      musicSessions: Array.from({ length: 12 }, (_, i) => i + 1),
      difficulty: { startLevel: 1, steps: [step(2, 6, 1), step(7, 8, 0), step(9, 12, 1)] },
    },
  },
  {
    code: 'V2-1V6-SOC',
    nameZh: '五至六人社交小组',
    nameEn: 'Social games for five or six',
    sessionCount: 12,
    perSession: 2,
    groupTypes: ['OneToFive', 'OneToSix'],
    categoryEn: 'Social games',
    contentStatus: 'Public',
    rules: {
      trial: { sessions: [1], count: 500 },
      parentInterview: { afterSessions: [], every: 6 },
      musicSessions: [1, 4, 7, 10],
      difficulty: { startLevel: 4, steps: [step(2, 12, 1)] },
    },
  },
  {
    code: 'V2-CLASS-ATT',
    nameZh: '注意力班级课（编写中）',
    nameEn: 'Attention class (being written)',
    sessionCount: 6,
    perSession: 2,
    groupTypes: ['Class'],
    categoryEn: 'Attention training',
    contentStatus: 'Unpublish',
    rules: null,
  },
];

/** Sessions of `perSession` programmes each, taking the library's programmes in turn. */
const sessionsOf = (plan: DemoPlan, programs: readonly string[], offset: number) =>
  Array.from({ length: plan.sessionCount }, (_, s) =>
    Array.from({ length: Math.min(plan.perSession, programs.length) }, (_, k) => {
      const at = (offset + s * plan.perSession + k) % programs.length;
      return programs[at]!;
    }),
  );

const itemsOf = (planId: string, sessions: string[][]) =>
  sessions.flatMap((programIds, s) =>
    programIds.map((programId, position) => ({ planId, session: s + 1, position, programId })),
  );

const historyOf = (
  kind: string,
  id: string,
  values: Record<string, unknown>,
  status: ContentStatus,
  editorId: string,
  at: Date,
  rules: PlanRules | null,
): (typeof contentHistory.$inferInsert)[] => [
  {
    kind,
    itemId: id,
    action: 'Created',
    changes: Object.fromEntries(
      Object.entries({ ...values, contentStatus: 'Unpublish' }).map(([f, to]) => [f, { from: null, to }]),
    ),
    userId: editorId,
    at,
  },
  ...(rules
    ? [
        {
          kind,
          itemId: id,
          action: 'Updated',
          changes: { rules: { from: null, to: rules } },
          userId: editorId,
          at: new Date(at.getTime() + 1800_000),
        },
      ]
    : []),
  ...(status === 'Unpublish'
    ? []
    : [
        {
          kind,
          itemId: id,
          action: 'StatusChanged',
          changes: { contentStatus: { from: 'Unpublish', to: status } },
          userId: editorId,
          at: new Date(at.getTime() + 3600_000),
        },
      ]),
];

/** Inserted as the demo editor (the content tables' write policies); nothing without demo programmes. */
export const seedDemoPlans = async (tx: Tx, demo: { editorId: string; now: number }) => {
  const p = contentTrainingPrograms;
  const library = await tx
    .select({ id: p.id, categoryType: p.categoryType })
    .from(p)
    // Public programmes only: a Public plan is what centres follow, and they read only Public programmes.
    .where(eq(p.contentStatus, 'Public'))
    .orderBy(asc(p.sortOrder), asc(p.id));
  if (library.length === 0) return;
  const all = library.map((r) => r.id);
  const v4 = library.filter((r) => r.categoryType === '2').map((r) => r.id);
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const at = new Date(demo.now - 18 * 24 * 3600_000);
  const by = { createdBy: demo.editorId, updatedBy: demo.editorId, createdAt: at, updatedAt: at };
  const history: (typeof contentHistory.$inferInsert)[] = [];

  const templates = [
    {
      plan: DEMO_OFFLINE_PLAN,
      table: contentOfflinePlans,
      items: contentOfflinePlanItems,
      kind: 'trainingPlanTemplate',
      programs: all,
    },
    {
      plan: DEMO_NEW_OFFLINE_PLAN,
      table: contentNewOfflinePlans,
      items: contentNewOfflinePlanItems,
      kind: 'OfflineTrainingPlan',
      programs: v4.length > 0 ? v4 : all,
    },
  ] as const;
  for (const { plan, table, items, kind, programs } of templates) {
    const id = randomUUID();
    const sessions = sessionsOf(plan, programs, 0);
    const { rules } = checkPlanRules(plan.rules, plan.sessionCount);
    if (!rules) throw new Error(`the demo rules of ${plan.code} break the rules`);
    const row = { id, code: plan.code, nameZh: plan.nameZh, nameEn: plan.nameEn, sessionCount: plan.sessionCount };
    await tx
      .insert(table as typeof contentOfflinePlans)
      .values({ ...row, rules, sortOrder: 0, contentStatus: plan.contentStatus, ...by });
    await tx.insert(items as typeof contentOfflinePlanItems).values(itemsOf(id, sessions));
    const values = {
      code: plan.code,
      nameZh: plan.nameZh,
      nameEn: plan.nameEn,
      sessions: sessions.map((programIds) => ({ programIds })),
      sortOrder: 0,
    };
    history.push(...historyOf(kind, id, values, plan.contentStatus, demo.editorId, at, rules));
  }

  const c = contentProgramCategories;
  const categories = await tx
    .select({ id: c.id, nameEn: c.nameEn })
    .from(c)
    .where(
      and(
        eq(c.categoryType, '1'),
        inArray(
          c.nameEn,
          DEMO_CLASS_PLANS.map((plan) => plan.categoryEn),
        ),
      ),
    );
  const fallback = categories[0]?.id;
  if (fallback) {
    for (const [i, plan] of DEMO_CLASS_PLANS.entries()) {
      const id = randomUUID();
      const categoryId = categories.find((cat) => cat.nameEn === plan.categoryEn)?.id ?? fallback;
      const sessions = sessionsOf(plan, all, i * 5);
      const rules = plan.rules && checkPlanRules(plan.rules, plan.sessionCount).rules;
      if (plan.rules && !rules) throw new Error(`the demo rules of ${plan.code} break the rules`);
      const fields = {
        code: plan.code,
        nameZh: plan.nameZh,
        nameEn: plan.nameEn,
        groupTypes: plan.groupTypes,
        categoryId,
      };
      await tx.insert(contentClassPlans).values({
        id,
        ...fields,
        sessionCount: plan.sessionCount,
        ...(rules ? { rules } : {}),
        sortOrder: i,
        contentStatus: plan.contentStatus,
        ...by,
      });
      await tx.insert(contentClassPlanItems).values(itemsOf(id, sessions));
      const values = { ...fields, sessions: sessions.map((programIds) => ({ programIds })), sortOrder: i };
      history.push(...historyOf('trainingPlanV2', id, values, plan.contentStatus, demo.editorId, at, rules));
    }
  }
  await tx.insert(contentHistory).values(history);
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};
