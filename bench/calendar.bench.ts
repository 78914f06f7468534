import { loadavg } from 'node:os';
import { DateTime } from 'luxon';
import { performance } from 'node:perf_hooks';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../server/platform/db/database';
import { migrate } from '../server/platform/db/migrate';
import {
  calendarEvents,
  calendarReminders,
  guardians,
  sentMessages,
  subjectGuardians,
  subjects,
  tenants,
  userOfflinePlans,
  users,
} from '../server/platform/db/schema/index';
import { createMessenger } from '../server/platform/messaging/messenger';
import { READ_OTHER, userCalendar } from '../server/modules/calendar/calendar.service';
import type { RequestContext } from '../server/platform/tenancy';
import {
  lateAfterMsFor,
  sweepReminders,
  type SweepResult,
} from '../server/modules/calendar/reminders/reminder-sweeper';
import { emptyPlanRules } from '../forms/plan-rules';
import { openEngine } from './subjects.bench';
import { measure, type Timing } from './subjects/measure';

// Issue 20 "Measure": the course reminders' sweep of 10,000 due jobs (a trainer's and a
// guardian's per course, each reachable by SMS and e-mail: two messages a job), its time and the
// exactly-once count, with one sweeper and with SWEEPERS racing on the same jobs (at once on
// PostgreSQL's pool, interleaved on PGlite's one connection). Baseline, in the same run: the
// same jobs claimed and marked in the same batches with no message and no read of the course.
// Then the week view: a centre with 200 trainers and 50,000 courses over half a year, the
// centre's week (every trainer) and one trainer's week through userCalendar, p95 against a
// primary-key lookup of one course in the same run.
//   npx tsx bench/run.ts calendar   (BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL too)

const JOBS = Number(process.env['BENCH_REMINDERS'] ?? 10_000);
const SWEEPERS = Number(process.env['BENCH_SWEEPERS'] ?? 4);
const BATCH = 200;
const TIME_ZONE = 'Asia/Shanghai';
const HOUR = 3600_000;
const TRAINERS = Number(process.env['BENCH_TRAINERS'] ?? 200);
const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 50_000);
const CHILDREN = 2_000;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
/** The half year the courses fill, from a Monday. */
const FIRST_MONDAY = DateTime.fromISO('2026-01-05', { zone: TIME_ZONE });
const DAYS = 182;

type Centre = { tenantId: string; trainerId: string; subjectId: string; planId: string };

/** One centre with a trainer, a child, its guardian and an open plan; the courses come per case. */
const buildCentre = (db: Database): Promise<Centre> =>
  db.privileged(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: 'Bench Reminder Centre', type: 'Center' })
      .returning({ id: tenants.id });
    const tenantId = tenant!.id;
    const [trainer] = await tx
      .insert(users)
      .values({
        userName: 'bench.trainer',
        name: 'Bench Trainer',
        countryCode: '86',
        phoneNumber: '13900000001',
        email: 'trainer@bench.example',
      })
      .returning({ id: users.id });
    const [child] = await tx
      .insert(subjects)
      .values({ tenantId, name: 'Bench Child', birthday: '2019-05-01' })
      .returning({ id: subjects.id });
    const [guardian] = await tx
      .insert(guardians)
      .values({ tenantId, name: 'Bench Parent', phoneNumber: '13900000002', email: 'parent@bench.example' })
      .returning({ id: guardians.id });
    await tx
      .insert(subjectGuardians)
      .values({ tenantId, subjectId: child!.id, guardianId: guardian!.id, roleName: 'Mother' });
    const [plan] = await tx
      .insert(userOfflinePlans)
      .values({
        tenantId,
        subjectId: child!.id,
        templateId: crypto.randomUUID(),
        ilsVersion: 'V3',
        code: 'BENCH-REMINDERS',
        nameZh: '提醒基准',
        nameEn: 'Reminder bench',
        rules: emptyPlanRules(),
        totalNum: 10,
      })
      .returning({ id: userOfflinePlans.id });
    return { tenantId, trainerId: trainer!.id, subjectId: child!.id, planId: plan!.id };
  });

