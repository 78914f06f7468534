import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MENU_TREES } from '../../../server/modules/menus/menu.catalogue';
import type { Locale } from './session';

// The side menu as spec 000 §2 gives it to each demo user, with its labels as the console's
// catalogues write them.

/** Every item's label, in closed sections too (they stay in the page, hidden), without its "coming" tag. */
export const sideMenuItems = (page: Page) =>
  page.locator('nav.atrium-side-menu a.bp6-menu-item .atrium-side-menu-label');
export const sideMenuItem = (page: Page, name: string) =>
  page.locator('nav.atrium-side-menu').getByRole('menuitem', { name, exact: true });

const catalogue = (language: Locale): unknown =>
  JSON.parse(readFileSync(new URL(`../../../src/locales/${language}/menu.json`, import.meta.url), 'utf8'));
const CATALOGUES: Record<Locale, unknown> = { 'zh-CN': catalogue('zh-CN'), 'en-US': catalogue('en-US') };
export const label = (language: Locale, key: string): string =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[language]));

const ITEMS = Object.values(MENU_TREES).flatMap((groups) => groups.flatMap((g) => g.items));
export const labelsOf = (language: Locale, routes: readonly string[]) =>
  routes.map((route) => {
    const item = ITEMS.find((i) => i.route === route);
    if (!item) throw new Error(`no menu item ${route}`);
    return label(language, item.labelKey);
  });
export const treeRoutes = (tree: keyof typeof MENU_TREES) =>
  MENU_TREES[tree].flatMap((g) => g.items.map((i) => i.route));
const groupRoutes = (keys: string[]) =>
  MENU_TREES.management.filter((g) => keys.includes(g.key)).flatMap((g) => g.items.map((i) => i.route));
export const C = (path: string) => `/system/center/${path}`;

// Sunrise Centre has hfs, vrat, guardian and hfs1.timesSetting (server/seed/demo.seed.ts).
export const MENUS: Record<string, readonly string[]> = {
  admin: treeRoutes('management'),
  editor: groupRoutes(['content', 'course', 'exam', 'account']),
  medical: groupRoutes(['assessment', 'statistic', 'account']),
  noroles: [],
  centeradmin: treeRoutes('centre'),
  coach: [
    'menu/user/user',
    'menu/user/subject',
    'menu/statistic/vratList',
    'menu/statistic/questionnaireList',
    'menu/account/trainerDatabase',
    'menu/account/settings',
    'menu/account/personalCenter',
    'menu/notification',
  ].map(C),
  trainer: [
    'menu/manage/applyExamine',
    'menu/manage/trainingStaff',
    'menu/manage/trainerSupervised',
    'menu/account/trainerDatabase',
  ].map(C),
  multirole: [],
  enterprise: treeRoutes('enterprise'),
  area: treeRoutes('area'),
};
