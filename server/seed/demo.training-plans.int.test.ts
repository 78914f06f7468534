import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { userTrainingPlanPunches, userTrainingPlans } from '../platform/db/schema/index';
import { testEngines } from '../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../testing/server-harness';

// The demo's clock-in plans (issue 19): Sunrise children with sleep, nutrition and exercise plans of
// some weeks, read through the product's own calls: real counts, streaks of different lengths,
// records on more than one page, an exercise plan's online list, an ended plan beside an active one.
describe.each(testEngines())('demo clock-in plans on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives Sunrise children weeks of clock-ins with gaps and streaks', async () => {
    const sunrise = await h.tenant('sunrise');
    const active = await h.db.privileged((tx) =>
      tx
        .select({ id: userTrainingPlans.id, subjectId: userTrainingPlans.subjectId, type: userTrainingPlans.type })
        .from(userTrainingPlans)
        .where(and(eq(userTrainingPlans.tenantId, sunrise), eq(userTrainingPlans.state, 'Active'))),
    );
    const kinds = new Map<string, number>();
    for (const p of active) kinds.set(p.type, (kinds.get(p.type) ?? 0) + 1);
    expect(kinds.get('Sleep')).toBeGreaterThanOrEqual(10);
    expect(kinds.get('Nutrition')).toBeGreaterThanOrEqual(8);
    expect(kinds.get('Exercise')).toBeGreaterThanOrEqual(4);
    const [ended] = await h.db.privileged((tx) =>
      tx.select({ n: count() }).from(userTrainingPlans).where(eq(userTrainingPlans.state, 'Ended')),
    );
    expect(Number(ended!.n)).toBeGreaterThan(0);

    const admin = h.as('centeradmin');
    const infos = await Promise.all(
      active
        .filter((p) => p.type === 'Sleep')
        .map(async (p) =>
          (await admin.post('/api/rocket/trainingPlan/userInfo', { subjectId: p.subjectId, type: 'Sleep' })).json(),
        ),
    );
    const counts = infos.map((i) => i.plan);
    expect(counts.every((p) => p.finishedDayCount >= 5)).toBe(true);
    // Not every family is perfect: fewer days done than days since the plan began, somewhere.
    expect(counts.some((p) => p.continueDayCount < p.finishedDayCount)).toBe(true);
    expect(counts.some((p) => p.continueDayCount >= 3)).toBe(true);
    expect(new Set(counts.map((p) => p.continueDayCount)).size).toBeGreaterThan(2);

    const busiest = active.find((p) => p.type === 'Sleep')!;
    const [{ n }] = (await h.db.privileged((tx) =>
      tx.select({ n: count() }).from(userTrainingPlanPunches).where(eq(userTrainingPlanPunches.planId, busiest.id)),
    )) as [{ n: number }];
    const page = (
      await admin.get(
        `/api/rocket/trainingPlan/punchHistory?SubjectId=${busiest.subjectId}&UserTrainingPlanId=${busiest.id}`,
      )
    ).json();
    expect(page.totalCount).toBe(Number(n));
    expect(page.items.length).toBe(Math.min(10, Number(n)));

    const exercise = active.find((p) => p.type === 'Exercise')!;
    const online = (
      await admin.get(`/api/rocket/trainingPlan/exerciseList?SubjectId=${exercise.subjectId}&Type=Online`)
    ).json();
    expect(online.totalCount).toBeGreaterThan(0);
  });
});
