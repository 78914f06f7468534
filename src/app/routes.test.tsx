// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallbackResult, type SessionUser } from '../../machines/session.machine';
import { SessionContext } from '../shared/auth/SessionContext';
import { ErrorHandlingContext } from '../shared/errors/ErrorHandlingContext';
import { networkProblems } from '../shared/network/networkProblems';
import { tenantStore } from '../shared/auth/tenantStore';
import { renderWithProviders } from '../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../shared/testing/stubGraphqlClient';
import { MENU_ROUTES } from './menu/menuCatalogue';
import { appRoutes } from './routes';
import { testSessionActor } from '../shared/testing/testSessionActor';

afterEach(() => {
  cleanup();
  tenantStore.set(null);
});

const alice: SessionUser = { accessToken: 'token', name: 'Alice', expiresAt: null };

type Setup = {
  url: string;
  landingRoute?: string;
  language?: string;
  tenant?: { id: string; displayName: string } | null;
  callback?: CallbackResult;
  signOut?: () => Promise<void>;
  menu?: TestMenu;
  /** ShellCurrentUser's answer is this failure instead. */
  meFailure?: CombinedError;
};

type TestMenu = {
  tenantType: 'Center' | 'Enterprise' | 'Area' | null;
  vcat?: boolean;
  groups: { key: string; labelKey: string; items: { key: string; route: string; labelKey: string }[] }[];
};

const item = (key: string, route: string, labelKey: string) => ({ __typename: 'MenuItem', key, route, labelKey });

const EDITOR_MENU: TestMenu = {
  tenantType: null,
  groups: [
    {
      key: 'content',
      labelKey: 'manage.groups.content',
      items: [
        item('content.tag', '/system/manage/content/tag', 'manage.items.content-tag'),
        item('content.track', '/system/manage/content/track', 'manage.items.content-track'),
      ],
    },
  ],
};

const COACH_MENU: TestMenu = {
  tenantType: 'Center',
  groups: [
    {
      key: 'user',
      labelKey: 'center.groups.user',
      items: [item('user.subject', '/system/center/menu/user/subject', 'center.items.subject-list')],
    },
    {
      key: 'statistic',
      labelKey: 'center.groups.assessment-list',
      items: [item('statistic.vratList', '/system/center/menu/statistic/vratList', 'center.items.vrat-list')],
    },
  ],
};

const renderApp = ({
  url,
  landingRoute = '/system/manage',
  language = 'zh-CN',
  tenant = null,
  callback,
  signOut,
  menu = tenant ? { ...COACH_MENU } : EDITOR_MENU,
  meFailure,
}: Setup) => {
  const actor = testSessionActor({
    location: url,
    user: alice,
    callback: callback ?? { user: alice, returnTo: null },
    ...(signOut ? { signOut } : {}),
  });
  const { client } = stubGraphqlClient((name) => {
    if (name === 'ShellMenu') {
      const groups = menu.groups.map((g) => ({ __typename: 'MenuGroup', ...g }));
      return { data: { menu: { __typename: 'Menu', vcat: false, ...menu, groups } } };
    }
    return meFailure ? { error: meFailure } : meResponse;
  });
  const meResponse = {
    data: {
      language,
      me: {
        __typename: 'CurrentUser',
        id: 'u1',
        name: 'Alice Wang',
        userName: 'alice',
        landingRoute,
        currentTenant: tenant ? { __typename: 'TenantNode', type: 'Center', ...tenant } : null,
      },
    },
  };
  // Pages toast through the provider the app always has (AppProviders).
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  };
  const { router } = renderWithProviders(
    <SessionContext.Provider value={{ actor, accessToken: () => 'token', refresh: async () => {} }}>
      <ErrorHandlingContext.Provider value={toasts}>
        <Outlet />
      </ErrorHandlingContext.Provider>
    </SessionContext.Provider>,
    { client, url, language: 'zh-CN', children: appRoutes },
  );
  return { router, actor };
};

