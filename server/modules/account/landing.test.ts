import { describe, expect, it } from 'vitest';
import { landingRoute, type LandingInput } from './landing';

const none: LandingInput = { adminRoles: [], effectiveMemberships: 0, tenantType: null, permissions: new Set() };

describe('landing route after sign-in (spec 000 §2)', () => {
  it.each([
    [['admin'], '/system/manage'],
    [['editor'], '/system/manage/content/tag'],
    [['medicalSupport'], '/system/manage/statistic/vratCaseList'],
    [['finance'], '/system/manage'],
    [['admin', 'editor'], '/system/manage'],
    [[], '/system/menu/account/settings'],
  ])('management mode with admin roles %j goes to %s', (adminRoles, route) => {
    expect(landingRoute({ ...none, adminRoles })).toBe(route);
  });

  it('a user with effective roles but none chosen picks one first', () => {
    expect(landingRoute({ ...none, effectiveMemberships: 2 })).toBe('/system/choseRoles');
  });

  it('a centre user goes to the first granted of workbench, overview, subject list, guardian list', () => {
    const center = { ...none, tenantType: 'Center' as const, effectiveMemberships: 1 };
    expect(landingRoute({ ...center, permissions: new Set(['Menu.User.Subject', 'Menu.DataPanel.WorkTable']) })).toBe(
      '/system/center/dataPanel/workTable',
    );
    expect(landingRoute({ ...center, permissions: new Set(['Menu.User.User', 'Menu.DataPanel.DataPanel']) })).toBe(
      '/system/center/dataPanel/dataPanel',
    );
    expect(landingRoute({ ...center, permissions: new Set(['Menu.User.User', 'Menu.User.Subject']) })).toBe(
      '/system/center/menu/user/subject',
    );
    expect(landingRoute({ ...center, permissions: new Set(['Menu.User.User']) })).toBe('/system/center/menu/user/user');
    expect(landingRoute({ ...center, permissions: new Set(['Menu.Manage.TrainingStaff']) })).toBe('/system/center');
  });

  it("sends a centre user whose stored flag is '1' to the product-module chooser first", () => {
    const center = { ...none, tenantType: 'Center' as const, effectiveMemberships: 1 };
    const permissions = new Set(['Menu.DataPanel.WorkTable']);
    expect(landingRoute({ ...center, permissions, showModuleFlag: '1' })).toBe('/system/showModule');
    expect(landingRoute({ ...center, permissions, showModuleFlag: '0' })).toBe('/system/center/dataPanel/workTable');
    expect(landingRoute({ ...center, permissions, showModuleFlag: null })).toBe('/system/center/dataPanel/workTable');
    // The flag is about centre work: management mode ignores it.
    expect(landingRoute({ ...none, adminRoles: ['admin'], showModuleFlag: '1' })).toBe('/system/manage');
  });

  it.each([
    ['Enterprise', '/system/enterprise'],
    ['EnterpriseAgent', '/system/enterprise'],
    ['Area', '/system/area'],
    ['AreaAgent', '/system/area'],
  ] as const)('tenant type %s goes to %s', (tenantType, route) => {
    expect(landingRoute({ ...none, tenantType, effectiveMemberships: 1 })).toBe(route);
  });
});
