import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emptyPlanRules } from '../../../forms/plan-rules';
import type { PlanStatus } from '../../../machines/offline-plan.machine';
import {
  domainEvents,
  userOfflinePlanReports,
  userOfflinePlanSessions,
  userOfflinePlans,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/userOfflinePlan';

// The plan's closing report and closing through REST (issue 19 item 1): a Finished plan's report
// written (→ ReportedReady), rewritten, read with its facts by a reader, closed (→ Closed); the
// machine's refusals as 409s; a trainer without the write policy 403; another centre's plan 404.
// Plans are stored directly in the status under test: arranging and delivering are
// offline-plan.int.test.ts's concern.
describe.each(testEngines('sensitive'))('offline plan report on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  const admin = (language = 'en-US') => h.as('centeradmin', { language });

  /** A plan of a new bound child in `status`, its first two sessions delivered (one attended, one absent). */
  const planIn = (status: PlanStatus, tenantId = sunrise) =>
    h.db.privileged(async (tx) => {
      const kid = { id: await insertChild(tx, { tenantId, name: `Report ${run}`, years: 7 }) };
      const [plan] = await tx
        .insert(userOfflinePlans)
        .values({
          tenantId,
          subjectId: kid!.id,
          templateId: crypto.randomUUID(),
          ilsVersion: 'V3',
          code: `R-${run}`,
          nameZh: '结业测试',
          nameEn: 'Report test',
          rules: emptyPlanRules(),
          status,
          num: 2,
          totalNum: 4,
          validFrom: '2026-09-01',
          validUntil: '2026-11-30',
        })
        .returning({ id: userOfflinePlans.id });
      await tx.insert(userOfflinePlanSessions).values([
        { tenantId, planId: plan!.id, num: 1, mode: 'Offline', attendance: 'Attend', finishedAt: new Date() },
        { tenantId, planId: plan!.id, num: 2, mode: 'Offline', attendance: 'Absent', finishedAt: new Date() },
      ]);
      return plan!.id;
    });
  const statusOf = async (id: string) =>
    h.db.privileged(async (tx) => {
      const [row] = await tx.select().from(userOfflinePlans).where(eq(userOfflinePlans.id, id));
      return row!.status;
    });
  const report = {
    summary: 'Calmer at transitions.',
    progress: 'Balance up two levels.',
    recommendations: 'Walk daily.',
  };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  it('writes, rewrites and reads the report of a finished plan with its facts, then closes it', async () => {
    const id = await planIn('Finished');
    const empty = await h.as('coach').get(`${BASE}/report/${id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ status: 'Finished', report: null });

    const written = await admin().post(`${BASE}/report/${id}`, report);
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({
      status: 'ReportedReady',
      report,
      facts: { sessionsDelivered: 2, totalSessions: 4, attended: 1, absent: 1, feedbackCount: 0 },
    });
    expect(written.json().facts.validFrom).toBe('2026-09-01');

    const rewritten = await admin().post(`${BASE}/report/${id}`, { summary: '  Much calmer.  ' });
    expect(rewritten.json()).toMatchObject({
      status: 'ReportedReady',
      report: { summary: 'Much calmer.', progress: '', recommendations: '' },
    });
    const read = (await h.as('coach').get(`${BASE}/report/${id}`)).json();
    expect(read.report.summary).toBe('Much calmer.');
    // Its author by the name staff know them, not an account id.
    expect(read.report.writtenBy).toBe('林静');

    const closed = await admin().post(`${BASE}/close/${id}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed', report: { summary: 'Much calmer.' } });
    const types = await h.db.privileged((tx) =>
      tx.select({ type: domainEvents.type }).from(domainEvents).where(eq(domainEvents.tenantId, sunrise)),
    );
    expect(types.map((t) => t.type)).toEqual(expect.arrayContaining(['PlanReported', 'PlanClosed']));
  });

  it('refuses what the machine refuses, with a clear 409 in both languages, and changes nothing', async () => {
    const started = await planIn('Started');
    const early = await admin().post(`${BASE}/report/${started}`, report);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'The plan has not ended yet: end it before writing its report or closing it.',
    );
    const earlyZh = await admin('zh-CN').post(`${BASE}/close/${started}`);
    expect(earlyZh.statusCode).toBe(409);
    expect(earlyZh.json().error.message).toContain('尚未结束');
    expect(await statusOf(started)).toBe('Started');

    const id = await planIn('Finished');
    expect((await admin().post(`${BASE}/close/${id}`)).json()).toMatchObject({ status: 'Closed', report: null });
    const twice = await admin().post(`${BASE}/close/${id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('Business:OfflinePlanClosed');
    const late = await admin().post(`${BASE}/report/${id}`, report);
    expect(late.statusCode).toBe(409);
    expect((await admin().post(`${BASE}/restart/${id}`)).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('Closed');
    const rows = await h.db.privileged((tx) =>
      tx.select().from(userOfflinePlanReports).where(eq(userOfflinePlanReports.planId, id)),
    );
    expect(rows).toEqual([]);
  });

  it('checks input, the write policy and the centre', async () => {
    const id = await planIn('Finished');
    const blank = await admin().post(`${BASE}/report/${id}`, { summary: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.validationErrors[0].members).toEqual(['summary']);
    expect((await admin().post(`${BASE}/report/${id}`, { summary: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await admin().post(`${BASE}/report/${id}`, {})).statusCode).toBe(400);
    expect((await admin().post(`${BASE}/report/not-a-uuid`, report)).statusCode).toBe(400);
    expect((await h.as('trainer').post(`${BASE}/report/${id}`, report)).statusCode).toBe(403);
    expect((await h.as('trainer').post(`${BASE}/close/${id}`)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('Finished');

    const other = await planIn('Finished', harbour);
    expect((await admin().post(`${BASE}/report/${other}`, report)).statusCode).toBe(404);
    expect((await admin().post(`${BASE}/close/${other}`)).statusCode).toBe(404);
    expect((await admin().get(`${BASE}/report/${other}`)).statusCode).toBe(404);
    const untouched = await h.db.privileged((tx) =>
      tx
        .select()
        .from(userOfflinePlans)
        .where(and(eq(userOfflinePlans.id, other))),
    );
    expect(untouched[0]!.status).toBe('Finished');
  });
});
