// The demo centres' calendars (issue 20 item 6): this week's and next week's courses for every
// running offline plan at Sunrise and Harbour, generated relative to the seeding day, so the
// calendar page and the workbench's "today's courses" have something true to show on a first
// start. Each arrangement is the product's own service call as the centre's administrator (a
// transaction as the application role, as a request would be), so the §5 rules and the conflict
// check are the product's; only "now" is moved back to the start of the week, so that the days of
// this week already gone can hold courses too. Every running class's group plan then gets a
// weekly class course at the first hour its trainer and children are free.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import { domainEvents, groupTrainingPlans, tenants, userOfflinePlans, users } from '../platform/db/schema/index';
import { AppError } from '../platform/errors';
import { arrangeCourse } from '../modules/calendar/calendar.service';
import { asCoach } from './demo.offline-plans';

/** Who arranges the courses at each centre: an account with Business.Calendar.ReadOther there. */
export const DEMO_CALENDAR_ARRANGERS: Readonly<Record<'Sunrise Centre' | 'Harbour Centre', string>> = {
  'Sunrise Centre': 'centeradmin',
  'Harbour Centre': 'multirole',
};
/** Harbour's second trainer, who covers one of its plan's courses. */
const HARBOUR_COVER = 'chenwei';

export type DemoCalendarPlan = { planId: string; subjectId: string; coachId: string };

/** One arrangement: a single course, or a weekly series of `count` courses. */
export type DemoArrangement = {
  planId: string;
  subjectId: string;
  executorId: string;
  /** 'yyyy-MM-dd HH:mm' in the centre's zone. */
  startTime: string;
  weekly: number | null;
};

const FORMAT = 'yyyy-MM-dd HH:mm';

/**
 * The centre's courses from the Monday of `today`'s week to the Sunday after next week: for each
 * plan two weekly series (the second taught by another plan's trainer every other plan, as a
 * cover), a single course today and one on next week's Saturday. Hours stay within 08:00–20:00
 * starts (a course ends by 21:00); an arrangement whose trainer or child already has a course at one
 * of its times is left out whole, as the server would refuse it.
 */
export const planDemoCalendar = (plans: readonly DemoCalendarPlan[], today: DateTime): DemoArrangement[] => {
  const monday = today.startOf('week');
  const at = (day: DateTime, hour: number) => day.set({ hour, minute: 0, second: 0, millisecond: 0 });
  const wanted: { arrangement: Omit<DemoArrangement, 'startTime'>; start: DateTime }[] = [];
  for (const [i, plan] of plans.entries()) {
    const base = { planId: plan.planId, subjectId: plan.subjectId };
    const cover = i % 2 === 1 ? (plans[(i + 1) % plans.length]?.coachId ?? plan.coachId) : plan.coachId;
    wanted.push(
      {
        arrangement: { ...base, executorId: plan.coachId, weekly: 2 },
        start: at(monday.plus({ days: i % 5 }), 9 + ((i * 3) % 11)),
      },
      {
        arrangement: { ...base, executorId: cover, weekly: 2 },
        start: at(monday.plus({ days: (i + 3) % 5 }), 8 + ((i * 5) % 12)),
      },
      { arrangement: { ...base, executorId: plan.coachId, weekly: null }, start: at(today, 10 + (i % 10)) },
      {
        arrangement: { ...base, executorId: plan.coachId, weekly: null },
        start: at(monday.plus({ days: 12 }), 9 + (i % 8)),
      },
    );
  }
  const taken = new Set<string>();
  const out: DemoArrangement[] = [];
  for (const { arrangement, start } of wanted) {
    const starts = Array.from({ length: arrangement.weekly ?? 1 }, (_, k) => start.plus({ weeks: k }).toFormat(FORMAT));
    const keys = starts.flatMap((s) => [`t:${arrangement.executorId}:${s}`, `c:${arrangement.subjectId}:${s}`]);
    if (keys.some((k) => taken.has(k))) continue;
    for (const k of keys) taken.add(k);
    out.push({ ...arrangement, startTime: starts[0]! });
  }
  return out.sort((a, b) => a.startTime.localeCompare(b.startTime));
};

/**
 * The class course candidates of the `index`th class: afternoons and evenings first (after
 * school), Monday to Saturday of this week, each class starting on another day.
 */
export const classSlots = (index: number, monday: DateTime): DateTime[] => {
  const hours = [16, 17, 18, 19, 15, 14, 20, 10, 11];
  const out: DateTime[] = [];
  for (const hour of hours)
    for (let d = 0; d < 6; d++)
      out.push(monday.plus({ days: (index * 2 + d) % 6 }).set({ hour, minute: 0, second: 0, millisecond: 0 }));
  return out;
};

