// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_TREES, type MenuTree } from '../../../menus/catalogue';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import type { ComingRoutesHandle } from './comingRoutes';
import { SideMenu } from './SideMenu';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const menuOf = (tree: MenuTree) => ({
  menu: {
    tenantType: tree === 'management' ? null : 'Center',
    vcat: false,
    groups: MENU_TREES[tree].map((g) => ({
      key: g.key,
      labelKey: g.labelKey,
      items: g.items.map((i) => ({ key: i.key, route: i.route, labelKey: i.labelKey })),
    })),
  },
});

const TAG_ROUTE = '/system/manage/content/tag';
const COMING_ROUTE = '/system/manage/content/trainingProgram';

const renderMenu = (tree: MenuTree, url: string, language: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const { client } = stubGraphqlClient((name) => (name === 'ShellMenu' ? { data: menuOf(tree) } : 'pending'));
  const handle: ComingRoutesHandle = { comingRoutes: new Set([COMING_ROUTE]) };
  const Layout = () => (
    <>
      <SideMenu />
      <Outlet />
    </>
  );
  return renderWithProviders(<Layout />, {
    client,
    url,
    language,
    children: [{ handle, children: [{ path: '*', element: null }] }],
  });
};

const heading = (name: string) => screen.getByRole('button', { name });

describe('the side menu', () => {
  it('opens only the current section of the admin’s 71 items, and each section on demand', async () => {
    renderMenu('management', TAG_ROUTE);
    expect(await screen.findByRole('button', { name: '内容管理' })).toHaveAttribute('aria-expanded', 'true');
    const open = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');
    expect(open).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: '标签' })).toHaveAttribute('aria-current', 'page');
    // A closed section's items are not shown.
    expect(screen.queryByRole('menuitem', { name: '管理员列表' })).toBeNull();

    await userEvent.click(heading('权限配置'));
    expect(heading('权限配置')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '管理员列表' })).toBeVisible();
    await userEvent.click(heading('内容管理'));
    expect(heading('内容管理')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: '标签' })).toBeNull();
  });

  it('opens a closed section again when the person goes to one of its pages', async () => {
    const { router } = renderMenu('management', TAG_ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: '内容管理' }));
    expect(heading('内容管理')).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/system/manage/content/category'));
    expect(heading('内容管理')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps what the person opened for the tab, across a remount', async () => {
    const first = renderMenu('management', TAG_ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: '权限配置' }));
    first.unmount();
    renderMenu('management', TAG_ROUTE);
    expect(await screen.findByRole('button', { name: '权限配置' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows every section of a centre’s shorter menu', async () => {
    renderMenu('centre', '/system/center/menu/user/subject', 'en-US');
    await screen.findByRole('navigation', { name: 'Main menu' });
    const sections = screen.getAllByRole('button');
    expect(sections.length).toBe(MENU_TREES.centre.length);
    for (const section of sections) expect(section).toHaveAttribute('aria-expanded', 'true');
  });

  it('tags an item whose screen is not built yet, and keeps its name the page title', async () => {
    renderMenu('management', TAG_ROUTE, 'en-US');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const coming = within(nav).getByRole('menuitem', { name: 'Training programmes' });
    expect(coming).toHaveTextContent('coming');
    expect(coming).toHaveAccessibleDescription('Coming: this page’s tools are not built yet.');
    const built = within(nav).getByRole('menuitem', { name: 'Tags' });
    expect(built).not.toHaveTextContent('coming');
    expect(built).not.toHaveAccessibleDescription();
  });
});