/**
 * JOBS due jobs, a course per two, every course in the future of `now` (an hour apart, so each
 * course's messages are told apart by their subject) and every job due a minute before `now`.
 */
const addDueJobs = async (db: Database, centre: Centre, now: Date, label: string): Promise<string[]> => {
  const courses = Math.ceil(JOBS / 2);
  const eventIds: string[] = [];
  for (let from = 0; from < courses; from += 1000)
    await db.privileged(async (tx) => {
      const rows = Array.from({ length: Math.min(1000, courses - from) }, (_, i) => {
        const start = new Date(now.getTime() + (from + i + 1) * HOUR);
        return {
          tenantId: centre.tenantId,
          seriesId: crypto.randomUUID(),
          subjectId: centre.subjectId,
          planId: centre.planId,
          executorId: centre.trainerId,
          startTime: start,
          endTime: new Date(start.getTime() + HOUR),
          courseType: label === 'race' ? ('Online' as const) : ('Offline' as const),
        };
      });
      const inserted = await tx.insert(calendarEvents).values(rows).returning({ id: calendarEvents.id });
      const due = new Date(now.getTime() - 60_000);
      await tx.insert(calendarReminders).values(
        inserted.flatMap(({ id }) => [
          { tenantId: centre.tenantId, eventId: id, recipient: 'trainer' as const, dueAt: due },
          { tenantId: centre.tenantId, eventId: id, recipient: 'guardian' as const, dueAt: due },
        ]),
      );
      eventIds.push(...inserted.map((r) => r.id));
    });
  return eventIds;
};

/** How the case's jobs ended, and whether any message went out twice. */
const tally = (db: Database, eventIds: readonly string[], courseType: string) =>
  db.privileged(async (tx) => {
    const statuses = await tx
      .select({ status: calendarReminders.status, n: count() })
      .from(calendarReminders)
      .where(inArray(calendarReminders.eventId, [...eventIds]))
      .groupBy(calendarReminders.status);
    const like = courseType === 'Online' ? '%online course%' : '%offline course%';
    const [messages] = await tx
      .select({
        n: count(),
        distinct: sql<number>`count(distinct (${sentMessages.recipient}, ${sentMessages.subject}))`,
      })
      .from(sentMessages)
      .where(sql`${sentMessages.body} like ${like}`);
    return {
      byStatus: Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)])),
      messages: Number(messages!.n),
      duplicates: Number(messages!.n) - Number(messages!.distinct),
    };
  });

const timed = async <T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
};

const sum = (results: readonly SweepResult[], key: keyof SweepResult) => results.reduce((n, r) => n + r[key], 0);

