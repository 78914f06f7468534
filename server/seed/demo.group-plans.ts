// The demo centres' classes (issue 20 item 6): classes of one to six at Sunrise and Harbour, each
// with a class plan assigned and a few classes already given (attendance with some children absent,
// the class's feedback on every activity and some children's own: demo.group-feedback.ts),
// one class under way today and one plan ended early. Every step is the product's own service call
// as the centre's administrator (a transaction as the application role, as a request would be), so
// rows and rules are the product's; the steps are then dated back to the days they happened, and the
// live feed of a fresh installation starts empty, as with the other seeds.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, Tx } from '../platform/db/database';
import {
  classHoursRecordChanges,
  classHoursRecords,
  contentClassPlans,
  contractLedger,
  contractResourcePrices,
  contractResources,
  domainEvents,
  groupMembers,
  groupTrainingPlanAttendance,
  groupTrainingPlanFeedbacks,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  tenantContracts,
  tenants,
  users,
  type GroupType,
} from '../platform/db/schema/index';
import type { RequestContext } from '../platform/tenancy';
import { createGroup, listBoundChildren, saveGroupChildren } from '../modules/groups/groups.service';
import { createGroupPlan, endGroupPlan } from '../modules/group-plans/group-plan.service';
import {
  continueClass,
  endClass,
  markAttendance,
  startClass,
  stepCourse,
} from '../modules/group-plans/group-plan-class.service';
import { createMessenger } from '../platform/messaging/messenger';
import { answerClass } from './demo.group-feedback';
import { asCoach } from './demo.offline-plans';
import { mulberry32 } from './random';

type AgeStage = 'PreSchool' | 'GradeOrTeenSchool';

/** One demo class: its size, its plan, how many classes were given, and what happens after them. */
export type DemoClass = {
  centre: 'Sunrise Centre' | 'Harbour Centre';
  name: string;
  type: GroupType;
  ageStage: AgeStage;
  planCode: string;
  delivered: number;
  /** runningToday: the next class started today, its course under way, some children marked. */
  then: 'none' | 'runningToday' | 'end';
};

export const DEMO_CLASSES: readonly DemoClass[] = [
  {
    centre: 'Sunrise Centre',
    name: '星星二人组 Stars pair',
    type: 'OneToTwo',
    ageStage: 'GradeOrTeenSchool',
    planCode: 'V2-1V2-MEM',
    delivered: 3,
    then: 'none',
  },
  {
    centre: 'Sunrise Centre',
    name: '彩虹四人组 Rainbow four',
    type: 'OneToFour',
    ageStage: 'PreSchool',
    planCode: 'V2-1V4-SM',
    delivered: 4,
    then: 'runningToday',
  },
  {
    centre: 'Sunrise Centre',
    name: '海豚六人组 Dolphins six',
    type: 'OneToSix',
    ageStage: 'GradeOrTeenSchool',
    planCode: 'V2-1V6-SOC',
    delivered: 2,
    then: 'none',
  },
  {
    centre: 'Sunrise Centre',
    name: '小树一对一 Sapling one-to-one',
    type: 'OneToOne',
    ageStage: 'PreSchool',
    planCode: 'V2-1V1-ATT',
    delivered: 3,
    then: 'end',
  },
  {
    centre: 'Harbour Centre',
    name: '海鸥三人组 Gulls three',
    type: 'OneToThree',
    ageStage: 'GradeOrTeenSchool',
    planCode: 'V2-1V4-SM',
    delivered: 3,
    then: 'none',
  },
  {
    centre: 'Harbour Centre',
    name: '帆船五人组 Sails five',
    type: 'OneToFive',
    ageStage: 'PreSchool',
    planCode: 'V2-1V6-SOC',
    delivered: 2,
    then: 'none',
  },
];

/** Who runs the classes at each centre: an account with the class list and group plan write there. */
const RUNNERS = { 'Sunrise Centre': 'centeradmin', 'Harbour Centre': 'multirole' } as const;