describe('the console routes', () => {
  it('opens the landing route the server decided, inside the shell', async () => {
    const { router } = renderApp({ url: '/', landingRoute: '/system/manage' });
    expect(await screen.findByRole('heading', { name: '平台管理' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/manage');
    expect(screen.getByText('Atrium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Alice Wang/ })).toBeInTheDocument();
  });

  it("opens the music library at the training parts' track item, titled as its menu item", async () => {
    const { router } = renderApp({ url: '/system/manage/content/track' });
    expect(await screen.findByRole('heading', { name: '音轨' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '新增曲目' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/manage/content/track');
  });

  it("shows the current centre's name in the top bar", async () => {
    renderApp({ url: '/system/center', tenant: { id: 't1', displayName: '阳光儿童中心' } });
    expect(await screen.findByRole('heading', { name: '培训中心' })).toBeInTheDocument();
    expect(screen.getByText('阳光儿童中心')).toBeInTheDocument();
    expect(tenantStore.get()).toBe('t1');
  });

  it('takes the language stored on the server after sign-in, without drawing the page in another first', async () => {
    // Every text the page shows on its way, so a flash of the browser's language would be seen.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => drawn.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp({ url: '/system/area', language: 'en-US', menu: { tenantType: 'Area', groups: [] } });
    expect(await screen.findByRole('heading', { name: 'Area overview' })).toBeInTheDocument();
    observer.disconnect();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(drawn.some((text) => text.includes('区域概览'))).toBe(false);
  });

  it('returns from the callback to the page that was asked for', async () => {
    const { router } = renderApp({
      url: '/callback?code=1&state=2',
      callback: { user: alice, returnTo: '/system/enterprise' },
      menu: { tenantType: 'Enterprise', groups: [] },
    });
    expect(await screen.findByRole('heading', { name: '企业概览' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/enterprise');
  });

  it('returns from the callback to the landing route when no page was asked for', async () => {
    const { router } = renderApp({
      url: '/callback?code=1',
      landingRoute: '/system/choseRoles',
      callback: { user: alice, returnTo: '/' },
    });
    expect(await screen.findByRole('heading', { name: '选择角色' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/choseRoles');
  });

  it('tells the user plainly when an address matches no page', async () => {
    renderApp({ url: '/system/nowhere' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('signs out from the user menu and offers to sign in again', async () => {
    const signOut = vi.fn(async () => {
      throw new Error('provider unreachable');
    });
    renderApp({ url: '/system/manage', signOut });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Alice Wang/ }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: '您已退出登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
  });
  it('shows the menu of the current tenant at the left, with the current page marked', async () => {
    renderApp({ url: '/system/center/menu/user/subject', tenant: { id: 't1', displayName: 'Sunrise Centre' } });
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByText('用户管理')).toBeInTheDocument();
    expect(within(nav).getByText('测评列表')).toBeInTheDocument();
    const current = within(nav).getByRole('menuitem', { name: '儿童列表' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/system/center/menu/user/subject');
    expect(within(nav).getByRole('menuitem', { name: 'VRAT测评列表' })).not.toHaveAttribute('aria-current');
  });

  it('follows a menu link inside the console and shows what the screen is for', async () => {
    const { router } = renderApp({ url: '/system/center/menu/user/subject', tenant: { id: 't1', displayName: 'S' } });
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await userEvent.setup().click(within(nav).getByRole('menuitem', { name: 'VRAT测评列表' }));
    // The page loads lazily: the address changes once its code is there.
    expect(await screen.findByRole('heading', { name: 'VRAT测评列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/center/menu/statistic/vratList');
    expect(screen.getByText('本中心儿童的虚拟现实注意力测试申请和结果。')).toBeInTheDocument();
  });

  it('says VCAT in the page title when the tenant has vrat1.showVCAT', async () => {
    renderApp({
      url: '/system/center/menu/statistic/vratList',
      tenant: { id: 't1', displayName: 'S' },
      menu: { ...COACH_MENU, vcat: true },
    });
    expect(await screen.findByRole('heading', { name: 'VCAT测评列表' })).toBeInTheDocument();
  });

  it('tells a centre user plainly that a management page is not theirs, and takes them home', async () => {
    const { router } = renderApp({
      url: '/system/manage/user/subject',
      landingRoute: '/system/center/menu/user/subject',
      tenant: { id: 't1', displayName: 'Sunrise Centre' },
    });
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '返回我的首页' }));
    expect(await screen.findByRole('heading', { name: '儿童列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/center/menu/user/subject');
  });

  it('refuses a centre menu item the user’s menu does not hold, but not their account settings', async () => {
    renderApp({ url: '/system/center/menu/hfs/order', tenant: { id: 't1', displayName: 'S' } });
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeInTheDocument();
  });

  it('shows the network message with a Retry above the page, which stays (issue 17 item 4)', async () => {
    renderApp({ url: '/system/manage' });
    expect(await screen.findByRole('heading', { name: '平台管理' })).toBeInTheDocument();
    const retry = vi.fn();
    act(() => networkProblems.report('test', retry));
    expect(await screen.findByRole('alert')).toHaveTextContent('请求出现问题，请检查网络后重试。');
    expect(screen.getByRole('heading', { name: '平台管理' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits under the network message when the shell’s first question gets no answer: no error page', async () => {
    renderApp({
      url: '/system/manage',
      meFailure: new CombinedError({ networkError: new TypeError('Failed to fetch') }),
    });
    // The shell's code loads lazily first, under a loading state of its own: CI once found that
    // fallback's status just before the shell replaced it. The shell's main is the shell's alone.
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(within(main).getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('出错了')).not.toBeInTheDocument();
  });

  it('opens every route of the four menus for a user whose menu holds it', () => {
    // Every path under the shell, through its layout routes (guard, lazy-page loading state).
    const pathsUnder = (routes: RouteObject[]): (string | undefined)[] =>
      routes.flatMap((r) => [r.path, ...pathsUnder(r.children ?? [])]);
    const paths = new Set(pathsUnder(appRoutes[2]?.children ?? []));
    for (const { route } of MENU_ROUTES) expect(paths.has(route), route).toBe(true);
  });
});
