import { describe, expect, it } from 'vitest';
import { LANDING_MENU_PERMISSIONS } from '../../platform/permissions';
import { CENTRE_MENU, managementPermissions, MENU_TREES, TRAINER_MENU_PERMISSIONS } from './menu.catalogue';

const allItems = Object.values(MENU_TREES).flatMap((groups) => groups.flatMap((g) => g.items));

describe('the menu catalogue (spec 000 §2)', () => {
  it('names every permission Menu.Section.Item', () => {
    for (const item of allItems) expect(item.permission).toMatch(/^Menu\.[A-Z][A-Za-z]*\.[A-Z][A-Za-z]*$/);
  });

  it.each(Object.entries(MENU_TREES))('gives each item of the %s tree its own key and route', (_tree, groups) => {
    const items = groups.flatMap((g) => g.items);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.route)).size).toBe(items.length);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('keeps every route under its tree’s prefix', () => {
    const prefix = {
      management: '/system/manage/',
      centre: '/system/center/',
      enterprise: '/system/enterprise/manage/',
      area: '/system/area/manage/',
    };
    for (const [tree, groups] of Object.entries(MENU_TREES)) {
      for (const item of groups.flatMap((g) => g.items)) {
        if (item.route === '/system/menu/account/settings') continue; // the shared account page
        expect(item.route.startsWith(prefix[tree as keyof typeof prefix]), item.route).toBe(true);
      }
    }
  });

  it('holds the centre menu of the spec, item for item', () => {
    expect(CENTRE_MENU.map((i) => i.route.replace('/system/center/', '')).sort()).toEqual(
      [
        'dataPanel/workTable',
        'dataPanel/dataPanel',
        'menu/user/user',
        'menu/user/subject',
        'menu/statistic/vratList',
        'menu/statistic/questionnaireList',
        'menu/traningManage/trainList',
        'menu/traningManage/classList',
        ...[
          'children',
          'guardian',
          'vrat',
          'idtMusic',
          'iLs',
          'oneToMore',
          'userClass',
          'PersonalTrainerManagement',
        ].map((s) => `menu/analysis/${s}`),
        ...['costOverview', 'order', 'vartCostOverview', 'vartOrder'].map((s) => `menu/hfs/${s}`),
        ...['group', 'userConfiguration', 'applyExamine', 'trainingStaff', 'trainerSupervised', 'location'].map(
          (s) => `menu/manage/${s}`,
        ),
        'menu/account/settings',
        'menu/account/personalCenter',
        'menu/notification',
        'menu/account/trainerDatabase',
      ].sort(),
    );
    expect(CENTRE_MENU.find((i) => i.route.endsWith('/menu/user/user'))).toMatchObject({ feature: 'guardian' });
  });

  it('decides the centre landing route by items of the centre menu', () => {
    for (const landing of LANDING_MENU_PERMISSIONS) {
      expect(CENTRE_MENU.find((i) => i.permission === landing.permission)?.route).toBe(landing.route);
    }
  });

  it('makes the trainer menu the four trainer items of §2', () => {
    expect([...TRAINER_MENU_PERMISSIONS].sort()).toEqual(
      [
        'Menu.Account.TrainerDatabase',
        'Menu.Manage.ApplyExamine',
        'Menu.Manage.TrainerSupervised',
        'Menu.Manage.TrainingStaff',
      ].sort(),
    );
  });

  it('lets editor and medicalSupport reach the pages they land on', () => {
    const route = (p: string) => MENU_TREES.management.flatMap((g) => g.items).find((i) => i.permission === p)?.route;
    const editor = [...managementPermissions(['editor'])];
    const medical = [...managementPermissions(['medicalSupport'])];
    expect(editor.map(route)).toContain('/system/manage/content/tag');
    expect(medical.map(route)).toContain('/system/manage/statistic/vratCaseList');
    expect(managementPermissions(['admin']).size).toBe(MENU_TREES.management.flatMap((g) => g.items).length);
    expect(managementPermissions(['someoneElse']).size).toBe(0);
  });
});