const benchEngine = async (engine: Database['engine']) => {
  const { db, dispose, settle } = await openEngine(engine);
  try {
    await migrate(db);
    const centre = await buildCentre(db);
    const now = new Date();
    const options = {
      db,
      messenger: createMessenger({ keepLog: true }),
      clock: () => now,
      timeZone: TIME_ZONE,
      lateAfterMs: lateAfterMsFor(60),
    };

    // Baseline: claim and mark in the same batches, nothing sent, nothing else read.
    await addDueJobs(db, centre, now, 'baseline');
    await settle();
    const baseline = await timed(async () => {
      for (;;) {
        const marked = await db.transaction({ tenantId: centre.tenantId, userId: null }, async (tx) => {
          const claimed = await tx
            .select({ id: calendarReminders.id })
            .from(calendarReminders)
            // Only the baseline's jobs are pending at this point.
            .where(eq(calendarReminders.status, 'pending'))
            .limit(BATCH)
            .for('update', { skipLocked: true });
          if (claimed.length === 0) return 0;
          await tx
            .update(calendarReminders)
            .set({ status: 'sent', sentAt: now })
            .where(
              inArray(
                calendarReminders.id,
                claimed.map((c) => c.id),
              ),
            );
          return claimed.length;
        });
        if (marked === 0) break;
      }
    });

    const oneIds = await addDueJobs(db, centre, now, 'one');
    await settle();
    const one = await timed(() => sweepReminders(options));
    const oneTally = await tally(db, oneIds, 'Offline');
    const again = await sweepReminders(options);

    const raceIds = await addDueJobs(db, centre, now, 'race');
    await settle();
    const race = await timed(() =>
      Promise.all(
        Array.from({ length: SWEEPERS }, () =>
          sweepReminders({ ...options, messenger: createMessenger({ keepLog: true }) }),
        ),
      ),
    );
    const raceTally = await tally(db, raceIds, 'Online');

    console.log(
      `\n${engine}: ${JOBS.toLocaleString('en')} due reminder jobs (2 messages each), batches of ${BATCH}; load average ${loadavg()[0]!.toFixed(2)}`,
    );
    console.table([
      {
        case: 'baseline: claim and mark, no message',
        s: Number((baseline.ms / 1000).toFixed(2)),
        'jobs/s': Math.round(JOBS / (baseline.ms / 1000)),
        '÷ baseline': 1,
        'sent jobs': JOBS,
        messages: 0,
        duplicates: 0,
      },
      {
        case: 'one sweeper',
        s: Number((one.ms / 1000).toFixed(2)),
        'jobs/s': Math.round(JOBS / (one.ms / 1000)),
        '÷ baseline': Number((one.ms / baseline.ms).toFixed(1)),
        'sent jobs': oneTally.byStatus['sent'] ?? 0,
        messages: oneTally.messages,
        duplicates: oneTally.duplicates,
      },
      {
        case: `${SWEEPERS} sweepers racing`,
        s: Number((race.ms / 1000).toFixed(2)),
        'jobs/s': Math.round(JOBS / (race.ms / 1000)),
        '÷ baseline': Number((race.ms / baseline.ms).toFixed(1)),
        'sent jobs': raceTally.byStatus['sent'] ?? 0,
        messages: raceTally.messages,
        duplicates: raceTally.duplicates,
      },
    ]);
    const exactlyOnce =
      oneTally.messages === 2 * JOBS &&
      raceTally.messages === 2 * JOBS &&
      oneTally.duplicates + raceTally.duplicates === 0 &&
      sum([again], 'sent') === 0 &&
      sum(race.value, 'sent') === JOBS;
    console.log(
      `${engine}: exactly once ${exactlyOnce ? 'yes' : 'NO'} (a second sweep sent ${again.sent}; the racing sweepers sent ${sum(race.value, 'sent')} jobs between them; statuses ${JSON.stringify(raceTally.byStatus)})`,
    );
    if (!exactlyOnce) process.exitCode = 1;
  } finally {
    await dispose();
  }
};

/**
 * TRAINERS trainers of one centre sharing EVENTS courses over DAYS days (08:00–20:00, a trainer's
 * courses spread evenly), for CHILDREN children with a plan each.
 */
const populateCalendar = async (db: Database, tenantId: string) => {
  const trainerIds: string[] = [];
  const families: { subjectId: string; planId: string }[] = [];
  await db.privileged(async (tx) => {
    const trainers = await tx
      .insert(users)
      .values(Array.from({ length: TRAINERS }, (_, i) => ({ userName: `bench.coach.${i}`, name: `Coach ${i}` })))
      .returning({ id: users.id });
    trainerIds.push(...trainers.map((t) => t.id));
    const children = await tx
      .insert(subjects)
      .values(Array.from({ length: CHILDREN }, (_, i) => ({ tenantId, name: `Child ${i}`, birthday: '2019-05-01' })))
      .returning({ id: subjects.id });
    const plans = await tx
      .insert(userOfflinePlans)
      .values(
        children.map((c) => ({
          tenantId,
          subjectId: c.id,
          templateId: crypto.randomUUID(),
          ilsVersion: 'V3' as const,
          code: 'BENCH-WEEK',
          nameZh: '周视图基准',
          nameEn: 'Week view bench',
          rules: emptyPlanRules(),
          totalNum: 10,
        })),
      )
      .returning({ id: userOfflinePlans.id, subjectId: userOfflinePlans.subjectId });
    families.push(...plans.map((p) => ({ subjectId: p.subjectId, planId: p.id })));
  });
  const perTrainer = Math.ceil(EVENTS / TRAINERS);
  for (let from = 0; from < EVENTS; from += 2000)
    await db.privileged(async (tx) => {
      const rows = Array.from({ length: Math.min(2000, EVENTS - from) }, (_, k) => {
        const i = from + k;
        const slot = Math.floor(i / TRAINERS);
        const family = families[i % CHILDREN]!;
        const start = FIRST_MONDAY.plus({ days: Math.floor((slot * DAYS) / perTrainer), hours: 8 + ((slot * 7) % 13) });
        return {
          tenantId,
          seriesId: crypto.randomUUID(),
          subjectId: family.subjectId,
          planId: family.planId,
          executorId: trainerIds[i % TRAINERS]!,
          startTime: start.toJSDate(),
          endTime: start.plus({ hours: 1 }).toJSDate(),
          courseType: 'Offline' as const,
        };
      });
      await tx.insert(calendarEvents).values(rows);
    });
  return trainerIds;
};

