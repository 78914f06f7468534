import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import ExcelJS from 'exceljs';
import {
  catalogueResources,
  classHoursRecordChanges,
  classHoursRecords,
  subjects,
  userOfflinePlans,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import type { RequestContext } from '../../platform/tenancy';
import { AppError } from '../../platform/errors';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { sessionQuotaStatus, useSessionQuota } from './session-quota.service';

const S = '/api/rocket/classHoursSettingRecords';
const A = '/api/rocket/assessmentTimesSettingRecords';
const today = DateTime.now().toISODate()!;
const inDays = (days: number) => DateTime.now().plus({ days }).toISODate()!;

describe.each(testEngines('sensitive'))('session and assessment quotas on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbourChild: string;
  let adminId: string;
  const kids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
  let planOf: Record<string, string> = {};
  let assessment: string;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    adminId = await h.userId('centeradmin');
    await h.db.privileged(async (tx) => {
      const add = async (tenantId: string, name: string) => {
        const [row] = await tx
          .insert(subjects)
          .values({ tenantId, name, birthday: '2017-03-01' })
          .returning({ id: subjects.id });
        return row!.id;
      };
      kids.a = await add(sunrise, 'Quotakid Alpha');
      kids.b = await add(sunrise, 'Quotakid Bravo');
      kids.c = await add(sunrise, 'Quotakid Charlie');
      kids.d = await add(sunrise, 'Quotakid Delta');
      harbourChild = await add(harbour, 'Quotakid Harbour');
      planOf = {};
      for (const id of Object.values(kids)) {
        const [plan] = await tx
          .insert(userOfflinePlans)
          .values({
            tenantId: sunrise,
            subjectId: id,
            templateId: randomUUID(),
            ilsVersion: 'V3',
            code: 'Q-1',
            nameZh: '测试',
            nameEn: 'Test',
            rules: {} as never,
            totalNum: 12,
          })
          .returning({ id: userOfflinePlans.id });
        planOf[id] = plan!.id;
      }
      const [resource] = await tx
        .insert(catalogueResources)
        .values({ kind: 'Assessment', name: 'Q-TEST', displayName: 'Quota test assessment' })
        .returning({ id: catalogueResources.id });
      assessment = resource!.id;
    });
  });
  afterAll(() => h.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    { user = 'centeradmin', language = 'en-US' } = {},
  ) => h.as(user, { language }).request(method, url, payload);

  const ctxOf = (features: string[]): RequestContext => ({
    userId: adminId,
    tenant: { id: sunrise, name: 'Sunrise', type: 'Center' },
    adminRoles: [],
    roles: ['CenterAdmin'],
    permissions: new Set(),
    features: new Set(features),
  });

  it('answers every missing field of the add-sessions dialog with the spec messages, in both languages', async () => {
    const none = await call('POST', `${S}/add`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'ValidationError',
      validationErrors: [
        { message: 'Select Child is required', members: ['userId'] },
        { message: 'Session type is required', members: ['type'] },
        { message: 'Time mode and quantity mode are required', members: ['billingMethod'] },
      ],
    });
    const limits = await call('POST', `${S}/add`, {
      userId: kids.a,
      type: 'Offline',
      billingMethod: 'QuantityAndTime',
    });
    expect(limits.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      'startTime',
      'endTime',
      'classHours',
    ]);
    const zero = await call(
      'POST',
      `${S}/add`,
      { userId: kids.a, type: 'Offline', billingMethod: 'Quantity', classHours: 0 },
      { language: 'zh-CN' },
    );
    expect(zero.json().error.validationErrors).toEqual([{ message: '课时数不能少于 1', members: ['classHours'] }]);
    const order = await call('POST', `${S}/add`, {
      userId: kids.a,
      type: 'Online',
      billingMethod: 'Time',
      startTime: inDays(5),
      endTime: inDays(1),
    });
    expect(order.json().error.validationErrors[0].message).toBe('The end date cannot be before the start date');
    // Wrong types are the validator's 400, never a 500.
    for (const body of [
      { userId: 'nope', type: 'Offline', billingMethod: 'None' },
      { userId: kids.a, type: 'Boat', billingMethod: 'None' },
      { userId: kids.a, type: 'Offline', billingMethod: 'Quantity', classHours: -3 },
      { userId: kids.a, type: 'Offline', billingMethod: 'Time', startTime: '2026-02-30', endTime: '2026-03-01' },
    ]) {
      expect((await call('POST', `${S}/add`, body)).statusCode).toBe(400);
    }
  });

  it('adds a limited quota, lists it, keeps its billing method, and records every change', async () => {
    const added = await call('POST', `${S}/add`, {
      userId: kids.a,
      type: 'Offline',
      billingMethod: 'QuantityAndTime',
      startTime: inDays(-1),
      endTime: inDays(60),
      classHours: 10,
      remark: 'first term',
    });
    expect(added.statusCode).toBe(200);
    const record = added.json();
    expect(record).toMatchObject({
      userId: kids.a,
      childName: 'Quotakid Alpha',
      classHours: 10,
      usedHours: 0,
      remainingHours: 10,
      state: 'InEffect',
    });

    const list = await call('GET', `${S}/recordsList?filter=alpha&type=Offline`);
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: record.id }] });
    expect((await call('GET', `${S}/recordsList?filter=alpha&type=Online`)).json().totalCount).toBe(0);

    // A second in-effect Offline quota for the same days is refused: edit or renew instead.
    const twice = await call('POST', `${S}/add`, { userId: kids.a, type: 'Offline', billingMethod: 'None' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('Quotakid Alpha already has offline sessions in effect');

    const locked = await call('PUT', S, { id: record.id, billingMethod: 'Quantity', classHours: 12 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toMatchObject({
      code: 'Business:BillingMethodLocked',
      message: 'The billing method cannot be changed after it was submitted.',
    });
    const lockedZh = await call('PUT', S, { id: record.id, billingMethod: 'None' }, { language: 'zh-CN' });
    expect(lockedZh.json().error.message).toBe('计费方式提交后不可更改。');

    const edited = await call('PUT', S, {
      id: record.id,
      billingMethod: 'QuantityAndTime',
      startTime: inDays(-1),
      endTime: inDays(90),
      classHours: 12,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ classHours: 12, endTime: inDays(90), remainingHours: 12 });

    const renewed = await call('POST', `${S}/renewal`, { id: record.id, classHours: 3 });
    expect(renewed.json()).toMatchObject({ classHours: 15 });
    const emptyRenewal = await call('POST', `${S}/renewal`, { id: record.id });
    expect(emptyRenewal.statusCode).toBe(400);

    const used = await call('POST', `${S}/usage`, { id: record.id, hours: 2 });
    expect(used.json()).toMatchObject({ usedHours: 2, remainingHours: 13 });
    const tooMany = await call('POST', `${S}/usage`, { id: record.id, hours: 14 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Only 13 sessions are left on this quota.');
    const below = await call('PUT', S, {
      id: record.id,
      billingMethod: 'QuantityAndTime',
      startTime: inDays(-1),
      endTime: inDays(90),
      classHours: 1,
    });
    expect(below.statusCode).toBe(400);
    // A used record is disabled, not deleted.
    expect((await call('DELETE', `${S}/${record.id}`)).statusCode).toBe(409);

    const disabled = await call('POST', `${S}/disable`, { id: record.id });
    expect(disabled.json().state).toBe('Disabled');
    expect((await call('POST', `${S}/renewal`, { id: record.id, classHours: 1 })).statusCode).toBe(409);

    const changes = await call('GET', `${S}/adventRecords?recordId=${record.id}`);
    expect(changes.json().items.map((c: { kind: string }) => c.kind)).toEqual([
      'Disable',
      'Usage',
      'Renewal',
      'Edit',
      'Add',
    ]);
    expect(changes.json().items[3]).toMatchObject({ hours: 2, details: { before: { classHours: 10 } } });
    expect(changes.json().items.every((c: { operatorName: string }) => c.operatorName !== null)).toBe(true);

    const mine = await call('GET', `${S}/records/${kids.a}`, undefined, { user: 'coach' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
  });

  it('deletes a quota never used, and allows an edit down to 0 sessions', async () => {
    const added = await call('POST', `${S}/add`, {
      userId: kids.d,
      type: 'HomeBased',
      billingMethod: 'Quantity',
      classHours: 4,
    });
    const zero = await call('PUT', S, { id: added.json().id, billingMethod: 'Quantity', classHours: 0 });
    expect(zero.statusCode).toBe(200);
    expect(zero.json()).toMatchObject({ classHours: 0, remainingHours: 0 });
    const gone = await call('DELETE', `${S}/${added.json().id}`);
    expect(gone.statusCode).toBe(204);
    expect((await call('DELETE', `${S}/${added.json().id}`)).statusCode).toBe(404);
  });

  it("refuses another centre's child and record, and staff without the configuration permission", async () => {
    const other = await call('POST', `${S}/add`, { userId: harbourChild, type: 'Offline', billingMethod: 'None' });
    expect(other.statusCode).toBe(404);
    expect((await call('GET', `${S}/records/${harbourChild}`)).statusCode).toBe(404);
    const harbour = await h.tenant('harbour');
    const [harbourRecord] = await h.db.privileged(async (tx) =>
      tx
        .insert(classHoursRecords)
        .values({
          tenantId: harbour,
          subjectId: harbourChild,
          type: 'Offline',
          billingMethod: 'Quantity',
          classHours: 5,
        })
        .returning({ id: classHoursRecords.id }),
    );
    expect((await call('POST', `${S}/disable`, { id: harbourRecord!.id })).statusCode).toBe(404);
    expect((await call('PUT', S, { id: harbourRecord!.id, billingMethod: 'Quantity', classHours: 9 })).statusCode).toBe(
      404,
    );
    const untouched = await h.db.privileged((tx) =>
      tx.select().from(classHoursRecords).where(eq(classHoursRecords.id, harbourRecord!.id)),
    );
    expect(untouched[0]).toMatchObject({ state: 'InEffect', classHours: 5 });

    for (const user of ['coach', 'trainer']) {
      const refused = await call(
        'POST',
        `${S}/add`,
        { userId: kids.b, type: 'Offline', billingMethod: 'None' },
        { user },
      );
      expect(refused.statusCode).toBe(403);
      expect((await call('GET', `${S}/recordsList`, undefined, { user })).statusCode).toBe(403);
      expect(
        (await call('POST', `${A}/add`, { userId: kids.b, tagId: assessment, times: 1 }, { user })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `${S}/roleLimitTypes`, undefined, { user: 'coach' })).json()).toMatchObject({
      canWrite: false,
    });
    expect((await call('GET', `${S}/roleLimitTypes`)).json()).toMatchObject({ canWrite: true, timesSetting: true });
  });

  it('uses a session in the caller transaction: exactly as many as are left under concurrency', async () => {
    const added = await call('POST', `${S}/add`, {
      userId: kids.b,
      type: 'Offline',
      billingMethod: 'Quantity',
      classHours: 3,
    });
    const id = added.json().id;
    const ctx = ctxOf(['hfs1.timesSetting']);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        h.db.transaction({ tenantId: sunrise, userId: adminId }, (tx) =>
          useSessionQuota(tx, ctx, { subjectId: kids.b, type: 'Offline', planId: planOf[kids.b]!, num: i + 1, today }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(3);
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(lost.every((a) => a.reason instanceof AppError && a.reason.code === 'Business:SessionQuotaUsedUp')).toBe(
      true,
    );
    const [row] = await h.db.privileged((tx) =>
      tx.select().from(classHoursRecords).where(eq(classHoursRecords.id, id)),
    );
    expect(row!.usedHours).toBe(3);
    const usages = await h.db.privileged((tx) =>
      tx
        .select()
        .from(classHoursRecordChanges)
        .where(and(eq(classHoursRecordChanges.recordId, id), eq(classHoursRecordChanges.kind, 'Usage'))),
    );
    expect(usages).toHaveLength(3);
    expect(usages.every((u) => u.planId === planOf[kids.b] && u.hours === 1)).toBe(true);
    const status = await h.db.transaction({ tenantId: sunrise, userId: adminId }, (tx) =>
      sessionQuotaStatus(tx, kids.b, 'Offline', today),
    );
    expect(status).toEqual({ status: 'UsedUp', remaining: 0 });
  });

  it('warns NotSet, Low and Ok, and without hfs1.timesSetting lets a session through with no quota', async () => {
    const status = (type: 'Online' | 'Offline' | 'HomeBased') =>
      h.db.transaction({ tenantId: sunrise, userId: adminId }, (tx) => sessionQuotaStatus(tx, kids.c, type, today));
    expect(await status('Online')).toEqual({ status: 'NotSet', remaining: 0 });
    const use = (features: string[]) =>
      h.db.transaction({ tenantId: sunrise, userId: adminId }, (tx) =>
        useSessionQuota(tx, ctxOf(features), {
          subjectId: kids.c,
          type: 'Online',
          planId: planOf[kids.c]!,
          num: 1,
          today,
        }),
      );
    await expect(use(['hfs1.timesSetting'])).rejects.toMatchObject({
      status: 409,
      code: 'Business:SessionQuotaNotSet',
    });
    expect(await use([])).toEqual({ recordId: null, remaining: null });

    // A quota that starts tomorrow is not usable today.
    const later = await call('POST', `${S}/add`, {
      userId: kids.c,
      type: 'Online',
      billingMethod: 'QuantityAndTime',
      startTime: inDays(1),
      endTime: inDays(30),
      classHours: 6,
    });
    expect(later.statusCode).toBe(200);
    expect((await status('Online')).status).toBe('NotSet');

    await call('POST', `${S}/add`, {
      userId: kids.c,
      type: 'Offline',
      billingMethod: 'Quantity',
      classHours: 6,
    });
    expect(await status('Offline')).toEqual({ status: 'Ok', remaining: 6 });
    const first = await h.db.transaction({ tenantId: sunrise, userId: adminId }, (tx) =>
      useSessionQuota(tx, ctxOf(['hfs1.timesSetting']), {
        subjectId: kids.c,
        type: 'Offline',
        planId: planOf[kids.c]!,
        num: 1,
        today,
      }),
    );
    expect(first.remaining).toBe(5);
    expect(await status('Offline')).toEqual({ status: 'Low', remaining: 5 });

    await call('POST', `${S}/add`, { userId: kids.c, type: 'HomeBased', billingMethod: 'None' });
    expect(await status('HomeBased')).toEqual({ status: 'Ok', remaining: null });
  });

  it('adds and reduces assessment times, never below zero, in the spec shape', async () => {
    const prepare = await call('GET', `${A}/prepare`);
    expect(prepare.json().assessments).toEqual(
      expect.arrayContaining([{ tagId: assessment, name: 'Quota test assessment' }]),
    );
    const missing = await call('POST', `${A}/add`, {});
    expect(missing.json().error.validationErrors.map((v: { message: string }) => v.message)).toEqual([
      'Select Child is required',
      'Select an assessment',
      'The amount is required',
    ]);
    expect((await call('POST', `${A}/add`, { userId: kids.a, tagId: randomUUID(), times: 1 })).statusCode).toBe(400);
    expect((await call('POST', `${A}/add`, { userId: harbourChild, tagId: assessment, times: 1 })).statusCode).toBe(
      404,
    );

    const added = await call('POST', `${A}/add`, { userId: kids.a, tagId: assessment, times: 3, remark: 'signed' });
    expect(added.json()).toMatchObject({ times: 3, remainingTimes: 3, assessmentName: 'Quota test assessment' });
    const reduced = await call('POST', `${A}/add`, { userId: kids.a, tagId: assessment, times: -2 });
    expect(reduced.json()).toMatchObject({ times: -2, remainingTimes: 1 });
    const below = await call(
      'POST',
      `${A}/add`,
      { userId: kids.a, tagId: assessment, times: -2 },
      { language: 'zh-CN' },
    );
    expect(below.statusCode).toBe(409);
    expect(below.json().error.message).toBe('Quota test assessment 仅剩 1 次，减少后将低于零。');

    const child = await call('GET', `${A}/userAssessmentTimeSetting/${kids.a}`, undefined, { user: 'coach' });
    expect(child.json().items).toEqual([
      { tagId: assessment, assessmentName: 'Quota test assessment', times: 1, remainingTimes: 1 },
    ]);
    const list = await call('GET', `${A}/list?filter=alpha`);
    expect(list.json()).toMatchObject({ totalCount: 2 });
  });

  it('exports both lists as Excel in the caller language', async () => {
    const sessions = await call('GET', `${S}/recordsListExcel?filter=quotakid`, undefined, { language: 'zh-CN' });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.headers['content-disposition']).toContain(encodeURIComponent('课时配置'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sessions.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('儿童');
    expect(sheet.rowCount).toBeGreaterThan(2);
    const unlimited = sheet.getColumn(7).values.filter((v) => v === '不限');
    expect(unlimited.length).toBeGreaterThan(0);

    const assessments = await call('GET', `${A}/excel`);
    expect(assessments.statusCode).toBe(200);
    expect(assessments.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', `${A}/excel`, undefined, { user: 'coach' })).statusCode).toBe(403);
  });

  it('names the session types in the caller language', async () => {
    const zh = await call('GET', '/api/rocket/userOfflinePlan/classDeliveryMethod', undefined, { language: 'zh-CN' });
    expect(zh.json()).toEqual([
      { value: 'Online', name: '线上' },
      { value: 'Offline', name: '线下' },
      { value: 'HomeBased', name: '居家' },
    ]);
  });
});
