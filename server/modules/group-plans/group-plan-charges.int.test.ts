import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  classHoursRecordChanges,
  classHoursRecords,
  contractLedger,
  contractResources,
  tenantContracts,
  type GroupType,
} from '../../platform/db/schema/index';
import { rowsOf } from '../../platform/db/database';
import { testEngines } from '../../platform/db/testing';
import { resolveRequestContext } from '../../platform/tenancy';
import { createMessenger } from '../../platform/messaging/messenger';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { insertClass, insertClassPlan } from '../../testing/group-plans';
import { chargeDeliveredClass } from '../contracts/hfs/hfs-session-charge.service';

const BASE = '/api/rocket/groupTrainingPlan';

// Issue 20 item 2: ending a class charges the centre's HFS contract at the class plan's Web price
// for the class's size, once per class, and uses one Offline session of each attending child's
// quota; a refused quota or contract leaves the class running with nothing written.
describe.each(testEngines('sensitive'))('group plan charges on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let classPlan = '';
  let contractId = '';

  const admin = () => h.as('centeradmin');
  const step = (path: string, id: string) => admin().post(`${BASE}/${path}`, { id });
  /** A class of `quotas.length` fresh children, each with that many Offline sessions (0: none set). */
  const classOf = (name: string, type: GroupType, quotas: number[]) =>
    h.db.privileged((tx) => insertClass(tx, { tenantId: sunrise, name: `${name} ${run}`, type, quotas }));
  /** Assigns the plan and runs its first class up to its end, marking each child as `absent` says. */
  const classReadyToEnd = async (group: { id: string; children: string[] }, absent: number[] = []) => {
    const id = (
      await admin().post(`${BASE}/create`, { groupId: group.id, trainingPlanV2Id: classPlan, initDifficulty: 3 })
    ).json().id as string;
    expect((await step('startClass', id)).statusCode).toBe(200);
    const marked = await admin().post(`${BASE}/punchForChild`, {
      id,
      num: 1,
      children: group.children.map((subjectId, i) => ({
        subjectId,
        attendance: absent.includes(i) ? 'Absent' : 'Attend',
      })),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // Ending needs the class's feedback on every activity (the test program has no form: empty answers).
    const session = (await admin().get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).json();
    const items = session.items.map((i: { itemId: string }) => ({ planItemId: i.itemId, feedbacks: [] }));
    const answered = await admin().post(`${BASE}/punchForNum`, { groupTrainingPlanId: id, num: 1, items });
    expect(answered.statusCode, answered.body).toBe(200);
    return id;
  };
  const classCharges = (planId: string) =>
    h.db.privileged((tx) =>
      tx
        .select()
        .from(contractLedger)
        .where(and(eq(contractLedger.usageKind, 'class'), sql`${contractLedger.details}->>'planId' = ${planId}`)),
    );
  const usedOf = (children: string[]) =>
    h.db.privileged(async (tx) => {
      const rows = await tx
        .select({ subjectId: classHoursRecords.subjectId, used: classHoursRecords.usedHours })
        .from(classHoursRecords)
        .where(inArray(classHoursRecords.subjectId, children));
      return children.map((c) => rows.find((r) => r.subjectId === c)?.used ?? null);
    });
  const balance = async () =>
    (await h.db.privileged((tx) => tx.select().from(tenantContracts).where(eq(tenantContracts.id, contractId))))[0]!
      .balanceFen;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    await h.db.privileged(async (tx) => {
      const plan = await insertClassPlan(tx, {
        tag: `charge-${run}`,
        sessions: 2,
        groupTypes: ['OneToTwo', 'OneToFour', 'OneToSix', 'Class'],
      });
      classPlan = plan.planId;
      const [contract] = await tx
        .select({ id: tenantContracts.id })
        .from(tenantContracts)
        .where(
          and(
            eq(tenantContracts.tenantId, sunrise),
            eq(tenantContracts.line, 'hfs'),
            eq(tenantContracts.status, 'Enabled'),
          ),
        )
        .orderBy(desc(tenantContracts.endDate))
        .limit(1);
      contractId = contract!.id;
      const row = (resourceType: string, platform: 'App' | 'Web', priceFen: number) => ({
        tenantId: sunrise,
        contractId,
        type: 'TrainingPlanV2',
        resourceId: classPlan,
        resourceName: plan.name,
        resourceType,
        platform,
        priceFen,
      });
      // The App rows are dearer: a class given in the centre is charged at its Web price.
      await tx
        .insert(contractResources)
        .values([
          row('OneToTwo', 'Web', 4_000),
          row('OneToTwo', 'App', 9_900),
          row('OneToFour', 'Web', 7_000),
          row('OneToFour', 'App', 9_900),
          row('OneToSix', 'Web', Number.MAX_SAFE_INTEGER),
        ]);
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('charges the contract at the Web price for the class’s size and uses each attending child’s session, not an absent one’s', async () => {
    const pair = await classOf('Pair', 'OneToTwo', [5, 5]);
    const pairPlan = await classReadyToEnd(pair);
    const before = await balance();
    const ended = await step('endClass', pairPlan);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ classState: 'ClassEnded' });
    expect(await balance()).toBe(before - 4_000);
    expect((await classCharges(pairPlan)).map((c) => [c.kind, c.amountFen, c.contractId])).toEqual([
      ['Consumption', -4_000, contractId],
    ]);
    expect(await usedOf(pair.children)).toEqual([1, 1]);

    const four = await classOf('Four', 'OneToFour', [5, 5, 5, 5]);
    const fourPlan = await classReadyToEnd(four, [2]);
    expect((await step('endClass', fourPlan)).statusCode).toBe(200);
    const [charge] = await classCharges(fourPlan);
    expect(charge).toMatchObject({ amountFen: -7_000, details: expect.objectContaining({ num: 1, attended: 3 }) });
    expect(await usedOf(four.children)).toEqual([1, 1, 0, 1]);
    // The usages name the class's group plan and session, not an offline plan.
    const changes = await h.db.privileged((tx) =>
      tx
        .select({
          planId: classHoursRecordChanges.planId,
          groupPlanId: classHoursRecordChanges.groupPlanId,
          num: classHoursRecordChanges.num,
        })
        .from(classHoursRecordChanges)
        .where(and(eq(classHoursRecordChanges.kind, 'Usage'), eq(classHoursRecordChanges.groupPlanId, fourPlan))),
    );
    expect(changes).toEqual(Array.from({ length: 3 }, () => ({ planId: null, groupPlanId: fourPlan, num: 1 })));
    // The child's quota history lists the class's usage.
    const history = await admin().get(`/api/rocket/classHoursSettingRecords/adventRecords?userId=${four.children[0]}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'Usage', groupPlanId: fourPlan, planId: null, num: 1 })]),
    );

    // The usage drawer's class tab reads the charges.
    const usage = await admin().get(
      `/api/rocket/tenantContract/${contractId}/usageRecords?kind=class&maxResultCount=100`,
    );
    expect(usage.statusCode, usage.body).toBe(200);
    const mine = (usage.json().items as { money: number; details: string }[]).filter(
      (i) => JSON.parse(i.details).planId === pairPlan,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.money).toBe(40);
    expect(JSON.parse(mine[0]!.details)).toMatchObject({ num: 1, groupName: `Pair ${run}`, size: 'OneToTwo' });
  });

  it('charges a class once however often its charge is replayed', async () => {
    const pair = await classOf('Replay', 'OneToTwo', [5, 5]);
    const id = await classReadyToEnd(pair);
    expect((await step('endClass', id)).statusCode).toBe(200);
    expect((await step('endClass', id)).json().error.code).toBe('Business:GroupPlanClassEnded');
    const userId = await h.userId('centeradmin');
    const before = await balance();
    const replay = await h.db.transaction({ tenantId: sunrise, userId }, async (tx) => {
      await resolveRequestContext(tx, userId, sunrise);
      return chargeDeliveredClass(
        tx,
        { userId, today: new Date().toISOString().slice(0, 10), messenger: createMessenger() },
        {
          tenantId: sunrise,
          planId: id,
          num: 1,
          classPlanId: classPlan,
          size: 'OneToTwo',
          groupId: pair.id,
          groupName: 'Replay',
          attended: 2,
          resourceName: 'x',
        },
      );
    });
    expect(replay).toEqual({ contractId, amountFen: 4_000 });
    expect(await balance()).toBe(before);
    expect(await classCharges(id)).toHaveLength(1);
    expect(await usedOf(pair.children)).toEqual([1, 1]);
  });

  it('refuses to end a class when a child’s quota or the contract cannot pay, writing nothing', async () => {
    // The second child has no Offline sessions set (Sunrise binds quotas: hfs1.timesSetting).
    const noQuota = await classOf('NoQuota', 'OneToTwo', [5, 0]);
    const first = await classReadyToEnd(noQuota);
    const refused = await h.as('centeradmin', { language: 'zh-CN' }).post(`${BASE}/endClass`, { id: first });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('Business:SessionQuotaNotSet');
    expect(await usedOf(noQuota.children)).toEqual([0, null]);
    expect(await classCharges(first)).toHaveLength(0);
    const still = await admin().get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${first}`);
    expect(still.json()).toMatchObject({ classState: 'ClassStarted' });
    // Marked absent, the child without sessions uses none, and the class ends.
    await admin().post(`${BASE}/punchForChild`, {
      id: first,
      num: 1,
      children: [{ subjectId: noQuota.children[1], attendance: 'Absent' }],
    });
    expect((await step('endClass', first)).statusCode).toBe(200);
    expect(await usedOf(noQuota.children)).toEqual([1, null]);

    // A price no balance covers: the contract refuses, and with it the class's end and the quotas.
    const six = await classOf('Six', 'OneToSix', [5, 5, 5, 5, 5, 5]);
    const sixPlan = await classReadyToEnd(six);
    const before = await balance();
    const unpaid = await step('endClass', sixPlan);
    expect(unpaid.statusCode).toBe(409);
    expect(await balance()).toBe(before);
    expect(await classCharges(sixPlan)).toHaveLength(0);
    expect(await usedOf(six.children)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await admin().get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${sixPlan}`)).json()).toMatchObject({
      classState: 'ClassStarted',
    });
  });

  it('ends a class the contract does not price (a Class) without a charge, still using the sessions', async () => {
    const big = await classOf('Big', 'Class', [5, 5, 5]);
    const id = await classReadyToEnd(big, [0]);
    expect((await step('endClass', id)).statusCode).toBe(200);
    expect(await classCharges(id)).toHaveLength(0);
    expect(await usedOf(big.children)).toEqual([0, 1, 1]);
  });

  it('lists a class’s session in the centre’s cost lists under its class, for whoever ended it, and says a quota ran low', async () => {
    // Three sessions for the first child: one class leaves two, low (LOW_SESSIONS); twenty for the other.
    const costed = await classOf('Costed', 'OneToTwo', [3, 20]);
    const id = await classReadyToEnd(costed);
    const since = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ max: number | null }>(
        await tx.execute(sql`select max(id)::int as max from domain_events`),
      );
      return row?.max ?? 0;
    });
    expect((await step('endClass', id)).statusCode).toBe(200);
    // Days on the centre's calendar: a day either side covers any zone.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = `from=${day(-1)}&to=${day(1)}`;

    const list = await admin().get(`/api/rocket/userOfflinePlan/tenantCourseCostList?${range}&maxResultCount=100`);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().items as { planId: string; coachName: string | null }[]).find((i) => i.planId === id);
    expect(row).toMatchObject({
      num: 1,
      childName: '',
      groupName: `Costed ${run}`,
      coachName: expect.any(String),
      money: 40,
    });

    const perCoach = await admin().get(`/api/rocket/userOfflinePlan/coachCourseCostList?${range}`);
    const ender = (perCoach.json().items as { coachName: string | null; sessions: number }[]).find(
      (c) => c.coachName === row?.coachName,
    );
    expect(ender?.sessions).toBeGreaterThanOrEqual(1);

    // The supervisor board hears of the first child's low quota, not the second's.
    const events = await h.db.privileged((tx) =>
      tx.execute(sql`select payload from domain_events where id > ${since} and type = 'QuotaLow'`),
    );
    const payloads = rowsOf<{ payload: { subjectId: string; remaining: number; type: string } }>(events).map(
      (e) => e.payload,
    );
    expect(payloads.filter((p) => costed.children.includes(p.subjectId))).toEqual([
      expect.objectContaining({ subjectId: costed.children[0], remaining: 2, type: 'Offline' }),
    ]);
  });
});
