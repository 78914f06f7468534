import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { memberships } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { DEMO_USERS } from '../../seed/demo.seed';

describe.each(testEngines())('account REST on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const get = async (url: string, userName: string | null, headers: Record<string, string> = {}) =>
    h.as(userName, { language: null }).get(url, { headers });

  it('refuses a request without a token with 401 in the spec’s error shape', async () => {
    const response = await get('/api/Account/Info', null, { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'Unauthorized',
        message: 'Your sign-in has expired or is missing. Please sign in again.',
        details: null,
        validationErrors: null,
      },
    });
  });

  it('speaks Chinese by default and refuses a forged token', async () => {
    const token = await h.tokenFor('centeradmin');
    const forged = `${token.slice(0, -4)}AAAA`;
    const response = await h.bearer(forged, { language: null }).get('/api/Account/Info');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('登录已过期或未登录，请重新登录。');
  });

  it.each(DEMO_USERS.map((u) => [u.userName, u.landsOn]))('%s lands on %s', async (userName, landsOn) => {
    const response = await get('/api/business/account/tenantInfo', userName);
    expect(response.statusCode).toBe(200);
    expect(response.json().landingRoute).toBe(landsOn);
  });

  it('gives the centre admin the current user shape of spec 000 §3', async () => {
    const info = (await get('/api/business/account/tenantInfo', 'centeradmin')).json();
    expect(info.currentTenant).toMatchObject({ displayName: 'Sunrise Centre', type: 'Center' });
    expect(info.centerList).toEqual([
      expect.objectContaining({
        displayName: 'Sunrise Centre',
        state: 'Effective',
        roles: [{ name: 'CenterAdmin', displayName: '中心管理员' }],
      }),
    ]);
    expect(info.tenantPermission.map((p: { frontPermission: { name: string } }) => p.frontPermission.name)).toEqual(
      expect.arrayContaining(['hfs', 'vrat', 'guardian', 'hfs1.timesSetting']),
    );
    expect(info.adminRoles).toEqual([]);
  });

  it('shows the role named admin the whole tenant tree', async () => {
    const tree = (await get('/api/business/tenant/changeList2', 'admin')).json();
    expect(tree).toEqual([
      expect.objectContaining({
        displayName: 'Bright Minds Group',
        type: 'Enterprise',
        children: [
          expect.objectContaining({
            displayName: 'East Area',
            children: expect.arrayContaining([
              expect.objectContaining({
                displayName: 'Sunrise Centre',
                type: 'Center',
                children: [expect.objectContaining({ displayName: '阳光儿童分部', type: 'Center', children: [] })],
              }),
              expect.objectContaining({ displayName: 'Harbour Centre', type: 'Center', children: [] }),
            ]),
          }),
        ],
      }),
    ]);
  });

  it('checks the __tenant header against the user’s memberships', async () => {
    const harbour = await h.tenant('harbour');
    const asCoach = await get('/api/business/account/tenantInfo', 'coach', {
      __tenant: harbour,
      'accept-language': 'en-US',
    });
    expect(asCoach.statusCode).toBe(403);
    expect(asCoach.json().error).toMatchObject({ code: 'Forbidden', message: 'You do not work in this tenant.' });

    const asMultirole = await get('/api/business/account/tenantInfo', 'multirole', { __tenant: harbour });
    expect(asMultirole.statusCode).toBe(200);
    expect(asMultirole.json().currentTenant.displayName).toBe('Harbour Centre');
    expect(asMultirole.json().landingRoute).toBe('/system/center/dataPanel/workTable');
  });

  it('refuses a frozen membership with Business:UserInTenantRoleFrozen', async () => {
    const multirole = await h.userId('multirole');
    const harbour = await h.tenant('harbour');
    await h.db.privileged((tx) =>
      tx.update(memberships).set({ state: 'Frozen' }).where(eq(memberships.userId, multirole)).returning(),
    );
    try {
      const response = await get('/api/business/account/tenantInfo', 'multirole', {
        __tenant: harbour,
        'accept-language': 'en-US',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'Business:UserInTenantRoleFrozen',
        message: 'Your account in this centre has been frozen.',
      });
    } finally {
      await h.db.privileged((tx) =>
        tx.update(memberships).set({ state: 'Effective' }).where(eq(memberships.userId, multirole)),
      );
    }
  });

  it('remembers the chosen centre and refuses one the user does not work in', async () => {
    const sunrise = await h.tenant('sunrise');
    const group = await h.tenant('group');
    const multirole = h.bearer(await h.tokenFor('multirole'), { language: null });
    const choose = (tenantId: string) => multirole.post('/api/business/account/chooseTenant', { tenantId });

    expect((await choose(group)).statusCode).toBe(403);
    expect((await choose(sunrise)).statusCode).toBe(204);
    const info = (await get('/api/business/account/tenantInfo', 'multirole')).json();
    expect(info.currentTenant.displayName).toBe('Sunrise Centre');
    expect(info.landingRoute).toBe('/system/center/dataPanel/workTable');
  });

  it('stores the interface language for the user and refuses an unknown one', async () => {
    const coach = h.bearer(await h.tokenFor('coach'));
    const set = (payload: Record<string, unknown>) => coach.post('/api/Language/Set', payload);
    expect((await set({ culture: 'en' })).json()).toEqual({ culture: 'en' });
    expect((await get('/api/Language/Current', 'coach')).json()).toEqual({ culture: 'en' });
    const refused = await set({ culture: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors).toEqual([
      { message: 'The field culture must be one of: zh-Hans, en.', members: ['culture'] },
    ]);
  });
});
