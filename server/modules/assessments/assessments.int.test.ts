import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import {
  assessments,
  assessmentTimesRecords,
  catalogueResources,
  subjects,
  userAssessments,
  userOfflinePlans,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { withTenantScope } from '../../platform/tenancy';

const R = '/api/rocket';
const UA = `${R}/userAssessment`;

type Item = { id: string; status: string; needPay: boolean; tenantId: string; finishTime: string | null };

describe.each(testEngines('sensitive'))('assessments on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbour: string;
  let kid: string;
  let other: string;
  let harbourKid: string;
  let plan: string;
  let interview: { id: string; tagId: string };
  let attention: { id: string; tagId: string };
  let hidden: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    user = 'centeradmin',
    language = 'en-US',
  ) => h.as(user, { language }).request(method, url, payload);

  const remaining = async (subjectId: string, tagId: string) =>
    h.db.privileged(async (tx) => {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${assessmentTimesRecords.times}), 0)::int` })
        .from(assessmentTimesRecords)
        .where(and(eq(assessmentTimesRecords.subjectId, subjectId), eq(assessmentTimesRecords.tagId, tagId)));
      return row!.n;
    });

  const give = (subjectId: string, tenantId: string, tagId: string, times: number) =>
    h.db.privileged((tx) => tx.insert(assessmentTimesRecords).values({ tenantId, subjectId, tagId, times }));

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const add = async (tenantId: string, name: string) => {
        const [row] = await tx.insert(subjects).values({ tenantId, name, birthday: '2017-03-01' }).returning();
        return row!.id;
      };
      kid = await add(sunrise, 'Assesskid Alpha');
      other = await add(sunrise, 'Assesskid Bravo');
      harbourKid = await add(harbour, 'Assesskid Harbour');
      const [p] = await tx
        .insert(userOfflinePlans)
        .values({
          tenantId: sunrise,
          subjectId: other,
          templateId: randomUUID(),
          ilsVersion: 'V3',
          code: 'A-1',
          nameZh: '测试',
          nameEn: 'Test',
          rules: {} as never,
          totalNum: 12,
        })
        .returning({ id: userOfflinePlans.id });
      plan = p!.id;
      const library = await tx.select().from(assessments);
      const pick = (kind: string, needPay: boolean) => {
        const row = library.find((a) => a.kind === kind && a.reportNeedsPay === needPay)!;
        return { id: row.id, tagId: row.catalogueId };
      };
      interview = pick('ParentInterview', false);
      attention = pick('Questionnaire', true);
      const [resource] = await tx
        .insert(catalogueResources)
        .values({ kind: 'Assessment', name: 'HIDDEN', displayName: 'Hidden' })
        .returning();
      const [row] = await tx
        .insert(assessments)
        .values({
          catalogueId: resource!.id,
          kind: 'Questionnaire',
          titleZh: '未发布',
          titleEn: 'Unpublished',
          questionnaires: [],
          contentStatus: 'Unpublish',
        })
        .returning();
      hidden = row!.id;
    });
  });

  afterAll(() => h?.close());

  it('shows centres the Public library, with a child remaining times in the transfer list', async () => {
    await give(kid, sunrise, interview.tagId, 2);
    const list = await call('GET', `${R}/assessment?subjectId=${kid}&maxResultCount=100`, undefined, 'coach', 'zh-CN');
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { id: string; title: string; remainingTimes: number }[] }>().items;
    expect(items.map((i) => i.id)).not.toContain(hidden);
    expect(items.find((i) => i.id === interview.id)).toMatchObject({ title: '家长访谈', remainingTimes: 2 });
    expect(items.find((i) => i.id === attention.id)).toMatchObject({ remainingTimes: 0 });
    const editor = await call('GET', `${R}/assessment?maxResultCount=100`, undefined, 'editor');
    expect(editor.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(hidden);
  });

  it('creates an assessment using one remaining time, and refuses when none is left', async () => {
    const before = await remaining(kid, interview.tagId);
    const created = await call('POST', UA, { subjectId: kid, assessmentIds: [interview.id] });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ items: [{ status: 'Created', needPay: false, tenantId: sunrise }] });
    expect(await remaining(kid, interview.tagId)).toBe(before - 1);

    const none = await call('POST', UA, { subjectId: kid, assessmentIds: [attention.id] }, 'centeradmin', 'zh-CN');
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({ code: 'Business:AssessmentTimesUsedUp' });
    expect(none.json().error.message).toContain('注意力问卷');
    // A refused one takes nothing, even when another in the same call could have been made.
    const left = await remaining(kid, interview.tagId);
    expect((await call('POST', UA, { subjectId: kid, assessmentIds: [interview.id, attention.id] })).statusCode).toBe(
      409,
    );
    expect(await remaining(kid, interview.tagId)).toBe(left);
    expect((await call('POST', UA, { subjectId: kid, assessmentIds: [hidden] })).statusCode).toBe(404);
  });

  it('never takes a child below zero when creations race', async () => {
    const racer = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({ tenantId: sunrise, name: 'Assesskid Race', birthday: '2017-01-01' })
        .returning();
      return row!.id;
    });
    await give(racer, sunrise, interview.tagId, 2);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', UA, { subjectId: racer, assessmentIds: [interview.id] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await remaining(racer, interview.tagId)).toBe(0);
  });

  it('runs the lifecycle: send, answer page by page, report, obtain', async () => {
    await give(kid, sunrise, attention.tagId, 1);
    const [made] = (await call('POST', UA, { subjectId: kid, assessmentIds: [attention.id] })).json<{ items: Item[] }>()
      .items;
    const id = made!.id;
    const sent = await call('POST', `${UA}/send`, { userAssessmentIds: [id], send: true });
    expect(sent.json()).toMatchObject({ items: [{ status: 'SentToGuardian' }] });

    const detail = (await call('GET', `${UA}/${id}`)).json<{
      questionnaires: { questions: { id: string; options: { id: string; score: number }[] }[] }[];
    }>();
    const questions = detail.questionnaires.flatMap((q) => q.questions);
    const best = (q: (typeof questions)[number]) => ({ questionId: q.id, optionId: q.options.at(-1)!.id });
    expect(
      (
        await call('POST', `${UA}/${id}/answers`, {
          answers: [{ questionId: 'nope', optionId: 'x' }],
          isComplete: false,
          finishedPage: 0,
        })
      ).statusCode,
    ).toBe(400);
    const partial = await call('POST', `${UA}/${id}/answers`, {
      answers: [best(questions[0]!)],
      isComplete: false,
      finishedPage: 1,
    });
    expect(partial.json()).toMatchObject({ status: 'Answering', finishedPage: 1, finishTime: null });
    const early = await call('POST', `${UA}/${id}/answers`, { answers: [], isComplete: true, finishedPage: 1 });
    expect(early.statusCode).toBe(400);
    expect((await call('GET', `${UA}/report?userAssessmentId=${id}`)).statusCode).toBe(409);

    const done = await call('POST', `${UA}/${id}/answers`, {
      answers: questions.map(best),
      isComplete: true,
      finishedPage: 1,
    });
    expect(done.json()).toMatchObject({ status: 'ReportedReady', needPay: true });
    expect(done.json().finishTime).not.toBeNull();
    // Ready but not obtained: no report yet; answers and sending are refused with the reason.
    expect((await call('GET', `${UA}/report?userAssessmentId=${id}`)).statusCode).toBe(409);
    const again = await call('POST', `${UA}/${id}/answers`, { answers: [], isComplete: false, finishedPage: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      "This assessment's report is already made; the answers can no longer change.",
    );
    expect((await call('POST', `${UA}/send`, { userAssessmentIds: [id], send: true })).statusCode).toBe(409);

    expect((await call('POST', `${UA}/obtainReport/${id}`)).json()).toMatchObject({ needPay: false });
    expect((await call('POST', `${UA}/obtainReport/${id}`)).statusCode).toBe(409);
    const report = await call('GET', `${UA}/report?userAssessmentId=${id}`, undefined, 'coach', 'zh-CN');
    expect(report.statusCode).toBe(200);
    const max = questions.reduce((n, q) => n + Math.max(...q.options.map((o) => o.score)), 0);
    expect(report.json().report).toMatchObject({
      totalScore: max,
      maxScore: max,
      questionnaires: [{ title: '注意力' }],
    });
    expect(report.json().assessment.title).toBe('注意力问卷');

    const list = await call('GET', `${UA}?subjectId=${kid}&skipCount=0&maxResultCount=10`);
    expect(list.json().items[0]).toMatchObject({ id, status: 'ReportedReady' });
  });

  it('issues a base64 PNG QR code valid 30 days', async () => {
    await give(kid, sunrise, interview.tagId, 1);
    const [made] = (await call('POST', UA, { subjectId: kid, assessmentIds: [interview.id] })).json<{ items: Item[] }>()
      .items;
    const qr = await call(
      'GET',
      `${R}/QrCode/UserAssessment?userAssessmentId=${made!.id}&subjectId=${kid}&assessmentId=${interview.id}`,
    );
    expect(qr.statusCode).toBe(200);
    const body = qr.json<{ image: string; content: string; expiresAt: string }>();
    expect(Buffer.from(body.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(body.content).toContain(`to=${made!.id}`);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(
      (await call('GET', `${R}/QrCode/UserAssessment?userAssessmentId=${made!.id}&subjectId=${other}`)).statusCode,
    ).toBe(404);
  });

  it('arranges an assessment from the offline plan for its child, linked to the plan', async () => {
    await give(other, sunrise, interview.tagId, 1);
    const res = await call('POST', `${R}/userOfflinePlan/mediumAssessment`, {
      planId: plan,
      assessmentIds: [interview.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [{ subjectId: other, planId: plan, status: 'Created' }] });
    expect(await remaining(other, interview.tagId)).toBe(0);
  });

  it("keeps another centre's assessments invisible and unwritable", async () => {
    const [mine] = (await call('GET', `${UA}?subjectId=${kid}&maxResultCount=1`)).json<{ items: Item[] }>().items;
    const theirs = await h.db.privileged(async (tx) => {
      await tx
        .insert(assessmentTimesRecords)
        .values({ tenantId: harbour, subjectId: harbourKid, tagId: interview.tagId, times: 1 });
      const [row] = await tx
        .insert(userAssessments)
        .values({ tenantId: harbour, subjectId: harbourKid, assessmentId: interview.id })
        .returning();
      return row!.id;
    });
    expect((await call('GET', `${UA}/${theirs}`)).statusCode).toBe(404);
    expect((await call('POST', `${UA}/send`, { userAssessmentIds: [theirs], send: true })).statusCode).toBe(404);
    expect((await call('POST', UA, { subjectId: harbourKid, assessmentIds: [interview.id] })).statusCode).toBe(404);
    expect((await call('GET', `${R}/QrCode/UserAssessment?userAssessmentId=${theirs}`)).statusCode).toBe(404);
    const paged = await call('POST', `${UA}/userAssessmentsPaged`, { maxResultCount: 1000 });
    expect(paged.json<{ items: Item[] }>().items.every((i) => i.tenantId === sunrise)).toBe(true);
    // Row-level security itself: as Sunrise, Harbour's row is neither seen nor changed.
    const seen = await h.db.privileged((tx) =>
      withTenantScope(tx, sunrise, async () => {
        await tx.execute(sql`set local role atrium_app`);
        const rows = await tx.select().from(userAssessments).where(eq(userAssessments.id, theirs));
        const updated = await tx
          .update(userAssessments)
          .set({ finishedPage: 9 })
          .where(eq(userAssessments.id, theirs))
          .returning();
        return { rows: rows.length, updated: updated.length };
      }),
    );
    expect(seen).toEqual({ rows: 0, updated: 0 });
    expect(mine!.tenantId).toBe(sunrise);
  });

  it("exports the centre's assessments as a statistics report in the caller language", async () => {
    const res = await call('POST', `${UA}/userAssessmentsExcel`, { filter: 'Assesskid Alpha' }, 'centeradmin', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /%E8%AF%84%E4%BC%B0%E7%BB%9F%E8%AE%A1%E6%8A%A5%E8%A1%A8-\d{14}\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('儿童');
    const names = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) names.add(String(row.getCell(1).value));
    });
    expect([...names]).toEqual(['Assesskid Alpha']);
    expect(sheet.rowCount).toBeGreaterThan(2);
  });

  it('moves the library and changes its status only for editors', async () => {
    expect(
      (await call('PUT', `${R}/assessment/contentStatus`, { id: hidden, contentStatus: 'Public' })).statusCode,
    ).toBe(403);
    const moved = await call('PUT', `${R}/assessment/contentStatus`, { id: hidden, contentStatus: 'Public' }, 'editor');
    expect(moved.json()).toMatchObject({ contentStatus: 'Public' });
    const trash = await call('PUT', `${R}/assessment/contentStatus`, { id: hidden, contentStatus: 'Trash' }, 'editor');
    expect(trash.statusCode).toBe(200);
    expect(
      (await call('PUT', `${R}/assessment/contentStatus`, { id: hidden, contentStatus: 'Public' }, 'editor'))
        .statusCode,
    ).toBe(409);
    expect((await call('PUT', `${R}/assessment/move/${hidden}?newSortOrder=0`, undefined, 'editor')).statusCode).toBe(
      200,
    );
    const order = (await call('GET', `${R}/assessment?maxResultCount=100`, undefined, 'editor')).json<{
      items: { id: string }[];
    }>();
    expect(order.items[0]!.id).toBe(hidden);
  });
});
