import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

describe.each(testEngines())('subject list REST on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const list = async (userName: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.as(userName, { language: null }).post('/api/business/subject/getList', payload as Record<string, unknown>, {
      headers,
    });

  it('pages the current centre’s children only', async () => {
    const sunrise = (await list('coach', { skipCount: 0, maxResultCount: 12 })).json();
    expect(sunrise.totalCount).toBe(190);
    expect(sunrise.items).toHaveLength(12);
    expect(sunrise.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.any(String),
        birthDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        coachNames: [expect.any(String)],
      }),
    );
    const harbour = await h.tenant('harbour');
    const other = (await list('multirole', { skipCount: 0, maxResultCount: 500 }, { __tenant: harbour })).json();
    expect(other.totalCount).toBe(120);
    const sunriseIds = new Set(
      (await list('coach', { skipCount: 0, maxResultCount: 500 })).json().items.map((s: { id: string }) => s.id),
    );
    expect(other.items.some((s: { id: string }) => sunriseIds.has(s.id))).toBe(false);
  });

  it('finds children by name or outpatient number, with the user’s % taken literally', async () => {
    const found = (await list('coach', { skipCount: 0, maxResultCount: 50, filter: 'SR-2026-0001' })).json();
    expect(found.items.map((s: { outpatientNumber: string }) => s.outpatientNumber)).toContain('SR-2026-0001');
    expect((await list('coach', { skipCount: 0, maxResultCount: 50, filter: '%' })).json().totalCount).toBe(0);
  });

  it('refuses wrong types with 400 and per-field validationErrors, and drops unknown fields', async () => {
    const refused = await list('coach', { skipCount: '0', maxResultCount: 0 }, { 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.error.code).toBe('ValidationError');
    expect(body.error.message).toBe('Your request is not valid.');
    expect(body.error.validationErrors).toEqual(
      expect.arrayContaining([
        { message: 'The field skipCount must be of type integer.', members: ['skipCount'] },
        { message: 'The field maxResultCount must be at least 1.', members: ['maxResultCount'] },
      ]),
    );
    const accepted = await list('coach', { skipCount: 0, maxResultCount: 3, tenantId: 'someone-else', isAdmin: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().totalCount).toBe(190);
  });

  it('marks a child checked in while its check-in of today is open, and no longer once checked out', async () => {
    const checkInState = async (id: string) => {
      const items = (await list('coach', { skipCount: 0, maxResultCount: 500 })).json().items as {
        id: string;
        isCheckIn: boolean;
      }[];
      return items.find((s) => s.id === id)?.isCheckIn;
    };
    const [first, second] = (await list('coach', { skipCount: 0, maxResultCount: 2 })).json().items as {
      id: string;
      isCheckIn: boolean;
    }[];
    expect([first!.isCheckIn, second!.isCheckIn]).toEqual([false, false]);

    const move = async (direction: 'in' | 'out', subjectId: string) => {
      const response = await h
        .as('coach', { language: null })
        .post(`/api/business/checkIn/${direction}`, { subjectId });
      expect(response.statusCode).toBe(200);
    };
    await move('in', first!.id);
    expect(await checkInState(first!.id)).toBe(true);
    expect(await checkInState(second!.id)).toBe(false);
    // One row per child still: the join never repeats a child, so paging counts stay right.
    const all = (await list('coach', { skipCount: 0, maxResultCount: 500 })).json();
    expect(all.items).toHaveLength(190);

    await move('out', first!.id);
    expect(await checkInState(first!.id)).toBe(false);
    // Checked out and in again the same day: an open visit again, and still one row.
    await move('in', first!.id);
    expect(await checkInState(first!.id)).toBe(true);
    expect((await list('coach', { skipCount: 0, maxResultCount: 500 })).json().items).toHaveLength(190);
    await move('out', first!.id);
  });

  it('refuses a user without the subject list permission with 403', async () => {
    const response = await list('trainer', { skipCount: 0, maxResultCount: 12 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('Forbidden');
  });

  it('answers an unknown address with 404 and bad JSON with 400, never a stack trace', async () => {
    const coach = h.bearer(await h.tokenFor('coach'), { language: null });
    const missing = await coach.get('/api/business/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NotFound');
    const bad = await coach.post('/api/business/subject/getList', '{"skipCount": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('InvalidJson');
    expect(bad.body).not.toMatch(/at .*\.ts/);
  });
});

describe.each(testEngines())('subject list filters on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  type Item = {
    id: string;
    outpatientNumber: string | null;
    status: string;
    schoolName: string | null;
    remark: string | null;
    coachNames: string[];
    isCheckIn: boolean;
  };
  const list = async (payload: Record<string, unknown>) => {
    const response = await h
      .as('centeradmin', { language: null })
      .post('/api/business/subject/getList', { skipCount: 0, maxResultCount: 500, ...payload });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Item[]; totalCount: number };
  };

  it('narrows by each filter, and by several together', async () => {
    const all = (await list({})).items;
    const sample = all.find((s) => s.schoolName && s.remark)!;

    const byNumber = await list({ outpatientNumber: sample.outpatientNumber!.slice(-4) });
    expect(byNumber.items.every((s) => s.outpatientNumber!.includes(sample.outpatientNumber!.slice(-4)))).toBe(true);
    expect(byNumber.items.map((s) => s.id)).toContain(sample.id);

    for (const status of ['Bind', 'Unbind', 'Logout']) {
      const found = await list({ status });
      expect(found.totalCount).toBe(all.filter((s) => s.status === status).length);
    }

    const school = await list({ school: sample.schoolName!.slice(0, 3) });
    expect(school.items.every((s) => s.schoolName!.includes(sample.schoolName!.slice(0, 3)))).toBe(true);

    const coach = sample.coachNames[0]!;
    const byCoach = await list({ coachName: coach });
    expect(byCoach.totalCount).toBe(all.filter((s) => s.coachNames.some((c) => c.includes(coach))).length);

    const remark = await list({ remark: sample.remark!.slice(0, 5) });
    expect(remark.totalCount).toBe(
      all.filter((s) => s.remark?.toLowerCase().includes(sample.remark!.slice(0, 5).toLowerCase())).length,
    );

    const together = await list({ status: sample.status, remark: sample.remark!, school: sample.schoolName! });
    expect(together.items.map((s) => s.id)).toContain(sample.id);
    expect(together.items.every((s) => s.status === sample.status && s.schoolName === sample.schoolName)).toBe(true);
  });

  it('narrows by the check-in flag', async () => {
    // Children the demo seed checked in today and who are still in (demo.today.ts).
    const seededIn = (await list({ isCheckIn: true })).items.map((s) => s.id);
    const first = (await list({ status: 'Bind' })).items[0]!;
    expect(seededIn).not.toContain(first.id);
    const response = await h.as('centeradmin', { language: null }).post('/api/business/checkIn/in', {
      subjectId: first.id,
    });
    expect(response.statusCode).toBe(200);
    const checkedIn = await list({ isCheckIn: true });
    expect(checkedIn.items.map((s) => s.id).sort()).toEqual([first.id, ...seededIn].sort());
    const notCheckedIn = await list({ isCheckIn: false });
    expect(notCheckedIn.totalCount).toBe(190 - checkedIn.totalCount);
    expect(notCheckedIn.items.some((s) => s.id === first.id)).toBe(false);
  });

  it('refuses an unknown status and a too large page', async () => {
    const response = await h.as('centeradmin').post('/api/business/subject/getList', {
      skipCount: 0,
      maxResultCount: 100000,
      status: 'Gone',
      isCheckIn: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .error.validationErrors.map((v: { members: string[] }) => v.members[0])
        .sort(),
    ).toEqual(['isCheckIn', 'maxResultCount', 'status']);
  });
});
