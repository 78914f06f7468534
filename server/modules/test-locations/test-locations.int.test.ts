import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { domainEvents, subjects, testLocations } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

describe.each(testEngines())('test locations and test requests on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbourLocation: string;
  let boundChild: { id: string; name: string };
  let unboundChild: { id: string };
  let harbourChild: { id: string };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    const pick = (tenantId: string, status: 'Bind' | 'Unbind') =>
      h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ id: subjects.id, name: subjects.name })
          .from(subjects)
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.status, status)))
          .limit(1);
        return row!;
      });
    boundChild = await pick(sunrise, 'Bind');
    unboundChild = await pick(sunrise, 'Unbind');
    harbourChild = await pick(harbour, 'Bind');
    harbourLocation = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(testLocations)
        .values({ tenantId: harbour, name: 'Harbour room', isEnabled: true })
        .returning({ id: testLocations.id });
      return row!.id;
    });
  });
  afterAll(() => h.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'centeradmin') =>
    h.as(user).request(method, url, payload);
  const BASE = '/api/vrclassroom/testLocation';

  it('refuses a location without a name, with a bad e-mail or country code, in the spec’s error shape', async () => {
    const bad = await call('POST', BASE, { name: '  ', email: 'not-mail', countryCode: '44' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'ValidationError',
      validationErrors: [
        { message: 'Location name is required', members: ['name'] },
        { message: 'Please enter a valid e-mail address.', members: ['email'] },
        { message: 'The country code must be one of 86, 972, 52, 1.', members: ['countryCode'] },
      ],
    });
    const zh = await h.as('centeradmin', { language: 'zh-CN' }).post(BASE, {});
    expect(zh.json().error.validationErrors[0].message).toBe('测试地点名称为必填项');
  });

  it('creates an inactive location with country code 86, edits, lists and filters it', async () => {
    const created = await call('POST', BASE, { name: 'Room A', email: 'a@sunrise.example', phone: '13800000000' });
    expect(created.statusCode).toBe(200);
    const location = created.json();
    expect(location).toMatchObject({ name: 'Room A', countryCode: '86', isEnabled: false, tenantId: sunrise });

    const enabledBefore = await call('GET', `${BASE}?enabled=true&maxResultCount=500`);
    expect(enabledBefore.json()).toEqual({ items: [], totalCount: 0 });

    const edited = await call('PUT', `${BASE}/${location.id}`, {
      name: 'Room A1',
      countryCode: '972',
      isEnabled: true,
    });
    expect(edited.json()).toMatchObject({ name: 'Room A1', countryCode: '972', isEnabled: true, email: null });
    expect((await call('GET', `${BASE}/${location.id}`)).json().name).toBe('Room A1');

    const list = await call('GET', `${BASE}?tenantId=${sunrise}&skipCount=0&maxResultCount=999`);
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: location.id }] });
    // A coach sees only enabled locations, for the add-test form, and cannot manage them.
    expect((await call('GET', `${BASE}?maxResultCount=500&enabled=true`, undefined, 'coach')).json().totalCount).toBe(
      1,
    );
    expect((await call('POST', BASE, { name: 'x' }, 'coach')).statusCode).toBe(403);
    expect((await call('GET', `${BASE}?maxResultCount=1000`)).statusCode).toBe(400);
  });

  it('refuses another centre’s location and tenant id', async () => {
    expect((await call('GET', `${BASE}/${harbourLocation}`)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${harbourLocation}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${harbourLocation}`)).statusCode).toBe(404);
    const harbourId = await h.tenant('harbour');
    expect((await call('GET', `${BASE}?tenantId=${harbourId}`)).statusCode).toBe(403);
    const stillThere = await h.db.privileged((tx) =>
      tx.select().from(testLocations).where(eq(testLocations.id, harbourLocation)),
    );
    expect(stillThere[0]?.name).toBe('Harbour room');
  });

  it('requests a test for a bound child, lists it, records the event, and keeps the location from deletion', async () => {
    const [location] = (await call('GET', `${BASE}?enabled=true&maxResultCount=500`)).json().items;
    const missing = await call('POST', '/api/vrclassroom/testRequest', { subjectId: boundChild.id }, 'coach');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      'locationId',
      'grade',
    ]);
    const badGrade = await call(
      'POST',
      '/api/vrclassroom/testRequest',
      { subjectId: boundChild.id, locationId: location.id, grade: '13' },
      'coach',
    );
    expect(badGrade.statusCode).toBe(400);

    const made = await call(
      'POST',
      '/api/vrclassroom/testRequest',
      { subjectId: boundChild.id, locationId: location.id, grade: 'BeforeSchool' },
      'coach',
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      subjectName: boundChild.name,
      locationName: 'Room A1',
      grade: 'BeforeSchool',
      status: 'Requested',
    });

    const list = await call('GET', '/api/vrclassroom/testRequest', undefined, 'coach');
    expect(list.json()).toMatchObject({
      totalCount: 1,
      items: [
        {
          subjectId: boundChild.id,
          locationName: 'Room A1',
          grade: 'BeforeSchool',
          requestedByName: expect.any(String),
        },
      ],
    });
    expect(list.json().items[0].requestedByName).not.toBe('');
    // The trainer has neither the subject list nor the VRAT list.
    expect((await call('GET', '/api/vrclassroom/testRequest', undefined, 'trainer')).statusCode).toBe(403);

    const [event] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(inArray(domainEvents.type, ['VratTestRequested']))
        .orderBy(desc(domainEvents.id))
        .limit(1),
    );
    expect(event).toMatchObject({
      tenantId: sunrise,
      version: 1,
      payload: expect.objectContaining({ subjectId: boundChild.id, grade: 'BeforeSchool' }),
    });

    const inUse = await call('DELETE', `${BASE}/${location.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({
      code: 'Business:TestLocationInUse',
      message: 'Room A1 cannot be deleted: 1 test request uses it.',
    });
  });

  it('refuses an unbound child, another centre’s child or location, and a disabled location', async () => {
    const [location] = (await call('GET', `${BASE}?enabled=true`)).json().items;
    const ask = (subjectId: string, locationId: string) =>
      call('POST', '/api/vrclassroom/testRequest', { subjectId, locationId, grade: '3' }, 'coach');
    const unbound = await ask(unboundChild.id, location.id);
    expect(unbound.statusCode).toBe(409);
    expect(unbound.json().error.code).toBe('Business:SubjectNotBound');
    expect((await ask(harbourChild.id, location.id)).statusCode).toBe(404);
    expect((await ask(boundChild.id, harbourLocation)).statusCode).toBe(404);

    const off = (await call('POST', BASE, { name: 'Room B' })).json();
    const disabled = await ask(boundChild.id, off.id);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error.code).toBe('Business:TestLocationDisabled');
    // Without requests a location can go.
    expect((await call('DELETE', `${BASE}/${off.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${off.id}`)).statusCode).toBe(404);
  });
});