const SIZES: Readonly<Record<GroupType, number>> = {
  OneToOne: 1,
  OneToTwo: 2,
  OneToThree: 3,
  OneToFour: 4,
  OneToFive: 5,
  OneToSix: 6,
  Class: 6,
};

/** The Offline sessions each class child is given, so that a class's attendance has quota to use. */
const CLASS_QUOTA = 20;
/** Classes happen weekly at this local hour, the last one a week before today. */
const CLASS_HOUR = 15;

/** Who is absent at class `num`: every third class one child, by turns (none in a class of one but its second). */
export const absentAt = (num: number, size: number, index: number) =>
  size === 1 ? num === 2 : num % 3 === 2 && index === num % size;

type Dating = { planId: string; num: number; startedAt: Date; endedAt: Date | null };

/** Seeds both centres' classes. Run after the offline plans and before the calendar. */
export const seedDemoGroupPlans = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(options.timeZone);
  const today = now.toISODate()!;
  const found = await db.privileged(async (tx) => {
    const centres = await tx.select({ id: tenants.id, name: tenants.name }).from(tenants);
    const people = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(inArray(users.userName, Object.values(RUNNERS)));
    const plans = await tx.select({ id: contentClassPlans.id, code: contentClassPlans.code }).from(contentClassPlans);
    return {
      centres: new Map(centres.map((c) => [c.name, c.id])),
      people: new Map(people.map((p) => [p.userName, p.id])),
      plans: new Map(plans.map((p) => [p.code, p.id])),
    };
  });
  // Low-balance reminders a charge may trigger go where the demo's other messages go (a log).
  const messenger = createMessenger();
  await priceClassPlans(db, found.centres.get('Sunrise Centre'), found.plans, now.minus({ days: 60 }).toJSDate());
  const taken = new Set<string>();
  const datings: Dating[] = [];
  const plans: { planId: string; groupId: string; createdAt: Date; endedAt: Date | null }[] = [];
  const random = mulberry32(20).next;
  for (const demo of DEMO_CLASSES) {
    const tenantId = found.centres.get(demo.centre);
    const userId = found.people.get(RUNNERS[demo.centre]);
    const classPlanId = found.plans.get(demo.planCode);
    if (!tenantId || !userId || !classPlanId) continue;
    const size = SIZES[demo.type];
    const run = <T>(fn: (tx: Tx, ctx: RequestContext) => Promise<T>) => asCoach(db, tenantId, userId, fn);
    // The class's children: bound ones of its age stage, in no other demo class, spread over the list.
    const group = await run(async (tx, ctx) => {
      const bound = await listBoundChildren(
        tx,
        ctx,
        { ageStage: demo.ageStage, status: 'Bind', skipCount: 0, maxResultCount: 1000 },
        today,
      );
      const free = bound.items.filter((c) => !taken.has(c.id));
      const step = Math.max(1, Math.floor(free.length / (size + 1)));
      const chosen = Array.from({ length: size }, (_, k) => free[(k * step + 2) % free.length]!.id);
      const created = await createGroup(tx, ctx, { name: demo.name, type: demo.type, ageStage: demo.ageStage });
      await saveGroupChildren(tx, ctx, { groupId: created.id, userIds: chosen }, today);
      return { id: created.id, children: chosen };
    });
    group.children.forEach((id) => taken.add(id));
    // Classes weekly, the last one a week before today; today's, if any, began twenty minutes ago.
    const days = Array.from({ length: demo.delivered }, (_, k) =>
      now
        .startOf('day')
        .set({ hour: CLASS_HOUR })
        .minus({ weeks: demo.delivered - k }),
    );
    const createdAt = (days[0] ?? now).minus({ days: 2 }).toJSDate();
    await grantQuotas(db, tenantId, userId, group.children, createdAt);
    const plan = await run(async (tx, ctx) => {
      const { plan } = await createGroupPlan(tx, ctx, {
        groupId: group.id,
        trainingPlanV2Id: classPlanId,
        initDifficulty: 3,
      });
      for (let num = 1; num <= demo.delivered; num++) {
        await startClass(tx, ctx, plan.id);
        await stepCourse(tx, ctx, plan.id, 'start');
        const marked = await markAttendance(tx, ctx, {
          id: plan.id,
          num,
          children: group.children.map((subjectId, i) => ({
            subjectId,
            attendance: absentAt(num, size, i) ? ('Absent' as const) : ('Attend' as const),
          })),
        });
        await stepCourse(tx, ctx, plan.id, 'end');
        // Ending a class needs the class's feedback on every activity (001 §4 "Session card").
        const attending = group.children.filter((_, i) => !absentAt(num, size, i));
        await answerClass(tx, ctx, marked.plan, attending, random);
        await endClass(tx, ctx, plan.id, today, messenger);
        const startedAt = days[num - 1]!.toJSDate();
        datings.push({ planId: plan.id, num, startedAt, endedAt: new Date(startedAt.getTime() + 3_600_000) });
        if (num < demo.delivered || demo.then === 'runningToday') await continueClass(tx, ctx, plan.id);
      }
      if (demo.then === 'end') await endGroupPlan(tx, ctx, plan.id);
      if (demo.then === 'runningToday') {
        const num = demo.delivered + 1;
        await startClass(tx, ctx, plan.id);
        await stepCourse(tx, ctx, plan.id, 'start');
        // Half the class marked so far: the drawer shows attendance being taken.
        const marked = group.children.slice(0, Math.ceil(size / 2));
        await markAttendance(tx, ctx, {
          id: plan.id,
          num,
          children: marked.map((subjectId) => ({ subjectId, attendance: 'Attend' as const })),
        });
        const startedAt = DateTime.max(now.minus({ minutes: 20 }), now.startOf('day')).toJSDate();
        datings.push({ planId: plan.id, num, startedAt, endedAt: null });
      }
      return plan;
    });
    const last = datings.filter((d) => d.planId === plan.id).at(-1);
    plans.push({
      planId: plan.id,
      groupId: group.id,
      createdAt,
      endedAt: demo.then === 'end' && last?.endedAt ? new Date(last.endedAt.getTime() + 600_000) : null,
    });
  }
  await db.privileged(async (tx) => {
    for (const p of plans) {
      const first = datings.find((d) => d.planId === p.planId);
      await tx
        .update(groupTrainingPlans)
        .set({
          createdAt: p.createdAt,
          startedAt: first?.startedAt ?? null,
          ...(p.endedAt ? { endedAt: p.endedAt, updatedAt: p.endedAt } : {}),
        })
        .where(eq(groupTrainingPlans.id, p.planId));
      // The children were in the class before its plan began (refreshChildStatus would otherwise
      // report every one of them as having joined since).
      await tx
        .update(groupMembers)
        .set({ addedAt: new Date(p.createdAt.getTime() - 86_400_000) })
        .where(eq(groupMembers.groupId, p.groupId));
    }
    for (const d of datings) await dateClass(tx, d);
    await tx
      .delete(domainEvents)
      .where(
        inArray(domainEvents.type, [
          'GroupChildrenChanged',
          'GroupPlanChanged',
          'ClassStarted',
          'ClassEnded',
          'AttendanceMarked',
          'GroupFeedbackSubmitted',
          'QuotaLow',
          'ContractChanged',
        ]),
      );
  });
};

