// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantStore } from '../../shared/auth/tenantStore';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { ChooseRolesPage } from './ChooseRolesPage';

afterEach(() => {
  cleanup();
  tenantStore.set(null);
});

const PATH = '/system/choseRoles';

const membership = (tenantId: string, displayName: string, state: 'Effective' | 'Frozen', roles: string[]) => ({
  __typename: 'CenterMembership',
  id: `m-${tenantId}`,
  tenantId,
  displayName,
  type: 'Center',
  state,
  roles: roles.map((role) => ({ __typename: 'Role', name: role, displayName: role })),
});

const me = {
  data: {
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      currentTenant: null,
      centerList: [
        membership('t-sun', '阳光儿童中心', 'Effective', ['中心管理员', '教练']),
        membership('t-moon', '月亮儿童中心', 'Frozen', ['教练']),
      ],
    },
  },
};

describe('ChooseRolesPage', () => {
  it('lists the memberships with their roles and disables the frozen one', async () => {
    const { client } = stubGraphqlClient(() => me);
    renderWithProviders(<ChooseRolesPage />, { client, path: PATH });

    expect(await screen.findByRole('heading', { name: '选择角色' })).toBeInTheDocument();
    const sun = await screen.findByRole('button', { name: /阳光儿童中心/ });
    const moon = screen.getByRole('button', { name: /月亮儿童中心/ });
    expect(sun).toBeEnabled();
    expect(sun).toHaveTextContent('中心管理员, 教练');
    expect(moon).toBeDisabled();
    expect(moon).toHaveTextContent('已冻结');
  });

  it('enters the chosen centre and opens its landing route', async () => {
    const { client, operations } = stubGraphqlClient((name) =>
      name === 'ChooseTenant'
        ? {
            data: {
              chooseTenant: {
                __typename: 'CurrentUser',
                id: 'u1',
                landingRoute: '/system/center/dataPanel/workTable',
                currentTenant: { __typename: 'TenantNode', id: 't-sun', displayName: '阳光儿童中心', type: 'Center' },
              },
            },
          }
        : me,
    );
    const { router } = renderWithProviders(<ChooseRolesPage />, {
      client,
      path: PATH,
      routes: [{ path: '/system/center/dataPanel/workTable', element: <p>{'workbench opened'}</p> }],
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: /阳光儿童中心/ }));

    expect(await screen.findByText('workbench opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/center/dataPanel/workTable');
    expect(operations.find((op) => op.name === 'ChooseTenant')?.variables).toEqual({ tenantId: 't-sun' });
    expect(tenantStore.get()).toBe('t-sun');
  });

  it('says so plainly when the user belongs to no centre', async () => {
    const { client } = stubGraphqlClient(() => ({ data: { me: { ...me.data.me, centerList: [] } } }));
    renderWithProviders(<ChooseRolesPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByText('No memberships')).toBeInTheDocument();
  });
});
