import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { domainEvents, groupMembers, groups, subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/group';
const yearsAgo = (years: number) => DateTime.now().minus({ years }).toISODate()!;

describe.each(testEngines())('groups and their children on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbourGroup: string;
  let harbourChild: string;
  /** Sunrise children made for these tests: three bound of school age, and the ones that may not join. */
  const kids: Record<'a' | 'b' | 'c' | 'young' | 'unbound' | 'masked', string> = {
    a: '',
    b: '',
    c: '',
    young: '',
    unbound: '',
    masked: '',
  };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const add = async (tenantId: string, name: string, birthday: string, status: 'Bind' | 'Unbind' = 'Bind') => {
        const [row] = await tx
          .insert(subjects)
          .values({ tenantId, name, birthday, status })
          .returning({ id: subjects.id });
        return row!.id;
      };
      kids.a = await add(sunrise, 'Groupkid Alpha', yearsAgo(8));
      kids.b = await add(sunrise, 'Groupkid Bravo', yearsAgo(9));
      kids.c = await add(sunrise, 'Groupkid Charlie', yearsAgo(10));
      kids.young = await add(sunrise, 'Groupkid Young', yearsAgo(4));
      kids.unbound = await add(sunrise, 'Groupkid Unbound', yearsAgo(8), 'Unbind');
      kids.masked = await add(sunrise, '***', yearsAgo(8));
      harbourChild = await add(harbour, 'Groupkid Harbour', yearsAgo(8));
      const [group] = await tx
        .insert(groups)
        .values({
          tenantId: harbour,
          name: 'Harbour pair',
          type: 'OneToTwo',
          ageStage: 'GradeOrTeenSchool',
          capacity: 2,
        })
        .returning({ id: groups.id });
      harbourGroup = group!.id;
    });
  });
  afterAll(() => h.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    { user = 'centeradmin', language = 'en-US' } = {},
  ) => h.as(user, { language }).request(method, url, payload);

  it('refuses a class without a name, or a capacity that does not fit its type, in both languages', async () => {
    const bad = await call('POST', BASE, { name: ' ', type: 'OneToTwo', ageStage: 'PreSchool', capacity: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'ValidationError',
      validationErrors: [
        { message: 'Class name is required', members: ['name'] },
        { message: 'A group of this type holds exactly 2 children.', members: ['capacity'] },
      ],
    });
    const zh = await call('POST', BASE, { type: 'Class', ageStage: 'PreSchool' }, { language: 'zh-CN' });
    expect(zh.json().error.validationErrors.map((v: { message: string }) => v.message)).toEqual([
      '班级名称为必填项',
      '请填写容纳人数：1 到 6 人。',
    ]);
    expect(
      (await call('POST', BASE, { name: 'Big', type: 'Class', ageStage: 'PreSchool', capacity: 7 })).statusCode,
    ).toBe(400);
    expect((await call('POST', BASE, { name: 'x', type: 'OneToTen', ageStage: 'PreSchool' })).statusCode).toBe(400);
  });

  it('creates a OneToTwo class with capacity 2 and a Class with its own, and lists them newest first', async () => {
    // The demo's own classes are there before them.
    const before = (await call('POST', `${BASE}/getList`, { skipCount: 0, maxResultCount: 10 })).json()
      .totalCount as number;
    const pair = await call('POST', BASE, { name: 'Tuesday pair', type: 'OneToTwo', ageStage: 'GradeOrTeenSchool' });
    expect(pair.statusCode).toBe(200);
    expect(pair.json()).toMatchObject({ name: 'Tuesday pair', capacity: 2, memberCount: 0, groupLinkUsers: [] });
    const cls = await call('POST', BASE, { name: 'Little ones', type: 'Class', ageStage: 'PreSchool', capacity: 4 });
    expect(cls.json()).toMatchObject({ type: 'Class', ageStage: 'PreSchool', capacity: 4 });

    const list = await call('POST', `${BASE}/getList`, { skipCount: 0, maxResultCount: 10 });
    expect(list.json().totalCount).toBe(before + 2);
    expect(
      list
        .json()
        .items.slice(0, 2)
        .map((g: { name: string }) => g.name),
    ).toEqual(['Little ones', 'Tuesday pair']);
    const filtered = await call('POST', `${BASE}/getList`, { skipCount: 0, maxResultCount: 10, filter: 'TUESDAY PA' });
    expect(filtered.json()).toMatchObject({ totalCount: 1, items: [{ id: pair.json().id }] });
    expect((await call('GET', `${BASE}/${pair.json().id}`)).json().name).toBe('Tuesday pair');
  });

  it('offers only bound, unmasked children of the age stage for the manage-children dialog', async () => {
    const school = await call('POST', `${BASE}/boundChildren`, {
      skipCount: 0,
      maxResultCount: 99999,
      ageStage: 'GradeOrTeenSchool',
      status: 'Bind',
    });
    expect(school.statusCode).toBe(200);
    const ids = school.json().items.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([kids.a, kids.b, kids.c]));
    expect(ids).not.toContain(kids.young);
    expect(ids).not.toContain(kids.unbound);
    expect(ids).not.toContain(kids.masked);
    expect(ids).not.toContain(harbourChild);
    expect(school.json().totalCount).toBe(ids.length);
    expect(school.json().items.every((c: { ageStage: string }) => c.ageStage === 'GradeOrTeenSchool')).toBe(true);

    const pre = await call('POST', `${BASE}/boundChildren`, { maxResultCount: 99999, ageStage: 'PreSchool' });
    expect(pre.json().items.map((c: { id: string }) => c.id)).toContain(kids.young);
    expect(pre.json().items.map((c: { id: string }) => c.id)).not.toContain(kids.a);

    const page = await call('POST', `${BASE}/boundChildren`, {
      skipCount: 1,
      maxResultCount: 2,
      ageStage: 'GradeOrTeenSchool',
    });
    expect(page.json().items.map((c: { id: string }) => c.id)).toEqual(ids.slice(1, 3));
    expect(
      (await call('POST', `${BASE}/boundChildren`, { maxResultCount: 100000, ageStage: 'PreSchool' })).statusCode,
    ).toBe(400);
    expect((await call('POST', `${BASE}/boundChildren`, { ageStage: 'PreSchool', status: 'Unbind' })).statusCode).toBe(
      400,
    );
  });

  const pairId = async () =>
    (await call('POST', `${BASE}/getList`, { maxResultCount: 10, filter: 'Tuesday pair' })).json().items[0]
      .id as string;

  it('refuses three children for a OneToTwo class with the limit, saves two, and shows them everywhere', async () => {
    const groupId = await pairId();
    const three = await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.a, kids.b, kids.c] });
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toMatchObject({
      code: 'Business:GroupCapacityExceeded',
      message: 'At most 2 children can be selected for this class.',
    });
    expect((await call('GET', `${BASE}/childList/${groupId}`)).json().totalCount).toBe(0);

    const two = await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.b, kids.a] });
    expect(two.statusCode).toBe(200);
    expect(two.json()).toMatchObject({
      memberCount: 2,
      groupLinkUsers: [
        { id: kids.a, name: 'Groupkid Alpha' },
        { id: kids.b, name: 'Groupkid Bravo' },
      ],
    });
    const children = (await call('GET', `${BASE}/childList/${groupId}`)).json();
    expect(children).toMatchObject({
      totalCount: 2,
      items: [{ id: kids.a, status: 'Bind', ageStage: 'GradeOrTeenSchool' }, { id: kids.b }],
    });
    const listed = (await call('POST', `${BASE}/getList`, { maxResultCount: 10, filter: 'Tuesday' })).json().items[0];
    expect(listed.memberCount).toBe(2);

    const detail = await call('POST', '/api/business/subject/getSubjectInfo', { subjectId: kids.a }, { user: 'coach' });
    expect(detail.json().groups).toEqual([{ id: groupId, name: 'Tuesday pair', groupTrainingPlans: [] }]);

    const [event] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.type, 'GroupChildrenChanged'))
        .orderBy(desc(domainEvents.id))
        .limit(1),
    );
    expect(event).toMatchObject({
      tenantId: sunrise,
      permission: 'Menu.TraningManage.ClassList',
      payload: expect.objectContaining({ groupId, added: [kids.b, kids.a], removed: [] }),
    });

    // Swapping one child replaces the set.
    const swapped = await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.a, kids.c] });
    expect(swapped.json().groupLinkUsers.map((u: { id: string }) => u.id)).toEqual([kids.a, kids.c]);
    const members = await h.db.privileged((tx) =>
      tx
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.subjectId, kids.b))),
    );
    expect(members).toEqual([]);
  });

  it('refuses an unbound, masked or too young child, naming why, and keeps the class as it was', async () => {
    const groupId = await pairId();
    const unbound = await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.unbound] });
    expect(unbound.statusCode).toBe(409);
    expect(unbound.json().error).toMatchObject({
      code: 'Business:SubjectNotBound',
      message: 'Groupkid Unbound is not bound to the centre and cannot join a class.',
    });
    expect((await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.masked] })).json().error.code).toBe(
      'Business:SubjectMasked',
    );
    const young = await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.young] }, { language: 'zh-CN' });
    expect(young.json().error).toMatchObject({
      code: 'Business:SubjectAgeStageMismatch',
      message: 'Groupkid Young 不属于该班级的年龄阶段（学龄期）。',
    });
    expect((await call('GET', `${BASE}/childList/${groupId}`)).json().items.map((c: { id: string }) => c.id)).toEqual([
      kids.a,
      kids.c,
    ]);
  });

  it('locks the age stage and keeps the capacity at or above the children the class has', async () => {
    const groupId = await pairId();
    const stage = await call('PUT', BASE, {
      id: groupId,
      name: 'Tuesday pair',
      type: 'OneToTwo',
      ageStage: 'PreSchool',
    });
    expect(stage.statusCode).toBe(400);
    expect(stage.json().error.validationErrors).toEqual([
      { message: 'The age stage of a class cannot be changed.', members: ['ageStage'] },
    ]);
    const shrink = await call('PUT', BASE, {
      id: groupId,
      name: 'Tuesday pair',
      type: 'OneToOne',
      ageStage: 'GradeOrTeenSchool',
    });
    expect(shrink.json().error.validationErrors).toEqual([
      { message: 'The class has 2 children: it cannot hold fewer.', members: ['capacity'] },
    ]);
    const renamed = await call('PUT', BASE, {
      id: groupId,
      name: 'Tuesday trio',
      type: 'Class',
      ageStage: 'GradeOrTeenSchool',
      capacity: 3,
    });
    expect(renamed.json()).toMatchObject({ name: 'Tuesday trio', type: 'Class', capacity: 3, memberCount: 2 });
    // Now three fit.
    expect((await call('PUT', `${BASE}/user`, { groupId, userIds: [kids.a, kids.b, kids.c] })).json().memberCount).toBe(
      3,
    );
  });

  it('answers 404 for another centre’s class or child, and 403 without the group list', async () => {
    expect((await call('GET', `${BASE}/${harbourGroup}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/childList/${harbourGroup}`)).statusCode).toBe(404);
    const edit = await call('PUT', BASE, {
      id: harbourGroup,
      name: 'Mine',
      type: 'OneToTwo',
      ageStage: 'GradeOrTeenSchool',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toMatchObject({ code: 'NotFound', message: 'The class was not found.' });
    expect((await call('PUT', `${BASE}/user`, { groupId: harbourGroup, userIds: [kids.a] })).statusCode).toBe(404);
    const groupId = (await call('POST', `${BASE}/getList`, { maxResultCount: 10, filter: 'Tuesday' })).json().items[0]
      .id;
    const foreignChild = await call('PUT', `${BASE}/user`, { groupId, userIds: [harbourChild] });
    expect(foreignChild.statusCode).toBe(404);
    expect(foreignChild.json().error.code).toBe('NotFound');

    const untouched = await h.db.privileged((tx) =>
      tx.select().from(groupMembers).where(eq(groupMembers.groupId, harbourGroup)),
    );
    expect(untouched).toEqual([]);
    const list = (await call('POST', `${BASE}/getList`, { maxResultCount: 100 })).json();
    expect(list.items.map((g: { id: string }) => g.id)).not.toContain(harbourGroup);

    expect((await call('POST', `${BASE}/getList`, { maxResultCount: 10 }, { user: 'coach' })).statusCode).toBe(403);
    // A coach runs classes' group plans: one class reads, another centre's is still 404.
    const sunriseGroup = list.items[0].id as string;
    const one = await call('GET', `${BASE}/${sunriseGroup}`, undefined, { user: 'coach' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: sunriseGroup });
    expect((await call('GET', `${BASE}/${harbourGroup}`, undefined, { user: 'coach' })).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/boundChildren`, { ageStage: 'PreSchool' }, { user: 'coach' })).statusCode).toBe(
      403,
    );
  });
});
