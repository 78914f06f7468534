import { MENU_TREES } from '../../../menus/catalogue';
import type { ShellMenuQuery } from '../../generated/graphql';

export type MenuRoute = {
  route: string;
  /** Key in the `menu` catalogue. */
  labelKey: string;
  /** The label when the tenant has vrat1.showVCAT. */
  vcatLabelKey?: string;
  /** What the screen is for, in plain words. */
  aboutKey: string;
};

/**
 * Every route of the four menu trees (spec 000 §2), read from the catalogue the server decides
 * visibility from (menus/catalogue.ts), so the two cannot differ. The router gives each one a page
 * and the guard knows them as menu routes, which only the users whose menu holds them may open.
 * What a page is for sits beside its label: `<tree>.items.<item>` → `<tree>.about.<item>`.
 */
export const MENU_ROUTES: readonly MenuRoute[] = Object.values(MENU_TREES).flatMap((groups) =>
  groups.flatMap((group) =>
    group.items.map((item): MenuRoute => ({
      route: item.route,
      labelKey: item.labelKey,
      ...(item.vcatLabelKey ? { vcatLabelKey: item.vcatLabelKey } : {}),
      aboutKey: item.labelKey.replace('.items.', '.about.'),
    })),
  ),
);

export type VisibleMenu = ShellMenuQuery['menu'];

/** Routes every signed-in user may open, whatever their menu (spec 000 §2 and the shell's own). */
export const ALWAYS_ALLOWED = [
  '/',
  '/system',
  '/system/choseRoles',
  '/system/showModule',
  '/system/reviewfile',
  '/system/menu/account/settings',
  '/system/center/menu/account/settings',
  '/signed-out',
  '/callback',
] as const;

/** The area of the console each tenant type works in; null is management mode. */
export const homeOf = (tenantType: VisibleMenu['tenantType']): string => {
  switch (tenantType) {
    case 'Center':
      return '/system/center';
    case 'Enterprise':
    case 'EnterpriseAgent':
      return '/system/enterprise';
    case 'Area':
    case 'AreaAgent':
      return '/system/area';
    default:
      return '/system/manage';
  }
};

const AREAS = ['/system/manage', '/system/center', '/system/enterprise', '/system/area'] as const;
const KNOWN_MENU_ROUTES = new Set(MENU_ROUTES.map((m) => m.route));
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const within = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * The route guard's rule (spec 000 §2 "Route access is checked against the menu for the user's
 * tenant type"): a menu route opens only when it is in the user's menu; any other page of a
 * tenant type's area (its home, detail pages) opens for users of that tenant type; pages outside
 * the four areas are not the menu's business.
 */
export const isRouteAllowed = (rawPathname: string, menu: VisibleMenu): boolean => {
  const pathname = normalise(rawPathname);
  if ((ALWAYS_ALLOWED as readonly string[]).includes(pathname)) return true;
  const mine = menu.groups.some((g) => g.items.some((i) => i.route === pathname));
  if (mine) return true;
  if (KNOWN_MENU_ROUTES.has(pathname)) return false;
  const home = homeOf(menu.tenantType);
  const area = AREAS.find((a) => within(pathname, a));
  if (!area) return true;
  // Management mode without a single item (no platform role) has no management area.
  if (menu.tenantType === null && menu.groups.length === 0) return false;
  return area === home;
};
