import { describe, expect, it } from 'vitest';
import { isRouteAllowed, type VisibleMenu } from './menuCatalogue';

const menu = (tenantType: VisibleMenu['tenantType'], routes: string[]): VisibleMenu => ({
  tenantType,
  vcat: false,
  groups:
    routes.length === 0
      ? []
      : [{ key: 'g', labelKey: 'g', items: routes.map((route) => ({ key: route, route, labelKey: route })) }],
});

const coach = menu('Center', ['/system/center/menu/user/subject']);

describe('the route guard’s rule (spec 000 §2 route access)', () => {
  it('opens the items of the user’s menu and refuses the menu items of others', () => {
    expect(isRouteAllowed('/system/center/menu/user/subject', coach)).toBe(true);
    expect(isRouteAllowed('/system/center/menu/user/subject/', coach)).toBe(true);
    expect(isRouteAllowed('/system/center/menu/hfs/order', coach)).toBe(false);
    expect(isRouteAllowed('/system/manage/user/subject', coach)).toBe(false);
  });

  it('always opens the shell’s own pages and account settings', () => {
    for (const path of [
      '/system/choseRoles',
      '/system/showModule',
      '/system/reviewfile',
      '/system/menu/account/settings',
      '/system/center/menu/account/settings',
    ]) {
      expect(isRouteAllowed(path, menu(null, [])), path).toBe(true);
    }
  });

  it('opens the home and detail pages of the user’s own area only', () => {
    expect(isRouteAllowed('/system/center', coach)).toBe(true);
    expect(isRouteAllowed('/system/center/detail/subjectDetail', coach)).toBe(true);
    expect(isRouteAllowed('/system/manage', coach)).toBe(false);
    expect(isRouteAllowed('/system/enterprise', coach)).toBe(false);
    expect(isRouteAllowed('/system/area', menu('Area', ['/system/area/manage/center/centerList']))).toBe(true);
    expect(isRouteAllowed('/system/manage', menu(null, ['/system/manage/content/tag']))).toBe(true);
    // No platform role: there is no management area to open.
    expect(isRouteAllowed('/system/manage', menu(null, []))).toBe(false);
  });

  it('lets the admin-only client error log through only for a menu that holds it', () => {
    expect(
      isRouteAllowed('/system/manage/setting/clientErrors', menu(null, ['/system/manage/setting/clientErrors'])),
    ).toBe(true);
    expect(isRouteAllowed('/system/manage/setting/clientErrors', menu(null, ['/system/manage/content/tag']))).toBe(
      false,
    );
  });

  it('leaves addresses outside the four areas to the router (its page or “not found”)', () => {
    expect(isRouteAllowed('/system/nowhere', coach)).toBe(true);
  });
});
