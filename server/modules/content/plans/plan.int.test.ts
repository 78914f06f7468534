import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPlanRules } from '../../../../forms/plan-rules';
import { contentProgramCategories, contentTrainingPrograms } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { templateRulesOf } from './plan-rules.service';
import { plansUsingProgramNames } from './plan-usage';
import {
  DEMO_CLASS_PLANS,
  DEMO_NEW_OFFLINE_PLAN,
  DEMO_OFFLINE_PLAN,
  seedDemoPlans,
} from '../../../seed/demo.content-plans';
import { checkPlanRules } from '../../../../forms/plan-rules';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';

const V3 = '/api/rocket/trainingPlanTemplate';
const V4 = '/api/rocket/OfflineTrainingPlan';
const CLASS = '/api/rocket/trainingPlanV2';

// Offline plan templates, their rules and class plans on the content library's endpoints (issue 18
// items 1, 5): sessions of existing programs only, rules refused by field and session number in both
// languages, history of rule changes, 403 for a non-editor in the spec's shape, a program in use kept.
describe.each(testEngines('sensitive'))('content library: plans on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let programs: string[] = [];
  let categoryId = '';
  const editor = (language = 'en-US') => h.as('editor', { language });
  const template = (n: string, sessions = 6, extra: object = {}) => ({
    code: `T-${n}-${run}`,
    nameZh: `测试方案${n}${run}`,
    nameEn: `Test plan ${n} ${run}`,
    sessions: Array.from({ length: sessions }, (_, s) => ({ programIds: [programs[s % 3]!, programs[3]!] })),
    ...extra,
  });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    // Programs straight into the library (their own kind is tested beside it).
    const rows = await h.db.privileged((tx) =>
      tx
        .insert(contentTrainingPrograms)
        .values(
          ['A', 'B', 'C', 'D', 'X'].map((c, i) => ({
            code: `PLAN-${c}-${run}`,
            titleZh: `项目${c}`,
            titleEn: `Program ${c}`,
            contentStatus: c === 'X' ? ('Trash' as const) : ('Public' as const),
            sortOrder: 1000 + i,
          })),
        )
        .returning({ id: contentTrainingPrograms.id }),
    );
    programs = rows.map((r) => r.id);
    const [category] = await h.db.privileged((tx) =>
      tx
        .insert(contentProgramCategories)
        .values({ nameZh: `班课${run}`, nameEn: `Class ${run}`, categoryType: '1', contentStatus: 'Public' })
        .returning({ id: contentProgramCategories.id }),
    );
    categoryId = category!.id;
  });
  afterAll(() => h.close());

  it('the demo plans: a 12-session template and a 24-session V4 one with rules, class plans for one to six', async () => {
    expect(checkPlanRules(DEMO_OFFLINE_PLAN.rules, 12).problems).toEqual([]);
    expect(checkPlanRules(DEMO_NEW_OFFLINE_PLAN.rules, 24).problems).toEqual([]);
    const count = async () => (await editor().get(`${V3}?maxResultCount=24&search=OFF-ATT-12`)).json().totalCount;
    // The demo seed builds them once the library has programmes; seeded here when it had none.
    if ((await count()) === 0) {
      const editorId = await h.userId('editor');
      await h.db.privileged((tx) => seedDemoPlans(tx, { editorId, now: Date.now() }));
    }
    const v3 = (await editor().get(`${V3}?maxResultCount=24&search=OFF-ATT-12`)).json().items[0];
    expect(v3).toMatchObject({ sessionCount: 12, contentStatus: 'Public', rules: { trial: { sessions: [1, 2] } } });
    const v4 = (await editor().get(`${V4}?maxResultCount=24&search=OFF-V4-24`)).json().items[0];
    expect(v4).toMatchObject({ sessionCount: 24, ilsVersion: 'V4', rules: { parentInterview: { every: 8 } } });
    const classes = (await h.as('centeradmin').get(`${CLASS}?maxResultCount=24&search=V2-`)).json();
    const types = classes.items.flatMap((p: { groupTypes: string[] }) => p.groupTypes);
    for (const type of ['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix'])
      expect(types).toContain(type);
    expect(classes.totalCount).toBe(DEMO_CLASS_PLANS.filter((p) => p.contentStatus === 'Public').length);
    // The Public class plans carry rules, as the templates do.
    for (const demo of DEMO_CLASS_PLANS.filter((p) => p.contentStatus === 'Public')) {
      const plan = classes.items.find((p: { code: string }) => p.code === demo.code);
      expect(plan.rules).toEqual(checkPlanRules(demo.rules, demo.sessionCount).rules);
      expect(plan.rules.trial.sessions).toContain(1);
    }
    const history = (await editor().get(`${V3}/${v3.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'Updated', 'StatusChanged']);
  });

  it('an editor builds a template of sessions from programs, in order, and reads it back', async () => {
    const res = await editor().post(V3, template('a'));
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    expect(plan).toMatchObject({ sessionCount: 6, ilsVersion: 'V3', contentStatus: 'Unpublish' });
    expect(plan.rules).toEqual(emptyPlanRules());
    expect(plan.sessions[1]).toMatchObject({
      number: 2,
      programs: [{ id: programs[1], titleEn: 'Program B' }, { id: programs[3] }],
    });
    const v4 = await editor().post(V4, template('a', 24));
    expect(v4.json()).toMatchObject({ sessionCount: 24, ilsVersion: 'V4' });
    const got = (await editor().get(`${V3}/${plan.id}`)).json();
    expect(got.sessions.map((s: { programs: unknown[] }) => s.programs.length)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('refers only to existing programs not in the Trash, each refusal naming the session', async () => {
    const unknown = template('b', 3);
    unknown.sessions[2] = { programIds: ['00000000-0000-4000-8000-000000000000'] };
    const res = await editor().post(V3, unknown);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Session 3 names a training programme that does not exist.');
    const trashed = template('b', 2);
    trashed.sessions[1] = { programIds: [programs[4]!] };
    const zh = await editor('zh-CN').post(V3, trashed);
    expect(zh.json().error.message).toBe(`第 2 节课：“PLAN-X-${run}”已在回收站，请选择其他项目。`);
    const empty = await editor().post(V3, template('b', 0));
    expect(empty.json().error.message).toBe('Add at least one session.');
    const hollow = template('b', 2);
    hollow.sessions[0] = { programIds: [] };
    expect((await editor().post(V3, hollow)).json().error.validationErrors[0]).toEqual({
      message: 'Session 1 has no training programme: pick at least one.',
      members: ['sessions'],
    });
  });

  it('sets rules, refuses bad ones by field and session in both languages, and keeps them in the history', async () => {
    const plan = (await editor().post(V3, template('c', 12))).json();
    const rules = {
      trial: { sessions: [2, 1], count: 3 },
      parentInterview: { afterSessions: [6], every: 4 },
      musicSessions: [12, 1, 2],
      difficulty: { startLevel: 3, steps: [{ fromSession: 2, toSession: 6, change: 1 }] },
    };
    const ok = await editor().put(`${V3}/rules`, { id: plan.id, rules });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rules).toMatchObject({ trial: { sessions: [1, 2] }, musicSessions: [1, 2, 12] });

    const beyond = await editor().put(`${V3}/rules`, { id: plan.id, rules: { ...rules, musicSessions: [13] } });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toBe("Sessions with music: session 13 is beyond the plan's 12 sessions.");
    const overlap = {
      ...rules,
      difficulty: {
        startLevel: 19,
        steps: [
          { fromSession: 2, toSession: 6, change: 1 },
          { fromSession: 5, toSession: 8, change: -1 },
        ],
      },
    };
    const zh = await editor('zh-CN').put(`${V3}/rules`, { id: plan.id, rules: overlap });
    expect(zh.json().error.message).toBe('难度阶梯：第 2 段与第 1 段在第 5 节课重叠。');
    const high = await editor().put(`${V3}/rules`, {
      id: plan.id,
      rules: { ...rules, difficulty: { startLevel: 19, steps: [{ fromSession: 2, toSession: 6, change: 1 }] } },
    });
    expect(high.json().error.message).toBe('Difficulty steps: session 3 would be above L20.');
    const gap = await editor().put(`${V3}/rules`, {
      id: plan.id,
      rules: { ...rules, trial: { sessions: [1, 3], count: 2 } },
    });
    expect(gap.json().error.validationErrors[0].members).toEqual(['trialSessions']);

    // Fewer sessions than the rules name: the edit is refused until the rules change.
    const shorter = await editor().put(`${V3}/${plan.id}`, template('c', 10));
    expect(shorter.json().error.message).toBe(
      'The rules name session 12, but the plan would have only 10 sessions: change the rules first.',
    );
    const history = (await editor().get(`${V3}/${plan.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'Updated']);
    expect(history.items[1].changes[0]).toMatchObject({ field: 'rules', to: { musicSessions: [1, 2, 12] } });
  });

  it('class plans: types and a category, the categories list, and a centre reading Public only', async () => {
    const categories = (await editor().get(`${CLASS}/categories`)).json();
    expect(categories.items.some((c: { id: string }) => c.id === categoryId)).toBe(true);
    const body = { ...template('d', 8), groupTypes: ['OneToThree', 'OneToOne'], categoryId };
    const res = await editor().post(CLASS, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ groupTypes: ['OneToOne', 'OneToThree'], categoryId, sessionCount: 8 });
    const bad = await editor().post(CLASS, { ...body, code: 'x', groupTypes: ['OneToTen'], categoryId: programs[0] });
    expect(bad.json().error.message).toBe(
      'Choose at least one class type from OneToOne, OneToTwo, OneToThree, OneToFour, OneToFive, OneToSix, Class.',
    );
    // The category files the plan: its delete is refused naming it.
    await editor().put('/api/rocket/programCategory/contentStatus', { id: categoryId, contentStatus: 'Trash' });
    const kept = await editor().delete(`/api/rocket/programCategory/${categoryId}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toContain(body.nameEn);
    await editor().put('/api/rocket/programCategory/contentStatus', { id: categoryId, contentStatus: 'Unpublish' });
    const centre = await h.as('centeradmin').get(`${CLASS}?maxResultCount=24`);
    expect(centre.json().items.some((p: { id: string }) => p.id === res.json().id)).toBe(false);
  });

  it('class plans carry rules as templates do: set, refused by field and session, in the history, Trash refuses', async () => {
    const body = (sessions: number) => ({ ...template('g', sessions), groupTypes: ['OneToTwo'], categoryId });
    const plan = (await editor().post(CLASS, body(8))).json();
    expect(plan.rules).toEqual(emptyPlanRules());
    const rules = {
      trial: { sessions: [1], count: 2 },
      parentInterview: { afterSessions: [4], every: null },
      musicSessions: [8, 2],
      difficulty: { startLevel: 2, steps: [{ fromSession: 2, toSession: 8, change: 1 }] },
    };
    const ok = await editor().put(`${CLASS}/rules`, { id: plan.id, rules });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ groupTypes: ['OneToTwo'], sessionCount: 8, rules: { musicSessions: [2, 8] } });
    expect((await editor().get(`${CLASS}/${plan.id}`)).json().rules).toEqual(ok.json().rules);
    // The same rules again change nothing, so no second history entry.
    expect((await editor().put(`${CLASS}/rules`, { id: plan.id, rules })).statusCode).toBe(200);

    const late = { ...rules, parentInterview: { afterSessions: [9], every: null } };
    const beyond = await editor().put(`${CLASS}/rules`, { id: plan.id, rules: late });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.validationErrors[0]).toEqual({
      message: "Parent interview after sessions: session 9 is beyond the plan's 8 sessions.",
      members: ['interviewAfter'],
    });
    const zh = await editor('zh-CN').put(`${CLASS}/rules`, { id: plan.id, rules: late });
    expect(zh.json().error.message).toBe('在以下课次后家长访谈：第 9 节课超出了方案的 8 节课。');
    const low = { ...rules, difficulty: { startLevel: 1, steps: [{ fromSession: 3, toSession: 4, change: -1 }] } };
    expect((await editor().put(`${CLASS}/rules`, { id: plan.id, rules: low })).json().error.message).toBe(
      'Difficulty steps: session 3 would be below L1.',
    );

    const shorter = await editor().put(`${CLASS}/${plan.id}`, body(6));
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().error.message).toBe(
      'The rules name session 8, but the plan would have only 6 sessions: change the rules first.',
    );
    const history = (await editor().get(`${CLASS}/${plan.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'Updated']);
    expect(history.items[1].changes[0]).toMatchObject({ field: 'rules', to: { musicSessions: [2, 8] } });

    const denied = await h.as('centeradmin').put(`${CLASS}/rules`, { id: plan.id, rules });
    expect(denied.statusCode).toBe(403);
    await editor().put(`${CLASS}/contentStatus`, { id: plan.id, contentStatus: 'Trash' });
    const trashed = await editor().put(`${CLASS}/rules`, { id: plan.id, rules: emptyPlanRules() });
    expect(trashed.statusCode).toBe(409);
    const engine = await h.db.privileged((tx) => templateRulesOf(tx, 'class', plan.id));
    expect(engine).toEqual({ target: 'class', sessionCount: 8, rules: ok.json().rules });
  });

  it('refuses a non-editor with 403 in the error shape', async () => {
    const res = await h.as('centeradmin').post(V3, template('e'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const rules = await h.as('centeradmin').put(`${V3}/rules`, {
      id: '00000000-0000-4000-8000-000000000000',
      rules: emptyPlanRules(),
    });
    expect(rules.statusCode).toBe(403);
  });

  it('keeps a program a template uses: its delete is refused naming the template', async () => {
    const plan = (await editor().post(V4, template('f', 2))).json();
    const names = await h.db.privileged((tx) => plansUsingProgramNames(tx, programs[1]!));
    expect(names).toContain(`${plan.nameZh} ${plan.nameEn}`);
    expect(await h.db.privileged((tx) => plansUsingProgramNames(tx, programs[4]!))).toEqual([]);
    // The programme's delete asks every user (programs/program-usage.ts), the plans among them.
    const program = programs[3]!;
    await editor().put('/api/rocket/trainingProgram/contentStatus', { id: program, contentStatus: 'Trash' });
    const res = await editor().delete(`/api/rocket/trainingProgram/${program}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(plan.nameEn);
  });
});
