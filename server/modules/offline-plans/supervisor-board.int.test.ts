import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  classHoursRecords,
  contentOfflinePlans,
  groups,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  userOfflinePlanSessions,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { fillProfile } from '../../testing/archives';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/userOfflinePlan';

type Board = {
  day: string;
  coaches: {
    coachId: string | null;
    coachName: string | null;
    classesNow: number;
    classesDone: number;
    inProgress: { subjectId: string; num: number }[];
    feedbackOwed: { subjectId: string; lateMinutes: number; openItems: number }[];
    endingSoon: { subjectId: string; validUntil: string | null }[];
    lowQuota: { subjectId: string; remaining: number }[];
  }[];
  centres: {
    name: string;
    classesNow: number;
    classesDone: number;
    inProgress: number;
    feedbackOwed: number;
    lateFeedback: number;
    lowQuota: number;
  }[];
};

// The supervisor's board (issue 19 item 8) over plans this file makes at Sunrise, so that the
// demo's own sessions (dated when the test database was seeded) decide nothing here.
describe.each(testEngines())('the supervisor board on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let template = '';
  let coachId = '';
  const kids: Record<'now' | 'late' | 'ending' | 'low', string> = { now: '', late: '', ending: '', low: '' };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    coachId = await h.userId('coach');
    const [row] = await h.db.privileged((tx) =>
      tx
        .select({ id: contentOfflinePlans.id })
        .from(contentOfflinePlans)
        .where(eq(contentOfflinePlans.code, 'OFF-ATT-12')),
    );
    template = row!.id;
    for (const [key, sessions] of [
      ['now', 30],
      ['late', 30],
      ['ending', 30],
      ['low', 3],
    ] as const) {
      kids[key] = await h.db.privileged(async (tx) => {
        const child = { id: await insertChild(tx, { tenantId: sunrise, name: `Board ${key} ${run}`, years: 9 }) };
        await tx.insert(classHoursRecords).values({
          tenantId: sunrise,
          subjectId: child!.id,
          type: 'Offline',
          billingMethod: 'Quantity',
          classHours: sessions,
        });
        await fillProfile(tx, sunrise, child!.id);
        return child!.id;
      });
      const validUntil = key === 'ending' ? DateTime.now().plus({ days: 3 }).toISODate()! : undefined;
      const created = await h.as('coach').post(BASE, {
        subjectId: kids[key],
        templateId: template,
        ilsVersion: 'V3',
        ...(validUntil ? { validUntil } : {}),
      });
      expect(created.statusCode, created.body).toBe(200);
      await h.as('coach').post(`${BASE}/start`, { id: created.json().id });
      if (key === 'late')
        await h.db.privileged((tx) =>
          tx
            .update(userOfflinePlanSessions)
            .set({ startedAt: new Date(Date.now() - 3 * 3600_000) })
            .where(and(eq(userOfflinePlanSessions.planId, created.json().id), eq(userOfflinePlanSessions.num, 1))),
        );
    }
  });
  afterAll(() => h.close());

  const board = async (user = 'centeradmin', query = '') => h.as(user).get(`${BASE}/supervisorBoard${query}`);

  it('shows each coach’s day: sessions in progress, feedback owed and how late, plans ending, low quotas', async () => {
    const response = await board();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Board;
    const coach = body.coaches.find((c) => c.coachId === coachId)!;
    expect(coach.coachName).toBe('张悦');
    expect(coach.inProgress.map((s) => s.subjectId)).toEqual(expect.arrayContaining([kids.now, kids.ending, kids.low]));
    const late = coach.feedbackOwed.find((f) => f.subjectId === kids.late)!;
    expect(late.lateMinutes).toBeGreaterThanOrEqual(119);
    expect(late.openItems).toBe(3);
    expect(coach.inProgress.some((s) => s.subjectId === kids.late)).toBe(false);
    expect(coach.endingSoon.map((e) => e.subjectId)).toContain(kids.ending);
    expect(coach.lowQuota).toContainEqual(expect.objectContaining({ subjectId: kids.low, remaining: 3 }));
    expect(coach.lowQuota.some((l) => l.subjectId === kids.now)).toBe(false);
  });

  it('narrows to one coach, and answers only the centre’s supervisors', async () => {
    const one = (await board('centeradmin', `?coachId=${coachId}`)).json() as Board;
    expect(one.coaches.map((c) => c.coachId)).toEqual([coachId]);
    expect((await board('coach')).statusCode).toBe(403);
    expect((await board('trainer')).statusCode).toBe(403);
    expect((await board('centeradmin', '?coachId=nope')).statusCode).toBe(400);
  });

  /** A class of the centre with a running group plan whose first class `by` started now. */
  const startClassAt = (tenantId: string, by: string) =>
    h.db.privileged(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({ tenantId, name: `Board class ${run}`, type: 'OneToFour', ageStage: 'GradeOrTeenSchool', capacity: 4 })
        .returning({ id: groups.id });
      const [plan] = await tx
        .insert(groupTrainingPlans)
        .values({
          tenantId,
          groupId: group!.id,
          classPlanId: crypto.randomUUID(),
          code: `BOARD-${run}`,
          nameZh: `看板${run}`,
          nameEn: `Board ${run}`,
          initDifficulty: 5,
          difficulty: 5,
          status: 'Started',
          totalNum: 2,
          classState: 'ClassStarted',
          startedAt: new Date(),
        })
        .returning({ id: groupTrainingPlans.id });
      await tx.insert(groupTrainingPlanSessions).values({ tenantId, planId: plan!.id, num: 1, startedBy: by });
      return plan!.id;
    });
  const endClassOf = (planId: string) =>
    h.db.privileged((tx) =>
      tx
        .update(groupTrainingPlanSessions)
        .set({ endedAt: new Date() })
        .where(eq(groupTrainingPlanSessions.planId, planId)),
    );

  it('counts class sessions with whoever started them: running until ended, then delivered today; another centre’s never', async () => {
    // Another trainer's classes, whom the demo's classes (started by their own staff) do not count for.
    const starter = await h.userId('trainer');
    const classesOf = async () => {
      const body = (await board()).json() as Board;
      const row = body.coaches.find((c) => c.coachId === starter);
      return { now: row?.classesNow ?? 0, done: row?.classesDone ?? 0 };
    };
    const before = await classesOf();
    const harbour = await h.tenant('harbour');
    const there = await startClassAt(harbour, starter);
    const plan = await startClassAt(sunrise, starter);
    expect(await classesOf()).toEqual({ now: before.now + 1, done: before.done });
    await endClassOf(plan);
    await endClassOf(there);
    expect(await classesOf()).toEqual({ now: before.now, done: before.done + 1 });
    const coach = ((await board()).json() as Board).coaches.find((c) => c.coachId === starter)!;
    expect(coach.coachName).not.toBeNull();
    const centres = ((await board('enterprise')).json() as Board).centres;
    expect(centres.find((c) => c.name === 'Sunrise Centre')!.classesDone).toBeGreaterThanOrEqual(1);
    expect(centres.find((c) => c.name !== 'Sunrise Centre' && c.classesDone > 0)).toBeDefined();
  });

  it('counts the same per centre for an enterprise manager', async () => {
    const response = await board('enterprise');
    expect(response.statusCode, response.body).toBe(200);
    const sunriseRow = (response.json() as Board).centres.find((c) => c.name === 'Sunrise Centre')!;
    expect(sunriseRow.inProgress).toBeGreaterThanOrEqual(3);
    expect(sunriseRow.lateFeedback).toBeGreaterThanOrEqual(1);
    expect(sunriseRow.lowQuota).toBeGreaterThanOrEqual(1);
  });
});
