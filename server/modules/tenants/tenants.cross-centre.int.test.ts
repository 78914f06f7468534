import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenantFeatures, tenants } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/business/tenant';

// Issue 14: every write of a tenant row, tried by Sunrise's centre administrator on Harbour (a
// sibling centre) and on Sunrise itself (a centre manages the institutions below it, not itself):
// each is refused and leaves the rows as they were; the same write on Sunrise's own child works.
describe.each(testEngines('sensitive'))('tenant writes across centres on %s', (engine) => {
  let h: ServerHarness;
  const ids = { sunrise: '', harbour: '', annex: '' };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    ids.sunrise = await h.tenant('sunrise');
    ids.harbour = await h.tenant('harbour');
    ids.annex = await h.tenant('annex');
  });
  afterAll(() => h.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.as('centeradmin').request(method, url, payload);

  const snapshot = (id: string) =>
    h.db.privileged(async (tx) => ({
      tenant: (await tx.select().from(tenants).where(eq(tenants.id, id)))[0],
      features: await tx.select().from(tenantFeatures).where(eq(tenantFeatures.tenantId, id)),
    }));

  const writes = (id: string) =>
    [
      ['PUT', `${BASE}/simple`, { id, displayName: 'Taken Over', type: 'Center', parentTenant: ids.sunrise }],
      ['POST', `${BASE}/freeze`, { tenantId: id, operate: 'Freeze' }],
      ['PUT', `${BASE}/reminderAmount`, { id, hfsReminderAmount: 1 }],
      ['PUT', `${BASE}/changeTenantEmail`, { tenantId: id, email: 'mallory@evil.example' }],
      ['POST', `${BASE}/sendEmailToTenant/${id}`, undefined],
      ['POST', `${BASE}/openProject`, { tenantId: id, projectFeatureName: 'vrat' }],
      ['POST', `${BASE}/closeProject`, { tenantId: id, projectFeatureName: 'hfs' }],
      ['DELETE', `${BASE}/${id}`, undefined],
    ] as const;

  it.each([
    ['Harbour, a sibling centre', 'harbour'],
    ['Sunrise itself', 'sunrise'],
  ] as const)('refuses every write on %s and changes nothing', async (_label, key) => {
    const id = ids[key];
    const before = await snapshot(id);
    for (const [method, url, payload] of writes(id)) {
      const answer = await call(method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(answer.json().error.code, `${method} ${url}`).toEqual(expect.any(String));
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('positive control: the same writes work on Sunrise’s own child institution', async () => {
    const email = await call('PUT', `${BASE}/changeTenantEmail`, { tenantId: ids.annex, email: 'annex@example.com' });
    expect(email.statusCode).toBe(200);
    const renamed = await call('PUT', `${BASE}/simple`, {
      id: ids.annex,
      displayName: '阳光儿童分部',
      type: 'Center',
      parentTenant: ids.sunrise,
      email: 'annex@example.com',
    });
    expect(renamed.statusCode).toBe(200);
    const frozen = await call('POST', `${BASE}/freeze`, { tenantId: ids.annex, operate: 'Freeze' });
    expect(frozen.statusCode).toBe(200);
    expect((await snapshot(ids.annex)).tenant).toMatchObject({ email: 'annex@example.com', state: 'Frozen' });
  });
});