/**
 * Sunrise's HFS contract prices the demo's class plans per class size on both platforms (the
 * catalogue seed prices catalogue entries; the class plans exist only after the content seed, so
 * they are priced here, as the offline plans' seed prices its templates). Web is what a class
 * session given in the centre is charged at.
 */
const priceClassPlans = (db: Database, tenantId: string | undefined, plans: Map<string, string>, at: Date) =>
  db.privileged(async (tx) => {
    if (!tenantId) return;
    const [contract] = await tx
      .select({ id: tenantContracts.id })
      .from(tenantContracts)
      .where(
        and(
          eq(tenantContracts.tenantId, tenantId),
          eq(tenantContracts.line, 'hfs'),
          eq(tenantContracts.status, 'Enabled'),
          isNull(tenantContracts.deletedAt),
        ),
      )
      .orderBy(desc(tenantContracts.endDate))
      .limit(1);
    if (!contract) return;
    const [area] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'area'));
    const rows = DEMO_CLASSES.filter((c) => c.centre === 'Sunrise Centre').flatMap((c) =>
      (['Web', 'App'] as const).map((platform) => ({
        id: randomUUID(),
        tenantId,
        contractId: contract.id,
        type: 'TrainingPlanV2',
        resourceId: plans.get(c.planCode)!,
        resourceName: c.planCode,
        resourceType: c.type,
        platform,
        // A class of n: 60 yuan a child on the Web, 50 in the app.
        priceFen: SIZES[c.type] * (platform === 'Web' ? 6_000 : 5_000),
        createdAt: at,
      })),
    );
    await tx.insert(contractResources).values(rows);
    await tx.insert(contractResourcePrices).values(
      rows.map((r) => ({
        tenantId,
        resourceRowId: r.id,
        priceFen: r.priceFen,
        operatorId: area?.id ?? null,
        createdAt: at,
      })),
    );
  });

