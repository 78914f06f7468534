import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { domainEvents } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

type Item = {
  id: string;
  name: string;
  remark: string | null;
  outpatientNumber: string | null;
  coach: { id: string }[];
};

describe.each(testEngines())('subject edits REST on %s', (engine) => {
  let h: ServerHarness;
  let sunriseChild: Item;
  let harbourChild: Item;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunriseChild = (await list('centeradmin', { skipCount: 0, maxResultCount: 1 })).json().items[0];
    const harbour = await h.tenant('harbour');
    harbourChild = (await list('multirole', { skipCount: 0, maxResultCount: 1 }, { __tenant: harbour })).json()
      .items[0];
  });
  afterAll(() => h.close());

  const call = async (
    userName: string,
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => h.as(userName).request(method, url, payload as Record<string, unknown> | undefined, { headers });
  const list = (userName: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(userName, 'POST', '/api/business/subject/getList', payload, headers);

  it('changes and clears a remark, answering the child as the list shows it, with an event', async () => {
    const changed = await call('coach', 'PUT', '/api/business/subject/remark', {
      id: sunriseChild.id,
      remark: '  Prefers morning sessions  ',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: sunriseChild.id, remark: 'Prefers morning sessions' });
    const found = (await list('coach', { skipCount: 0, maxResultCount: 5, remark: 'morning sessions' })).json();
    expect(found.items.map((s: Item) => s.id)).toContain(sunriseChild.id);

    const cleared = await call('coach', 'PUT', '/api/business/subject/remark', { id: sunriseChild.id, remark: '   ' });
    expect(cleared.json().remark).toBeNull();
    const events = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.type, 'SubjectChanged'))),
    );
    expect(
      events.some(
        (e) =>
          (e.payload as Record<string, unknown>)['subjectId'] === sunriseChild.id &&
          e.permission === 'Menu.User.Subject',
      ),
    ).toBe(true);
  });

  it('changes and clears an outpatient number', async () => {
    const changed = await call('coach', 'PUT', '/api/business/subject/outpatientNumber', {
      subjectId: sunriseChild.id,
      outpatientNumber: 'MZ-TEST-7',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().outpatientNumber).toBe('MZ-TEST-7');
    const cleared = await call('coach', 'PUT', '/api/business/subject/outpatientNumber', {
      subjectId: sunriseChild.id,
      outpatientNumber: null,
    });
    expect(cleared.json().outpatientNumber).toBeNull();
  });

  it('refuses bad input in the error shape', async () => {
    const bad = await call('coach', 'PUT', '/api/business/subject/remark', { id: 'not-a-uuid', remark: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'ValidationError', message: 'Your request is not valid.' });
    expect(
      bad
        .json()
        .error.validationErrors.map((v: { members: string[] }) => v.members[0])
        .sort(),
    ).toEqual(['id', 'remark']);
    const long = await call('coach', 'PUT', '/api/business/subject/outpatientNumber', {
      subjectId: sunriseChild.id,
      outpatientNumber: 'x'.repeat(51),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.validationErrors[0].members).toEqual(['outpatientNumber']);
  });

  it('refuses another centre’s child with 404 and a user without the subject list with 403', async () => {
    for (const [url, payload] of [
      ['/api/business/subject/remark', { id: harbourChild.id, remark: 'x' }],
      ['/api/business/subject/outpatientNumber', { subjectId: harbourChild.id, outpatientNumber: 'x' }],
    ] as const) {
      const refused = await call('centeradmin', 'PUT', url, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toMatchObject({ code: 'NotFound', message: 'The child was not found.' });
    }
    const assign = await call('centeradmin', 'POST', '/api/business/userCoach/assign', {
      userId: harbourChild.id,
      coachUserIds: [],
    });
    expect(assign.statusCode).toBe(404);
    const trainer = await call('trainer', 'PUT', '/api/business/subject/remark', { id: sunriseChild.id, remark: 'x' });
    expect(trainer.statusCode).toBe(403);
    expect(trainer.json().error.code).toBe('Forbidden');
  });

  it('offers the centre’s coaches and the guardian roles in the reader’s language', async () => {
    const options = (await call('coach', 'GET', '/api/business/subject/formOptions')).json();
    const names = options.coaches.map((c: { name: string }) => c.name);
    expect(options.coaches.length).toBeGreaterThan(1);
    expect(options.coaches.every((c: { id: string; name: string }) => c.id && c.name)).toBe(true);
    expect(options.avaliableGuardianRoles).toContainEqual({ name: 'Mother', displayName: 'Mother' });
    const harbourCoach = await h.userId('sarah.ho');
    expect(options.coaches.map((c: { id: string }) => c.id)).not.toContain(harbourCoach);
    const zh = (
      await call('coach', 'GET', '/api/business/subject/formOptions', undefined, { 'accept-language': 'zh-CN' })
    ).json();
    expect(zh.avaliableGuardianRoles.find((r: { name: string }) => r.name === 'Mother').displayName).not.toBe('Mother');
    expect(zh.coaches.map((c: { name: string }) => c.name)).toEqual(names);
  });

  it('sets a child’s coaches to exactly the ones given, and refuses a coach of another centre', async () => {
    const options = (await call('centeradmin', 'GET', '/api/business/subject/formOptions')).json();
    const [first, second] = options.coaches as { id: string; name: string }[];
    const both = await call('centeradmin', 'POST', '/api/business/userCoach/assign', {
      userId: sunriseChild.id,
      coachUserIds: [first!.id, second!.id],
    });
    expect(both.statusCode).toBe(200);
    expect(
      both
        .json()
        .coach.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([first!.id, second!.id].sort());
    expect(both.json().coachNames.sort()).toEqual([first!.name, second!.name].sort());

    const one = await call('centeradmin', 'POST', '/api/business/userCoach/assign', {
      userId: sunriseChild.id,
      coachUserIds: [second!.id],
    });
    expect(one.json().coach).toEqual([{ id: second!.id, name: second!.name }]);

    const foreign = await call('centeradmin', 'POST', '/api/business/userCoach/assign', {
      userId: sunriseChild.id,
      coachUserIds: [await h.userId('sarah.ho')],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NotFound');
    // Refused as a whole: the coaches stay as they were.
    const after = (await list('centeradmin', { skipCount: 0, maxResultCount: 1 })).json().items[0];
    expect(after.coach).toEqual([{ id: second!.id, name: second!.name }]);

    const duplicate = await call('centeradmin', 'POST', '/api/business/userCoach/assign', {
      userId: sunriseChild.id,
      coachUserIds: [second!.id, second!.id],
    });
    expect(duplicate.statusCode).toBe(400);
  });
});
