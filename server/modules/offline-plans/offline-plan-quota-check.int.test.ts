import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classHoursRecords } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { fillProfile } from '../../testing/archives';
import { insertChild } from '../../testing/children';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/userOfflinePlan';

type Check = { id: string; num: number; mode: string; quota: { status: string; remaining: number | null } | null };

// GET beforeStart/{planId} (spec 001 §7; §4 "Quotas", §8 quota warnings): what the plan's current
// session would take from the child's session quota, read before starting or ending a class so the
// page can warn (not set, 1 to 5 left, used up) only in a centre with hfs1.timesSetting.
describe.each(testEngines())('the quota check before a session on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let template = '';

  /** A plan arranged for a fresh Sunrise child holding `quotas` of offline sessions (total, used). */
  const planWith = async (name: string, quotas: { classHours: number | null; usedHours: number }[]) => {
    const subjectId = await h.db.privileged(async (tx) => {
      const id = await insertChild(tx, { tenantId: sunrise, name: `${name} ${run}`, years: 7 });
      for (const quota of quotas)
        await tx
          .insert(classHoursRecords)
          .values({ tenantId: sunrise, subjectId: id, type: 'Offline', billingMethod: 'Quantity', ...quota });
      await fillProfile(tx, sunrise, id);
      return id;
    });
    const created = await h.as('centeradmin').post(BASE, { subjectId, templateId: template, ilsVersion: 'V3' });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ id: string }>().id;
  };
  const check = async (planId: string, user = 'centeradmin') => {
    const response = await h.as(user).get(`${BASE}/beforeStart/${planId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Check>();
  };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const templates = await h.as('centeradmin').get('/api/rocket/trainingPlanTemplate?maxResultCount=6');
    expect(templates.statusCode, templates.body).toBe(200);
    template = templates.json<{ items: { id: string }[] }>().items[0]!.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('says none are set, how few are left, enough, unlimited, or used up', async () => {
    const none = await planWith('None', []);
    expect(await check(none)).toMatchObject({ id: none, num: 1, mode: 'Offline', quota: { status: 'NotSet' } });
    expect((await check(await planWith('Few', [{ classHours: 8, usedHours: 5 }]))).quota).toEqual({
      status: 'Low',
      remaining: 3,
    });
    // Two records count together: 4 + 3 left is more than the warning's five.
    expect(
      (
        await check(
          await planWith('Enough', [
            { classHours: 4, usedHours: 0 },
            { classHours: 5, usedHours: 2 },
          ]),
        )
      ).quota,
    ).toEqual({ status: 'Ok', remaining: 7 });
    expect((await check(await planWith('Unlimited', [{ classHours: null, usedHours: 3 }]))).quota).toEqual({
      status: 'Ok',
      remaining: null,
    });
    expect((await check(await planWith('Spent', [{ classHours: 6, usedHours: 6 }]))).quota).toMatchObject({
      status: 'UsedUp',
    });
  });

  it('follows a session ended with the quota: the remaining count goes down with it', async () => {
    const id = await planWith('Follows', [{ classHours: 7, usedHours: 0 }]);
    expect((await check(id)).quota).toEqual({ status: 'Ok', remaining: 7 });
    expect((await h.as('centeradmin').post(`${BASE}/start`, { id })).statusCode).toBe(200);
    const plan = (await h.as('centeradmin').get(`${BASE}/find?id=${id}`)).json<{
      planItems: { id: string; num: number }[];
      nonePlaybook: { id: string; num: number }[];
    }>();
    for (const item of plan.planItems.filter((i) => i.num === 1))
      expect((await h.as('centeradmin').post(`${BASE}/notStarted`, { planItemId: item.id })).statusCode).toBe(200);
    for (const s of plan.nonePlaybook.filter((s) => s.num === 1))
      expect(
        (await h.as('centeradmin').post(`${BASE}/nonePlaybook`, { planId: id, id: s.id, hasDone: true })).statusCode,
      ).toBe(200);
    const ended = await h.as('centeradmin').post(`${BASE}/numDone`, { id, num: 1, attendance: 'Attend' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await check(id)).quota).toEqual({ status: 'Ok', remaining: 6 });
    // A reader who cannot write still reads it: the warning names what the admin must set.
    expect((await check(id, 'coach')).quota).toEqual({ status: 'Ok', remaining: 6 });
  });

  it('warns nobody in a centre without hfs1.timesSetting', async () => {
    const harbour = await h.tenant('harbour');
    const list = await h.as('multirole', { tenant: harbour }).get(`${BASE}/tenantList?maxResultCount=6`);
    const planId = list.json<{ items: { plan: { id: string } }[] }>().items[0]!.plan.id;
    const response = await h.as('multirole', { tenant: harbour }).get(`${BASE}/beforeStart/${planId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Check>().quota).toBeNull();
  });

  it('refuses another centre’s plan and a malformed id in the spec’s shape', async () => {
    const harbour = await h.tenant('harbour');
    const theirs = (await h.as('multirole', { tenant: harbour }).get(`${BASE}/tenantList?maxResultCount=6`)).json<{
      items: { plan: { id: string } }[];
    }>().items[0]!.plan.id;
    const other = await h.as('centeradmin').get(`${BASE}/beforeStart/${theirs}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: { code: expect.any(String) } });
    const bad = await h.as('centeradmin').get(`${BASE}/beforeStart/not-a-uuid%00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'ValidationError' } });
  });
});
