import { describe, expect, it } from 'vitest';
import { CENTRE_MENU } from './menu.catalogue';
import { computeMenu, type MenuInput } from './menu.service';

const ALL_CENTRE = new Set<string>(CENTRE_MENU.map((i) => i.permission));
const centre = (over: Partial<MenuInput> = {}): MenuInput => ({
  tenantType: 'Center',
  permissions: ALL_CENTRE,
  features: new Set(['hfs', 'vrat', 'guardian', 'hfs1.timesSetting']),
  adminRoles: [],
  roles: ['CenterAdmin'],
  ...over,
});
const routes = (input: MenuInput) => computeMenu(input).groups.flatMap((g) => g.items.map((i) => i.route));
const short = (input: MenuInput) => routes(input).map((r) => r.replace(/^\/system\/center\/(menu\/)?/, ''));

describe('the visible menu (spec 000 §2, 002 §6)', () => {
  it('shows a centre admin of a centre with every feature the whole centre menu', () => {
    expect(routes(centre())).toEqual(CENTRE_MENU.map((i) => i.route));
  });

  it('shows only items whose permission is granted, and drops the groups left empty', () => {
    const menu = computeMenu(centre({ permissions: new Set(['Menu.User.Subject', 'Menu.Account.Notification']) }));
    expect(menu.groups.map((g) => [g.key, g.items.map((i) => i.key)])).toEqual([
      ['user', ['user.subject']],
      ['account', ['notification']],
    ]);
  });

  it('hides the hfs line without hfs and the vrat line without vrat; shared items need one of them', () => {
    const vratOnly = short(centre({ features: new Set(['vrat', 'guardian']) }));
    expect(vratOnly).not.toContain('traningManage/trainList');
    expect(vratOnly).not.toContain('hfs/costOverview');
    expect(vratOnly).toContain('hfs/vartCostOverview');
    expect(vratOnly).toContain('dataPanel/workTable');

    const hfsOnly = short(centre({ features: new Set(['hfs']) }));
    expect(hfsOnly).toContain('analysis/iLs');
    expect(hfsOnly).not.toContain('analysis/vrat');
    expect(hfsOnly).not.toContain('manage/location');

    // Neither line: only the trainer menu is left.
    expect(short(centre({ features: new Set() }))).toEqual([
      'manage/applyExamine',
      'manage/trainingStaff',
      'manage/trainerSupervised',
      'account/trainerDatabase',
    ]);
  });

  it('needs the guardian feature for the guardian list and hfs1.timesSetting for user usage configuration', () => {
    const without = short(centre({ features: new Set(['hfs', 'vrat']) }));
    expect(without).not.toContain('user/user');
    expect(without).not.toContain('manage/userConfiguration');
    expect(without).toContain('user/subject');
  });

  it('gives a trainer only the trainer menu, whatever else is granted', () => {
    expect(short(centre({ roles: ['trainer'] }))).toEqual([
      'manage/applyExamine',
      'manage/trainingStaff',
      'manage/trainerSupervised',
      'account/trainerDatabase',
    ]);
  });

  it('says VCAT where labels say VRAT when the tenant has vrat1.showVCAT', () => {
    const menu = computeMenu(centre({ features: new Set(['vrat', 'vrat1.showVCAT']) }));
    expect(menu.vcat).toBe(true);
    const labels = menu.groups.flatMap((g) => g.items.map((i) => i.labelKey));
    expect(labels).toContain('center.items.vrat-list-vcat');
    expect(labels).toContain('center.items.vart-order-vcat');
    expect(labels).not.toContain('center.items.vrat-list');
    expect(computeMenu(centre()).vcat).toBe(false);
  });

  it('builds management mode from the platform roles', () => {
    const editor = computeMenu({ ...centre(), tenantType: null, roles: [], adminRoles: ['editor'] });
    expect(editor.tenantType).toBeNull();
    expect(editor.groups.map((g) => g.key)).toEqual(['content', 'course', 'exam', 'account']);
    const medical = computeMenu({ ...centre(), tenantType: null, roles: [], adminRoles: ['medicalSupport'] });
    expect(medical.groups.map((g) => g.key)).toEqual(['assessment', 'statistic', 'account']);
    const finance = computeMenu({ ...centre(), tenantType: null, roles: [], adminRoles: ['finance'] });
    expect(finance.groups.map((g) => g.key)).toEqual(['analysis', 'hfs', 'account']);
    const operation = computeMenu({ ...centre(), tenantType: null, roles: [], adminRoles: ['operationAdmin'] });
    expect(operation.groups.map((g) => g.key)).toEqual(['manage', 'statistic', 'account']);
    // Centre permissions mean nothing outside a centre.
    expect(computeMenu({ ...centre(), tenantType: null, roles: [], adminRoles: [] }).groups).toEqual([]);
  });

  it('keeps the client error log for the role named admin', () => {
    const has = (adminRoles: string[]) =>
      routes({ ...centre(), tenantType: null, roles: [], adminRoles }).includes('/system/manage/setting/clientErrors');
    expect(has(['admin'])).toBe(true);
    expect(has(['editor', 'medicalSupport', 'finance', 'operationAdmin'])).toBe(false);
  });

  it('gives enterprise and area managers their own tree', () => {
    const base = { permissions: new Set<string>(), features: new Set<string>(), adminRoles: [] };
    expect(routes({ ...base, tenantType: 'Enterprise', roles: ['EnterpriseAdmin'] })).toEqual([
      '/system/enterprise/manage/statistical/statisticalOverview',
      '/system/enterprise/manage/analyze/vratStatistic',
      '/system/enterprise/manage/analyze/hfsStatistic',
      '/system/enterprise/manage/analyze/idtMusicStatistic',
      '/system/enterprise/manage/center/centerList',
    ]);
    expect(routes({ ...base, tenantType: 'AreaAgent', roles: ['AreaAgent'] })).toContain(
      '/system/area/manage/center/businessListings',
    );
    // Issue 21: the music statistics of the centres below, as the platform's analysis/IdtMusic.
    expect(routes({ ...base, tenantType: 'Area', roles: ['AreaManager'] })).toContain(
      '/system/area/manage/analyze/idtMusicStatistic',
    );
    expect(routes({ ...base, tenantType: 'Area', roles: [] })).toEqual([]);
  });
});
