import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, eq, inArray, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { emptyPlanRules } from '../../../../forms/plan-rules';
import { serverPlugin } from '../../../app';
import { readConfig } from '../../../platform/config';
import {
  calendarReminders,
  guardians,
  sentMessages,
  subjectGuardians,
  userOfflinePlans,
  users,
} from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { frameworkErrors } from '../../../platform/http.plugin';
import { lazySchemaCompilers } from '../../../platform/lazy-compile';
import { createMessenger } from '../../../platform/messaging/messenger';
import { insertChild } from '../../../testing/children';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { claimDue, remindersOf } from './calendar-reminders.repository';
import { lateAfterMsFor, sweepReminders, type ReminderSweeperOptions } from './reminder-sweeper';

const BASE = '/api/business/calendar';
const HOUR = 3600_000;

type Course = { id: string; startTime: string };

// Course reminders as persisted jobs (issue 20 item 4; spec 001 §5 "SMS reminders", §9 "24 h
// before"): written with the course, moved and cancelled with it, sent exactly once by sweepers
// that race each other or start after the due time passed. Engine-sensitive: the claim rests on
// FOR UPDATE SKIP LOCKED, which only PostgreSQL's several connections exercise.
describe.each(testEngines('sensitive'))('course reminders on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let tz = '';
  let admin = '';
  let trainerAddresses = 0;
  let seq = 0;

  // Days from 2 on lie three weeks ahead, past the demo calendar (this week and next), whose courses
  // keep the demo's trainers busy at hours that move with the seeding day; 1 and below stay near now.
  const day = (n: number) =>
    DateTime.now()
      .setZone(tz)
      .plus({ days: n >= 2 ? n + 21 : n })
      .toFormat('yyyy-MM-dd');
  /** A child of Sunrise with an open plan and one guardian reachable by SMS and e-mail. */
  const family = async () => {
    const name = `Reminded ${run} ${++seq}`;
    return h.db.privileged(async (tx) => {
      const subjectId = await insertChild(tx, { tenantId: sunrise, name, years: 7 });
      const [guardian] = await tx
        .insert(guardians)
        .values({
          tenantId: sunrise,
          name: `Parent of ${name}`,
          phoneNumber: `139${Date.now().toString().slice(-5)}${String(seq).padStart(3, '0')}`,
          email: `parent-${run}-${seq}@example.com`,
        })
        .returning({ id: guardians.id });
      await tx
        .insert(subjectGuardians)
        .values({ tenantId: sunrise, subjectId, guardianId: guardian!.id, roleName: 'Mother' });
      const [plan] = await tx
        .insert(userOfflinePlans)
        .values({
          tenantId: sunrise,
          subjectId,
          templateId: crypto.randomUUID(),
          ilsVersion: 'V3',
          code: `REM-${run}`,
          nameZh: '提醒方案',
          nameEn: 'Reminder plan',
          rules: emptyPlanRules(),
          totalNum: 10,
          status: 'Started',
        })
        .returning({ id: userOfflinePlans.id });
      return { id: plan!.id, subjectId, name };
    });
  };
  type Family = Awaited<ReturnType<typeof family>>;

  const arrange = async (f: Family, startTime: string, extra: object = {}) => {
    const res = await h.as('centeradmin').post(`${BASE}/calendar`, {
      subjectId: f.subjectId,
      userTrainingPlanId: f.id,
      executorId: admin,
      courseType: 'Offline',
      startTime,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Course[] }>().items;
  };
  const jobs = (eventIds: readonly string[]) => h.db.privileged((tx) => remindersOf(tx, eventIds));
  const messagesAbout = (f: Family) =>
    h.db.privileged((tx) =>
      tx
        .select()
        .from(sentMessages)
        .where(like(sentMessages.body, `%${f.name}%`)),
    );
  const startOf = (course: Course) => DateTime.fromFormat(course.startTime, 'yyyy-MM-dd HH:mm', { zone: tz });
  const sweeper = (at: Date, extra: Partial<ReminderSweeperOptions> = {}): ReminderSweeperOptions => ({
    db: h.db,
    messenger: createMessenger({ keepLog: true }),
    clock: () => at,
    timeZone: tz,
    lateAfterMs: lateAfterMsFor(60),
    ...extra,
  });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    tz = h.config.timeZone;
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    admin = await h.userId('centeradmin');
    const [me] = await h.db.privileged((tx) =>
      tx.select({ phone: users.phoneNumber, email: users.email }).from(users).where(eq(users.id, admin)),
    );
    trainerAddresses = (me?.phone ? 1 : 0) + (me?.email ? 1 : 0);
  });
  afterAll(async () => h?.close());

  it('arranging a course writes a trainer and a guardian job due 24 h before it', async () => {
    const f = await family();
    const courses = await arrange(f, `${day(3)} 10:00`, {
      periodIntervalUnit: 'Day',
      periodIntervalNumber: 7,
      courseCount: 2,
    });
    expect(courses).toHaveLength(2);
    const rows = await jobs(courses.map((c) => c.id));
    expect(rows).toHaveLength(4);
    for (const course of courses) {
      const due = startOf(course).minus({ hours: 24 }).toMillis();
      const mine = rows.filter((r) => r.eventId === course.id);
      expect(mine.map((r) => r.recipient).sort()).toEqual(['guardian', 'trainer']);
      for (const job of mine) {
        expect(job.dueAt.getTime()).toBe(due);
        expect(job.status).toBe('pending');
        expect(job.tenantId).toBe(sunrise);
      }
    }
  });

  it('writes no job for a recipient whose reminder is off, and honours the hours asked for', async () => {
    const f = await family();
    const [none] = await arrange(f, `${day(3)} 11:00`, { trainerSMS: false, parentSMS: false });
    expect(await jobs([none!.id])).toEqual([]);
    const [some] = await arrange(f, `${day(3)} 14:00`, { parentSMS: false, executorBeforeHours: 2 });
    const rows = await jobs([some!.id]);
    expect(rows.map((r) => [r.recipient, r.dueAt.getTime()])).toEqual([
      ['trainer', startOf(some!).minus({ hours: 2 }).toMillis()],
    ]);
  });

  it('an edit moves the pending jobs and cancels a recipient turned off; a delete cancels the rest', async () => {
    const f = await family();
    const [course] = await arrange(f, `${day(3)} 15:00`);
    const edited = await h.as('centeradmin').put(`${BASE}/calendar`, { id: course!.id, startTime: `${day(5)} 09:00` });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = DateTime.fromFormat(`${day(5)} 09:00`, 'yyyy-MM-dd HH:mm', { zone: tz }).minus({ hours: 24 });
    expect((await jobs([course!.id])).map((r) => [r.recipient, r.status, r.dueAt.getTime()])).toEqual([
      ['guardian', 'pending', moved.toMillis()],
      ['trainer', 'pending', moved.toMillis()],
    ]);

    const off = await h.as('centeradmin').put(`${BASE}/calendar`, { id: course!.id, parentSMS: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(Object.fromEntries((await jobs([course!.id])).map((r) => [r.recipient, r.status]))).toEqual({
      guardian: 'cancelled',
      trainer: 'pending',
    });
    const on = await h.as('centeradmin').put(`${BASE}/calendar`, { id: course!.id, parentSMS: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await jobs([course!.id])).map((r) => r.status)).toEqual(['pending', 'pending']);

    const deleted = await h.as('centeradmin').delete(`${BASE}/calendar?id=${course!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await jobs([course!.id])).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    // Nothing goes out for it, even long after its due time.
    await sweepReminders(sweeper(moved.plus({ minutes: 1 }).toJSDate()));
    expect(await messagesAbout(f)).toEqual([]);
  });

  it('a sweep past the due time sends each reminder once, on time; a second sweep sends nothing', async () => {
    const f = await family();
    const [course] = await arrange(f, `${day(4)} 10:00`);
    const due = startOf(course!).minus({ hours: 24 });
    // Not yet due: nothing.
    await sweepReminders(sweeper(due.minus({ minutes: 1 }).toJSDate()));
    expect(await messagesAbout(f)).toEqual([]);

    const at = due.plus({ seconds: 30 }).toJSDate();
    await sweepReminders(sweeper(at));
    const sent = await messagesAbout(f);
    // The guardian by SMS and e-mail, the trainer on each channel they have.
    expect(sent).toHaveLength(2 + trainerAddresses);
    const toParent = sent.filter((m) => m.recipient.endsWith('@example.com'));
    expect(toParent).toHaveLength(1);
    const time = `${day(4)} 10:00`;
    expect(toParent[0]!.body).toContain(`提醒：${f.name}的线下课程将于${time}（中心时间）开始`);
    expect(toParent[0]!.body).toContain(`Reminder: ${f.name} has an offline course at ${time}`);
    expect(toParent[0]!.body).not.toContain('late');
    const rows = await jobs([course!.id]);
    expect(rows.map((r) => [r.status, r.sentAt?.getTime(), r.attempts])).toEqual([
      ['sent', at.getTime(), 1],
      [trainerAddresses > 0 ? 'sent' : 'skipped', trainerAddresses > 0 ? at.getTime() : undefined, 1],
    ]);

    await sweepReminders(sweeper(due.plus({ minutes: 5 }).toJSDate()));
    expect(await messagesAbout(f)).toHaveLength(2 + trainerAddresses);
  });

  it('two sweepers racing each other send every reminder exactly once', async () => {
    const f = await family();
    // Eight courses one day, all due and none begun on the evening before.
    const courses: Course[] = [];
    for (let hour = 8; hour < 16; hour++)
      courses.push(...(await arrange(f, `${day(6)} ${String(hour).padStart(2, '0')}:00`)));
    const at = startOf(courses[0]!).minus({ hours: 16 }).toJSDate();
    // Small batches, so the two take turns claiming (interleaved on PGlite's one connection,
    // truly at once on PostgreSQL's pool); each later sweep of the same job would be a duplicate.
    const results = await Promise.all([
      sweepReminders(sweeper(at, { batchSize: 3 })),
      sweepReminders(sweeper(at, { batchSize: 3 })),
      sweepReminders(sweeper(at, { batchSize: 2 })),
    ]);
    const rows = await jobs(courses.map((c) => c.id));
    expect(rows).toHaveLength(16);
    const guardianRows = rows.filter((r) => r.recipient === 'guardian');
    expect(guardianRows.every((r) => r.status === 'sent' || r.status === 'late')).toBe(true);
    const sent = await messagesAbout(f);
    // Per course: the guardian's SMS and e-mail, and the trainer's.
    expect(sent).toHaveLength(8 * (2 + trainerAddresses));
    const perCourse = new Map<string, number>();
    for (const m of sent)
      perCourse.set(`${m.recipient}|${m.subject}`, (perCourse.get(`${m.recipient}|${m.subject}`) ?? 0) + 1);
    expect([...perCourse.values()].every((n) => n === 1)).toBe(true);
    const claimed = results.reduce((sum, r) => sum + r.sent + r.late + r.skipped, 0);
    expect(claimed).toBeGreaterThanOrEqual(16);
  });

  it('a reminder missed while the server was down goes out once at the restart, marked late', async () => {
    const f = await family();
    const [course] = await arrange(f, `${day(5)} 17:00`);
    const due = startOf(course!).minus({ hours: 24 });
    // The server comes back three hours after the due time: a new app on the same database, whose
    // start sweeps, with the configured interval.
    const restart = async (at: Date) => {
      const config = readConfig({ PORT: '0', PUBLIC_URL: 'http://localhost:8080', DATA_DIR: '/nonexistent' });
      const app = Fastify({ logger: false, frameworkErrors, ...lazySchemaCompilers });
      await app.register(serverPlugin, {
        db: h.db,
        config,
        adapters: { clock: () => at, messenger: createMessenger({ keepLog: true }) },
      });
      await app.ready();
      // The close waits for the start's sweep.
      await app.close();
    };
    const back = due.plus({ hours: 3 }).toJSDate();
    await restart(back);
    const sent = await messagesAbout(f);
    expect(sent).toHaveLength(2 + trainerAddresses);
    for (const m of sent) {
      expect(m.subject).toContain('(sent late)');
      expect(m.body).toContain('This reminder is late');
      expect(m.body).toContain('此提醒延迟发送');
    }
    const rows = await jobs([course!.id]);
    expect(rows[0]).toMatchObject({ recipient: 'guardian', status: 'late', attempts: 1 });
    expect(rows[0]!.sentAt?.getTime()).toBe(back.getTime());
    // Another restart sends nothing more.
    await restart(due.plus({ hours: 4 }).toJSDate());
    expect(await messagesAbout(f)).toHaveLength(2 + trainerAddresses);
  });

  it('a reminder found only after its course began is not sent, and kept as expired', async () => {
    const f = await family();
    const [course] = await arrange(f, `${day(7)} 09:00`);
    await sweepReminders(sweeper(startOf(course!).plus({ minutes: 1 }).toJSDate()));
    expect(await messagesAbout(f)).toEqual([]);
    expect((await jobs([course!.id])).map((r) => r.status)).toEqual(['expired', 'expired']);
  });

  it('a reminder no channel accepts is tried again at the next sweeps, then given up as failed', async () => {
    const f = await family();
    const [course] = await arrange(f, `${day(8)} 10:00`, { trainerSMS: false });
    const due = startOf(course!).minus({ hours: 24 });
    // No transport and no log: every message is refused (best effort, so the sweep goes on).
    const refusing = (minutes: number) =>
      sweepReminders(
        sweeper(due.plus({ minutes }).toJSDate(), { messenger: createMessenger({ keepLog: false }), maxAttempts: 2 }),
      );
    expect((await refusing(1)).retry).toBeGreaterThanOrEqual(1);
    expect((await jobs([course!.id])).map((r) => [r.status, r.attempts])).toEqual([['pending', 1]]);
    await refusing(2);
    expect((await jobs([course!.id])).map((r) => [r.status, r.attempts, r.sentAt])).toEqual([['failed', 2, null]]);
    expect(await messagesAbout(f)).toEqual([]);
  });

  it("another centre's jobs are never read nor claimed in a centre's transaction", async () => {
    const eventId = crypto.randomUUID();
    const due = new Date(Date.now() - HOUR);
    await h.db.privileged((tx) =>
      tx.insert(calendarReminders).values({ tenantId: harbour, eventId, recipient: 'guardian', dueAt: due }),
    );
    const asSunrise = await h.db.transaction({ tenantId: sunrise, userId: admin }, async (tx) => ({
      listed: await remindersOf(tx, [eventId]),
      claimed: (await claimDue(tx, new Date(), new Date(), 10_000)).filter((j) => j.eventId === eventId),
    }));
    expect(asSunrise).toEqual({ listed: [], claimed: [] });
    const asHarbour = await h.db.transaction({ tenantId: harbour, userId: null }, (tx) => remindersOf(tx, [eventId]));
    expect(asHarbour.map((r) => r.tenantId)).toEqual([harbour]);
    // Written as Sunrise, a Harbour job is refused by the policy.
    await expect(
      h.db.transaction({ tenantId: sunrise, userId: admin }, (tx) =>
        tx
          .insert(calendarReminders)
          .values({ tenantId: harbour, eventId: crypto.randomUUID(), recipient: 'trainer', dueAt: due }),
      ),
    ).rejects.toThrow();
    // Its sweep, as Harbour, finds no course there and cancels it rather than sending anything.
    await sweepReminders(sweeper(new Date()));
    const [row] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(calendarReminders)
        .where(and(eq(calendarReminders.eventId, eventId), inArray(calendarReminders.tenantId, [harbour]))),
    );
    expect(row?.status).toBe('cancelled');
  });
});
