// Sunrise's home-training plans (issue 19; spec 001 §3 "Clock-in plan"): children with sleep,
// nutrition and exercise plans activated some weeks before the seed day, and the family's daily
// clock-ins since, with the gaps and streaks of real families (a diligent few, most missing a day
// now and then, some lapsing for days). Written in bulk in one transaction: the clock-ins are
// days in the past, which the product's own call refuses beyond six days, and the seed's time
// counts. No events: the live feed of a fresh installation starts empty.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import {
  subjectCoaches,
  subjects,
  tenants,
  userTrainingPlanExercises,
  userTrainingPlanPunches,
  userTrainingPlans,
  users,
  type ExerciseType,
  type TrainingPlanType,
} from '../platform/db/schema/index';
import { mulberry32, type Random } from './random';

const CENTRE = 'Sunrise Centre';

/** How many of Sunrise's bound children (by outpatient number) the plans are spread over. */
const CHILDREN = 36;

/** Which of those children have a plan of each kind: most sleep, half nutrition, a quarter exercise. */
const HAS_PLAN: Record<TrainingPlanType, (i: number) => boolean> = {
  Sleep: (i) => i % 3 !== 2,
  Nutrition: (i) => i % 2 === 1,
  Exercise: (i) => i % 4 === 0,
};

const TASKS: Record<TrainingPlanType, readonly string[]> = {
  Sleep: ['21:00 前上床，睡前一小时不看屏幕', '22:00 前入睡，午睡不超过 1 小时', '固定起床时间 7:00，周末也一样'],
  Nutrition: ['每餐有蔬菜，不喝含糖饮料', '早餐有鸡蛋和牛奶，零食只吃水果', '每天喝够 6 杯水'],
  Exercise: ['每天放学后完成', '周末可分上午、下午两次完成', ''],
};

const NOTES: Record<TrainingPlanType, readonly string[]> = {
  Sleep: ['20:50 入睡', '睡前读了绘本', '有点兴奋，入睡晚了半小时', '中午没睡，晚上很快睡着'],
  Nutrition: ['午餐吃完了蔬菜', '一天没喝饮料', '晚饭挑食，只吃了一半青菜', '早餐吃了鸡蛋'],
  Exercise: ['跳绳 300 下', '视频跟练完成', '下雨，在家做了平衡练习', '和爸爸一起慢跑'],
};

const EXERCISES: readonly { type: ExerciseType; name: string; minutes: number }[] = [
  { type: 'Online', name: '平衡训练视频（第一阶段）', minutes: 10 },
  { type: 'Online', name: '手眼协调跟练', minutes: 8 },
  { type: 'Online', name: '注意力律动操', minutes: 12 },
  { type: 'Online', name: '核心力量小课', minutes: 10 },
  { type: 'Offline', name: '跳绳', minutes: 10 },
  { type: 'Offline', name: '单脚站立', minutes: 5 },
  { type: 'Offline', name: '拍球', minutes: 10 },
];

type PlanRow = typeof userTrainingPlans.$inferInsert;
type PunchRow = typeof userTrainingPlanPunches.$inferInsert;

/**
 * The days a family clocked in, from the plan's first day to today: a steady habit with misses,
 * now and then a lapse of a few days; today only for some (the evening is not over).
 */
const clockInDays = (random: Random, first: DateTime, today: DateTime): DateTime[] => {
  const diligence = random.weighted([
    [0.95, 2],
    [0.82, 5],
    [0.65, 3],
  ] as const);
  const days: DateTime[] = [];
  let lapse = 0;
  for (let day = first; day <= today; day = day.plus({ days: 1 })) {
    if (lapse > 0) {
      lapse -= 1;
      continue;
    }
    if (random.chance(0.04)) {
      lapse = random.int(1, 3);
      continue;
    }
    const isToday = day.hasSame(today, 'day');
    if (random.chance(isToday ? diligence / 2 : diligence)) days.push(day);
  }
  return days;
};

