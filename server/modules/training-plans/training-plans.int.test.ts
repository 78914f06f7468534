import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  domainEvents,
  notifications,
  tenantFeatures,
  userTrainingPlanPunches,
  userTrainingPlans,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { centreDay } from '../../platform/time';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { withoutGrant } from '../../testing/role-grants';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/trainingPlan';
const WRITE = 'RocketSystem.UserTrainingPlan.Write';

// A child's sleep, nutrition and exercise clock-in plans through the calls the subject detail's tabs
// make: activated (one of a kind), clocked in day by day with the counts a family sees (days done,
// the current streak), records 10 a page, an exercise plan's online list, ended; refusals in the
// spec's shape in both languages; two staff activating at once; another centre, an unbound child, a
// coach without the write policy.
describe.each(testEngines('sensitive'))('clock-in plans on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  // The harness's centres keep the server's default time zone (config.ts).
  const today = () => centreDay('Asia/Shanghai');
  const daysAgo = (n: number) => DateTime.fromISO(today()).minus({ days: n }).toISODate()!;

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const child = async (name: string, status: 'Bind' | 'Unbind' = 'Bind') =>
    h.db.privileged((tx) => insertChild(tx, { tenantId: sunrise, name: `${name} ${run}`, years: 7, status }));
  const activate = (subjectId: string, type: string, extra: object = {}, language = 'en-US') =>
    admin(language).post(BASE, { subjectId, type, ...extra });
  const info = async (subjectId: string, type: string, user = 'centeradmin') =>
    (await h.as(user).post(`${BASE}/userInfo`, { subjectId, type })).json();
  const punch = (userTrainingPlanId: string, extra: object = {}, language = 'en-US') =>
    admin(language).post(`${BASE}/punch`, { userTrainingPlanId, ...extra });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('activates a sleep plan, counts clock-ins and the streak, and refuses a second one of the kind', async () => {
    const kid = await child('Sleeper');
    expect(await info(kid, 'Sleep')).toMatchObject({
      subjectId: kid,
      type: 'Sleep',
      canWrite: true,
      plan: null,
      today: today(),
      earliestClockInDay: null,
    });

    const created = await activate(kid, 'Sleep', { remark: 'In bed by 21:00' });
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json();
    expect(plan).toMatchObject({
      type: 'Sleep',
      state: 'Active',
      remark: 'In bed by 21:00',
      finishedDayCount: 0,
      continueDayCount: 0,
      clockedInToday: false,
      activatedByName: '林静',
    });

    const again = await activate(kid, 'Sleep', {}, 'zh-CN');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'Business:TrainingPlanAlreadyActive',
      message: `Sleeper ${run} 已有一个进行中的同类计划。`,
    });

    const first = await punch(plan.id, { remark: 'Asleep at 20:50' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ finishedDayCount: 1, continueDayCount: 1, clockedInToday: true });
    const twice = await punch(plan.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(`Sleeper ${run} is already clocked in for ${today()}.`);

    // A plan activated three weeks ago, done most days with a gap four days back.
    await h.db.privileged(async (tx) => {
      await tx
        .update(userTrainingPlans)
        .set({ creationTime: DateTime.now().minus({ days: 21 }).toJSDate() })
        .where(eq(userTrainingPlans.id, plan.id));
      await tx.insert(userTrainingPlanPunches).values(
        [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((n) => ({
          tenantId: sunrise,
          planId: plan.id,
          day: daysAgo(n),
        })),
      );
    });
    const read = await info(kid, 'Sleep');
    expect(read.earliestClockInDay).toBe(daysAgo(6));
    expect(read.plan).toMatchObject({ finishedDayCount: 14, continueDayCount: 4, lastClockInDay: today() });

    const page1 = await admin().get(`${BASE}/punchHistory?SubjectId=${kid}&UserTrainingPlanId=${plan.id}`);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().totalCount).toBe(14);
    expect(page1.json().items).toHaveLength(10);
    expect(page1.json().items[0]).toMatchObject({ day: today(), remark: 'Asleep at 20:50', recordedByName: '林静' });
    const page2 = (
      await admin().get(`${BASE}/punchHistory?SubjectId=${kid}&UserTrainingPlanId=${plan.id}&SkipCount=10`)
    ).json();
    expect(page2.items.map((p: { day: string }) => p.day)).toEqual([
      daysAgo(11),
      daysAgo(12),
      daysAgo(13),
      daysAgo(14),
    ]);

    // The missed day may be made up within the week; the streak joins across it.
    expect((await punch(plan.id, { day: daysAgo(4) })).json()).toMatchObject({
      finishedDayCount: 15,
      continueDayCount: 15,
    });
  });

  it('refuses clock-ins ahead, too late or before the plan began, naming the field', async () => {
    const kid = await child('Eater');
    const plan = (await activate(kid, 'Nutrition')).json();
    const ahead = await punch(plan.id, { day: daysAgo(-1) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.validationErrors).toEqual([
      { message: 'A clock-in cannot be for a day after today.', members: ['day'] },
    ]);
    const before = await punch(plan.id, { day: daysAgo(1) }, 'zh-CN');
    expect(before.statusCode).toBe(400);
    expect(before.json().error.validationErrors[0].message).toBe(`计划开始于 ${today()}，不能为更早的日期打卡。`);
    await h.db.privileged((tx) =>
      tx
        .update(userTrainingPlans)
        .set({ creationTime: DateTime.now().minus({ days: 30 }).toJSDate() })
        .where(eq(userTrainingPlans.id, plan.id)),
    );
    const late = await punch(plan.id, { day: daysAgo(7) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBeTruthy();
    expect(late.json().error.validationErrors[0].message).toBe(
      `A clock-in can be recorded up to six days late, from ${daysAgo(6)} on.`,
    );
    expect((await punch(plan.id, { day: daysAgo(6) })).statusCode).toBe(200);
    expect((await punch(plan.id, { day: 'not-a-day' })).statusCode).toBe(400);
  });

  it("lists an exercise plan's exercises, the online ones as the online exercise list", async () => {
    const kid = await child('Runner');
    const none = await activate(kid, 'Exercise');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.validationErrors[0]).toEqual({
      message: 'Add at least one exercise to an exercise plan.',
      members: ['exercises'],
    });
    const stray = await activate(kid, 'Sleep', { exercises: [{ type: 'Online', name: 'Jumps', minutes: 5 }] });
    expect(stray.statusCode).toBe(400);

    const exercises = [
      { type: 'Online', name: 'Balance video 1', minutes: 10 },
      { type: 'Offline', name: 'Skipping rope', minutes: 15 },
      ...Array.from({ length: 11 }, (_, i) => ({ type: 'Online', name: `Video ${i + 2}`, minutes: 5 })),
    ];
    const plan = (await activate(kid, 'Exercise', { exercises })).json();
    expect(plan.exercises).toHaveLength(13);
    expect(plan.exercises[1]).toMatchObject({ type: 'Offline', name: 'Skipping rope', minutes: 15 });

    const online = (await admin().get(`${BASE}/exerciseList?SubjectId=${kid}&Type=Online`)).json();
    expect(online.totalCount).toBe(12);
    expect(online.items).toHaveLength(10);
    expect(online.items[0].name).toBe('Balance video 1');
    const offline = (await admin().get(`${BASE}/exerciseList?SubjectId=${kid}&Type=Offline`)).json();
    expect(offline.items.map((e: { name: string }) => e.name)).toEqual(['Skipping rope']);
    expect((await admin().get(`${BASE}/exerciseList?SubjectId=${kid}&Type=Other`)).statusCode).toBe(400);

    const all = (await admin().get(`${BASE}?SubjectId=${kid}`)).json();
    expect(all.items.map((p: { type: string }) => p.type)).toEqual(['Exercise']);
  });

  it('tells the colleagues and the live feed, ends a plan and lets another of its kind begin', async () => {
    const kid = await child('Notified');
    const plan = (await activate(kid, 'Nutrition')).json();
    const { events, notices } = await h.db.privileged(async (tx) => ({
      events: await tx
        .select({ payload: domainEvents.payload, permission: domainEvents.permission })
        .from(domainEvents)
        .where(eq(domainEvents.type, 'TrainingPlanChanged')),
      notices: await tx
        .select({ userId: notifications.userId, kind: notifications.kind, extra: notifications.extraProperties })
        .from(notifications)
        .where(and(eq(notifications.kind, 'NutritionActivated'), eq(notifications.tenantId, sunrise))),
    }));
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ planId: plan.id, subjectId: kid, type: 'Nutrition', action: 'Activated' }),
    );
    const coach = await h.userId('coach');
    const mine = notices.filter((n) => n.extra.subjectId?.[0] === kid);
    expect(mine.map((n) => n.userId)).toContain(coach);
    expect(mine.map((n) => n.userId)).not.toContain(await h.userId('centeradmin'));

    const ended = await admin().post(`${BASE}/end/${plan.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'Ended' });
    expect((await info(kid, 'Nutrition')).plan).toBeNull();
    const afterEnd = await punch(plan.id);
    expect(afterEnd.statusCode).toBe(409);
    expect(afterEnd.json().error.code).toBe('Business:TrainingPlanPlanEnded');
    expect((await admin().post(`${BASE}/end/${plan.id}`)).statusCode).toBe(409);

    const next = await activate(kid, 'Nutrition');
    expect(next.statusCode).toBe(200);
    const history = (await admin().get(`${BASE}?SubjectId=${kid}`)).json();
    expect(history.items.map((p: { state: string }) => p.state)).toEqual(['Active', 'Ended']);
  });

  it('lets exactly one of two staff activating at once succeed', async () => {
    const kid = await child('Race');
    const answers = await Promise.all([
      activate(kid, 'Sleep'),
      h.as('coach').post(BASE, { subjectId: kid, type: 'Sleep' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await h.db.privileged((tx) =>
      tx.select().from(userTrainingPlans).where(eq(userTrainingPlans.subjectId, kid)),
    );
    expect(rows).toHaveLength(1);
  });

  it('shows another centre nothing, keeps an unbound child read-only, and a coach without the write policy', async () => {
    const kid = await child('Private');
    const plan = (await activate(kid, 'Sleep')).json();
    await h.db.privileged((tx) =>
      tx.insert(tenantFeatures).values({ tenantId: harbour, name: 'guardian' }).onConflictDoNothing(),
    );
    const other = h.as('multirole', { tenant: harbour });
    expect((await other.post(`${BASE}/userInfo`, { subjectId: kid, type: 'Sleep' })).statusCode).toBe(404);
    expect((await other.get(`${BASE}/punchHistory?SubjectId=${kid}&UserTrainingPlanId=${plan.id}`)).statusCode).toBe(
      404,
    );
    expect((await other.post(`${BASE}/punch`, { userTrainingPlanId: plan.id })).statusCode).toBe(404);
    // A plan named with another child's id is not that child's.
    const sibling = await child('Sibling');
    expect(
      (await admin().get(`${BASE}/punchHistory?SubjectId=${sibling}&UserTrainingPlanId=${plan.id}`)).statusCode,
    ).toBe(404);

    const unbound = await child('Gone', 'Unbind');
    const refused = await activate(unbound, 'Sleep');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('Business:TrainingPlanSubjectNotBound');
    expect((await info(unbound, 'Sleep')).canWrite).toBe(false);

    await withoutGrant(h, { tenantId: sunrise, roleName: 'coach', permission: WRITE }, async () => {
      expect((await info(kid, 'Sleep', 'coach')).canWrite).toBe(false);
      const denied = await h.as('coach').post(`${BASE}/punch`, { userTrainingPlanId: plan.id });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.message).toBe('You may read clock-in plans but not activate, clock in or end them.');
    });
    expect((await info(kid, 'Sleep', 'coach')).canWrite).toBe(true);
  });
});
