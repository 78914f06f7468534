import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOfflinePlanSessions } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const FORM = '/api/rocket/userOfflinePlan/sessionFeedbackForm';

type Answer = { programFeedbackPropertyId: string; value: unknown };
type Property = { id: string; type: string; formKind: string };
type Item = {
  num: number;
  trainingProgram: { title: string };
  feedbackProperties: Property[];
  feedbacks: Answer[];
  guardianFeedbacks: Answer[];
};
type Plan = {
  id: string;
  subjectId: string;
  subjectName: string;
  displayName: string;
  num: number;
  totalNum: number;
  planItems: (Item & { id: string })[];
  nonePlaybook: { num: number; position: number; nameZh: string }[];
};

const cellsOf = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return { name: sheet.name, rows };
};

/** The activities' rows: after their header, up to the static activities' heading when there is one. */
const activityRows = (rows: string[][], header: number, staticHeading: string) => {
  const statics = rows.findIndex((r) => r[0] === staticHeading);
  return rows.slice(header + 1, statics < 0 ? undefined : statics);
};

// The calls about a plan's sessions (spec 001 §7 next, judgeCheckIn; our sessionFeedbackForm, the
// download of screen 2) over the demo's running Sunrise plans, whose first sessions were delivered
// with staff and guardian feedback (demo.offline-plans.ts).
describe.each(testEngines())('a plan’s sessions on %s', (engine) => {
  let h: ServerHarness;
  let plan: Plan;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    const list = await h
      .as('centeradmin')
      .get('/api/rocket/userOfflinePlan/tenantList?status=Started&maxResultCount=24');
    const rows = list.json<{ items: { plan: { id: string; num: number } }[] }>().items;
    const withHistory = rows.find((r) => r.plan.num > 1)!;
    plan = (await h.as('centeradmin').get(`/api/rocket/userOfflinePlan/find?id=${withHistory.plan.id}`)).json<Plan>();
  });
  afterAll(async () => {
    await h.close();
  });

  it('writes every question of a delivered session with its answer, in the caller’s language', async () => {
    const response = await h.as('centeradmin').get(`${FORM}?id=${plan.id}&num=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; .*filename\*=UTF-8''.*session%201%20feedback\.xlsx$/,
    );
    const { name, rows } = await cellsOf(response.rawPayload);
    expect(name).toBe('Session 1');
    expect(rows[0]![0]).toBe(`Session 1 of ${plan.planItems.reduce((n, i) => Math.max(n, i.num), 0)}: feedback form`);
    expect(rows.find((r) => r[0] === 'Child')?.[1]).toBe(plan.subjectName);
    const header = rows.findIndex((r) => r[0] === 'Training activity');
    const body = activityRows(rows, header, 'Static activity');
    const items = plan.planItems.filter((i) => i.num === 1);
    // One row per question of each activity's forms.
    expect(body).toHaveLength(items.reduce((n, i) => n + Math.max(1, i.feedbackProperties.length), 0));
    // A free-text answer the coach gave reads as written, beside its activity.
    const item = items.find((i) => i.feedbacks.some((a) => typeof a.value === 'string' && a.value.length > 0))!;
    const text = item.feedbacks.find((a) => typeof a.value === 'string' && a.value.length > 0)!.value as string;
    expect(body.some((r) => r[0] === item.trainingProgram.title && r[6] === text)).toBe(true);
    expect(body.filter((r) => r[0] === item.trainingProgram.title).every((r) => r[2] === 'Feedback submitted')).toBe(
      true,
    );
  });

  it('is the blank paper form for the session to come, headed in Chinese for a Chinese caller', async () => {
    const next = plan.num + 1;
    const response = await h.as('coach', { language: 'zh-CN' }).get(`${FORM}?id=${plan.id}&num=${next}`);
    expect(response.statusCode, response.body).toBe(200);
    const { name, rows } = await cellsOf(response.rawPayload);
    expect(name).toBe(`第${next}节`);
    const header = rows.findIndex((r) => r[0] === '训练活动');
    expect(header).toBeGreaterThan(0);
    const body = activityRows(rows, header, '静态活动');
    expect(body.length).toBeGreaterThan(0);
    expect(
      body.every((r) => r[2] === '尚未反馈' && (r[6] ?? '') === ''),
      JSON.stringify(body),
    ).toBe(true);
    // The session's static activities follow, each a line to tick (the demo templates name some).
    const statics = plan.nonePlaybook.filter((s) => s.num === next).sort((a, b) => a.position - b.position);
    expect(statics.length).toBeGreaterThan(0);
    const staticHeader = rows.findIndex((r) => r[0] === '静态活动');
    expect(rows[staticHeader]).toEqual(['静态活动', '状态', '完成时间']);
    expect(rows.slice(staticHeader + 1).map((r) => [r[0], r[1]])).toEqual(statics.map((s) => [s.nameZh, '未完成']));
  });

  it('refuses what is not a session of a plan the caller may read, in the spec’s shape', async () => {
    const beyond = await h.as('centeradmin').get(`${FORM}?id=${plan.id}&num=200`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json<{ error: { message: string } }>().error.message).toBe('This plan has no session 200.');
    for (const query of [`id=${plan.id}&num=0`, `id=${plan.id}&num=201`, 'id=nope&num=1', `id=${plan.id}&num=1%00`]) {
      const response = await h.as('centeradmin').get(`${FORM}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    // Another centre's plan: Harbour's coach does not find it.
    expect((await h.as('sarah.ho').get(`${FORM}?id=${plan.id}&num=1`)).statusCode).toBe(404);
    expect((await h.as('area').get(`${FORM}?id=${plan.id}&num=1`)).statusCode).toBe(403);
  });

  it('names the next session and its activities, and none after the last', async () => {
    const next = await h.as('coach').get(`/api/rocket/userOfflinePlan/next?id=${plan.id}`);
    expect(next.statusCode, next.body).toBe(200);
    const body = next.json<{ num: number | null; items: { id: string; num: number }[] }>();
    expect(body.num).toBe(plan.num + 1);
    expect(body.items.map((i) => i.id).sort()).toEqual(
      plan.planItems
        .filter((i) => i.num === plan.num + 1)
        .map((i) => i.id)
        .sort(),
    );
    const ended = await h.as('centeradmin').get('/api/rocket/userOfflinePlan/tenantList?status=Finished');
    const last = ended
      .json<{ items: { plan: { id: string; num: number; totalNum: number } }[] }>()
      .items.find((r) => r.plan.num === r.plan.totalNum)!;
    expect((await h.as('coach').get(`/api/rocket/userOfflinePlan/next?id=${last.plan.id}`)).json()).toEqual({
      num: null,
      items: [],
    });
    expect((await h.as('sarah.ho').get(`/api/rocket/userOfflinePlan/next?id=${plan.id}`)).statusCode).toBe(404);
  });

  it('says whether the plan’s child has checked in today, and when, once the front desk checks them in', async () => {
    const judge = async () => {
      const response = await h.as('coach').get(`/api/rocket/userOfflinePlan/judgeCheckIn?id=${plan.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        day: string;
        checkedIn: boolean;
        checkedInAt: string | null;
        checkedOutAt: string | null;
      }>();
    };
    const before = await judge();
    expect(before.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (!before.checkedIn) {
      expect(before).toMatchObject({ checkedInAt: null, checkedOutAt: null });
      const desk = await h.as('centeradmin').post('/api/business/checkIn/in', { subjectId: plan.subjectId });
      expect(desk.statusCode, desk.body).toBe(200);
    }
    const after = await judge();
    expect(after.checkedIn).toBe(true);
    expect(Date.parse(after.checkedInAt!)).toBeLessThanOrEqual(Date.now());
    // Another centre's plan is not found; bad ids are bad input.
    expect((await h.as('sarah.ho').get(`/api/rocket/userOfflinePlan/judgeCheckIn?id=${plan.id}`)).statusCode).toBe(404);
    expect((await h.as('coach').get('/api/rocket/userOfflinePlan/judgeCheckIn?id=nope')).statusCode).toBe(400);
  });

  it('delivers a running plan online from its current session on; finished sessions keep their mode', async () => {
    const list = await h
      .as('centeradmin')
      .get('/api/rocket/userOfflinePlan/tenantList?status=Started&maxResultCount=24');
    const other = list
      .json<{ items: { plan: { id: string; mode: string; canNext: boolean } }[] }>()
      .items.find((r) => r.plan.id !== plan.id && r.plan.mode === 'Offline' && !r.plan.canNext)!;
    const change = (mode: string, id = other.plan.id) =>
      h.as('coach').post('/api/rocket/userOfflinePlan/changeDeductionType', { id, mode });

    const changed = await change('Online');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ id: other.plan.id, mode: 'Online' });
    const modes = await h.db.privileged((tx) =>
      tx
        .select({
          num: userOfflinePlanSessions.num,
          mode: userOfflinePlanSessions.mode,
          finishedAt: userOfflinePlanSessions.finishedAt,
        })
        .from(userOfflinePlanSessions)
        .where(eq(userOfflinePlanSessions.planId, other.plan.id)),
    );
    expect(modes.filter((m) => m.finishedAt === null).map((m) => m.mode)).toEqual(['Online']);
    expect(modes.filter((m) => m.finishedAt !== null).every((m) => m.mode === 'Offline')).toBe(true);

    const again = await change('Online');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'Business:OfflinePlanSameMode',
      message: "The plan's sessions are already delivered that way.",
    });
    expect((await change('HomeBased')).statusCode).toBe(400);
    const ended = await h.as('centeradmin').get('/api/rocket/userOfflinePlan/tenantList?status=Finished');
    const endedId = ended.json<{ items: { plan: { id: string } }[] }>().items[0]!.plan.id;
    expect((await change('Online', endedId)).json().error.message).toBe('The plan has already ended.');
    // Harbour's coach holds no write policy; Harbour's administrator does not find a Sunrise plan.
    const harbour = await h.tenant('harbour');
    const body = { id: other.plan.id, mode: 'Offline' };
    const path = '/api/rocket/userOfflinePlan/changeDeductionType';
    expect((await h.as('sarah.ho').post(path, body)).statusCode).toBe(403);
    expect((await h.as('multirole', { tenant: harbour }).post(path, body)).statusCode).toBe(404);
    expect((await change('Offline')).json()).toEqual({ id: other.plan.id, mode: 'Offline' });
  });
});
