import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPlanRules } from '../../../forms/plan-rules';
import {
  classHoursRecords,
  contentOfflinePlanItems,
  contentOfflinePlans,
  contentTrainingPrograms,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { fillProfile } from '../../testing/archives';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { withoutGrant } from '../../testing/role-grants';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/userOfflinePlan';
const STATICS = `${BASE}/nonePlaybook`;
const WRITE = 'RocketSystem.UserOfflinePlan.Write';

type Static = { id: string; num: number; name: string; hasDone: boolean | null; isEdit: boolean };

// Static activities (nonePlaybook; issue 19 items 2-3, spec 001 §4 "Ending a class is allowed only
// when all plan items, static activities and feedback are done"): copied from the template's
// sessions, ticked by staff on the current session only, and ending the class waits for them.
describe.each(testEngines('sensitive'))('static activities on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let template = '';

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const child = async (name: string) =>
    h.db.privileged(async (tx) => {
      const id = await insertChild(tx, { tenantId: sunrise, name: `${name} ${run}`, years: 8 });
      await tx
        .insert(classHoursRecords)
        .values({ tenantId: sunrise, subjectId: id, type: 'Offline', billingMethod: 'Quantity', classHours: 9 });
      await fillProfile(tx, sunrise, id);
      return id;
    });
  /** A started plan of the template for a fresh child. */
  const startedPlan = async (name: string) => {
    const created = await admin().post(BASE, { subjectId: await child(name), templateId: template, ilsVersion: 'V3' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: string }>().id;
    expect((await admin().post(`${BASE}/start`, { id })).statusCode).toBe(200);
    return id;
  };
  const statics = async (planId: string, num: number, user = 'centeradmin', language = 'en-US') =>
    (await h.as(user, { language }).get(`${STATICS}?planId=${planId}&num=${num}`)).json<{ items: Static[] }>().items;
  /** Marks every item of the current session not started, so only static activities can hold the class. */
  const skipItems = async (planId: string) => {
    const plan = (await admin().get(`${BASE}/find?id=${planId}`)).json<{
      num: number;
      planItems: { id: string; num: number }[];
    }>();
    for (const item of plan.planItems.filter((i) => i.num === plan.num))
      expect((await admin().post(`${BASE}/notStarted`, { planItemId: item.id })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    template = await h.db.privileged(async (tx) => {
      const [program] = await tx
        .insert(contentTrainingPrograms)
        .values({
          code: `ST-P-${run}`,
          titleZh: '静态测试项目',
          titleEn: 'Static test program',
          contentStatus: 'Public',
          difficulty: 3,
          minDifficulty: 1,
          maxDifficulty: 5,
        })
        .returning({ id: contentTrainingPrograms.id });
      const [row] = await tx
        .insert(contentOfflinePlans)
        .values({
          code: `ST-${run}`,
          nameZh: `静态活动方案${run}`,
          nameEn: `Static activity plan ${run}`,
          sessionCount: 3,
          rules: emptyPlanRules(),
          contentStatus: 'Public',
          staticActivities: [
            [
              { nameZh: '热身', nameEn: 'Warm-up' },
              { nameZh: '自由游戏', nameEn: 'Free play' },
            ],
            [],
            [{ nameZh: '放松呼吸', nameEn: 'Calm-down breathing' }],
          ],
        })
        .returning({ id: contentOfflinePlans.id });
      await tx
        .insert(contentOfflinePlanItems)
        .values([1, 2, 3].map((session) => ({ planId: row!.id, session, position: 0, programId: program!.id })));
      return row!.id;
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('copies the template’s static activities into the plan, named in the caller’s language', async () => {
    const id = await startedPlan('Copy');
    expect((await statics(id, 1)).map((s) => [s.name, s.hasDone, s.isEdit])).toEqual([
      ['Warm-up', null, true],
      ['Free play', null, true],
    ]);
    expect((await statics(id, 1, 'coach', 'zh-CN')).map((s) => s.name)).toEqual(['热身', '自由游戏']);
    expect(await statics(id, 2)).toEqual([]);
    // Session 3's is listed but not editable before its session comes.
    expect((await statics(id, 3)).map((s) => [s.name, s.isEdit])).toEqual([['Calm-down breathing', false]]);
    const plan = (await admin().get(`${BASE}/find?id=${id}`)).json<{ nonePlaybook: Static[] }>();
    expect(plan.nonePlaybook.map((s) => s.num)).toEqual([1, 1, 3]);
  });

  it('shows the demo’s running plans with static activities, ticked on the delivered sessions', async () => {
    const list = await admin().get(`${BASE}/tenantList?status=Started&maxResultCount=24`);
    const rows = list.json<{ items: { plan: { id: string; num: number } }[] }>().items;
    const running = rows.find((r) => r.plan.num > 2)!;
    const plan = (await admin().get(`${BASE}/find?id=${running.plan.id}`)).json<{ nonePlaybook: Static[] }>();
    const delivered = plan.nonePlaybook.filter((s) => s.num < running.plan.num);
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((s) => s.hasDone === true)).toBe(true);
    expect(plan.nonePlaybook.filter((s) => s.num > running.plan.num).every((s) => s.hasDone === null)).toBe(true);
  });

  it('ticks and unticks, and ends the class only when every static activity of the session is ticked', async () => {
    const id = await startedPlan('End');
    await skipItems(id);
    const refused = await admin().post(`${BASE}/numDone`, { id, num: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('Business:OfflinePlanStaticsFirst');
    expect(refused.json().error.message).toBe('Submit feedback first: 2 static activities are not ticked done yet.');
    const zh = await admin('zh-CN').post(`${BASE}/numDone`, { id, num: 1 });
    expect(zh.json().error.message).toBe('请先提交反馈：还有 2 个静态活动未完成。');
    const [warmUp, freePlay] = await statics(id, 1);
    const ticked = await h.as('coach').post(STATICS, { planId: id, id: warmUp!.id, hasDone: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json<Static>().hasDone).toBe(true);
    expect((await statics(id, 1))[0]!.hasDone).toBe(true);
    expect((await admin().post(STATICS, { planId: id, id: freePlay!.id, hasDone: true })).statusCode).toBe(200);
    // Unticked again, the class waits once more.
    const unticked = await admin().post(STATICS, { planId: id, id: freePlay!.id, hasDone: null });
    expect(unticked.json<Static>().hasDone).toBe(null);
    expect((await admin().post(`${BASE}/numDone`, { id, num: 1 })).json().error.message).toBe(
      'Submit feedback first: 1 static activity is not ticked done yet.',
    );
    await admin().post(STATICS, { planId: id, id: freePlay!.id, hasDone: true });
    const done = await admin().post(`${BASE}/numDone`, { id, num: 1, attendance: 'Attend' });
    expect(done.statusCode, done.body).toBe(200);
    // The finished session is closed to ticks: a 409 in the spec's error shape.
    const late = await admin().post(STATICS, { planId: id, id: warmUp!.id, hasDone: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toMatch(/^Business:OfflinePlan/);
    expect(late.json().error.message.length).toBeGreaterThan(0);
  });

  it('ends a session without static activities as before', async () => {
    const id = await startedPlan('NoneOnSession');
    await skipItems(id);
    for (const s of await statics(id, 1)) await admin().post(STATICS, { planId: id, id: s.id, hasDone: true });
    expect((await admin().post(`${BASE}/numDone`, { id, num: 1 })).statusCode).toBe(200);
    const next = await admin().post(`${BASE}/startNext`, { id });
    expect(next.statusCode, next.body).toBe(200);
    // Session 2 has none: its items done, the class ends.
    await skipItems(id);
    const done = await admin().post(`${BASE}/numDone`, { id, num: 2 });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuses another session, another centre, a reader without the write policy, and bad input', async () => {
    const id = await startedPlan('Refused');
    const [later] = await statics(id, 3);
    const notCurrent = await admin().post(STATICS, { planId: id, id: later!.id, hasDone: true });
    expect(notCurrent.statusCode).toBe(409);
    expect(notCurrent.json().error.code).toBe('Business:OfflinePlanNotCurrentSession');
    const [first] = await statics(id, 1);
    // Another centre sees no such plan (RLS).
    const foreign = await h
      .as('multirole', { tenant: harbour })
      .post(STATICS, { planId: id, id: first!.id, hasDone: true });
    expect(foreign.statusCode).toBe(404);
    expect((await h.as('multirole', { tenant: harbour }).get(`${STATICS}?planId=${id}&num=1`)).statusCode).toBe(404);
    // A static activity of another plan is not this plan's.
    const other = await startedPlan('Other');
    const [otherFirst] = await statics(other, 1);
    expect((await admin().post(STATICS, { planId: id, id: otherFirst!.id, hasDone: true })).statusCode).toBe(404);
    // Bad input is a 400 in the spec's shape, never a 500.
    for (const body of [
      {},
      { planId: 'x', id: first!.id, hasDone: true },
      { planId: id, id: first!.id, hasDone: 'yes' },
    ]) {
      const bad = await admin().post(STATICS, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBeTruthy();
    }
    expect((await admin().get(`${STATICS}?planId=${id}&num=0`)).statusCode).toBe(400);
    await withoutGrant(h, { tenantId: sunrise, roleName: 'coach', permission: WRITE }, async () => {
      expect((await statics(id, 1, 'coach')).every((s) => !s.isEdit)).toBe(true);
      const readOnly = await h.as('coach').post(STATICS, { planId: id, id: first!.id, hasDone: true });
      expect(readOnly.statusCode).toBe(403);
      expect(readOnly.json().error.message).toContain('offline-plan write permission');
    });
    expect((await statics(id, 1))[0]!.hasDone).toBe(null);
  });
});
