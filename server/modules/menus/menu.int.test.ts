import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '../../platform/db/testing';
import { users } from '../../platform/db/schema/index';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { MENU_TREES } from './menu.catalogue';

const CENTRE = '/system/center/';
const allOf = (tree: keyof typeof MENU_TREES) => MENU_TREES[tree].flatMap((g) => g.items.map((i) => i.route));

// What each demo user sees (README "Demo sign-ins"; Sunrise has hfs, vrat, guardian, hfs1.timesSetting).
const EXPECTED: Record<string, string[]> = {
  admin: allOf('management'),
  editor: [
    ...MENU_TREES.management.filter((g) => ['content', 'course', 'exam'].includes(g.key)).flatMap((g) => g.items),
  ]
    .map((i) => i.route)
    .concat([
      '/system/menu/account/settings',
      '/system/manage/account/online',
      '/system/manage/account/changePassword',
    ]),
  medical: [
    '/system/manage/assessment/qa/assessment',
    '/system/manage/assessment/qa/questionnaire',
    '/system/manage/assessment/qa/editReport',
    '/system/manage/assessment/vrat',
    '/system/manage/statistic/vratCaseList',
    '/system/manage/statistic/vratStatistic',
    '/system/manage/statistic/questionnaireList',
    '/system/menu/account/settings',
    '/system/manage/account/online',
    '/system/manage/account/changePassword',
  ],
  noroles: [],
  centeradmin: allOf('centre'),
  coach: [
    'menu/user/user',
    'menu/user/subject',
    'menu/statistic/vratList',
    'menu/statistic/questionnaireList',
    'menu/account/trainerDatabase',
    'menu/account/settings',
    'menu/account/personalCenter',
    'menu/notification',
  ].map((r) => CENTRE + r),
  trainer: [
    'menu/manage/applyExamine',
    'menu/manage/trainingStaff',
    'menu/manage/trainerSupervised',
    'menu/account/trainerDatabase',
  ].map((r) => CENTRE + r),
  // No centre chosen yet: management mode without platform roles.
  multirole: [],
  enterprise: allOf('enterprise'),
  area: allOf('area'),
};

describe.each(testEngines())('menus REST on %s', (engine) => {
  let h: ServerHarness;
  let sunriseId: string;
  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunriseId = await h.tenant('sunrise');
  });
  afterAll(() => h.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    userName: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => h.as(userName, { language: null }).request(method, url, body as object | undefined, { headers });
  const menuRoutes = async (userName: string) => {
    const response = await call('GET', '/api/business/account/menus', userName);
    expect(response.statusCode).toBe(200);
    return (response.json() as { groups: { items: { route: string }[] }[] }).groups.flatMap((g) =>
      g.items.map((i) => i.route),
    );
  };
  const frontPermissions = (tenantId: string) =>
    `/api/business/frontPermission/tenantFrontPermission?tenantId=${tenantId}`;

  it.each(Object.keys(EXPECTED))('gives %s exactly the menu of their roles and tenant', async (userName) => {
    expect(await menuRoutes(userName)).toEqual(EXPECTED[userName]);
  });

  it('answers the spec’s shape: tenant type, groups with label keys, items with routes', async () => {
    const menu = (await call('GET', '/api/business/account/menus', 'coach')).json();
    expect(menu.tenantType).toBe('Center');
    expect(menu.vcat).toBe(false);
    expect(menu.groups[0]).toEqual({
      key: 'user',
      labelKey: 'center.groups.user',
      items: [
        { key: 'user.user', route: '/system/center/menu/user/user', labelKey: 'center.items.guardian-list' },
        { key: 'user.subject', route: '/system/center/menu/user/subject', labelKey: 'center.items.subject-list' },
      ],
    });
    expect((await call('GET', '/api/business/account/menus', 'admin')).json().tenantType).toBeNull();
  });

  it('lets the role named admin read and replace a tenant’s features; the centre’s menu follows', async () => {
    const before = await call('GET', frontPermissions(sunriseId), 'admin');
    expect(before.statusCode).toBe(200);
    const names: string[] = before.json().names;
    expect(names).toEqual(expect.arrayContaining(['hfs', 'vrat', 'guardian', 'hfs1.timesSetting']));

    const hidden = await call('POST', frontPermissions(sunriseId), 'admin', {
      names: [...names.filter((n) => n !== 'hfs'), 'vrat1.showVCAT'],
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().names).not.toContain('hfs');

    const after = await menuRoutes('centeradmin');
    expect(after).not.toContain('/system/center/menu/hfs/costOverview');
    expect(after).not.toContain('/system/center/menu/traningManage/trainList');
    expect(after).toContain('/system/center/menu/hfs/vartOrder');
    const labels = (await call('GET', '/api/business/account/menus', 'centeradmin')).json();
    expect(labels.vcat).toBe(true);
    expect(JSON.stringify(labels)).toContain('center.items.vrat-list-vcat');

    const restored = await call('POST', frontPermissions(sunriseId), 'admin', { names });
    expect(restored.json().names).toEqual([...names].sort());
    expect(await menuRoutes('centeradmin')).toEqual(allOf('centre'));
  });

  it('refuses the front permissions to everyone but the role named admin', async () => {
    for (const userName of ['coach', 'centeradmin', 'editor', 'medical']) {
      const read = await call('GET', frontPermissions(sunriseId), userName, undefined, { 'accept-language': 'en-US' });
      expect(read.statusCode, userName).toBe(403);
      expect(read.json().error).toMatchObject({ code: 'Forbidden', message: 'You are not allowed to do this.' });
      const write = await call('POST', frontPermissions(sunriseId), userName, { names: [] });
      expect(write.statusCode, userName).toBe(403);
    }
    // Nothing changed.
    expect(await menuRoutes('centeradmin')).toEqual(allOf('centre'));
  });

  it('refuses unknown names and unknown tenants, in the caller’s language', async () => {
    const unknown = await call(
      'POST',
      frontPermissions(sunriseId),
      'admin',
      { names: ['hfs', 'nonsense'] },
      {
        'accept-language': 'en-US',
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'UnknownFrontPermission',
      message: 'Unknown feature or front permission: nonsense.',
    });
    const zh = await call('POST', frontPermissions(sunriseId), 'admin', { names: ['nonsense'] });
    expect(zh.json().error.message).toBe('未知的功能或前端权限：nonsense。');
    const missing = await call('GET', frontPermissions('00000000-0000-4000-8000-000000000000'), 'admin');
    expect(missing.statusCode).toBe(404);
    const malformed = await call('GET', frontPermissions('not-a-uuid'), 'admin');
    expect(malformed.statusCode).toBe(400);
  });

  it("lands a centre user whose show_module_flag is '1' on /system/showModule", async () => {
    const landing = async () => (await call('GET', '/api/business/account/tenantInfo', 'coach')).json().landingRoute;
    expect(await landing()).toBe('/system/center/menu/user/subject');
    await h.db.privileged((tx) => tx.update(users).set({ showModuleFlag: '1' }).where(eq(users.userName, 'coach')));
    try {
      expect(await landing()).toBe('/system/showModule');
    } finally {
      await h.db.privileged((tx) => tx.update(users).set({ showModuleFlag: null }).where(eq(users.userName, 'coach')));
    }
  });
});