/** Each class child's Offline quota, added when the plan was assigned. */
const grantQuotas = (db: Database, tenantId: string, userId: string, children: string[], at: Date) =>
  db.privileged(async (tx) => {
    for (const subjectId of children) {
      const [record] = await tx
        .insert(classHoursRecords)
        .values({
          tenantId,
          subjectId,
          type: 'Offline',
          billingMethod: 'Quantity',
          classHours: CLASS_QUOTA,
          createdBy: userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: classHoursRecords.id });
      await tx.insert(classHoursRecordChanges).values({
        tenantId,
        recordId: record!.id,
        kind: 'Add',
        hours: CLASS_QUOTA,
        operatorId: userId,
        createdAt: at,
      });
    }
  });

/** A class's rows moved to the day it was given: session, course, attendance and what it used. */
const dateClass = async (tx: Tx, d: Dating) => {
  const minutes = (m: number) => new Date(d.startedAt.getTime() + m * 60_000);
  const session = and(eq(groupTrainingPlanSessions.planId, d.planId), eq(groupTrainingPlanSessions.num, d.num));
  await tx
    .update(groupTrainingPlanSessions)
    .set({
      startedAt: d.startedAt,
      courseStartedAt: minutes(5),
      ...(d.endedAt ? { courseEndedAt: minutes(55), endedAt: d.endedAt } : {}),
    })
    .where(session);
  await tx
    .update(groupTrainingPlanAttendance)
    .set({ markedAt: minutes(10) })
    .where(and(eq(groupTrainingPlanAttendance.planId, d.planId), eq(groupTrainingPlanAttendance.num, d.num)));
  await tx
    .update(groupTrainingPlanFeedbacks)
    .set({ creationTime: minutes(50) })
    .where(and(eq(groupTrainingPlanFeedbacks.planId, d.planId), eq(groupTrainingPlanFeedbacks.num, d.num)));
  if (!d.endedAt) return;
  // What the class used (the ledger is immutable to the application; the seed dates it, as the
  // offline plans' seed does).
  await tx
    .update(classHoursRecordChanges)
    .set({ createdAt: d.endedAt })
    .where(and(eq(classHoursRecordChanges.groupPlanId, d.planId), eq(classHoursRecordChanges.num, d.num)));
  await tx
    .update(contractLedger)
    .set({ createdAt: d.endedAt })
    .where(
      and(
        eq(contractLedger.usageKind, 'class'),
        sql`${contractLedger.details}->>'planId' = ${d.planId}`,
        sql`(${contractLedger.details}->>'num')::int = ${d.num}`,
      ),
    );
};