const weekView = async (engine: Database['engine']) => {
  const { db, dispose, settle } = await openEngine(engine);
  try {
    await migrate(db);
    const { tenantId } = await buildCentre(db);
    const started = performance.now();
    const trainerIds = await populateCalendar(db, tenantId);
    await settle();
    const populated = ((performance.now() - started) / 1000).toFixed(0);
    const ctx: RequestContext = {
      userId: trainerIds[0]!,
      tenant: { id: tenantId, name: 'Bench Reminder Centre', type: 'Center' },
      adminRoles: [],
      roles: ['CenterAdmin'],
      permissions: new Set([READ_OTHER]),
      features: new Set(),
    };
    const as = { tenantId, userId: ctx.userId };
    const clock = { now: new Date(), timeZone: TIME_ZONE };
    const monday = FIRST_MONDAY.plus({ weeks: 13 });
    const week = { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! };
    const [someCourse] = await db.privileged((tx) =>
      tx.select({ id: calendarEvents.id }).from(calendarEvents).limit(1),
    );
    const lookup = await measure(
      () => db.transaction(as, (tx) => tx.select().from(calendarEvents).where(eq(calendarEvents.id, someCourse!.id))),
      RUNS,
    );
    const cases: { name: string; body: { from: string; to: string; executorId?: string } }[] = [
      { name: "the centre's week, every trainer", body: week },
      { name: "one trainer's week", body: { ...week, executorId: trainerIds[7]! } },
      { name: "one trainer's day", body: { from: week.from, to: week.from, executorId: trainerIds[7]! } },
    ];
    const rows: { name: string; courses: number; timing: Timing }[] = [];
    for (const c of cases) {
      const read = () => db.transaction(as, (tx) => userCalendar(tx, ctx, c.body, clock, 'en-US'));
      const courses = (await read()).items.length;
      rows.push({ name: c.name, courses, timing: await measure(read, RUNS) });
    }
    console.log(
      `\n${engine}: ${TRAINERS} trainers, ${EVENTS.toLocaleString('en')} courses over ${DAYS} days (loaded in ${populated} s); primary-key lookup p50 ${lookup.p50.toFixed(2)} ms, p95 ${lookup.p95.toFixed(2)} ms`,
    );
    console.table(
      rows.map((r) => ({
        read: r.name,
        courses: r.courses,
        'p50 ms': Number(r.timing.p50.toFixed(2)),
        'p95 ms': Number(r.timing.p95.toFixed(2)),
        'p95 ÷ lookup': Number((r.timing.p95 / lookup.p95).toFixed(1)),
      })),
    );
  } finally {
    await dispose();
  }
};

const benchEngines = async (bench: (engine: Database['engine']) => Promise<void>) => {
  await bench('pglite');
  if (process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']) await bench('postgres');
  else console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
};

export const run = async () => {
  // BENCH_CALENDAR=week or =reminders runs one half.
  const only = process.env['BENCH_CALENDAR'];
  if (only !== 'week') await benchEngines(benchEngine);
  if (only !== 'reminders') await benchEngines(weekView);
};
