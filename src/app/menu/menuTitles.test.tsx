// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShellMenuQuery } from '../../generated/graphql';
import { createI18n } from '../../shared/i18n/createI18n';
import type { Language } from '../../shared/i18n/languages';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { appRoutes } from '../routes';
import type { ComingRoutesHandle } from './comingRoutes';
import { MENU_ROUTES } from './menuCatalogue';

// Issue 17 item 2: a menu item's label is the title of the page it opens, in both languages. The
// page is rendered from the router's own route table (not a list kept here), so a page that titles
// itself with another phrase fails, and a new page is checked as soon as the router gives it a route.

afterEach(cleanup);

const flatten = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

const everyRoute = flatten(appRoutes);
const coming = everyRoute
  .map((r) => r.handle as Partial<ComingRoutesHandle> | undefined)
  .find((h) => h?.comingRoutes instanceof Set)?.comingRoutes;

/** Menu routes with a screen of their own; the others open the generic "coming" page, titled by its label. */
const builtMenuRoutes = MENU_ROUTES.filter((m) => !coming?.has(m.route)).map((m) => {
  const route = everyRoute.find((r) => r.path === m.route);
  if (!route) throw new Error(`no page for menu route ${m.route}`);
  return { ...m, route };
});

describe('menu labels and page titles', () => {
  it('finds the router list of coming pages and some built menu pages', () => {
    expect(coming?.size).toBeGreaterThan(0);
    expect(builtMenuRoutes.length).toBeGreaterThanOrEqual(20);
  });

  describe.each<Language>(['zh-CN', 'en-US'])('in %s', (language) => {
    const t = createI18n(language).t;
    it.each(builtMenuRoutes.map((m) => [m.route.path ?? '', m] as const))(
      '%s is titled with its menu label',
      async (path, m) => {
        // Every GraphQL operation stays pending: the title must not wait for data.
        renderWithToasts(<Outlet />, { children: [m.route], url: path, language });
        const label = t(`menu:${m.labelKey}`);
        expect(label).not.toMatch(/^menu:|\.items\./);
        const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
        expect(heading.textContent).toBe(label);
      },
    );

    // A tenant with vrat1.showVCAT reads VCAT where the label says VRAT (spec 002): the page too.
    it.each(builtMenuRoutes.filter((m) => m.vcatLabelKey).map((m) => [m.route.path ?? '', m] as const))(
      '%s is titled with its VCAT label for a VCAT tenant',
      async (path, m) => {
        const menu: ShellMenuQuery = { menu: { tenantType: 'Center', vcat: true, groups: [] } };
        const { client } = stubGraphqlClient((name) => (name === 'ShellMenu' ? { data: menu } : 'pending'));
        renderWithToasts(<Outlet />, { client, children: [m.route], url: path, language });
        const label = t(`menu:${m.vcatLabelKey ?? ''}`);
        expect(label).toMatch(/VCAT/);
        const heading = await screen.findByRole('heading', { level: 1, name: label }, { timeout: 10_000 });
        expect(heading.textContent).toBe(label);
      },
    );
  });
});
