import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testEngines } from './db/testing';
import { memberships, membershipRoles, tenants, users } from './db/schema/index';
import { PERMISSIONS } from './permissions';
import { startServerHarness, type ServerHarness } from '../testing/server-harness';

// A request's context (tenant, roles, permissions, features) is read in one statement, with
// row-level security pointed at the requested tenant before the request is checked. What a caller
// may do must still follow the stored grants from the very next request, and a tenant asked for
// must never lend its grants to a caller it refuses or to a request for another tenant.
describe.each(testEngines('sensitive'))('a request’s context follows the stored grants, on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  let harbour: string;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  const tenantInfo = (userName: string, tenant?: string) =>
    h.as(userName, tenant ? { tenant } : {}).get('/api/business/account/tenantInfo');
  const granted = async (userName: string, tenant?: string): Promise<string[]> => {
    const response = await tenantInfo(userName, tenant);
    expect(response.statusCode).toBe(200);
    return response.json<{ grantedPermissions: string[] }>().grantedPermissions;
  };

  it('drops a permission on the request after its role is taken away, and gives it back after', async () => {
    const userId = await h.userId('centeradmin');
    expect(await granted('centeradmin', sunrise)).toContain(PERMISSIONS.subjectList);
    const held = await h.db.privileged((tx) =>
      tx
        .delete(membershipRoles)
        .where(and(eq(membershipRoles.userId, userId), eq(membershipRoles.tenantId, sunrise)))
        .returning(),
    );
    try {
      expect(await granted('centeradmin', sunrise)).toEqual([]);
      const list = await h
        .as('centeradmin', { tenant: sunrise })
        .post('/api/business/subject/getList', { skipCount: 0, maxResultCount: 1 });
      expect(list.statusCode).toBe(403);
    } finally {
      await h.db.privileged((tx) => tx.insert(membershipRoles).values(held));
    }
    expect(await granted('centeradmin', sunrise)).toContain(PERMISSIONS.subjectList);
  });

  it('refuses the request after a membership is frozen, and after the centre is', async () => {
    const userId = await h.userId('centeradmin');
    expect((await tenantInfo('centeradmin', sunrise)).statusCode).toBe(200);
    const setMembership = (state: 'Frozen' | 'Effective') =>
      h.db.privileged((tx) =>
        tx
          .update(memberships)
          .set({ state })
          .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, sunrise))),
      );
    await setMembership('Frozen');
    try {
      const frozen = await tenantInfo('centeradmin', sunrise);
      expect(frozen.statusCode).toBe(403);
      expect(frozen.json().error.code).toBe('Business:UserInTenantRoleFrozen');
    } finally {
      await setMembership('Effective');
    }
    const setCentre = (state: 'Frozen' | 'Effective') =>
      h.db.privileged((tx) => tx.update(tenants).set({ state }).where(eq(tenants.id, sunrise)));
    await setCentre('Frozen');
    try {
      expect((await tenantInfo('centeradmin', sunrise)).json().error.code).toBe('Business:CenterStateInvalid');
    } finally {
      await setCentre('Effective');
    }
    expect((await tenantInfo('centeradmin', sunrise)).statusCode).toBe(200);
  });

  it('gives each request the grants of the tenant it names, for a user of two centres', async () => {
    // multirole: SeniorCoach at Sunrise, CenterAdmin at Harbour (the demo seed).
    const atSunrise = await granted('multirole', sunrise);
    const atHarbour = await granted('multirole', harbour);
    expect(atHarbour).not.toEqual(atSunrise);
    expect(await granted('multirole', sunrise)).toEqual(atSunrise);
  });

  it('gives a request without a tenant header the remembered centre’s grants', async () => {
    const userId = await h.userId('multirole');
    const atHarbour = await granted('multirole', harbour);
    await h.db.privileged((tx) => tx.update(users).set({ chosenTenantId: harbour }).where(eq(users.id, userId)));
    try {
      const response = await tenantInfo('multirole');
      expect(response.json().currentTenant.id).toBe(harbour);
      expect(response.json().grantedPermissions).toEqual(atHarbour);
    } finally {
      await h.db.privileged((tx) => tx.update(users).set({ chosenTenantId: null }).where(eq(users.id, userId)));
    }
  });

  it('lends nothing of a tenant it refuses: no data, the refusal only', async () => {
    const response = await h
      .as('coach', { tenant: harbour })
      .post('/api/business/subject/getList', { skipCount: 0, maxResultCount: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('items');
  });

  it('answers the hub’s caller check with the context alone: user, tenant, permissions, or the refusal', async () => {
    const caller = await h.as('centeradmin', { tenant: sunrise }).get('/api/platform/caller');
    expect(caller.statusCode).toBe(200);
    expect(caller.json()).toEqual({
      userId: await h.userId('centeradmin'),
      tenantId: sunrise,
      grantedPermissions: await granted('centeradmin', sunrise),
    });
    expect((await h.as('coach', { tenant: harbour }).get('/api/platform/caller')).statusCode).toBe(403);
    expect((await h.as(null).get('/api/platform/caller')).statusCode).toBe(401);
  });
});
