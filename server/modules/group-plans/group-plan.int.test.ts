import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  classHoursRecords,
  contentClassPlanItems,
  contentClassPlans,
  contentProgramCategories,
  contentTrainingPrograms,
  domainEvents,
  groupMembers,
  groups,
  groupTrainingPlanAttendance,
  groupTrainingPlans,
  rolePermissions,
  type GroupType,
} from '../../platform/db/schema/index';
import { emptyPlanRules } from '../../../forms/plan-rules';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { withoutGrant } from '../../testing/role-grants';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/groupTrainingPlan';
const WRITE = 'RocketSystem.GroupTrainingPlan.Write';

// A class's group training plan through the REST calls of the group plan drawer (issue 20 item 1):
// assigned with every refusal of the plan select dialog, its classes run with attendance, ended and
// restarted; two staff starting a class at once; another centre's class, plan and children; a coach
// without the write policy.
describe.each(testEngines('sensitive'))('group training plans on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let classPlan = '';
  let oneToOnePlan = '';
  let hiddenPlan = '';
  /** Three sessions, a level up after session 1 and again after 2; a wide and a narrow (L2–L6) program. */
  let levelsPlan = '';

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  /** A class of `size` children (each a fresh child of the centre) of `type`. */
  const classOf = async (name: string, size: number, tenantId = sunrise, type: GroupType = 'OneToFour', quota = 10) =>
    h.db.privileged(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({ tenantId, name: `${name} ${run}`, type, ageStage: 'GradeOrTeenSchool', capacity: 4 })
        .returning({ id: groups.id });
      const children: string[] = [];
      for (let i = 0; i < size; i++)
        children.push(await insertChild(tx, { tenantId, name: `${name} kid${i} ${run}`, years: 8 }));
      // Each child's Offline sessions, which a class they attend uses (Sunrise binds quotas).
      if (quota > 0 && children.length > 0)
        await tx.insert(classHoursRecords).values(
          children.map((subjectId) => ({
            tenantId,
            subjectId,
            type: 'Offline' as const,
            billingMethod: 'Quantity' as const,
            classHours: quota,
          })),
        );
      if (children.length > 0)
        await tx
          .insert(groupMembers)
          .values(children.map((subjectId) => ({ tenantId, groupId: group!.id, subjectId })));
      return { id: group!.id, children };
    });
  const assign = (groupId: string, extra: object = {}, language = 'en-US') =>
    admin(language).post(`${BASE}/create`, { groupId, trainingPlanV2Id: classPlan, initDifficulty: 5, ...extra });
  const stepAs = (user: string, path: string, id: string) => h.as(user).post(`${BASE}/${path}`, { id });
  const step = (path: string, id: string) => stepAs('centeradmin', path, id);
  const mark = (id: string, num: number, children: { subjectId: string; attendance: string }[], language = 'en-US') =>
    admin(language).post(`${BASE}/punchForChild`, { id, num, children });
  /** The class's feedback on every activity of the current session, which ending it needs (no form here: empty). */
  const answerClass = async (id: string) => {
    const session = (await admin().get(`${BASE}/forPunch?groupTrainingPlanId=${id}`)).json();
    const items = session.items.map((i: { itemId: string }) => ({ planItemId: i.itemId, feedbacks: [] }));
    const answered = await admin().post(`${BASE}/punchForNum`, { groupTrainingPlanId: id, num: session.num, items });
    expect(answered.statusCode, answered.body).toBe(200);
  };
  const eventsOf = (planId: string) =>
    h.db.privileged(async (tx) =>
      (
        await tx
          .select({ type: domainEvents.type, payload: domainEvents.payload })
          .from(domainEvents)
          .where(inArray(domainEvents.type, ['GroupPlanChanged', 'ClassStarted', 'ClassEnded', 'AttendanceMarked']))
          .orderBy(asc(domainEvents.id))
      ).filter((e) => (e.payload as { planId?: string }).planId === planId),
    );

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const [category] = await tx
        .insert(contentProgramCategories)
        .values({ nameZh: `班级类别${run}`, nameEn: `Class category ${run}`, contentStatus: 'Public' })
        .returning({ id: contentProgramCategories.id });
      const [program] = await tx
        .insert(contentTrainingPrograms)
        .values({
          code: `GPP-${run}`,
          titleZh: `班级项目${run}`,
          titleEn: `Class program ${run}`,
          contentStatus: 'Public',
          difficulty: 3,
          minDifficulty: 1,
          maxDifficulty: 20,
        })
        .returning({ id: contentTrainingPrograms.id });
      const planOf = async (name: string, groupTypes: GroupType[], status: 'Public' | 'Hide' = 'Public') => {
        const [row] = await tx
          .insert(contentClassPlans)
          .values({
            code: `CP-${name}-${run}`,
            nameZh: `班级方案${name}${run}`,
            nameEn: `Class plan ${name} ${run}`,
            sessionCount: 2,
            groupTypes,
            categoryId: category!.id,
            contentStatus: status,
          })
          .returning({ id: contentClassPlans.id });
        await tx
          .insert(contentClassPlanItems)
          .values([1, 2].map((session) => ({ planId: row!.id, session, position: 0, programId: program!.id })));
        return row!.id;
      };
      classPlan = await planOf('Four', ['OneToFour', 'Class']);
      oneToOnePlan = await planOf('One', ['OneToOne']);
      hiddenPlan = await planOf('Hidden', ['OneToFour'], 'Hide');
      const [narrow] = await tx
        .insert(contentTrainingPrograms)
        .values({
          code: `GPN-${run}`,
          titleZh: `窄项目${run}`,
          titleEn: `Narrow program ${run}`,
          contentStatus: 'Public',
          difficulty: 3,
          minDifficulty: 2,
          maxDifficulty: 6,
        })
        .returning({ id: contentTrainingPrograms.id });
      const rules = emptyPlanRules();
      rules.difficulty.steps = [{ fromSession: 2, toSession: 3, change: 1 }];
      const [levels] = await tx
        .insert(contentClassPlans)
        .values({
          code: `CP-Levels-${run}`,
          nameZh: `班级方案Levels${run}`,
          nameEn: `Class plan Levels ${run}`,
          sessionCount: 3,
          groupTypes: ['OneToFour'],
          categoryId: category!.id,
          contentStatus: 'Public',
          rules,
        })
        .returning({ id: contentClassPlans.id });
      levelsPlan = levels!.id;
      await tx.insert(contentClassPlanItems).values([
        { planId: levelsPlan, session: 1, position: 0, programId: program!.id },
        { planId: levelsPlan, session: 1, position: 1, programId: narrow!.id },
        { planId: levelsPlan, session: 2, position: 0, programId: narrow!.id },
        { planId: levelsPlan, session: 3, position: 0, programId: narrow!.id },
        { planId: levelsPlan, session: 3, position: 1, programId: program!.id },
      ]);
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('assigns a class plan with its starting difficulty, and reads it in the caller’s language', async () => {
    const group = await classOf('Assign', 2);
    const created = await assign(group.id, { initDifficulty: 7 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      groupId: group.id,
      status: 'NotStarted',
      currentNum: 1,
      totalNum: 2,
      classState: 'Idle',
      initDifficulty: 7,
      difficulty: 7,
      trainingPlanV2: { id: classPlan, displayName: `Class plan Four ${run}` },
      canWrite: true,
    });
    const id = created.json().id;
    const zh = await h
      .as('coach', { language: 'zh-CN' })
      .get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${id}`);
    expect(zh.json().trainingPlanV2.displayName).toBe(`班级方案Four${run}`);
    const list = (await admin().post(`${BASE}/groupCurrentPlanList`, { groupId: group.id })).json();
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await eventsOf(id)).map((e) => (e.payload as { action: string }).action)).toEqual(['Assigned']);
  });

  it('refuses the plan select dialog without a plan or with a level outside L1–L20, in both languages', async () => {
    const group = await classOf('Dialog', 1);
    const none = await admin().post(`${BASE}/create`, { groupId: group.id, initDifficulty: 21 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.validationErrors).toEqual([
      { message: 'Select a plan.', members: ['trainingPlanV2Id'] },
      { message: 'Select a starting difficulty from L1 to L20.', members: ['initDifficulty'] },
    ]);
    const zh = await assign(group.id, { initDifficulty: 0 }, 'zh-CN');
    expect(zh.json().error.validationErrors).toEqual([
      { message: '请选择起始难度（L1–L20）。', members: ['initDifficulty'] },
    ]);
    expect((await assign(group.id, { initDifficulty: null })).statusCode).toBe(400);
  });

  it('refuses a class without children, a second open plan, a plan for other classes, a hidden or unknown plan', async () => {
    const empty = await assign((await classOf('Empty', 0)).id, {}, 'zh-CN');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toMatchObject({
      code: 'Business:GroupPlanGroupEmpty',
      message: '该班级还没有儿童：请先添加儿童。',
    });
    const group = await classOf('Twice', 2);
    const both = await Promise.all([assign(group.id), assign(group.id), assign(group.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await assign(group.id)).json().error.code).toBe('Business:GroupPlanOpenPlanExists');
    const other = await classOf('Type', 1);
    const wrongType = await assign(other.id, { trainingPlanV2Id: oneToOnePlan });
    expect(wrongType.json().error).toMatchObject({
      code: 'Business:GroupPlanPlanNotForGroupType',
      message: 'This plan is not for classes of type OneToFour.',
    });
    expect((await assign(other.id, { trainingPlanV2Id: hiddenPlan })).statusCode).toBe(404);
    // An id that is not a class plan (here, a class's) is not found either.
    expect((await assign(other.id, { trainingPlanV2Id: other.id })).statusCode).toBe(404);
    const rows = await h.db.privileged((tx) =>
      tx
        .select()
        .from(groupTrainingPlans)
        .where(inArray(groupTrainingPlans.groupId, [group.id, other.id])),
    );
    expect(rows).toHaveLength(1);
  });

  it('runs every class of the plan with its course and attendance, then ends it', async () => {
    const group = await classOf('Loop', 3);
    const [a, b, c] = group.children as [string, string, string];
    const id = (await assign(group.id)).json().id;
    expect((await step('endClass', id)).json().error.code).toBe('Business:GroupPlanClassNotStarted');
    expect((await mark(id, 1, [{ subjectId: a, attendance: 'Attend' }])).json().error.code).toBe(
      'Business:GroupPlanClassNotStarted',
    );
    const started = await step('startClass', id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'Started', classState: 'ClassStarted', currentNum: 1 });
    expect(started.json().startedAt).not.toBeNull();
    expect((await step('startCourse', id)).json().courseOpen).toBe(true);
    expect((await step('endClass', id)).json().error.code).toBe('Business:GroupPlanCourseRunning');
    expect((await step('endCourse', id)).json().courseOpen).toBe(false);
    expect((await mark(id, 1, [{ subjectId: a, attendance: 'Attend' }])).statusCode).toBe(200);
    const unmarked = await admin('zh-CN').post(`${BASE}/endClass`, { id });
    expect(unmarked.json().error).toMatchObject({
      code: 'Business:GroupPlanAttendanceFirst',
      message: '请先签到：还有 2 名儿童未标记出勤。',
    });
    // A mark may change until the class ends.
    const marked = await mark(id, 1, [
      { subjectId: a, attendance: 'Absent' },
      { subjectId: b, attendance: 'Attend' },
      { subjectId: c, attendance: 'Attend' },
    ]);
    expect(marked.statusCode, marked.body).toBe(200);
    const children = (await admin().get(`${BASE}/childList?groupTrainingPlanId=${id}&num=1`)).json();
    expect(children.items.map((x: { id: string; attendance: string }) => [x.id, x.attendance]).sort()).toEqual(
      [
        [a, 'Absent'],
        [b, 'Attend'],
        [c, 'Attend'],
      ].sort(),
    );
    expect((await step('continueClass', id)).json().error.code).toBe('Business:GroupPlanClassNotEnded');
    const unanswered = await step('endClass', id);
    expect(unanswered.json().error.code).toBe('Business:GroupPlanFeedbackFirst');
    await answerClass(id);
    const ended = await step('endClass', id);
    expect(ended.json()).toMatchObject({ classState: 'ClassEnded', currentNum: 1 });
    expect((await mark(id, 1, [{ subjectId: a, attendance: 'Attend' }])).json().error.code).toBe(
      'Business:GroupPlanClassEnded',
    );
    expect((await step('startClass', id)).json().error.code).toBe('Business:GroupPlanClassEnded');
    expect((await step('continueClass', id)).json()).toMatchObject({ currentNum: 2, classState: 'Idle' });
    expect((await mark(id, 1, [{ subjectId: a, attendance: 'Attend' }])).json().error.code).toBe(
      'Business:GroupPlanSessionOutOfOrder',
    );
    await step('startClass', id);
    await mark(
      id,
      2,
      group.children.map((subjectId) => ({ subjectId, attendance: 'Attend' })),
    );
    await answerClass(id);
    expect((await step('endClass', id)).statusCode).toBe(200);
    expect((await step('continueClass', id)).json().error.code).toBe('Business:GroupPlanNoNextClass');
    const courses = (await admin().get(`${BASE}/groupCourseList?groupTrainingPlanId=${id}`)).json();
    expect(
      courses.items.map((x: { num: number; status: string; attended: number; absent: number }) => [
        x.num,
        x.status,
        x.attended,
        x.absent,
      ]),
    ).toEqual([
      [1, 'ClassEnded', 2, 1],
      [2, 'ClassEnded', 3, 0],
    ]);
    expect(courses.items[0].courseStartedAt).not.toBeNull();
    expect(courses.items[1].courseStartedAt).toBeNull();
    const over = await admin().post(`${BASE}/end/${id}`);
    expect(over.json()).toMatchObject({ status: 'Ended' });
    expect(over.json().endedAt).not.toBeNull();
    const events = (await eventsOf(id)).map((e) => [e.type, (e.payload as { num: number }).num]);
    expect(events.filter(([type]) => type === 'ClassStarted')).toEqual([
      ['ClassStarted', 1],
      ['ClassStarted', 2],
    ]);
    const classEnded = (await eventsOf(id)).filter((e) => e.type === 'ClassEnded').map((e) => e.payload);
    expect(classEnded[0]).toMatchObject({ groupId: group.id, num: 1, attended: 2, absent: 1 });
    expect(events.filter(([type]) => type === 'AttendanceMarked')).toHaveLength(3);
  });

  it('marks only the class’s own children, each once', async () => {
    const group = await classOf('Marks', 2);
    const stranger = (await classOf('Stranger', 1)).children[0]!;
    const harbourChild = (await classOf('HarbourKid', 1, harbour)).children[0]!;
    const id = (await assign(group.id)).json().id;
    await step('startClass', id);
    for (const subjectId of [stranger, harbourChild]) {
      const refused = await mark(id, 1, [{ subjectId, attendance: 'Attend' }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.validationErrors).toEqual([
        { message: 'Only the children of this class can be marked.', members: ['children'] },
      ]);
    }
    const twice = await mark(id, 1, [
      { subjectId: group.children[0]!, attendance: 'Attend' },
      { subjectId: group.children[0]!, attendance: 'Absent' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await mark(id, 1, [{ subjectId: group.children[0]!, attendance: 'Late' }])).statusCode).toBe(400);
    const rows = await h.db.privileged((tx) =>
      tx.select().from(groupTrainingPlanAttendance).where(eq(groupTrainingPlanAttendance.planId, id)),
    );
    expect(rows).toHaveLength(0);
  });

  it('ends a plan only between classes, restarts it where it stopped, and not beside another open plan', async () => {
    const group = await classOf('Restart', 1);
    const id = (await assign(group.id)).json().id;
    expect((await admin().post(`${BASE}/end/${id}`)).json().error.code).toBe('Business:GroupPlanNotStarted');
    await step('startClass', id);
    expect((await admin().post(`${BASE}/end/${id}`)).json().error.code).toBe('Business:GroupPlanClassRunning');
    await mark(id, 1, [{ subjectId: group.children[0]!, attendance: 'Attend' }]);
    await answerClass(id);
    await step('endClass', id);
    expect((await admin().post(`${BASE}/restart/${id}`)).json().error.code).toBe('Business:GroupPlanNotEnded');
    expect((await admin().post(`${BASE}/end/${id}`)).json().status).toBe('Ended');
    expect((await step('continueClass', id)).json().error.code).toBe('Business:GroupPlanPlanEnded');
    // Ended, the class may be given another plan; while that one is open the old one stays ended.
    const second = (await assign(group.id)).json().id;
    const blocked = await admin('zh-CN').post(`${BASE}/restart/${id}`);
    expect(blocked.json().error).toMatchObject({
      code: 'Business:GroupPlanOpenPlanExists',
      message: '该班级已有进行中的方案，结束前无法分配新方案。',
    });
    await h.db.privileged((tx) => tx.delete(groupTrainingPlans).where(eq(groupTrainingPlans.id, second)));
    const restarted = await admin().post(`${BASE}/restart/${id}`);
    expect(restarted.json()).toMatchObject({ status: 'Started', currentNum: 1, classState: 'ClassEnded' });
    expect(restarted.json().endedAt).toBeNull();
    expect((await step('continueClass', id)).json().currentNum).toBe(2);
    const list = (await admin().post(`${BASE}/groupCurrentPlanList`, { groupId: group.id })).json();
    expect(list.items[0]).toMatchObject({ id, status: 'Started' });
  });

  it('moves the group’s difficulty one level at a time within L1–L20 once the plan runs', async () => {
    const group = await classOf('Level', 1);
    const id = (await assign(group.id, { initDifficulty: 20 })).json().id;
    const adjust = (operate: string) => admin().post(`${BASE}/difficultyAdjustment`, { id, operate });
    expect((await adjust('Decrease')).json().error.code).toBe('Business:GroupPlanNotStarted');
    await step('startClass', id);
    expect((await adjust('Increase')).json().error.code).toBe('Business:GroupPlanDifficultyOutOfRange');
    expect((await adjust('Decrease')).json()).toMatchObject({ difficulty: 19, initDifficulty: 20 });
    expect((await adjust('Sideways')).statusCode).toBe(400);
  });

  it('copies the class plan’s sessions at the starting difficulty by its rules, and adjusts the classes to come', async () => {
    const group = await classOf('Copy', 1);
    const id = (await assign(group.id, { trainingPlanV2Id: levelsPlan, initDifficulty: 5 })).json().id;
    /** [code prefix, level] of each activity of session `num`. */
    const levels = async (num: number, language = 'en-US') => {
      const detail = await admin(language).get(
        `${BASE}/groupTrainingPlanCourseDetail?groupTrainingPlanId=${id}&num=${num}`,
      );
      expect(detail.statusCode, detail.body).toBe(200);
      return detail
        .json()
        .items.map((i: { difficulty: number; trainingProgram: { code: string } }) => [
          i.trainingProgram.code.split('-')[0],
          i.difficulty,
        ]);
    };
    expect(await levels(1)).toEqual([
      ['GPP', 5],
      ['GPN', 5],
    ]);
    expect(await levels(2)).toEqual([['GPN', 6]]);
    // Level 7 by the rules; the narrow program stops at its L6.
    expect(await levels(3)).toEqual([
      ['GPN', 6],
      ['GPP', 7],
    ]);
    const zh = await admin('zh-CN').get(`${BASE}/groupTrainingPlanCourseDetail?groupTrainingPlanId=${id}`);
    expect(zh.json()).toMatchObject({ num: 1, isCurrent: true });
    expect(zh.json().items[1].trainingProgram.title).toBe(`窄项目${run}`);
    // A later edit of the class plan does not reach the assigned one.
    await h.db.privileged((tx) =>
      tx
        .delete(contentClassPlanItems)
        .where(and(eq(contentClassPlanItems.planId, levelsPlan), eq(contentClassPlanItems.session, 2))),
    );
    expect(await levels(2)).toEqual([['GPN', 6]]);
    await step('startClass', id);
    await mark(id, 1, [{ subjectId: group.children[0]!, attendance: 'Attend' }]);
    await answerClass(id);
    await step('endClass', id);
    await step('continueClass', id);
    const down = await admin().post(`${BASE}/difficultyAdjustment`, { id, operate: 'Decrease' });
    expect(down.json()).toMatchObject({ difficulty: 4, initDifficulty: 5 });
    // Session 1 was given already; 2 and 3 move down, each within its program's range.
    expect(await levels(1)).toEqual([
      ['GPP', 5],
      ['GPN', 5],
    ]);
    expect(await levels(2)).toEqual([['GPN', 5]]);
    expect(await levels(3)).toEqual([
      ['GPN', 5],
      ['GPP', 6],
    ]);
    const beyond = await admin().get(`${BASE}/groupTrainingPlanCourseDetail?groupTrainingPlanId=${id}&num=4`);
    expect(beyond.json().error.code).toBe('Business:GroupPlanNoSuchSession');
  });

  it('lets exactly one of two staff start the same class', async () => {
    const group = await classOf('Race', 2);
    const id = (await assign(group.id)).json().id;
    const both = await Promise.all([stepAs('centeradmin', 'startClass', id), stepAs('coach', 'startClass', id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error.code).toBe('Business:GroupPlanClassStarted');
    expect((await eventsOf(id)).filter((e) => e.type === 'ClassStarted')).toHaveLength(1);
  });

  it('shows another centre neither its classes nor their plans', async () => {
    const group = await classOf('Private', 2);
    const id = (await assign(group.id)).json().id;
    const other = h.as('multirole', { tenant: harbour });
    const probes = [
      other.get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${id}`),
      other.get(`${BASE}/groupCourseList?groupTrainingPlanId=${id}`),
      other.get(`${BASE}/childList?groupTrainingPlanId=${id}`),
      other.get(`${BASE}/groupTrainingPlanCourseDetail?groupTrainingPlanId=${id}`),
      other.post(`${BASE}/difficultyAdjustment`, { id, operate: 'Increase' }),
      other.post(`${BASE}/restart/${id}`),
      other.post(`${BASE}/groupCurrentPlanList`, { groupId: group.id }),
      other.post(`${BASE}/startClass`, { id }),
      other.post(`${BASE}/end/${id}`),
      other.post(`${BASE}/punchForChild`, {
        id,
        num: 1,
        children: [{ subjectId: group.children[0], attendance: 'Attend' }],
      }),
      other.post(`${BASE}/create`, { groupId: group.id, trainingPlanV2Id: classPlan, initDifficulty: 3 }),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain(group.children[0]);
    }
    const row = await h.db.privileged((tx) =>
      tx.select().from(groupTrainingPlans).where(eq(groupTrainingPlans.id, id)),
    );
    expect(row[0]).toMatchObject({ status: 'NotStarted', classState: 'Idle' });
  });

  it('lets a coach without the write policy read the plan but change nothing', async () => {
    const group = await classOf('ReadOnly', 1);
    const id = (await assign(group.id)).json().id;
    await withoutGrant(h, { tenantId: sunrise, roleName: 'coach', permission: WRITE }, async () => {
      const coach = h.as('coach', { language: 'en-US' });
      const read = await coach.get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().canWrite).toBe(false);
      const refused = await coach.post(`${BASE}/startClass`, { id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('group training plan write permission');
      expect(
        (await coach.post(`${BASE}/create`, { groupId: group.id, trainingPlanV2Id: classPlan, initDifficulty: 2 }))
          .statusCode,
      ).toBe(403);
    });
    expect((await h.as('coach').get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${id}`)).json().canWrite).toBe(
      true,
    );
    // A trainer holds neither policy.
    expect((await h.as('trainer').get(`${BASE}/groupTrainingPlanCourse?groupTrainingPlanId=${id}`)).statusCode).toBe(
      403,
    );
  });

  it('gives the group plan policies to the centre’s admin, senior coach and coach roles', async () => {
    const grants = await h.db.privileged((tx) =>
      tx
        .select({ role: rolePermissions.roleName })
        .from(rolePermissions)
        .where(and(eq(rolePermissions.tenantId, harbour), eq(rolePermissions.permission, WRITE))),
    );
    expect(grants.map((g) => g.role).sort()).toEqual(['CenterAdmin', 'SeniorCoach', 'coach']);
  });
});
