import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { clientErrors } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { CLIENT_ERROR_LIMITS } from './client-errors.schemas';

describe.each(testEngines())('client error reports REST on %s', (engine) => {
  let h: ServerHarness;
  let sunriseId: string;
  let harbourId: string;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunriseId = await h.tenant('sunrise');
    harbourId = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  const report = async (userName: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    h.as(userName, { language: null }).post('/api/clientErrors', payload as Record<string, unknown>, { headers });
  const list = async (
    userName: string,
    query = 'skipCount=0&maxResultCount=10',
    headers: Record<string, string> = {},
  ) => h.as(userName, { language: null }).get(`/api/clientErrors?${query}`, { headers });

  it('stores what a signed-in user reports, with the tenant they work in', async () => {
    const response = await report(
      'coach',
      {
        message: 'Something went wrong on our side.',
        code: 'InternalServerError',
        status: 500,
        url: '/system/center/menu/user/subject?page=2',
        operation: 'SubjectList',
        userAgent: 'Mozilla/5.0 (test)',
        contextTenantId: sunriseId,
        details: { path: ['subjects'], kind: 'query' },
        isAdmin: true,
      },
      { 'user-agent': 'ignored-when-the-body-has-one' },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(clientErrors)
        .where(eq(clientErrors.id, Number(id))),
    );
    expect(row).toEqual(
      expect.objectContaining({
        userId: await h.userId('coach'),
        contextTenantId: sunriseId,
        message: 'Something went wrong on our side.',
        code: 'InternalServerError',
        status: 500,
        url: '/system/center/menu/user/subject?page=2',
        operation: 'SubjectList',
        userAgent: 'Mozilla/5.0 (test)',
        details: { path: ['subjects'], kind: 'query' },
      }),
    );
  });

  it('does not attach a report to a tenant the reporter does not work in', async () => {
    const response = await report('coach', { message: 'x', contextTenantId: harbourId });
    expect(response.statusCode).toBe(201);
    const [row] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(clientErrors)
        .where(eq(clientErrors.id, Number(response.json().id))),
    );
    // Not Harbour: the tenant the coach's own request ran in instead.
    expect(row?.contextTenantId).toBe(sunriseId);
    // No userAgent in the body: the request's own header (inject's) stands in.
    expect(row?.userAgent).toBe('lightMyRequest');
  });

  it('refuses reports without a sign-in', async () => {
    const response = await report(null, { message: 'anonymous' }, { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('Unauthorized');
  });

  it('validates the report: a message, sizes, types', async () => {
    const empty = await report('coach', { message: '' }, { 'accept-language': 'en-US' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.validationErrors).toEqual([
      { message: 'The field message must have at least 1 characters.', members: ['message'] },
    ]);
    const long = await report('coach', { message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) });
    expect(long.statusCode).toBe(400);
    const wrongType = await report('coach', { message: 'x', status: '500' });
    expect(wrongType.statusCode).toBe(400);
    const badTenant = await report('coach', { message: 'x', contextTenantId: 'not-a-uuid' });
    expect(badTenant.statusCode).toBe(400);

    const bigDetails = await report(
      'coach',
      { message: 'x', details: { blob: 'y'.repeat(CLIENT_ERROR_LIMITS.details) } },
      { 'accept-language': 'en-US' },
    );
    expect(bigDetails.statusCode).toBe(400);
    expect(bigDetails.json().error).toEqual(
      expect.objectContaining({
        code: 'ClientErrorTooLarge',
        message: `The error report's details are too large (at most ${CLIENT_ERROR_LIMITS.details} characters).`,
      }),
    );
    const huge = await report('coach', { message: 'x', details: { blob: 'y'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) } });
    expect(huge.statusCode).toBe(413);
  });

  it('lists the reports newest first for the role named admin, with user and tenant names', async () => {
    await report('trainer', { message: 'newest one', status: 502, contextTenantId: sunriseId });
    const response = await list('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBeGreaterThanOrEqual(3);
    expect(body.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        creationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        userName: 'trainer',
        tenantName: 'Sunrise Centre',
        contextTenantId: sunriseId,
        message: 'newest one',
        status: 502,
        code: null,
      }),
    );
    const times = body.items.map((i: { creationTime: string }) => i.creationTime);
    expect([...times].sort().reverse()).toEqual(times);

    const second = (await list('admin', 'skipCount=1&maxResultCount=1')).json();
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).toBe(body.items[1].id);
    expect(second.totalCount).toBe(body.totalCount);
  });

  it('refuses the list to everyone but the role named admin', async () => {
    for (const userName of ['coach', 'centeradmin', 'editor', 'medical', 'noroles']) {
      const response = await list(userName, undefined, { 'accept-language': 'en-US' });
      expect(response.statusCode, userName).toBe(403);
      expect(response.json().error.code).toBe('Forbidden');
    }
  });

  it('limits how many reports one user sends in a minute', async () => {
    const before = (await list('admin')).json().totalCount as number;
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perUserPerMinute + 2; i++) {
      statuses.push((await report('multirole', { message: `loop ${i}` }, { 'accept-language': 'en-US' })).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CLIENT_ERROR_LIMITS.perUserPerMinute);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = await report('multirole', { message: 'one more' }, { 'accept-language': 'en-US' });
    expect(refused.json().error.message).toBe('Too many error reports were sent in the last minute. Try again later.');
    // Another user is not held back by it.
    expect((await report('coach', { message: 'still fine' })).statusCode).toBe(201);
    expect((await list('admin')).json().totalCount).toBe(before + CLIENT_ERROR_LIMITS.perUserPerMinute + 1);
  });
});
