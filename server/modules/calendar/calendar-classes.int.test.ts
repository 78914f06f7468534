import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { emptyPlanRules } from '../../../forms/plan-rules';
import {
  calendarEvents,
  domainEvents,
  groupMembers,
  groups,
  groupTrainingPlans,
  guardians,
  sentMessages,
  subjectGuardians,
  userOfflinePlans,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { createMessenger } from '../../platform/messaging/messenger';
import { insertChild } from '../../testing/children';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { remindersOf } from './reminders/calendar-reminders.repository';
import { lateAfterMsFor, sweepReminders } from './reminders/reminder-sweeper';

const BASE = '/api/business/calendar';

type Course = {
  id: string;
  startTime: string;
  subjectId: string | null;
  subjectName: string | null;
  userTrainingPlanId: string | null;
  groupTrainingPlanId: string | null;
  groupId: string | null;
  groupName: string | null;
  memberCount: number | null;
  planName: string;
};

// Courses for a class's group plan (issue 20 "Done means": a weekly course with reminders for a
// 1:4 class): arranged, edited and cancelled like a child's; they occupy the trainer and every
// child of the class, a child's own course and the class's refuse each other, and the guardian
// reminder reaches every child's guardians once. Engine-sensitive: advisory locks, SKIP LOCKED.
describe.each(testEngines('sensitive'))('class courses on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let tz = '';
  let admin = '';
  let coach = '';
  let seq = 0;
  let demoGroupPlans: string[] = [];

  // Days from 2 on lie three weeks ahead, past the demo calendar (this week and next), whose courses
  // keep the demo's trainers busy at hours that move with the seeding day; 1 and below stay near now.
  const day = (n: number) =>
    DateTime.now()
      .setZone(tz)
      .plus({ days: n >= 2 ? n + 21 : n })
      .toFormat('yyyy-MM-dd');

  /** A 1:4 class of `size` children with a group plan; `guardians` gives each child a reachable guardian. */
  const klass = async (
    opts: { size?: number; tenantId?: string; status?: 'NotStarted' | 'Started' | 'Ended'; guardians?: boolean } = {},
  ) => {
    const { size = 3, tenantId = sunrise, status = 'Started' } = opts;
    const name = `Class ${run} ${++seq}`;
    return h.db.privileged(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({ tenantId, name, type: 'OneToFour', ageStage: 'GradeOrTeenSchool', capacity: 4 })
        .returning({ id: groups.id });
      const children: string[] = [];
      for (let i = 0; i < size; i++)
        children.push(await insertChild(tx, { tenantId, name: `${name} kid${i}`, years: 8 }));
      if (children.length > 0)
        await tx
          .insert(groupMembers)
          .values(children.map((subjectId) => ({ tenantId, groupId: group!.id, subjectId })));
      const [plan] = await tx
        .insert(groupTrainingPlans)
        .values({
          tenantId,
          groupId: group!.id,
          classPlanId: crypto.randomUUID(),
          code: `GRP-${run}`,
          nameZh: '团体方案',
          nameEn: 'Group plan',
          initDifficulty: 5,
          difficulty: 5,
          totalNum: 10,
          status,
          ...(status === 'Ended' ? { endedAt: new Date() } : {}),
        })
        .returning({ id: groupTrainingPlans.id });
      return { planId: plan!.id, groupId: group!.id, name, children };
    });
  };

  /** A child's own offline plan, for an existing child. */
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
      return { id: row!.id, subjectId };
    });

  const arrangeClass = (k: { planId: string }, extra: object = {}, language = 'en-US', user = 'centeradmin') =>
    h.as(user, { language }).post(`${BASE}/calendar`, {
      groupTrainingPlanId: k.planId,
      executorId: admin,
      courseType: 'Offline',
      ...extra,
    });
  const arrangeChild = (p: { id: string; subjectId: string }, extra: object = {}) =>
    h.as('centeradmin').post(`${BASE}/calendar`, {
      subjectId: p.subjectId,
      userTrainingPlanId: p.id,
      executorId: admin,
      courseType: 'Offline',
      ...extra,
    });
  const items = (res: { json: <T>() => T }) => res.json<{ items: Course[] }>().items;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    tz = h.config.timeZone;
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    admin = await h.userId('centeradmin');
    coach = await h.userId('coach');
    // The seed's, before any test here makes its own.
    demoGroupPlans = await h.db.privileged(async (tx) =>
      (
        await tx
          .select({ id: groupTrainingPlans.id })
          .from(groupTrainingPlans)
          .where(
            and(
              inArray(groupTrainingPlans.tenantId, [sunrise, harbour]),
              inArray(groupTrainingPlans.status, ['NotStarted', 'Started']),
            ),
          )
      ).map((r) => r.id),
    );
  });
  afterAll(() => h?.close());

  it('arranges a weekly course for a group plan, shown with its class, plan and children in every list, and told to the outbox', async () => {
    const k = await klass();
    const res = await arrangeClass(k, {
      startTime: `${day(2)} 15:00`,
      periodIntervalUnit: 'Day',
      periodIntervalNumber: 7,
      courseCount: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const courses = items(res);
    expect(courses.map((c) => c.startTime)).toEqual([
      `${day(2)} 15:00`,
      `${DateTime.fromISO(day(2)).plus({ days: 7 }).toFormat('yyyy-MM-dd')} 15:00`,
      `${DateTime.fromISO(day(2)).plus({ days: 14 }).toFormat('yyyy-MM-dd')} 15:00`,
    ]);
    const expected = {
      subjectId: null,
      subjectName: null,
      userTrainingPlanId: null,
      groupTrainingPlanId: k.planId,
      groupId: k.groupId,
      groupName: k.name,
      memberCount: 3,
      planName: 'Group plan',
    };
    for (const c of courses) expect(c).toMatchObject(expected);

    const week = await h.as('centeradmin', { language: 'zh-CN' }).post(`${BASE}/getUserCalendar`, {
      from: day(2),
      to: day(2),
    });
    expect(week.statusCode, week.body).toBe(200);
    expect(items(week).find((c) => c.id === courses[0]!.id)).toMatchObject({ ...expected, planName: '团体方案' });

    const listed = await h.as('centeradmin').get(`${BASE}/linkTrainingCalendarList/${k.planId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(items(listed).map((c) => c.id)).toEqual(courses.map((c) => c.id));

    const [event] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.tenantId, sunrise), eq(domainEvents.type, 'CourseArranged')))
        .orderBy(desc(domainEvents.id))
        .limit(1),
    );
    expect(event?.payload).toMatchObject({
      groupPlanId: k.planId,
      groupId: k.groupId,
      groupName: k.name,
      planId: null,
      subjectId: null,
      eventIds: courses.map((c) => c.id),
    });
  });

  it("a class course meets a child's own course at that time, and a child's course meets the class's", async () => {
    const k = await klass();
    const own = await ownPlan(k.children[1]!);
    // The child's own course with another trainer: the class course is refused for that child.
    const first = await arrangeChild(own, { startTime: `${day(3)} 10:00`, executorId: coach });
    expect(first.statusCode, first.body).toBe(200);
    const refused = await arrangeClass(k, { startTime: `${day(3)} 10:30` });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'Business:CalendarConflict' });
    expect(refused.json().error.message).toBe(
      `A child of the class already has a course from ${day(3)} 10:00 to ${day(3)} 11:00.`,
    );
    const zh = await arrangeClass(k, { startTime: `${day(3)} 10:30` }, 'zh-CN');
    expect(zh.json().error.message).toBe(`班级中的儿童在 ${day(3)} 10:00 至 ${day(3)} 11:00 已有课程`);

    // The other way round: a class course first, then the child's own course with another trainer.
    const klassCourse = await arrangeClass(k, { startTime: `${day(3)} 14:00` });
    expect(klassCourse.statusCode, klassCourse.body).toBe(200);
    const childRefused = await arrangeChild(own, { startTime: `${day(3)} 14:30`, executorId: coach });
    expect(childRefused.statusCode).toBe(409);
    expect(childRefused.json().error.message).toBe(
      `The child already has a course from ${day(3)} 14:00 to ${day(3)} 15:00.`,
    );

    // Another class sharing no child, with another trainer, is free at the same hour.
    const other = await klass();
    const free = await arrangeClass(other, { startTime: `${day(3)} 14:00`, executorId: coach });
    expect(free.statusCode, free.body).toBe(200);
    // The same trainer is not.
    const busy = await arrangeClass(await klass(), { startTime: `${day(3)} 14:00` });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(`The trainer already has a course from ${day(3)} 14:00 to ${day(3)} 15:00.`);

    // Moving the child's course onto the class course is refused too.
    const moved = await h
      .as('centeradmin')
      .put(`${BASE}/calendar`, { id: items(first)[0]!.id, startTime: `${day(3)} 14:00` });
    expect(moved.statusCode).toBe(409);
  });

  it('a child in two classes keeps the two classes from one hour, whoever trains them', async () => {
    const first = await klass();
    const second = await klass();
    await h.db.privileged((tx) =>
      tx.insert(groupMembers).values({ tenantId: sunrise, groupId: second.groupId, subjectId: first.children[2]! }),
    );
    expect((await arrangeClass(first, { startTime: `${day(4)} 18:00` })).statusCode).toBe(200);
    const clash = await arrangeClass(second, { startTime: `${day(4)} 18:30`, executorId: coach });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      `A child of the class already has a course from ${day(4)} 18:00 to ${day(4)} 19:00.`,
    );
    expect((await arrangeClass(second, { startTime: `${day(4)} 19:00`, executorId: coach })).statusCode).toBe(200);
  });

  it('a class without children is still one class: two of its courses never overlap', async () => {
    const k = await klass({ size: 0 });
    expect((await arrangeClass(k, { startTime: `${day(4)} 09:00` })).statusCode).toBe(200);
    const again = await arrangeClass(k, { startTime: `${day(4)} 09:30`, executorId: coach });
    expect(again.statusCode).toBe(409);
  });

  it('edits and cancels a class course; two at once for one child keep one', async () => {
    const k = await klass();
    const [course] = items(await arrangeClass(k, { startTime: `${day(5)} 09:00` }));
    const edited = await h
      .as('centeradmin')
      .put(`${BASE}/calendar`, { id: course!.id, startTime: `${day(5)} 11:00`, executorId: coach });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      startTime: `${day(5)} 11:00`,
      groupTrainingPlanId: k.planId,
      memberCount: 3,
    });
    const cancelled = await h.as('centeradmin').delete(`${BASE}/calendar?id=${course!.id}`);
    expect(cancelled.statusCode).toBe(204);

    // A child's course and the class course for that child, racing: one wins.
    const own = await ownPlan(k.children[0]!);
    const results = await Promise.all([
      arrangeChild(own, { startTime: `${day(5)} 16:00`, executorId: coach }),
      arrangeClass(k, { startTime: `${day(5)} 16:00` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an ended group plan, both plans at once, and neither', async () => {
    const ended = await klass({ status: 'Ended' });
    const res = await arrangeClass(ended, { startTime: `${day(6)} 10:00` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors, res.body).toEqual([
      { message: 'The plan has ended: no course can be arranged for it.', members: ['groupTrainingPlanId'] },
    ]);
    const notStarted = await klass({ status: 'NotStarted' });
    expect((await arrangeClass(notStarted, { startTime: `${day(6)} 10:00` })).statusCode).toBe(200);

    const own = await ownPlan(notStarted.children[0]!);
    const both = await arrangeClass(notStarted, {
      startTime: `${day(6)} 12:00`,
      userTrainingPlanId: own.id,
      subjectId: own.subjectId,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.validationErrors[0].members).toEqual(['groupTrainingPlanId']);
    const neither = await h
      .as('centeradmin', { language: 'zh-CN' })
      .post(`${BASE}/calendar`, { executorId: admin, courseType: 'Offline', startTime: `${day(6)} 12:00` });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.validationErrors[0]).toMatchObject({
      members: ['userTrainingPlanId'],
      message: '请选择方案（儿童的方案及该儿童，或班级的团体方案）',
    });
  });

  it("another centre's group plan is not found, and never shows its courses", async () => {
    const theirs = await klass({ tenantId: harbour });
    const res = await arrangeClass(theirs, { startTime: `${day(6)} 15:00` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(theirs.name);
    const listed = await h.as('centeradmin').get(`${BASE}/linkTrainingCalendarList/${theirs.planId}`);
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain(theirs.groupId);
  });

  it("the guardian reminder reaches every child's guardians once; the trainer's as before", async () => {
    const k = await klass({ size: 3 });
    // Two guardians for kid0 and kid1, one of them guardian of both (one message for them).
    const contacts = await h.db.privileged(async (tx) => {
      const made = await tx
        .insert(guardians)
        .values(
          ['a', 'b', 'c'].map((g, i) => ({
            tenantId: sunrise,
            name: `Guardian ${g} ${k.name}`,
            phoneNumber: `138${Date.now().toString().slice(-5)}${seq}${i}`.slice(0, 11),
            email: `g-${g}-${run}-${seq}@example.com`,
          })),
        )
        .returning({ id: guardians.id, email: guardians.email });
      const bind = (subjectId: string, guardianId: string) => ({
        tenantId: sunrise,
        subjectId,
        guardianId,
        roleName: 'Mother',
      });
      await tx
        .insert(subjectGuardians)
        .values([
          bind(k.children[0]!, made[0]!.id),
          bind(k.children[1]!, made[0]!.id),
          bind(k.children[1]!, made[1]!.id),
          bind(k.children[2]!, made[2]!.id),
        ]);
      return made.map((g) => g.email!);
    });
    const [course] = items(await arrangeClass(k, { startTime: `${day(2)} 17:00` }));
    const jobs = await h.db.privileged((tx) => remindersOf(tx, [course!.id]));
    expect(jobs.map((j) => j.recipient).sort()).toEqual(['guardian', 'trainer']);

    const at = DateTime.fromFormat(`${day(2)} 17:00`, 'yyyy-MM-dd HH:mm', { zone: tz })
      .minus({ hours: 24 })
      .plus({ seconds: 30 })
      .toJSDate();
    const result = await sweepReminders({
      db: h.db,
      messenger: createMessenger({ keepLog: true }),
      clock: () => at,
      timeZone: tz,
      lateAfterMs: lateAfterMsFor(60),
    });
    expect(result.failed).toBe(0);
    const sent = await h.db.privileged((tx) =>
      tx
        .select()
        .from(sentMessages)
        .where(like(sentMessages.body, `%${k.name}%`)),
    );
    const guardianMails = sent.filter((m) => m.channel === 'email' && contacts.includes(m.recipient));
    // Each of the three guardians once by e-mail, and once by SMS.
    expect(guardianMails.map((m) => m.recipient).sort()).toEqual([...contacts].sort());
    expect(sent.filter((m) => m.channel === 'sms').length).toBeGreaterThanOrEqual(3);
    expect(guardianMails[0]!.body).toContain(`your child's class ${k.name}`);
    const after = await h.db.privileged((tx) => remindersOf(tx, [course!.id]));
    expect(after.every((j) => j.status === 'sent')).toBe(true);
  });

  it("the demo's running group plans each have a weekly class course this week and next", async () => {
    expect(demoGroupPlans.length).toBeGreaterThan(0);
    const courses = await h.db.privileged((tx) =>
      tx
        .select({ groupPlanId: calendarEvents.groupPlanId, start: calendarEvents.startTime })
        .from(calendarEvents)
        .where(inArray(calendarEvents.groupPlanId, demoGroupPlans)),
    );
    const nextMonday = DateTime.now().setZone(tz).startOf('week').plus({ weeks: 1 });
    for (const id of demoGroupPlans) {
      const starts = courses.filter((c) => c.groupPlanId === id).map((c) => DateTime.fromJSDate(c.start));
      expect(
        starts.filter((d) => d < nextMonday),
        id,
      ).toHaveLength(1);
      expect(
        starts.filter((d) => d >= nextMonday),
        id,
      ).toHaveLength(1);
    }
  });
});