/** Fills both demo centres' calendars. Run once, after the offline plans and the classes are seeded. */
export const seedDemoCalendar = async (db: Database, options: { timeZone: string; now?: Date }): Promise<void> => {
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(options.timeZone);
  // The service refuses a start before now; the seed's now is the week's first moment instead.
  const clock = { now: now.startOf('week').toJSDate(), timeZone: options.timeZone };
  const reminderFrom = now.plus({ hours: 24 });
  const classTimes = new Set<string>();
  let classIndex = 0;
  for (const [centre, arranger] of Object.entries(DEMO_CALENDAR_ARRANGERS)) {
    const found = await db.privileged(async (tx) => {
      const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, centre));
      const people = await tx
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.userName, [arranger, HARBOUR_COVER]));
      if (!tenant) return null;
      const plans = await tx
        .select({
          planId: userOfflinePlans.id,
          subjectId: userOfflinePlans.subjectId,
          coachId: userOfflinePlans.coachId,
        })
        .from(userOfflinePlans)
        .where(
          and(
            eq(userOfflinePlans.tenantId, tenant.id),
            eq(userOfflinePlans.isDeleted, false),
            inArray(userOfflinePlans.status, ['None', 'Started']),
          ),
        )
        .orderBy(asc(userOfflinePlans.createdAt), asc(userOfflinePlans.id));
      const groupPlans = await tx
        .select({ id: groupTrainingPlans.id })
        .from(groupTrainingPlans)
        .where(
          and(
            eq(groupTrainingPlans.tenantId, tenant.id),
            inArray(groupTrainingPlans.status, ['NotStarted', 'Started']),
          ),
        )
        .orderBy(asc(groupTrainingPlans.createdAt), asc(groupTrainingPlans.id));
      return { tenantId: tenant.id, people: new Map(people.map((p) => [p.userName, p.id])), plans, groupPlans };
    });
    const arrangerId = found?.people.get(arranger);
    if (!found || !arrangerId) continue;
    const plans = found.plans.map((p) => ({ ...p, coachId: p.coachId ?? arrangerId }));
    // Harbour has one running plan: a second trainer covers its second series.
    const cover = found.people.get(HARBOUR_COVER);
    const withCover =
      centre === 'Harbour Centre' && cover && plans.length === 1 ? [...plans, { ...plans[0]!, coachId: cover }] : plans;
    const arrangements = planDemoCalendar(withCover, now.startOf('day'));
    for (const a of arrangements) {
      const first = DateTime.fromFormat(a.startTime, FORMAT, { zone: options.timeZone });
      const remind = first > reminderFrom;
      await asCoach(db, found.tenantId, arrangerId, (tx, ctx) =>
        arrangeCourse(
          tx,
          ctx,
          {
            subjectId: a.subjectId,
            userTrainingPlanId: a.planId,
            executorId: a.executorId,
            startTime: a.startTime,
            courseType: 'Offline',
            periodIntervalUnit: a.weekly ? 'Day' : null,
            periodIntervalNumber: a.weekly ? 7 : null,
            courseCount: a.weekly,
            // Courses already under way or within a day of the seed have had their reminders.
            parentSMS: remind,
            trainerSMS: remind,
            parentBeforeHours: 24,
            executorBeforeHours: 24,
          },
          clock,
          'zh-CN',
        ),
      );
    }
    for (const [index, groupPlan] of found.groupPlans.entries()) {
      for (const start of classSlots(classIndex + index, now.startOf('week'))) {
        // One class course per start time in the demo, and only where the service finds no one busy.
        const startTime = start.toFormat(FORMAT);
        if (classTimes.has(startTime)) continue;
        const remind = start > reminderFrom;
        try {
          await asCoach(db, found.tenantId, arrangerId, (tx, ctx) =>
            arrangeCourse(
              tx,
              ctx,
              {
                groupTrainingPlanId: groupPlan.id,
                executorId: arrangerId,
                startTime,
                courseType: 'Offline',
                periodIntervalUnit: 'Day',
                periodIntervalNumber: 7,
                courseCount: 2,
                parentSMS: remind,
                trainerSMS: remind,
                parentBeforeHours: 24,
                executorBeforeHours: 24,
              },
              clock,
              'zh-CN',
            ),
          );
          classTimes.add(startTime);
          break;
        } catch (error) {
          if (!(error instanceof AppError && error.status === 409)) throw error;
        }
      }
    }
    classIndex += found.groupPlans.length;
  }
  // The live feed of a fresh installation starts empty, as with today's check-ins.
  await db.privileged((tx) =>
    tx.delete(domainEvents).where(inArray(domainEvents.type, ['CourseArranged', 'CourseChanged', 'CourseCancelled'])),
  );
};
