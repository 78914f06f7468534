// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { BlueprintProvider } from '@blueprintjs/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type CallbackResult, type SessionUser } from '../../machines/session.machine';
import { SessionContext } from '../shared/auth/SessionContext';
import { tenantStore } from '../shared/auth/tenantStore';
import { createI18n } from '../shared/i18n/createI18n';
import { stubGraphqlClient } from '../shared/testing/stubGraphqlClient';
import { appRoutes } from './routes';

afterEach(() => {
  cleanup();
  tenantStore.set(null);
});

const alice: SessionUser = { accessToken: 'token', name: 'Alice', expiresAt: null };
const never = <T,>() => new Promise<T>(() => {});

type Setup = {
  url: string;
  landingRoute?: string;
  language?: string;
  tenant?: { id: string; displayName: string } | null;
  callback?: CallbackResult;
  signOut?: () => Promise<void>;
};

const renderApp = ({
  url,
  landingRoute = '/system/manage',
  language = 'zh-CN',
  tenant = null,
  callback,
  signOut,
}: Setup) => {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async (): Promise<SessionUser | null> => alice),
        signIn: fromPromise(() => never<void>()),
        handleCallback: fromPromise(async () => callback ?? { user: alice, returnTo: null }),
        renew: fromPromise(() => never<SessionUser>()),
        signOut: fromPromise(signOut ?? (() => never<void>())),
      },
    }),
    { input: { location: url } },
  ).start();
  const { client } = stubGraphqlClient(() => ({
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
  }));
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <I18nextProvider i18n={createI18n('zh-CN')}>
      <BlueprintProvider>
        <SessionContext.Provider value={{ actor, accessToken: async () => 'token', refresh: async () => {} }}>
          <Provider value={client}>
            <RouterProvider router={router} />
          </Provider>
        </SessionContext.Provider>
      </BlueprintProvider>
    </I18nextProvider>,
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

  it("shows the current centre's name in the top bar", async () => {
    renderApp({ url: '/system/center', tenant: { id: 't1', displayName: '阳光儿童中心' } });
    expect(await screen.findByRole('heading', { name: '培训中心' })).toBeInTheDocument();
    expect(screen.getByText('阳光儿童中心')).toBeInTheDocument();
    expect(tenantStore.get()).toBe('t1');
  });

  it('takes the language stored on the server after sign-in', async () => {
    renderApp({ url: '/system/area', language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Area overview' })).toBeInTheDocument();
  });

  it('returns from the callback to the page that was asked for', async () => {
    const { router } = renderApp({
      url: '/callback?code=1&state=2',
      callback: { user: alice, returnTo: '/system/enterprise' },
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
});
