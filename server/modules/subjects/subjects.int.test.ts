import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { tenants } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

describe.each(testEngines())('subject list REST on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const list = async (userName: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/api/business/subject/getList',
      headers: { authorization: `Bearer ${await h.tokenFor(userName)}`, ...headers },
      payload: payload as Record<string, unknown>,
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
    const [harbour] = await h.db.privileged((tx) =>
      tx.select().from(tenants).where(eq(tenants.name, 'Harbour Centre')),
    );
    const other = (await list('multirole', { skipCount: 0, maxResultCount: 500 }, { __tenant: harbour!.id })).json();
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
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/business/checkIn/${direction}`,
        headers: { authorization: `Bearer ${await h.tokenFor('coach')}` },
        payload: { subjectId },
      });
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
    const token = await h.tokenFor('coach');
    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/business/nothing-here',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NotFound');
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/business/subject/getList',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"skipCount": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('InvalidJson');
    expect(bad.body).not.toMatch(/at .*\.ts/);
  });
});
