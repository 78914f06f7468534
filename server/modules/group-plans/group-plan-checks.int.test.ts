import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { emptyPlanRules } from '../../../forms/plan-rules';
import {
  calendarEvents,
  classHoursRecords,
  contentClassPlanItems,
  contentClassPlans,
  contentProgramCategories,
  contentTrainingPrograms,
  contractResources,
  groupMembers,
  groups,
  groupTrainingPlanAttendance,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  tenantContracts,
  userOfflinePlans,
  type GroupType,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { insertChild } from '../../testing/children';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/groupTrainingPlan';
const HOUR = 3_600_000;

// The checks around a class (spec 001 §7 beforeStartCourse, refreshChildStatus,
// parentalInterviewsNeed; checkCertificateState is in trainer-credentials.int.test.ts), a child's class sessions (userCourseRecord) and
// the calendar's conflict rule applied to saving a class's children. Another centre's plan or child
// is a 404 (row-level security: sensitive, so both engines).
describe.each(testEngines('sensitive'))('group plan checks on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let admin = '';
  let classPlan = '';
  let seq = 0;

  const as = (user = 'centeradmin', language = 'en-US') => h.as(user, { language });
  /** A class of `type` with one fresh child per entry of `quotas`, each with that many Offline sessions (0: none). */
  const classOf = (type: GroupType, quotas: number[], tenantId = sunrise) =>
    h.db.privileged(async (tx) => {
      const name = `Checks ${run} ${++seq}`;
      const [row] = await tx
        .insert(groups)
        .values({ tenantId, name, type, ageStage: 'GradeOrTeenSchool', capacity: 6 })
        .returning({ id: groups.id });
      const children: string[] = [];
      for (const [i, quota] of quotas.entries()) {
        const subjectId = await insertChild(tx, { tenantId, name: `${name} kid${i}`, years: 8 });
        children.push(subjectId);
        if (quota > 0)
          await tx
            .insert(classHoursRecords)
            .values({ tenantId, subjectId, type: 'Offline', billingMethod: 'Quantity', classHours: quota });
      }
      if (children.length > 0)
        await tx.insert(groupMembers).values(children.map((subjectId) => ({ tenantId, groupId: row!.id, subjectId })));
      return { id: row!.id, children };
    });
  const assign = async (groupId: string, tenant = 'sunrise') => {
    const res = await h
      .as(tenant === 'sunrise' ? 'centeradmin' : 'multirole', { tenant: await h.tenant(tenant) })
      .post(`${BASE}/create`, { groupId, trainingPlanV2Id: classPlan, initDifficulty: 3 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  /**
   * Session `num` of the plan as given (started 20 - `num` days ago, ended unless `open`),
   * each child marked Attend unless its index is in `absent`; the plan stands at that session.
   * Written directly: what these reads see, without the class steps' own preconditions.
   */
  const deliver = (id: string, num: number, children: string[], absent: number[] = [], open = false) =>
    h.db.privileged(async (tx) => {
      const startedAt = new Date(Date.now() - (20 - num) * 24 * HOUR);
      await tx.insert(groupTrainingPlanSessions).values({
        tenantId: sunrise,
        planId: id,
        num,
        startedAt,
        startedBy: admin,
        ...(open ? {} : { endedAt: new Date(startedAt.getTime() + HOUR), endedBy: admin }),
      });
      await tx.insert(groupTrainingPlanAttendance).values(
        children.map((subjectId, i) => ({
          tenantId: sunrise,
          planId: id,
          num,
          subjectId,
          attendance: absent.includes(i) ? ('Absent' as const) : ('Attend' as const),
          markedBy: admin,
        })),
      );
      await tx
        .update(groupTrainingPlans)
        .set({
          status: 'Started',
          num,
          classState: open ? 'ClassStarted' : 'ClassEnded',
          // The plan starts when first given here, after its class was made: children joining later joined since.
          startedAt: sql`coalesce(${groupTrainingPlans.startedAt}, now())`,
        })
        .where(eq(groupTrainingPlans.id, id));
    });
  /** A course on the calendar, written as the calendar writes it (a class's or a child's own). */
  const course = (
    owner: { groupId: string; groupPlanId: string } | { subjectId: string; planId: string },
    start: Date,
    tenantId = sunrise,
  ) =>
    h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(calendarEvents)
        .values({
          tenantId,
          seriesId: crypto.randomUUID(),
          executorId: admin,
          startTime: start,
          endTime: new Date(start.getTime() + HOUR),
          courseType: 'Offline',
          ...owner,
        })
        .returning({ id: calendarEvents.id });
      return row!.id;
    });
  const ownPlan = (subjectId: string) =>
    h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(userOfflinePlans)
        .values({
          tenantId: sunrise,
          subjectId,
          templateId: crypto.randomUUID(),
          ilsVersion: 'V3',
          code: `OWN-${run}`,
          nameZh: '个人方案',
          nameEn: 'Own plan',
          rules: emptyPlanRules(),
          totalNum: 10,
          status: 'Started',
        })
        .returning({ id: userOfflinePlans.id });
      return { subjectId, planId: row!.id };
    });
  const newChild = (name: string) =>
    h.db.privileged((tx) => insertChild(tx, { tenantId: sunrise, name: `${name} ${run}`, years: 8 }));
  const saveChildren = (groupId: string, userIds: string[], language = 'en-US') =>
    as('centeradmin', language).put('/api/rocket/group/user', { groupId, userIds });
  /** Whole hours from now, a month ahead (past the demo calendar). */
  const ahead = (days: number, hour = 0) =>
    new Date(Math.ceil(Date.now() / HOUR) * HOUR + days * 24 * HOUR + (hour + 30 * 24) * HOUR);

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    admin = await h.userId('centeradmin');
    await h.db.privileged(async (tx) => {
      const [category] = await tx
        .insert(contentProgramCategories)
        .values({ nameZh: `检查类别${run}`, nameEn: `Checks category ${run}`, contentStatus: 'Public' })
        .returning({ id: contentProgramCategories.id });
      const [program] = await tx
        .insert(contentTrainingPrograms)
        .values({
          code: `GCK-${run}`,
          titleZh: `检查项目${run}`,
          titleEn: `Checks program ${run}`,
          contentStatus: 'Public',
          difficulty: 3,
          minDifficulty: 1,
          maxDifficulty: 20,
        })
        .returning({ id: contentTrainingPrograms.id });
      const plan = { name: `Class plan checks-${run}` };
      const [row0] = await tx
        .insert(contentClassPlans)
        .values({
          code: `GCC-${run}`,
          nameZh: `班级方案checks-${run}`,
          nameEn: plan.name,
          sessionCount: 3,
          groupTypes: ['OneToTwo', 'OneToThree', 'OneToFour', 'OneToSix'],
          categoryId: category!.id,
          contentStatus: 'Public',
        })
        .returning({ id: contentClassPlans.id });
      classPlan = row0!.id;
      await tx
        .insert(contentClassPlanItems)
        .values([1, 2, 3].map((session) => ({ planId: classPlan, session, position: 0, programId: program!.id })));
      // A parent interview after session 1 (and, by "every 3", after session 3).
      const rules = emptyPlanRules();
      rules.parentInterview = { afterSessions: [1], every: 3 };
      await tx.update(contentClassPlans).set({ rules }).where(eq(contentClassPlans.id, classPlan));
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
      const row = (resourceType: string, platform: 'App' | 'Web', priceFen: number) => ({
        tenantId: sunrise,
        contractId: contract!.id,
        type: 'TrainingPlanV2',
        resourceId: classPlan,
        resourceName: plan.name,
        resourceType,
        platform,
        priceFen,
      });
      // OneToThree has an App price only: a class in the centre is not priced by it.
      await tx
        .insert(contractResources)
        .values([
          row('OneToFour', 'Web', 5_000),
          row('OneToThree', 'App', 5_000),
          row('OneToSix', 'Web', Number.MAX_SAFE_INTEGER),
        ]);
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('beforeStartCourse', () => {
    it('lists each child’s session quota (enough, low, not set, used up) and whether the contract can pay for the class’s size', async () => {
      const group = await classOf('OneToFour', [10, 3, 0, 1]);
      await h.db.privileged((tx) =>
        tx.update(classHoursRecords).set({ usedHours: 1 }).where(eq(classHoursRecords.subjectId, group.children[3]!)),
      );
      const id = await assign(group.id);
      const res = await as('coach').get(`${BASE}/beforeStartCourse?groupTrainingPlanId=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id,
        groupId: group.id,
        num: 1,
        size: 'OneToFour',
        timesSetting: true,
        charge: 'Ok',
      });
      const byChild = Object.fromEntries(
        (body.items as { subjectId: string; quota: unknown }[]).map((c) => [c.subjectId, c.quota]),
      );
      expect(group.children.map((c) => byChild[c])).toEqual([
        { status: 'Ok', remaining: 10 },
        { status: 'Low', remaining: 3 },
        { status: 'NotSet', remaining: 0 },
        { status: 'UsedUp', remaining: 0 },
      ]);
      expect(body.totalCount).toBe(4);
    });

    it('says a size the contract does not price for the Web charges nothing, and a price above the balance cannot be paid', async () => {
      const three = await assign((await classOf('OneToThree', [5])).id);
      expect((await as().get(`${BASE}/beforeStartCourse?groupTrainingPlanId=${three}`)).json().charge).toBe(
        'NotPriced',
      );
      const six = await assign((await classOf('OneToSix', [5])).id);
      expect((await as().get(`${BASE}/beforeStartCourse?groupTrainingPlanId=${six}`)).json().charge).toBe(
        'Insufficient',
      );
      const two = await assign((await classOf('OneToTwo', [5])).id);
      expect((await as().get(`${BASE}/beforeStartCourse?groupTrainingPlanId=${two}`)).json().charge).toBe('NotPriced');
    });

    it('answers no quota in a centre without hfs1.timesSetting, and 404 for another centre’s plan', async () => {
      const group = await classOf('OneToFour', [0], harbour);
      const id = await assign(group.id, 'harbour');
      const harbourTenant = await h.tenant('harbour');
      const own = await h
        .as('multirole', { tenant: harbourTenant })
        .get(`${BASE}/beforeStartCourse?groupTrainingPlanId=${id}`);
      expect(own.statusCode, own.body).toBe(200);
      const timesSetting = own.json().timesSetting as boolean;
      if (!timesSetting) expect(own.json().items[0].quota).toBeNull();
      const other = await as().get(`${BASE}/beforeStartCourse?groupTrainingPlanId=${id}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('NotFound');
    });
  });

  describe('saving a class’s children against its future courses', () => {
    it('refuses a child who has a course of their own at a future class course’s hour, in both languages, and takes a free one', async () => {
      const group = await classOf('OneToFour', [5]);
      const planId = await assign(group.id);
      const at = ahead(1, 0);
      await course({ groupId: group.id, groupPlanId: planId }, at);
      // Only a past course of the class meets this one's own course: no clash.
      await course({ groupId: group.id, groupPlanId: planId }, new Date(Date.now() - 48 * HOUR));
      const busy = await newChild('Busy');
      const free = await newChild('Free');
      await course(await ownPlan(busy), new Date(at.getTime() + HOUR / 2));
      const pastOnly = await newChild('PastOnly');
      await course(await ownPlan(pastOnly), new Date(Date.now() - 48 * HOUR));

      const refused = await saveChildren(group.id, [...group.children, busy]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('Business:GroupMemberCourseConflict');
      expect(refused.json().error.message).toMatch(new RegExp(`^Busy ${run} cannot join the class: .+ from \\d{4}-`));
      const zh = await saveChildren(group.id, [...group.children, busy], 'zh-CN');
      expect(zh.json().error.message).toMatch(/无法加入该班级/);
      // Nothing was saved.
      const members = await h.db.privileged((tx) =>
        tx.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
      );
      expect(members.map((m) => m.subjectId)).toEqual(group.children);

      const ok = await saveChildren(group.id, [...group.children, free, pastOnly]);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().memberCount).toBe(3);
    });

    it('refuses a child whose other class has a course at that hour, and lets a child already in the class stay', async () => {
      const group = await classOf('OneToFour', [5]);
      const planId = await assign(group.id);
      const other = await classOf('OneToFour', [5]);
      const otherPlan = await assign(other.id);
      const at = ahead(2, 3);
      await course({ groupId: group.id, groupPlanId: planId }, at);
      await course({ groupId: other.id, groupPlanId: otherPlan }, at);
      const refused = await saveChildren(group.id, [...group.children, other.children[0]!]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('Business:GroupMemberCourseConflict');
      // The members stay whatever their courses (the calendar checked them when the courses were arranged).
      expect((await saveChildren(other.id, other.children)).statusCode).toBe(200);
    });
  });

  describe('refreshChildStatus', () => {
    it('finds nobody joined since the demo’s running classes began: their children were there first', async () => {
      const running = await h.db.privileged((tx) =>
        tx
          .select({ id: groupTrainingPlans.id })
          .from(groupTrainingPlans)
          .where(and(eq(groupTrainingPlans.tenantId, sunrise), eq(groupTrainingPlans.status, 'Started'))),
      );
      expect(running.length).toBeGreaterThan(0);
      for (const { id } of running) {
        const res = await as().get(`${BASE}/refreshChildStatus?groupTrainingPlanId=${id}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ joined: [], left: [] });
      }
    });

    it('names who joined and left since the plan started, and the future class courses a child’s own course now meets', async () => {
      const group = await classOf('OneToFour', [5, 5]);
      const id = await assign(group.id);
      const before = await as().get(`${BASE}/refreshChildStatus?groupTrainingPlanId=${id}`);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json()).toEqual({ id, startedAt: null, joined: [], left: [], conflicts: [] });

      await deliver(id, 1, group.children);
      const joiner = await newChild('Joiner');
      const saved = await saveChildren(group.id, [group.children[1]!, joiner]);
      expect(saved.statusCode, saved.body).toBe(200);
      // The joiner's own course is arranged later at a class course's hour (written as it was before the rule).
      const at = ahead(3, 5);
      const classCourse = await course({ groupId: group.id, groupPlanId: id }, at);
      const ownCourse = await course(await ownPlan(joiner), at);

      const res = await as('coach').get(`${BASE}/refreshChildStatus?groupTrainingPlanId=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.startedAt).not.toBeNull();
      expect(body.joined).toEqual([{ subjectId: joiner, userName: `Joiner ${run}`, addedAt: expect.any(String) }]);
      expect(body.left).toEqual([{ subjectId: group.children[0], userName: expect.stringContaining('kid0') }]);
      expect(body.conflicts).toEqual([
        {
          subjectId: joiner,
          userName: `Joiner ${run}`,
          courseId: classCourse,
          startTime: at.toISOString(),
          endTime: new Date(at.getTime() + HOUR).toISOString(),
          clashCourseId: ownCourse,
          clashStartTime: at.toISOString(),
          clashEndTime: new Date(at.getTime() + HOUR).toISOString(),
        },
      ]);
    });

    it('is 404 for another centre’s plan and 400 for a malformed id', async () => {
      const id = await assign((await classOf('OneToFour', [1], harbour)).id, 'harbour');
      expect((await as().get(`${BASE}/refreshChildStatus?groupTrainingPlanId=${id}`)).statusCode).toBe(404);
      expect((await as().get(`${BASE}/refreshChildStatus?groupTrainingPlanId=x`)).statusCode).toBe(400);
    });
  });

  describe('parentalInterviewsNeed', () => {
    it('asks an interview for each child who attended a session the class plan’s rules name, not for an absent one', async () => {
      const group = await classOf('OneToFour', [5, 5, 5]);
      const id = await assign(group.id);
      await deliver(id, 1, group.children, [1]);
      const res = await as().get(`${BASE}/parentalInterviewsNeed?groupTrainingPlanId=${id}&num=1`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ groupTrainingPlanId: id, num: 1, interviewSession: true, totalCount: 3 });
      const need = Object.fromEntries(
        (body.items as { subjectId: string; need: boolean; attendance: string }[]).map((c) => [
          c.subjectId,
          [c.attendance, c.need],
        ]),
      );
      expect(group.children.map((c) => need[c])).toEqual([
        ['Attend', true],
        ['Absent', false],
        ['Attend', true],
      ]);
      // Session 2 names no interview; the current session (2, under way) is the default.
      await deliver(id, 2, group.children, [], true);
      const current = (await as().get(`${BASE}/parentalInterviewsNeed?groupTrainingPlanId=${id}`)).json();
      expect(current).toMatchObject({ num: 2, interviewSession: false });
      expect(current.items.every((c: { need: boolean }) => !c.need)).toBe(true);
      // Session 3 is one (every 3), but nobody has attended it yet.
      const third = (await as().get(`${BASE}/parentalInterviewsNeed?groupTrainingPlanId=${id}&num=3`)).json();
      expect(third).toMatchObject({ num: 3, interviewSession: true });
      expect(third.items.map((c: { need: boolean }) => c.need)).toEqual([false, false, false]);
    });

    it('refuses a session the plan does not have (409) and another centre’s plan (404)', async () => {
      const id = await assign((await classOf('OneToFour', [1])).id);
      const beyond = await as().get(`${BASE}/parentalInterviewsNeed?groupTrainingPlanId=${id}&num=4`);
      expect(beyond.statusCode).toBe(409);
      expect(beyond.json().error.code).toBe('Business:GroupPlanNoSuchSession');
      const harbourPlan = await assign((await classOf('OneToFour', [1], harbour)).id, 'harbour');
      expect(
        (await as().get(`${BASE}/parentalInterviewsNeed?groupTrainingPlanId=${harbourPlan}&num=1`)).statusCode,
      ).toBe(404);
    });
  });

  describe('userCourseRecord', () => {
    it('pages a child’s class sessions, the newest first, named in the reader’s language', async () => {
      const group = await classOf('OneToTwo', [10, 10]);
      const id = await assign(group.id);
      const child = group.children[0]!;
      await deliver(id, 1, group.children);
      await deliver(id, 2, group.children, [0]);
      await deliver(id, 3, group.children, [], true);

      const first = await as().get(`${BASE}/userCourseRecord?subjectId=${child}&skipCount=0&maxResultCount=2`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().totalCount).toBe(3);
      expect(
        first
          .json()
          .items.map((r: { num: number; attendance: string; endedAt: string | null }) => [
            r.num,
            r.attendance,
            r.endedAt === null,
          ]),
      ).toEqual([
        [3, 'Attend', true],
        [2, 'Absent', false],
      ]);
      expect(first.json().items[0]).toMatchObject({
        groupTrainingPlanId: id,
        groupId: group.id,
        planName: `Class plan checks-${run}`,
        totalNum: 3,
      });
      const second = await as('coach', 'zh-CN').get(
        `${BASE}/userCourseRecord?subjectId=${child}&skipCount=2&maxResultCount=2`,
      );
      expect(second.json().items.map((r: { num: number; planName: string }) => [r.num, r.planName])).toEqual([
        [1, `班级方案checks-${run}`],
      ]);
    });

    it('answers an empty list for a child in no class, 404 for another centre’s child, 400 for a page too large', async () => {
      const loner = await newChild('Loner');
      const none = await as().get(`${BASE}/userCourseRecord?subjectId=${loner}`);
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json()).toEqual({ items: [], totalCount: 0 });
      const foreign = await h.db.privileged((tx) =>
        insertChild(tx, { tenantId: harbour, name: `Foreign ${run}`, years: 8 }),
      );
      expect((await as().get(`${BASE}/userCourseRecord?subjectId=${foreign}`)).statusCode).toBe(404);
      expect((await as().get(`${BASE}/userCourseRecord?subjectId=${loner}&maxResultCount=101`)).statusCode).toBe(400);
    });
  });
});
