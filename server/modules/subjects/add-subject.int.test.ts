import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { testEngines } from '../../platform/db/testing';
import { domainEvents, tenantFeatures } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

type Item = { id: string; name: string; outpatientNumber: string | null; remark: string | null; gender: string };

describe.each(testEngines())('adding subjects REST on %s', (engine) => {
  let h: ServerHarness;
  let sunriseId: string;
  let harbourId: string;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunriseId = await h.tenant('sunrise');
    harbourId = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  const post = async (userName: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.as(userName).post(url, payload as Record<string, unknown>, { headers });
  const add = (userName: string, subjects: unknown[], headers: Record<string, string> = {}) =>
    post(userName, '/api/business/subject/subject', { registerType: 'Username', subjects }, headers);
  const list = async (userName: string, payload: unknown, headers: Record<string, string> = {}) =>
    (await post(userName, '/api/business/subject/getList', payload, headers)).json() as {
      items: Item[];
      totalCount: number;
    };
  const withFeature = async (tenantId: string, name: string, run: () => Promise<void>) => {
    await h.db.privileged((tx) => tx.insert(tenantFeatures).values({ tenantId, name }));
    try {
      await run();
    } finally {
      await h.db.privileged((tx) =>
        tx.delete(tenantFeatures).where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.name, name))),
      );
    }
  };

  it('tells whether the centre has a child of exactly that name, in this centre only', async () => {
    const existing = (await list('coach', { skipCount: 0, maxResultCount: 1 })).items[0]!;
    expect((await post('coach', '/api/business/subject/check', { name: ` ${existing.name} ` })).json()).toEqual({
      hadSame: true,
    });
    expect((await post('coach', '/api/business/subject/check', { name: 'Nobody Of That Name' })).json()).toEqual({
      hadSame: false,
    });
    const harbourChild = (await list('multirole', { skipCount: 0, maxResultCount: 1 }, { __tenant: harbourId }))
      .items[0]!;
    const sameAsHarbour = await post('coach', '/api/business/subject/check', { name: harbourChild.name });
    // Names may repeat across centres; only a Sunrise child of that name counts for Sunrise.
    const sunriseHasIt = (
      await list('coach', { skipCount: 0, maxResultCount: 500, filter: harbourChild.name })
    ).items.some((s) => s.name === harbourChild.name);
    expect(sameAsHarbour.json().hadSame).toBe(sunriseHasIt);
    const blank = await post('coach', '/api/business/subject/check', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('ValidationError');
  });

  it('adds a child, newest first in the list, with an outbox event', async () => {
    const before = (await list('coach', { skipCount: 0, maxResultCount: 1 })).totalCount;
    const added = await add('coach', [
      { name: ' Mia Chen ', birthDay: '2019-05-02', gender: 'Female', outpatientNumber: 'SR-NEW-1', remark: 'New' },
    ]);
    expect(added.statusCode).toBe(200);
    const [child] = added.json() as Item[];
    expect(child).toMatchObject({ name: 'Mia Chen', gender: 'Female', outpatientNumber: 'SR-NEW-1', remark: 'New' });
    const after = await list('coach', { skipCount: 0, maxResultCount: 1 });
    expect(after.totalCount).toBe(before + 1);
    expect(after.items[0]!.id).toBe(child!.id);
    const events = await h.db.privileged((tx) =>
      tx.select().from(domainEvents).where(eq(domainEvents.type, 'SubjectAdded')),
    );
    expect(
      events.find((e) => ((e.payload as Record<string, unknown>)['subjectIds'] as string[]).includes(child!.id)),
    ).toMatchObject({
      tenantId: sunriseId,
      permission: 'Menu.User.Subject',
    });
  });

  it('adds a child without a name when the centre does not require one', async () => {
    const added = await add('coach', [{ birthDay: '2020-01-10', gender: 'Male' }]);
    expect(added.statusCode).toBe(200);
    expect(added.json()[0]).toMatchObject({ name: '', gender: 'Male', outpatientNumber: null });
  });

  it('refuses a birthday in the future and a malformed one, per field, in both languages', async () => {
    const tomorrow = DateTime.now().setZone('Asia/Shanghai').plus({ days: 2 }).toISODate();
    const refused = await add('coach', [
      { name: 'A', birthDay: '2019-01-01', gender: 'Male' },
      { name: 'B', birthDay: tomorrow, gender: 'Male' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'ValidationError',
      validationErrors: [
        {
          message: 'The birthday cannot be in the future. Please check it carefully.',
          members: ['subjects.1.birthDay'],
        },
      ],
    });
    const zh = await add('coach', [{ name: 'B', birthDay: tomorrow, gender: 'Male' }], { 'accept-language': 'zh-CN' });
    expect(zh.json().error.validationErrors[0].message).toBe('出生日期不能晚于今天，请仔细核对。');
    const shape = await add('coach', [{ name: 'C', birthDay: '2019-02-31', gender: 'Boy' }]);
    expect(shape.statusCode).toBe(400);
    expect(
      shape
        .json()
        .error.validationErrors.map((v: { members: string[] }) => v.members[0])
        .sort(),
    ).toEqual(['subjects.0.birthDay', 'subjects.0.gender']);
    const noChildren = await post('coach', '/api/business/subject/subject', { registerType: 'Username', subjects: [] });
    expect(noChildren.statusCode).toBe(400);
    const wrongType = await post('coach', '/api/business/subject/subject', {
      registerType: 'Phone',
      subjects: [{ birthDay: '2019-01-01', gender: 'Male' }],
    });
    expect(wrongType.json().error.validationErrors[0].members).toEqual(['registerType']);
  });

  it('follows the centre’s subject front permissions', async () => {
    await withFeature(sunriseId, 'subject1.name1.isRequired', async () => {
      const refused = await add('coach', [{ name: '  ', birthDay: '2019-01-01', gender: 'Male' }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.validationErrors).toEqual([
        { message: "Please enter the child's name.", members: ['subjects.0.name'] },
      ]);
    });
    await withFeature(sunriseId, 'subject1.medicalNumber1.isRequired', async () => {
      const refused = await add('coach', [{ name: 'D', birthDay: '2019-01-01', gender: 'Male' }]);
      expect(refused.json().error.validationErrors[0].members).toEqual(['subjects.0.outpatientNumber']);
    });
    // Harbour shows no clinic number field: a number sent anyway is not stored.
    const harbour = await add(
      'multirole',
      [{ name: 'E', birthDay: '2019-01-01', gender: 'Male', outpatientNumber: 'X1' }],
      {
        __tenant: harbourId,
      },
    );
    expect(harbour.statusCode).toBe(200);
    expect(harbour.json()[0].outpatientNumber).toBeNull();
  });

  it('refuses a user without the subject list, and has the new child in its own centre only', async () => {
    expect((await add('trainer', [{ name: 'F', birthDay: '2019-01-01', gender: 'Male' }])).statusCode).toBe(403);
    expect((await post('trainer', '/api/business/subject/check', { name: 'F' })).statusCode).toBe(403);
    const added = (await add('coach', [{ name: 'Only In Sunrise', birthDay: '2019-01-01', gender: 'Male' }])).json();
    const harbour = await list(
      'multirole',
      { skipCount: 0, maxResultCount: 5, filter: 'Only In Sunrise' },
      { __tenant: harbourId },
    );
    expect(harbour.totalCount).toBe(0);
    expect(added).toHaveLength(1);
  });
});
