import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTrainingPrograms, userOfflinePlanItems, userOfflinePlans } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { DEMO_PLAN_SCENARIOS } from '../../seed/demo.offline-plans';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const LIST = '/api/rocket/userOfflinePlan/tenantList';

type Row = { subjectName: string; plan: { id: string; status: string; coachName: string | null; isDeleted: boolean } };
type Page = { items: Row[]; totalCount: number };

// The centre's training plan list (000 §2 traningManage/trainList) over the demo's Sunrise plans
// (demo.offline-plans.ts: one per scenario, each its own child), read as the centre admin.
describe.each(testEngines())('the centre’s plan list on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  const list = async (query: string, user = 'centeradmin') => {
    const response = await h.as(user).get(`${LIST}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const count = (then: readonly string[]) => DEMO_PLAN_SCENARIOS.filter((s) => then.includes(s.then)).length;

  it('lists the open plans (Open), each status on its own, and all; a suspended plan never', async () => {
    const open = await list('status=Open&maxResultCount=24');
    expect(open.totalCount).toBe(count(['runningToday', 'startedToday', 'none', 'arrangedOnly']));
    expect(new Set(open.items.map((r) => r.plan.status))).toEqual(new Set(['None', 'Started']));
    expect(open.items.every((r) => r.subjectName.length > 0)).toBe(true);

    const finished = await list('status=Finished');
    expect(finished.totalCount).toBe(count(['end']));
    expect(finished.items.every((r) => r.plan.status === 'Finished')).toBe(true);

    const all = await list('maxResultCount=24');
    expect(all.totalCount).toBe(DEMO_PLAN_SCENARIOS.length - count(['suspend']));
    expect(all.items.some((r) => r.plan.isDeleted)).toBe(false);
  });

  it('narrows to one coach and to part of a child’s name, and pages without repeating a plan', async () => {
    const coachId = await h.userId('liuyang');
    const mine = await list(`coachId=${coachId}&maxResultCount=24`);
    expect(mine.totalCount).toBe(DEMO_PLAN_SCENARIOS.filter((s) => s.coach === 'liuyang').length);
    expect(new Set(mine.items.map((r) => r.plan.coachName))).toEqual(new Set(['刘洋']));

    const all = await list('maxResultCount=24');
    const name = all.items[0]!.subjectName;
    const found = await list(`filter=${encodeURIComponent(name.slice(1).toUpperCase())}`);
    expect(found.items.map((r) => r.subjectName)).toContain(name);
    expect(found.items.every((r) => r.subjectName.toLowerCase().includes(name.slice(1).toLowerCase()))).toBe(true);

    const first = await list('maxResultCount=6');
    const second = await list('maxResultCount=6&skipCount=6');
    expect(first.items).toHaveLength(6);
    const ids = [...first.items, ...second.items].map((r) => r.plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(12, all.totalCount));
  });

  it('refuses bad paging, an unknown status and a NUL byte in the spec’s shape; a role without the policy is refused', async () => {
    for (const query of ['maxResultCount=25', 'status=Bogus', 'filter=%00x', 'coachId=nope', 'skipCount=-1']) {
      const response = await h.as('centeradmin').get(`${LIST}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBeTruthy();
    }
    expect((await h.as('trainer').get(LIST)).statusCode).toBe(403);
  });

  it('answers an area manager, who holds no centre’s plans, with a refusal rather than a list', async () => {
    expect((await h.as('area').get(LIST)).statusCode).toBe(403);
  });

  it('answers a plan’s punch targets: the programmes of its sessions so far, and those with feedback', async () => {
    const started = (await list('status=Started&maxResultCount=24')).items;
    expect(started.length).toBeGreaterThan(0);
    for (const { plan } of started) {
      const expected = await h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ num: userOfflinePlans.num })
          .from(userOfflinePlans)
          .where(eq(userOfflinePlans.id, plan.id));
        const items = await tx
          .select({ code: contentTrainingPrograms.code, hasDone: userOfflinePlanItems.hasDone })
          .from(userOfflinePlanItems)
          .innerJoin(contentTrainingPrograms, eq(contentTrainingPrograms.id, userOfflinePlanItems.programId))
          .where(and(eq(userOfflinePlanItems.planId, plan.id), lte(userOfflinePlanItems.num, row!.num)));
        return {
          targetCount: new Set(items.map((i) => i.code)).size,
          realFinishedCodes: [...new Set(items.filter((i) => i.hasDone === true).map((i) => i.code))].sort(),
        };
      });
      const response = await h.as('coach').get(`/api/rocket/userOfflinePlan/forPunch?id=${plan.id}`);
      expect(response.statusCode, response.body).toBe(200);
      // Sunrise has hfs1.timesSetting (the demo's quota warnings).
      expect(response.json()).toMatchObject({ timesSetting: true, programTarget: expected });
      // The music target beside it (offline-plan-punch.int.test.ts tests its counting).
      expect(response.json().audioTarget).toEqual({
        targetCount: expect.any(Number),
        realFinishedCodes: expect.any(Array),
      });
    }
    // Weeks of delivered sessions: some programmes finished, more to go.
    const first = await h.as('coach').get(`/api/rocket/userOfflinePlan/forPunch?id=${started[0]!.plan.id}`);
    expect(
      first.json<{ programTarget: { realFinishedCodes: string[] } }>().programTarget.realFinishedCodes.length,
    ).toBeGreaterThan(0);
    // Another centre reads none of it.
    expect(
      (await h.as('sarah.ho').get(`/api/rocket/userOfflinePlan/forPunch?id=${started[0]!.plan.id}`)).statusCode,
    ).toBe(404);
  });
});
