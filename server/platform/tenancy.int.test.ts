import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from './db/testing';
import { users } from './db/schema/index';
import { startServerHarness, type ServerHarness } from '../testing/server-harness';

// Spec 000 §6 / 002 §6: the role named admin picks any tenant from the whole tree in the centre
// picker, so it may act there without a membership (and so without any role permissions).
describe.each(testEngines('sensitive'))('the role named admin acts in any tenant, on %s', (engine) => {
  let h: ServerHarness;
  let tenantIds: Record<string, string>;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    tenantIds = {
      'East Area': await h.tenant('east'),
      'Sunrise Centre': await h.tenant('sunrise'),
      'Harbour Centre': await h.tenant('harbour'),
    };
  });
  afterAll(() => h.close());

  const tenantInfo = async (userName: string, tenant: string) =>
    h.as(userName, { tenant }).get('/api/business/account/tenantInfo');
  const choose = async (userName: string, tenantId: string) =>
    h.as(userName).post('/api/business/account/chooseTenant', { tenantId });

  it('lets admin work in a centre it is no member of, with the tenant’s features and no permissions', async () => {
    const response = await tenantInfo('admin', tenantIds['Harbour Centre']!);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.currentTenant).toEqual({
      id: tenantIds['Harbour Centre'],
      displayName: 'Harbour Centre',
      type: 'Center',
    });
    expect(info.grantedPermissions).toEqual([]);
    expect(info.tenantPermission.map((p: { frontPermission: { name: string } }) => p.frontPermission.name)).toEqual(
      expect.arrayContaining(['vrat']),
    );
    expect(info.landingRoute).toBe('/system/center');
  });

  it('lets admin pick an area, and row-level security follows it', async () => {
    const response = await tenantInfo('admin', tenantIds['East Area']!);
    expect(response.statusCode).toBe(200);
    expect(response.json().currentTenant.type).toBe('Area');
    expect(response.json().landingRoute).toBe('/system/area');
  });

  it('answers 404 for a tenant that does not exist, and for a header that is not an id', async () => {
    const missing = await tenantInfo('admin', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('The tenant was not found.');
    expect((await tenantInfo('admin', 'not-a-uuid')).statusCode).toBe(404);
  });

  it('still refuses everyone else a tenant they do not work in', async () => {
    for (const userName of ['editor', 'enterprise', 'coach']) {
      const response = await tenantInfo(userName, tenantIds['Harbour Centre']!);
      expect(response.statusCode, userName).toBe(403);
    }
  });

  it('remembers admin’s choice from the tree, and refuses an unknown tenant', async () => {
    expect((await choose('admin', tenantIds['Sunrise Centre']!)).statusCode).toBe(204);
    const [admin] = await h.db.privileged((tx) =>
      tx.select({ chosen: users.chosenTenantId }).from(users).where(eq(users.userName, 'admin')),
    );
    expect(admin?.chosen).toBe(tenantIds['Sunrise Centre']);
    expect((await choose('admin', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await choose('editor', tenantIds['Sunrise Centre']!)).statusCode).toBe(403);
  });

  it('gives admin no role permissions where it has no membership', async () => {
    const list = async (tenant: string) =>
      (
        await h
          .as('admin', { tenant, language: null })
          .post('/api/business/subject/getList', { skipCount: 0, maxResultCount: 1 })
      ).statusCode;
    expect(await list(tenantIds['Sunrise Centre']!)).toBe(403);
  });
});