/** Seeds Sunrise's clock-in plans. Run once, after the demo seed. */
export const seedDemoTrainingPlans = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(options.timeZone);
  const today = now.startOf('day');
  const random = mulberry32(23);
  await db.privileged(async (tx) => {
    const [centre] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, CENTRE));
    if (!centre) return;
    const tenantId = centre.id;
    const children = await tx
      .select({ id: subjects.id, createdAt: subjects.createdAt })
      .from(subjects)
      .where(and(eq(subjects.tenantId, tenantId), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.outpatientNumber))
      .limit(CHILDREN);
    const ids = children.map((c) => c.id);
    if (ids.length === 0) return;
    const coachRows = await tx
      .select({ subjectId: subjectCoaches.subjectId, coachUserId: subjectCoaches.coachUserId })
      .from(subjectCoaches)
      .where(inArray(subjectCoaches.subjectId, ids));
    const coachOf = new Map(coachRows.map((r) => [r.subjectId, r.coachUserId]));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'centeradmin'));

    const plans: PlanRow[] = [];
    const exercises: (typeof userTrainingPlanExercises.$inferInsert)[] = [];
    const punches: PunchRow[] = [];
    const addPunches = (planId: string, type: TrainingPlanType, recorder: string | null, days: DateTime[]) => {
      for (const day of days) {
        // Families report in the evening; today's before now.
        let at = day.set({ hour: random.int(19, 21), minute: random.int(0, 59) });
        if (at > now) at = now.minus({ minutes: random.int(5, 90) });
        punches.push({
          tenantId,
          planId,
          day: day.toISODate()!,
          remark: random.chance(0.3) ? random.pick(NOTES[type]) : '',
          recordedBy: recorder,
          creationTime: at.toJSDate(),
        });
      }
    };

    children.forEach((child, i) => {
      const registered = DateTime.fromJSDate(child.createdAt).setZone(options.timeZone).startOf('day');
      const recorder = coachOf.get(child.id) ?? admin?.id ?? null;
      for (const type of ['Sleep', 'Nutrition', 'Exercise'] as const) {
        if (!HAS_PLAN[type](i)) continue;
        // Two to seven weeks ago, never before the child came to the centre.
        let first = today.minus({ days: random.int(14, 49) });
        if (first < registered) first = registered.plus({ days: 1 });
        if (first > today.minus({ days: 7 })) continue;
        // A few children had an earlier sleep plan that the centre ended before this one.
        if (type === 'Sleep' && i % 9 === 0) {
          const earlierId = randomUUID();
          const earlierFirst = first.minus({ days: random.int(28, 42) });
          if (earlierFirst > registered) {
            const endedAt = first.minus({ days: random.int(1, 5) }).set({ hour: 10 });
            plans.push({
              id: earlierId,
              tenantId,
              subjectId: child.id,
              type,
              state: 'Ended',
              remark: random.pick(TASKS[type]),
              createdBy: admin?.id ?? null,
              creationTime: earlierFirst.set({ hour: 10 }).toJSDate(),
              endedAt: endedAt.toJSDate(),
              endedBy: admin?.id ?? null,
            });
            addPunches(earlierId, type, recorder, clockInDays(random, earlierFirst, endedAt.startOf('day')));
          }
        }
        const planId = randomUUID();
        plans.push({
          id: planId,
          tenantId,
          subjectId: child.id,
          type,
          state: 'Active',
          remark: random.pick(TASKS[type]),
          createdBy: recorder,
          creationTime: first.set({ hour: random.int(9, 17), minute: random.int(0, 59) }).toJSDate(),
        });
        if (type === 'Exercise') {
          const pool = [...EXERCISES];
          const chosen = Array.from(
            { length: random.int(2, 4) },
            () => pool.splice(random.int(0, pool.length - 1), 1)[0]!,
          );
          // At least one online exercise: the online exercise list is what the guardian app plays.
          if (!chosen.some((e) => e.type === 'Online')) chosen.unshift(EXERCISES[0]!);
          chosen.forEach((e, position) => exercises.push({ tenantId, planId, ...e, position }));
        }
        addPunches(planId, type, recorder, clockInDays(random, first, today));
      }
    });

    await tx.insert(userTrainingPlans).values(plans);
    if (exercises.length > 0) await tx.insert(userTrainingPlanExercises).values(exercises);
    // In slices: one statement's parameters stay well under PostgreSQL's limit of 65535.
    for (let i = 0; i < punches.length; i += 1000)
      await tx.insert(userTrainingPlanPunches).values(punches.slice(i, i + 1000));
  });
};
