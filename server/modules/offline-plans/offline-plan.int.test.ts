import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { emptyPlanRules, type PlanRules } from '../../../forms/plan-rules';
import {
  classHoursRecords,
  contentFeedbackProperties,
  contractLedger,
  contractResources,
  tenantContracts,
  contentNewOfflinePlanItems,
  contentNewOfflinePlans,
  contentOfflinePlanItems,
  contentOfflinePlans,
  contentTrainingProgramFeedbackProperties,
  contentTrainingPrograms,
  domainEvents,
  tenantFeatures,
  userOfflinePlans,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { fillProfile } from '../../testing/archives';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { withoutGrant } from '../../testing/role-grants';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/userOfflinePlan';
const WRITE = 'RocketSystem.UserOfflinePlan.Write';
const ARCHIVE = '/api/rocket/subjectArchive';

// A child's offline plan through the REST calls a plan page makes (issue 19 item 1, 3, 4): arranged
// from a Public template of this file's own programs (so the forms are known), started, each session's
// items answered or marked not started, finished in order, the next activated, adjusted, extended,
// ended, restarted, suspended; refusals in the spec's shape in both languages; two staff finishing at
// once; a centre that is not the plan's, and a coach without the write policy.
describe.each(testEngines('sensitive'))('offline plans on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  const programs: string[] = [];
  /** programFeedbackPropertyId of each program's required "Focus" (String) and optional "Minutes" (Number). */
  const focus: Record<string, string> = {};
  const minutes: Record<string, string> = {};
  let guardianNote = '';
  let template = '';
  let v4Template = '';
  let hiddenTemplate = '';

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  /** A child of the centre, with `sessions` offline sessions on its quota (null: none set). */
  const child = async (
    name: string,
    tenantId = sunrise,
    status: 'Bind' | 'Unbind' = 'Bind',
    sessions: number | null = 50,
    profile = true,
  ) =>
    h.db.privileged(async (tx) => {
      const row = { id: await insertChild(tx, { tenantId, name: `${name} ${run}`, years: 8, status }) };
      if (sessions !== null)
        await tx
          .insert(classHoursRecords)
          .values({ tenantId, subjectId: row!.id, type: 'Offline', billingMethod: 'Quantity', classHours: sessions });
      if (profile) await fillProfile(tx, tenantId, row!.id);
      return row!.id;
    });
  const arrange = async (subjectId: string, extra: object = {}, language = 'en-US') =>
    admin(language).post(BASE, { subjectId, templateId: template, ilsVersion: 'V3', ...extra });
  const find = async (id: string, user = 'centeradmin') => (await h.as(user).get(`${BASE}/find?id=${id}`)).json();
  const answer = (programId: string, text = 'Steady') => [
    { programFeedbackPropertyId: focus[programId]!, value: text },
    { programFeedbackPropertyId: minutes[programId]!, value: 12 },
  ];
  /** Answers every open item of the current session (the first one's as not started when asked). */
  const deliver = async (planId: string, { skipFirst = false } = {}) => {
    const plan = await find(planId);
    const current = plan.planItems.filter(
      (i: { num: number; hasDone: unknown }) => i.num === plan.num && i.hasDone === null,
    );
    for (const [index, item] of current.entries()) {
      const response =
        skipFirst && index === 0
          ? await admin().post(`${BASE}/notStarted`, { planItemId: item.id })
          : await admin().post(`${BASE}/done`, {
              userOfflineTrainingPlanId: planId,
              num: plan.num,
              planItemId: item.id,
              feedbacks: answer(item.trainingProgram.id),
            });
      expect(response.statusCode, response.body).toBe(200);
    }
    return plan.num as number;
  };
  const templateOf = async (
    table: typeof contentOfflinePlans,
    items: typeof contentOfflinePlanItems,
    name: string,
    rules: PlanRules,
    status: 'Public' | 'Hide' = 'Public',
  ) =>
    h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({
          code: `OP-${name}-${run}`,
          nameZh: `线下方案${name}${run}`,
          nameEn: `Offline plan ${name} ${run}`,
          sessionCount: 4,
          rules,
          contentStatus: status,
        })
        .returning({ id: table.id });
      await tx.insert(items).values(
        [1, 2, 3, 4].flatMap((session) => [
          { planId: row!.id, session, position: 0, programId: programs[(session - 1) % 3]! },
          { planId: row!.id, session, position: 1, programId: programs[3]! },
        ]),
      );
      return row!.id;
    });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const rows = await tx
        .insert(contentTrainingPrograms)
        .values(
          ['A', 'B', 'C', 'D'].map((c, i) => ({
            code: `OPP-${c}-${run}`,
            titleZh: `项目${c}`,
            titleEn: `Program ${c}`,
            contentStatus: 'Public' as const,
            sortOrder: 2000 + i,
            difficulty: 3,
            minDifficulty: 2,
            maxDifficulty: 4,
          })),
        )
        .returning({ id: contentTrainingPrograms.id });
      programs.push(...rows.map((r) => r.id));
      const [focusProperty, minutesProperty, noteProperty] = await tx
        .insert(contentFeedbackProperties)
        .values([
          {
            displayName: { default: 'Focus', zh: '专注' },
            isRequired: true,
            propertyType: 'String',
            contentStatus: 'Public',
          },
          {
            displayName: { default: 'Minutes', zh: '分钟' },
            propertyType: 'Number',
            extraProperties: { minValue: 0, maxValue: 60 },
            contentStatus: 'Public',
          },
          {
            displayName: { default: 'At home', zh: '在家表现' },
            isRequired: true,
            propertyType: 'String',
            formKind: 'Guardian',
            contentStatus: 'Public',
          },
        ])
        .returning({ id: contentFeedbackProperties.id });
      for (const programId of programs) {
        const links = await tx
          .insert(contentTrainingProgramFeedbackProperties)
          .values([
            { programId, feedbackPropertyId: focusProperty!.id, sortOrder: 0 },
            { programId, feedbackPropertyId: minutesProperty!.id, sortOrder: 1 },
            { programId, feedbackPropertyId: noteProperty!.id, sortOrder: 2 },
          ])
          .returning({ id: contentTrainingProgramFeedbackProperties.id });
        focus[programId] = links[0]!.id;
        minutes[programId] = links[1]!.id;
        if (programId === programs[0]) guardianNote = links[2]!.id;
      }
    });
    const rules: PlanRules = {
      ...emptyPlanRules(),
      trial: { sessions: [1], count: 1 },
      parentInterview: { afterSessions: [2], every: null },
      musicSessions: [1, 3],
      difficulty: { startLevel: 3, steps: [{ fromSession: 2, toSession: 4, change: 1 }] },
    };
    template = await templateOf(contentOfflinePlans, contentOfflinePlanItems, 'A', rules);
    hiddenTemplate = await templateOf(contentOfflinePlans, contentOfflinePlanItems, 'H', rules, 'Hide');
    v4Template = await templateOf(
      contentNewOfflinePlans as unknown as typeof contentOfflinePlans,
      contentNewOfflinePlanItems as unknown as typeof contentOfflinePlanItems,
      'V4',
      emptyPlanRules(),
    );
  });
  afterAll(() => h.close());

  it('arranges a plan from a Public template, its sessions copied at each session’s level within the program’s range', async () => {
    const kid = await child('Arrange');
    const created = await arrange(kid);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'None', num: 1, totalNum: 4, canNext: false });
    const plan = await find(created.json().id);
    expect(plan).toMatchObject({
      displayName: `Offline plan A ${run}`,
      subjectName: `Arrange ${run}`,
      ilsVersion: 'V3',
      canWrite: true,
      validity: 'Active',
    });
    expect(plan.planItems).toHaveLength(8);
    // Start level 3, one level up from session 2 on, capped at the programs' L4.
    expect(plan.sessions.map((s: { level: number }) => s.level)).toEqual([3, 4, 5, 6]);
    expect(
      plan.planItems.map((i: { trainingProgram: { difficulty: number } }) => i.trainingProgram.difficulty),
    ).toEqual([3, 3, 4, 4, 4, 4, 4, 4]);
    expect(plan.sessions.map((s: { hasMusic: boolean }) => s.hasMusic)).toEqual([true, false, true, false]);
    // Nothing is editable before the start.
    expect(plan.planItems.every((i: { isEdit: boolean }) => !i.isEdit)).toBe(true);
    const before = (await admin().get(`${BASE}/beforeCreate/${kid}`)).json();
    expect(before).toEqual({
      subjectId: kid,
      openPlanId: created.json().id,
      canArrange: false,
      profileCount: 1,
      diagnosticInformationCount: 1,
      canSkipArchive: false,
      profileMissing: false,
    });
  });

  it('asks for the child’s two profile lists before arranging, unless the centre may skip the archive', async () => {
    const kid = await child('No profile', sunrise, 'Bind', 50, false);
    expect((await admin().get(`${BASE}/beforeCreate/${kid}`)).json()).toMatchObject({
      canArrange: true,
      profileCount: 0,
      diagnosticInformationCount: 0,
      canSkipArchive: false,
      profileMissing: true,
    });
    const refused = await arrange(kid, {}, 'zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'Business:OfflinePlanProfileMissing',
      message: '请先完善儿童档案：档案中至少要有一条基本资料和一条诊断信息，才能安排方案。',
    });
    // One list is not enough: the diagnostic information is still missing.
    const profile = { subjectId: kid, title: 'Intake', content: 'Lives with grandparents.', recordedOn: '2026-01-10' };
    expect((await admin().post(ARCHIVE, { ...profile, section: 'Profile' })).statusCode).toBe(200);
    expect((await arrange(kid)).json().error.message).toBe(
      "Fill in the child's profile first: the archives need at least one Profile entry and one Diagnostic information entry before a plan can be arranged.",
    );
    expect((await admin().post(ARCHIVE, { ...profile, section: 'DiagnosticInformation' })).statusCode).toBe(200);
    expect((await admin().get(`${BASE}/beforeCreate/${kid}`)).json()).toMatchObject({ profileMissing: false });
    expect((await arrange(kid)).statusCode).toBe(200);

    // A centre granted hfs1.skipArchive arranges for a child without any archive entry.
    const bare = await child('Skips archive', sunrise, 'Bind', 50, false);
    await h.db.privileged((tx) => tx.insert(tenantFeatures).values({ tenantId: sunrise, name: 'hfs1.skipArchive' }));
    try {
      expect((await admin().get(`${BASE}/beforeCreate/${bare}`)).json()).toMatchObject({
        canSkipArchive: true,
        profileMissing: false,
      });
      expect((await arrange(bare)).statusCode).toBe(200);
    } finally {
      await h.db.privileged((tx) =>
        tx
          .delete(tenantFeatures)
          .where(and(eq(tenantFeatures.tenantId, sunrise), eq(tenantFeatures.name, 'hfs1.skipArchive'))),
      );
    }
  });

  it('gives a child one open plan, however many arrange it at once, and says so in both languages', async () => {
    const kid = await child('Once');
    const results = await Promise.all([arrange(kid), arrange(kid), arrange(kid)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const again = await arrange(kid, {}, 'zh-CN');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'Business:OfflinePlanOpenPlanExists',
      message: '该儿童已有进行中的方案，结束前无法安排新方案。',
    });
    const rows = await h.db.privileged((tx) =>
      tx.select().from(userOfflinePlans).where(eq(userOfflinePlans.subjectId, kid)),
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses an unbound child, another centre’s child, a hidden template, a bad period and a trainer', async () => {
    expect((await arrange(await child('Unbound', sunrise, 'Unbind'))).json().error.code).toBe(
      'Business:OfflinePlanSubjectNotBound',
    );
    expect((await arrange(await child('Harbour', harbour))).statusCode).toBe(404);
    const kid = await child('Refused');
    expect(
      (await admin().post(BASE, { subjectId: kid, templateId: hiddenTemplate, ilsVersion: 'V3' })).statusCode,
    ).toBe(404);
    const period = await arrange(kid, { validFrom: '2027-03-01', validUntil: '2027-01-01' });
    expect(period.statusCode).toBe(400);
    expect(period.json().error.validationErrors).toEqual([
      { message: "The plan's last day must not be before its first day.", members: ['validUntil'] },
    ]);
    expect(
      (await h.as('trainer').post(BASE, { subjectId: kid, templateId: template, ilsVersion: 'V3' })).statusCode,
    ).toBe(403);
    expect(
      (await admin().post(BASE, { subjectId: 'not-a-uuid', templateId: template, ilsVersion: 'V3' })).statusCode,
    ).toBe(400);
    expect((await admin().post(BASE, { subjectId: kid, templateId: template, ilsVersion: 'V9' })).statusCode).toBe(400);
  });

  it('runs the sessions in order: feedback first, finished once, the interview before the next, the last ends the plan', async () => {
    const kid = await child('Deliver');
    const id = (await arrange(kid)).json().id;
    const started = await admin().post(`${BASE}/start`, { id });
    expect(started.json()).toMatchObject({ status: 'Started', num: 1 });
    const early = await admin().post(`${BASE}/numDone`, { id, num: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Submit feedback first: 2 training activities have no feedback yet.');

    // The form's own rules: the required property by name, in the reader's language.
    const plan = await find(id);
    const first = plan.planItems[0];
    const missing = await admin('zh-CN').post(`${BASE}/done`, {
      userOfflineTrainingPlanId: id,
      num: 1,
      planItemId: first.id,
      feedbacks: [{ programFeedbackPropertyId: minutes[first.trainingProgram.id], value: 99 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      focus[first.trainingProgram.id],
      minutes[first.trainingProgram.id],
    ]);
    expect(missing.json().error.message).toContain('专注');

    await deliver(id, { skipFirst: true });
    expect((await admin().post(`${BASE}/numDone`, { id, num: 2 })).json().error.code).toBe(
      'Business:OfflinePlanSessionOutOfOrder',
    );
    const done = await admin().post(`${BASE}/numDone`, { id, num: 1, attendance: 'Attend' });
    expect(done.json()).toMatchObject({ canNext: true, interviewRequired: false, lastSession: false });
    expect((await admin().post(`${BASE}/numDone`, { id, num: 1 })).json().error.code).toBe(
      'Business:OfflinePlanSessionFinished',
    );
    // A finished session's items are no longer staff's to change.
    expect(
      (
        await admin().post(`${BASE}/done`, {
          userOfflineTrainingPlanId: id,
          num: 1,
          planItemId: first.id,
          feedbacks: answer(first.trainingProgram.id),
        })
      ).statusCode,
    ).toBe(409);
    expect((await admin().post(`${BASE}/startNext`, { id })).json()).toMatchObject({ num: 2, canNext: false });

    await deliver(id);
    expect((await admin().post(`${BASE}/numDone`, { id, num: 2 })).json()).toMatchObject({ interviewRequired: true });
    const waiting = await admin().post(`${BASE}/startNext`, { id });
    expect(waiting.json().error.message).toBe('A parent interview is required before the next session.');
    await admin().post(`${BASE}/parentalInterview`, { id });
    expect((await admin().post(`${BASE}/startNext`, { id })).json().num).toBe(3);
    await deliver(id);
    await admin().post(`${BASE}/numDone`, { id, num: 3 });
    await admin().post(`${BASE}/startNext`, { id });
    await deliver(id);
    expect((await admin().post(`${BASE}/numDone`, { id, num: 4 })).json()).toMatchObject({ lastSession: true });
    expect((await admin().post(`${BASE}/startNext`, { id })).json().error.code).toBe(
      'Business:OfflinePlanNoNextSession',
    );
    expect((await admin().post(`${BASE}/end/${id}`)).json().status).toBe('Finished');

    const read = await find(id);
    expect(read.sessions.map((s: { finishedAt: string | null }) => s.finishedAt !== null)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(read.sessions[1].interviewAt).not.toBe(null);
    expect(read.planItems[0]).toMatchObject({ hasDone: false });
    expect(read.planItems[1]).toMatchObject({ hasDone: true, feedbacks: answer(read.planItems[1].trainingProgram.id) });
    const records = (await admin().get(`${BASE}/feedbackRecords?planId=${id}&maxResultCount=10`)).json();
    expect(records.totalCount).toBe(7);
    expect(records.items).toHaveLength(7);

    const types = await h.db.privileged((tx) =>
      tx
        .select({ type: domainEvents.type })
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.tenantId, sunrise),
            inArray(domainEvents.type, ['SessionStarted', 'SessionFinished', 'PlanEnded']),
          ),
        ),
    );
    const counts = types.reduce<Record<string, number>>((c, { type }) => ({ ...c, [type]: (c[type] ?? 0) + 1 }), {});
    expect(counts['SessionStarted']).toBeGreaterThanOrEqual(4);
    expect(counts['SessionFinished']).toBeGreaterThanOrEqual(4);
    expect(counts['PlanEnded']).toBeGreaterThanOrEqual(1);
  });

  it('uses one session of the child’s quota per finished session, refuses without one, and warns when low', async () => {
    const none = await child('NoQuota', sunrise, 'Bind', null);
    const id = (await arrange(none)).json().id;
    await admin().post(`${BASE}/start`, { id });
    await deliver(id);
    const refused = await admin().post(`${BASE}/numDone`, { id, num: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('Business:SessionQuotaNotSet');
    // Nothing was half-written: the session is still open.
    expect((await find(id)).canNext).toBe(false);

    const few = await child('FewSessions', sunrise, 'Bind', 6);
    const planId = (await arrange(few)).json().id;
    await admin().post(`${BASE}/start`, { id: planId });
    await deliver(planId);
    const done = await admin().post(`${BASE}/numDone`, { id: planId, num: 1 });
    expect(done.json()).toMatchObject({ remainingSessions: 5 });
    const low = await h.db.privileged((tx) =>
      tx.select({ payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.type, 'QuotaLow')),
    );
    expect(low.map((e) => e.payload)).toContainEqual(expect.objectContaining({ subjectId: few, remaining: 5 }));
    await admin().post(`${BASE}/startNext`, { id: planId });
    await deliver(planId);
    // An absent child used no session.
    expect((await admin().post(`${BASE}/numDone`, { id: planId, num: 2, attendance: 'Absent' })).json()).toMatchObject({
      remainingSessions: null,
    });
    const [record] = await h.db.privileged((tx) =>
      tx.select().from(classHoursRecords).where(eq(classHoursRecords.subjectId, few)),
    );
    expect(record).toMatchObject({ usedHours: 1 });
  });

  it('charges the centre’s HFS contract at its price for the template, once a session, and refuses when it cannot pay', async () => {
    const [contract] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(tenantContracts)
        .where(
          and(
            eq(tenantContracts.tenantId, sunrise),
            eq(tenantContracts.line, 'hfs'),
            eq(tenantContracts.status, 'Enabled'),
          ),
        )
        .orderBy(desc(tenantContracts.endDate))
        .limit(1),
    );
    expect(contract, 'the demo gives Sunrise an active HFS contract').toBeDefined();
    const price = async (templateId: string, priceFen: number) =>
      h.db.privileged((tx) =>
        tx.insert(contractResources).values({
          tenantId: sunrise,
          contractId: contract!.id,
          type: 'OfflinePlanCourse',
          resourceId: templateId,
          resourceName: `Offline plan ${run}`,
          priceFen,
        }),
      );
    const balance = async () =>
      (await h.db.privileged((tx) => tx.select().from(tenantContracts).where(eq(tenantContracts.id, contract!.id))))[0]!
        .balanceFen;
    await price(template, 2_500);
    const id = (await arrange(await child('Charged'))).json().id;
    await admin().post(`${BASE}/start`, { id });
    await deliver(id);
    const before = await balance();
    expect((await admin().post(`${BASE}/numDone`, { id, num: 1 })).json()).toMatchObject({ chargedFen: 2_500 });
    expect(await balance()).toBe(before - 2_500);
    const entries = await h.db.privileged((tx) =>
      tx
        .select()
        .from(contractLedger)
        .where(and(eq(contractLedger.usageKind, 'train'), sql`${contractLedger.details}->>'planId' = ${id}`)),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'Consumption',
      amountFen: -2_500,
      details: expect.objectContaining({ num: 1 }),
    });
    await admin().post(`${BASE}/startNext`, { id });
    await deliver(id);
    expect((await admin().post(`${BASE}/numDone`, { id, num: 2, attendance: 'Absent' })).json()).toMatchObject({
      chargedFen: null,
    });
    // The cost lists read the same entries: the session, its child and coach, its price in yuan.
    const today = DateTime.now().setZone('Asia/Shanghai').toISODate()!;
    const costs = (
      await admin().get(`${BASE}/tenantCourseCostList?from=${today}&to=${today}&maxResultCount=100`)
    ).json();
    expect(costs.items).toContainEqual(
      expect.objectContaining({ planId: id, num: 1, childName: `Charged ${run}`, coachName: '林静', money: 25 }),
    );
    const perCoach = (await admin().get(`${BASE}/coachCourseCostList?from=${today}&to=${today}`)).json();
    const mine = perCoach.items.find((c: { coachName: string }) => c.coachName === '林静');
    expect(mine.sessions).toBeGreaterThanOrEqual(1);
    expect((await admin().get(`${BASE}/tenantCourseCostList?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
    expect((await h.as('coach').get(`${BASE}/coachCourseCostList`)).statusCode).toBe(403);

    // A price beyond the balance: the finish is refused and nothing of it is written.
    const v4Kid = await child('Unpaid');
    await price(v4Template, Number.MAX_SAFE_INTEGER);
    await h.db.privileged((tx) =>
      tx
        .update(contractResources)
        .set({ type: 'OfflinePlanCourse' })
        .where(eq(contractResources.resourceId, v4Template)),
    );
    const unpaid = (await admin().post(BASE, { subjectId: v4Kid, templateId: v4Template, ilsVersion: 'V4' })).json().id;
    await admin().post(`${BASE}/start`, { id: unpaid });
    await deliver(unpaid);
    const refused = await admin().post(`${BASE}/numDone`, { id: unpaid, num: 1 });
    expect(refused.statusCode).toBe(409);
    expect((await find(unpaid)).canNext).toBe(false);
    const [quota] = await h.db.privileged((tx) =>
      tx.select().from(classHoursRecords).where(eq(classHoursRecords.subjectId, v4Kid)),
    );
    expect(quota!.usedHours).toBe(0);
  });

  it('answers the smaller reads: a session’s items, by session, progress, the interview, what may be adjusted or added, plans to start from', async () => {
    const kid = await child('Views');
    const id = (await arrange(kid)).json().id;
    await admin().post(`${BASE}/start`, { id });
    const get = async (url: string) => {
      const response = await admin().get(`${BASE}/${url}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await get(`items?id=${id}&num=2`)).toHaveLength(2);
    expect(
      (await get(`itemsGrouped?id=${id}`)).map((s: { num: number; items: unknown[] }) => [s.num, s.items.length]),
    ).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
      [4, 2],
    ]);
    await deliver(id, { skipFirst: true });
    expect((await get(`numProgress?id=${id}`))[0]).toEqual({
      num: 1,
      total: 2,
      done: 1,
      notStarted: 1,
      open: 0,
      current: true,
    });
    expect(await get(`forCourseAdjustment/${id}`)).toMatchObject({ kinds: ['RepeatLastOne', 'Calming'] });
    expect(await get(`beforeExtendClasses/${id}`)).toEqual({ totalNum: 4, maxMore: 196, canExtend: true });
    await admin().post(`${BASE}/numDone`, { id, num: 1 });
    await admin().post(`${BASE}/startNext`, { id });
    await deliver(id);
    await admin().post(`${BASE}/numDone`, { id, num: 2 });
    // The template asks for a parent interview after session 2.
    expect(await get(`parentalInterviewsNeed/${id}`)).toEqual({ need: true, num: 2 });
    expect((await get(`forCourseAdjustment/${id}`)).kinds).toEqual(['RepeatLastOne', 'RepeatLastTwo', 'Calming']);
    await admin().post(`${BASE}/end/${id}`);
    expect(await get(`availableInitUserPlans/${kid}`)).toEqual([
      expect.objectContaining({ id, displayName: `Offline plan A ${run}`, lastLevel: 4 }),
    ]);
    expect((await get(`beforeExtendClasses/${id}`)).canExtend).toBe(true);
    expect((await admin().get(`${BASE}/items?id=${id}&num=0`)).statusCode).toBe(400);
    expect((await h.as('trainer').get(`${BASE}/numProgress?id=${id}`)).statusCode).toBe(403);
  });

  it('lets exactly one of two staff finish the same session', async () => {
    const id = (await arrange(await child('Race'))).json().id;
    await admin().post(`${BASE}/start`, { id });
    await deliver(id);
    const both = await Promise.all([
      admin().post(`${BASE}/numDone`, { id, num: 1 }),
      h.as('coach').post(`${BASE}/numDone`, { id, num: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('takes guardian feedback on a begun session, with the guardian’s own form', async () => {
    const id = (await arrange(await child('Guardian'))).json().id;
    await admin().post(`${BASE}/start`, { id });
    const plan = await find(id);
    const item = plan.planItems.find((i: { trainingProgram: { id: string } }) => i.trainingProgram.id === programs[0]);
    const later = plan.planItems.find((i: { num: number }) => i.num === 2);
    const guardian = (planItemId: string, num: number, feedbacks: object[]) =>
      admin().post(`${BASE}/done`, { userOfflineTrainingPlanId: id, num, planItemId, forGuardian: true, feedbacks });
    // The staff form's properties are not the guardian's.
    expect((await guardian(item.id, 1, answer(programs[0]!))).statusCode).toBe(400);
    expect(
      (await guardian(item.id, 1, [{ programFeedbackPropertyId: guardianNote, value: 'Calmer' }])).statusCode,
    ).toBe(200);
    expect((await guardian(later.id, 2, [{ programFeedbackPropertyId: guardianNote, value: 'x' }])).statusCode).toBe(
      409,
    );
    const read = await find(id);
    const after = read.planItems.find((i: { id: string }) => i.id === item.id);
    // Guardian feedback does not do the staff's part.
    expect(after).toMatchObject({
      hasDone: null,
      guardianFeedbacks: [{ programFeedbackPropertyId: guardianNote, value: 'Calmer' }],
    });
  });

  it('moves an item’s difficulty one level once within the program’s range, not on V4', async () => {
    const id = (await arrange(await child('Level'), { startLevel: 2 })).json().id;
    await admin().post(`${BASE}/start`, { id });
    const item = (await find(id)).planItems[0];
    expect(item.trainingProgram.difficulty).toBe(2);
    const down = await admin().post(`${BASE}/difficultyAdjustment`, { planItemId: item.id, operate: 'Decrease' });
    expect(down.json().error.message).toBe('The activity is at its lowest difficulty (L2).');
    expect(
      (await admin().post(`${BASE}/difficultyAdjustment`, { planItemId: item.id, operate: 'Increase' })).statusCode,
    ).toBe(200);
    const twice = await admin().post(`${BASE}/difficultyAdjustment`, { planItemId: item.id, operate: 'Increase' });
    expect(twice.json().error.code).toBe('Business:OfflinePlanAlreadyAdjusted');
    expect((await find(id)).planItems[0]).toMatchObject({ operate: 'Increase', trainingProgram: { difficulty: 3 } });

    const v4 = await admin().post(BASE, { subjectId: await child('V4'), templateId: v4Template, ilsVersion: 'V4' });
    expect(v4.statusCode, v4.body).toBe(200);
    await admin().post(`${BASE}/start`, { id: v4.json().id });
    const v4Item = (await find(v4.json().id)).planItems[0];
    expect(
      (await admin().post(`${BASE}/difficultyAdjustment`, { planItemId: v4Item.id, operate: 'Increase' })).json().error
        .code,
    ).toBe('Business:OfflinePlanNotForV4');
    expect(
      (await admin().post(`${BASE}/courseAdjustment`, { id: v4.json().id, kind: 'RepeatLastOne' })).statusCode,
    ).toBe(409);
  });

  it('inserts adjusted sessions after the current one, extends at the end, and suspends', async () => {
    const kid = await child('Adjust');
    const id = (await arrange(kid)).json().id;
    await admin().post(`${BASE}/start`, { id });
    expect((await admin().post(`${BASE}/courseAdjustment`, { id, kind: 'RepeatLastTwo' })).json().error.code).toBe(
      'Business:OfflinePlanNothingToRepeat',
    );
    const repeated = await admin().post(`${BASE}/courseAdjustment`, { id, kind: 'RepeatLastOne' });
    expect(repeated.json()).toMatchObject({ totalNum: 5 });
    const calm = await admin().post(`${BASE}/courseAdjustment`, { id, kind: 'Calming', programCode: `opp-c-${run}` });
    expect(calm.json()).toMatchObject({ totalNum: 6 });
    const unknown = await admin().post(`${BASE}/courseAdjustment`, { id, kind: 'Calming', programCode: 'NOPE' });
    expect(unknown.json().error.message).toBe('No public training programme has the code NOPE.');
    const plan = await find(id);
    const sessions = (num: number) =>
      plan.planItems
        .filter((i: { num: number }) => i.num === num)
        .map((i: { trainingProgram: { id: string }; isAdjustment: boolean }) => [i.trainingProgram.id, i.isAdjustment]);
    expect(sessions(2)).toEqual([[programs[2], true]]);
    expect(sessions(3)).toEqual([
      [programs[0], true],
      [programs[3], true],
    ]);
    expect(sessions(4)).toEqual([
      [programs[1], false],
      [programs[3], false],
    ]);
    expect((await admin().post(`${BASE}/extendClasses`, { id, count: 2 })).json().totalNum).toBe(8);
    expect((await find(id)).planItems.filter((i: { num: number }) => i.num === 8)).toHaveLength(2);
    expect((await admin().post(`${BASE}/extendClasses`, { id, count: 0 })).statusCode).toBe(400);

    expect((await admin().delete(`${BASE}?id=${id}`)).json()).toMatchObject({ isDeleted: true });
    expect((await admin().post(`${BASE}/start`, { id })).json().error.code).toBe('Business:OfflinePlanSuspended');
    // A suspended plan no longer blocks another.
    expect((await arrange(kid)).statusCode).toBe(200);
  });

  it('restarts an ended plan only while the child has no other open plan', async () => {
    const kid = await child('Restart');
    const id = (await arrange(kid)).json().id;
    await admin().post(`${BASE}/start`, { id });
    await admin().post(`${BASE}/end/${id}`);
    expect((await admin().post(`${BASE}/end/${id}`)).json().error.code).toBe('Business:OfflinePlanAlreadyEnded');
    const other = (await arrange(kid)).json().id;
    expect((await admin().post(`${BASE}/restart/${id}`)).json().error.code).toBe('Business:OfflinePlanOpenPlanExists');
    await admin().delete(`${BASE}?id=${other}`);
    expect((await admin().post(`${BASE}/restart/${id}`)).json()).toMatchObject({ status: 'Started', num: 1 });
  });

  it('counts a template’s trials per centre', async () => {
    const check = async () =>
      (await admin().get(`${BASE}/trialCheck?ilsVersion=V3&templateId=${template}`)).json() as {
        needTry: boolean;
        tryCount: number;
      };
    const before = await check();
    expect(before.needTry).toBe(true);
    if (before.tryCount > 0) expect((await arrange(await child('Trial'), { isTry: true })).statusCode).toBe(200);
    expect((await check()).tryCount).toBe(0);
    expect((await arrange(await child('Trial2'), { isTry: true })).json().error.code).toBe(
      'Business:OfflinePlanNoTrialsLeft',
    );
  });

  it('shows another centre nothing, and a coach without the write policy everything read-only', async () => {
    const id = (await arrange(await child('ReadOnly'))).json().id;
    await admin().post(`${BASE}/start`, { id });
    expect((await h.as('multirole', { tenant: harbour }).get(`${BASE}/find?id=${id}`)).statusCode).toBe(404);
    await withoutGrant(h, { tenantId: sunrise, roleName: 'coach', permission: WRITE }, async () => {
      const plan = await find(id, 'coach');
      expect(plan.canWrite).toBe(false);
      expect(plan.planItems.some((i: { isEdit: boolean }) => i.isEdit)).toBe(false);
      const refused = await h
        .as('coach', { language: 'en-US' })
        .post(`${BASE}/notStarted`, { planItemId: plan.planItems[0].id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('offline-plan write permission');
    });
    expect((await find(id, 'coach')).canWrite).toBe(true);
  });
});
