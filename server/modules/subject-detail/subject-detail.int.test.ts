import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { groupMembers, groups, groupTrainingPlans, schools, subjects } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

type Picked = { id: string; name: string; status: string };

describe.each(testEngines())('subject detail REST on %s', (engine) => {
  let h: ServerHarness;
  let sunriseId: string;
  let harbourId: string;
  /** A Sunrise child with a school, a guardian and a coach. */
  let child: Picked;
  let unbound: Picked;
  let harbourChild: Picked;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunriseId = await h.tenant('sunrise');
    harbourId = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const pick = (tenantId: string, status: 'Bind' | 'Unbind') =>
        tx
          .select({ id: subjects.id, name: subjects.name, status: subjects.status })
          .from(subjects)
          .innerJoin(schools, eq(schools.id, subjects.schoolId))
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.status, status), isNotNull(subjects.remark)))
          .orderBy(asc(subjects.createdAt), asc(subjects.id))
          .limit(1);
      [child] = (await pick(sunriseId, 'Bind')) as [Picked];
      [unbound] = (await pick(sunriseId, 'Unbind')) as [Picked];
      [harbourChild] = (await pick(harbourId, 'Bind')) as [Picked];
    });
  });
  afterAll(() => h.close());

  const call = async (
    userName: string,
    request: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> },
    headers: Record<string, string> = {},
  ) => h.as(userName).request(request.method, request.url, request.payload, { headers });
  const info = (userName: string, subjectId: unknown, headers: Record<string, string> = {}) =>
    call(userName, { method: 'POST', url: '/api/business/subject/getSubjectInfo', payload: { subjectId } }, headers);

  it('answers the subject-detail response with the card’s fields, in the reader’s language', async () => {
    const response = await info('coach', child.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.groups).toEqual([]);
    expect(body.userMusics).toEqual([]);
    const model = body.subjectInfoReturnModel;
    expect(model).toEqual(
      expect.objectContaining({
        id: child.id,
        tenantId: sunriseId,
        name: child.name,
        status: 'Bind',
        isBind: true,
        isLogout: false,
        birthDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        age: expect.any(Number),
        stage: expect.stringMatching(/^(0-3|3-5\.5|5\.5-13|13-18|18\+)$/),
        ageStage: expect.stringMatching(/^(PreSchool|GradeOrTeenSchool)$/),
        schoolName: expect.any(String),
        remark: expect.any(String),
        tenantNames: ['Sunrise Centre'],
        coachNames: [expect.any(String)],
      }),
    );
    expect(model.guardians.length).toBeGreaterThan(0);
    const roles = ['Mother', 'Father', 'Grandmother', 'Grandfather', 'Other'];
    for (const guardian of model.guardians) {
      expect(roles).toContain(guardian.roleDefinition.displayName);
      expect(guardian.nickName).toEqual(expect.any(String));
    }
    const chinese = (await info('coach', child.id, { 'accept-language': 'zh-CN' })).json().subjectInfoReturnModel;
    expect(roles).not.toContain(chinese.guardians[0].roleDefinition.displayName);
    expect(chinese.guardians[0].roleDefinition.name).toBe(model.guardians[0].roleDefinition.name);
  });

  it('tells an unbound child by its status, so the page can refuse to show it', async () => {
    const model = (await info('centeradmin', unbound.id)).json().subjectInfoReturnModel;
    expect(model).toEqual(expect.objectContaining({ status: 'Unbind', isBind: false, isLogout: false }));
  });

  it('answers 404 in the error shape for another centre’s child, on every endpoint', async () => {
    const refusals = await Promise.all([
      info('coach', harbourChild.id),
      call('coach', { method: 'GET', url: `/api/business/subject/subjectLinkedStaff/${harbourChild.id}` }),
      call('coach', { method: 'GET', url: `/api/rocket/userGrant/subjectTenant/${harbourChild.id}` }),
      call('coach', {
        method: 'POST',
        url: '/api/business/subject/prepareForEdit',
        payload: { subjectId: harbourChild.id },
      }),
    ]);
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: { code: 'NotFound', message: 'The child was not found.', details: null, validationErrors: null },
      });
    }
    // The same child, asked for in its own centre, is there.
    expect((await info('multirole', harbourChild.id, { __tenant: harbourId })).statusCode).toBe(200);
  });

  it('refuses an id that is not a uuid with a validation error, and a user without the subject list', async () => {
    const invalid = await info('coach', 'not-an-id');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('ValidationError');
    expect(invalid.json().error.validationErrors[0].members).toEqual(['subjectId']);
    const trainer = await info('trainer', child.id);
    expect(trainer.statusCode).toBe(403);
    expect(trainer.json().error.code).toBe('Forbidden');
  });

  it('lists the staff linked to the child with their roles in this centre', async () => {
    const response = await call('coach', {
      method: 'GET',
      url: `/api/business/subject/subjectLinkedStaff/${child.id}`,
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    const model = (await info('coach', child.id)).json().subjectInfoReturnModel;
    expect(items.map((s: { name: string }) => s.name)).toEqual(model.coachNames);
    expect(items[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), userName: expect.any(String), roles: expect.any(Array) }),
    );
    expect(items[0].roles.map((r: { displayName: string }) => r.displayName)).toContain('Coach');
  });

  it('names the centre the child is granted to, with its status and the date of the grant', async () => {
    const response = await call('centeradmin', {
      method: 'GET',
      url: `/api/rocket/userGrant/subjectTenant/${child.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { tenantId: sunriseId, tenantName: 'Sunrise Centre', status: 'Bind', grantTime: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(response.json().items[0].grantTime))).toBe(false);
  });

  it('prepares the edit dialogs with the child’s outpatient number and remark', async () => {
    const response = await call('coach', {
      method: 'POST',
      url: '/api/business/subject/prepareForEdit',
      payload: { subjectId: child.id },
    });
    expect(response.statusCode).toBe(200);
    const model = (await info('coach', child.id)).json().subjectInfoReturnModel;
    expect(response.json()).toEqual({
      id: child.id,
      name: child.name,
      outpatientNumber: model.outpatientNumber,
      remark: model.remark,
    });
  });

  it('lists the classes the child belongs to, oldest first, each with its group plans, the open one first', async () => {
    const [early, late] = await h.db.privileged(async (tx) => {
      const made = await tx
        .insert(groups)
        .values([
          { tenantId: sunriseId, name: 'Morning pair', type: 'OneToTwo', ageStage: 'GradeOrTeenSchool', capacity: 2 },
          { tenantId: sunriseId, name: 'Afternoon class', type: 'Class', ageStage: 'GradeOrTeenSchool', capacity: 6 },
        ])
        .returning({ id: groups.id });
      await tx.insert(groupMembers).values({ tenantId: sunriseId, groupId: made[0]!.id, subjectId: child.id });
      await tx.insert(groupMembers).values({
        tenantId: sunriseId,
        groupId: made[1]!.id,
        subjectId: child.id,
        addedAt: new Date(Date.now() + 1000),
      });
      return made;
    });
    expect((await info('coach', child.id)).json().groups).toEqual([
      { id: early!.id, name: 'Morning pair', groupTrainingPlans: [] },
      { id: late!.id, name: 'Afternoon class', groupTrainingPlans: [] },
    ]);
    expect((await info('coach', unbound.id)).json().groups).toEqual([]);
    // The class's group plans (issue 20): the open one first, then the ended ones, newest first.
    const [ended, open] = await h.db.privileged((tx) =>
      tx
        .insert(groupTrainingPlans)
        .values(
          (['Ended', 'Started'] as const).map((status, i) => ({
            tenantId: sunriseId,
            groupId: early!.id,
            classPlanId: randomUUID(),
            code: `CP-${i}`,
            nameZh: `班级方案${i}`,
            nameEn: `Class plan ${i}`,
            initDifficulty: 3,
            difficulty: 3,
            status,
            num: i + 2,
            totalNum: 8,
            createdAt: new Date(Date.now() - (2 - i) * 60_000),
          })),
        )
        .returning({ id: groupTrainingPlans.id }),
    );
    const withPlans = (await info('coach', child.id, { 'accept-language': 'en-US' })).json().groups;
    expect(withPlans[0].groupTrainingPlans).toEqual([
      { id: open!.id, currentNum: 3, trainingPlanV2: { displayName: 'Class plan 1' } },
      { id: ended!.id, currentNum: 2, trainingPlanV2: { displayName: 'Class plan 0' } },
    ]);
    expect(withPlans[1].groupTrainingPlans).toEqual([]);
    const zh = (await info('coach', child.id, { 'accept-language': 'zh-CN' })).json().groups;
    expect(zh[0].groupTrainingPlans[0].trainingPlanV2.displayName).toBe('班级方案1');
  });

  describe('the admin’s detail in management mode (GET /api/rocket/user/subjectInfo)', () => {
    const adminInfo = (userName: string, query: string) =>
      call(userName, { method: 'GET', url: `/api/rocket/user/subjectInfo?${query}` });

    it('finds a child of any centre by id for the role named admin', async () => {
      const sunrise = await adminInfo('admin', `id=${child.id}`);
      expect(sunrise.statusCode).toBe(200);
      expect(sunrise.json().subjectInfoReturnModel).toEqual(
        expect.objectContaining({ id: child.id, tenantNames: ['Sunrise Centre'] }),
      );
      const harbour = await adminInfo('admin', `id=${harbourChild.id}&tenantId=${harbourId}`);
      expect(harbour.json().subjectInfoReturnModel.tenantNames).toEqual(['Harbour Centre']);
    });

    it('answers 404 for an unknown id or the wrong centre', async () => {
      expect((await adminInfo('admin', `id=${crypto.randomUUID()}`)).statusCode).toBe(404);
      const wrongCentre = await adminInfo('admin', `id=${harbourChild.id}&tenantId=${sunriseId}`);
      expect(wrongCentre.statusCode).toBe(404);
      expect(wrongCentre.json().error.code).toBe('NotFound');
    });

    it('refuses everyone else, centre staff and other admin roles alike', async () => {
      for (const userName of ['centeradmin', 'coach', 'editor', 'medical']) {
        const refused = await adminInfo(userName, `id=${child.id}`);
        expect(refused.statusCode, userName).toBe(403);
        expect(refused.json().error.code).toBe('Forbidden');
      }
    });
  });
});
