// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantStore } from '../../shared/auth/tenantStore';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { CentrePicker, type CentrePickerUser } from './CentrePicker';

afterEach(() => {
  cleanup();
  tenantStore.set(null);
});

const PATH = '/system/choseRoles';

const chosen = (tenantId: string, landingRoute: string): StubResponse => ({
  data: {
    chooseTenant: {
      __typename: 'CurrentUser',
      id: 'u1',
      landingRoute,
      currentTenant: { __typename: 'TenantNode', id: tenantId, displayName: tenantId, type: 'Center' },
    },
  },
});

const multirole: CentrePickerUser = {
  adminRoles: [],
  currentTenant: null,
  canChangeList: [],
  centerList: [
    {
      id: 'm1',
      tenantId: 'sunrise',
      displayName: 'Sunrise Centre',
      type: 'Center',
      state: 'Effective',
      roles: [{ displayName: '高级教练' }],
    },
    {
      id: 'm2',
      tenantId: 'harbour',
      displayName: 'Harbour Centre',
      type: 'Center',
      state: 'Frozen',
      roles: [{ displayName: '中心管理员' }],
    },
  ],
};

const centre = (id: string, displayName: string) => ({ id, displayName, type: 'Center' as const, children: [] });
const admin: CentrePickerUser = {
  adminRoles: ['admin'],
  currentTenant: null,
  centerList: [],
  canChangeList: [
    {
      id: 'group',
      displayName: 'Bright Minds Group',
      type: 'Enterprise',
      children: [
        {
          id: 'east',
          displayName: 'East Area',
          type: 'Area',
          children: [centre('sunrise', 'Sunrise Centre'), centre('harbour', 'Harbour Centre')],
        },
      ],
    },
  ],
};

const landing = (path: string) => ({ path, element: <p>{`landed on ${path}`}</p> });

describe('CentrePicker', () => {
  it('offers a user their memberships; a frozen one is shown disabled and cannot be chosen', async () => {
    const user = userEvent.setup();
    const { client, operations } = stubGraphqlClient(() => chosen('sunrise', '/system/center/dataPanel/workTable'));
    renderWithProviders(<CentrePicker user={multirole} />, {
      client,
      path: PATH,
      routes: [landing('/system/center/dataPanel/workTable')],
    });

    await user.click(screen.getByRole('button', { name: '切换中心: 选择中心' }));
    const harbour = await screen.findByRole('menuitem', { name: /Harbour Centre/ });
    expect(harbour).toHaveAttribute('aria-disabled', 'true');
    expect(harbour).toHaveTextContent('已冻结');
    await user.click(harbour);
    expect(operations).toEqual([]);

    const sunrise = screen.getByRole('menuitem', { name: /Sunrise Centre/ });
    expect(sunrise).toHaveTextContent('高级教练');
    await user.click(sunrise);
    expect(await screen.findByText('landed on /system/center/dataPanel/workTable')).toBeInTheDocument();
    expect(operations).toEqual([{ name: 'TopBarChooseTenant', variables: { tenantId: 'sunrise' } }]);
    expect(tenantStore.get()).toBe('sunrise');
  });

  it('shows the role named admin the whole tree, with all entries when show-all is on', async () => {
    const user = userEvent.setup();
    const { client, operations } = stubGraphqlClient(() => chosen('east', '/system/area'));
    renderWithProviders(<CentrePicker user={admin} />, {
      client,
      path: '/system/manage',
      language: 'en-US',
      routes: [landing('/system/area')],
    });

    await user.click(screen.getByRole('button', { name: 'Switch centre: Platform management' }));
    expect(await screen.findByText('Bright Minds Group')).toBeInTheDocument();
    expect(screen.getByText('East Area')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Sunrise Centre/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Harbour Centre/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^All of/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show “All” options' }));
    // Only East Area has more than one child; the group has one, so no 'all' entry of its own.
    const all = screen.getAllByRole('menuitem', { name: /^All of/ });
    expect(all.map((item) => item.textContent)).toEqual(['All of East Area']);

    await user.click(all[0]!);
    expect(await screen.findByText('landed on /system/area')).toBeInTheDocument();
    expect(operations).toEqual([{ name: 'TopBarChooseTenant', variables: { tenantId: 'east' } }]);
    expect(tenantStore.get()).toBe('east');
  });

  it('keeps the list open and says why when the switch is refused', async () => {
    const user = userEvent.setup();
    const { client } = stubGraphqlClient(() => ({
      error: new CombinedError({
        graphQLErrors: [
          { message: '您在该中心的账号已被冻结。', extensions: { code: 'Business:UserInTenantRoleFrozen' } },
        ],
      }),
    }));
    renderWithProviders(<CentrePicker user={multirole} />, { client, path: PATH });

    await user.click(screen.getByRole('button', { name: '切换中心: 选择中心' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sunrise Centre/ }));
    expect(await screen.findByText('无法切换中心')).toBeInTheDocument();
    expect(screen.getByText('您在该中心的账号已被冻结。')).toBeInTheDocument();
    expect(tenantStore.get()).toBeNull();
  });

  it('offers the role named admin a way back to management mode', async () => {
    const user = userEvent.setup();
    tenantStore.set('sunrise');
    const { client } = stubGraphqlClient(() => ({ data: null }));
    renderWithProviders(
      <CentrePicker user={{ ...admin, currentTenant: { id: 'sunrise', displayName: 'Sunrise Centre' } }} />,
      { client, path: '/system/center', routes: [landing('/system/manage')] },
    );
    await user.click(screen.getByRole('button', { name: '切换中心: Sunrise Centre' }));
    await user.click(await screen.findByRole('menuitem', { name: '平台管理' }));
    expect(await screen.findByText('landed on /system/manage')).toBeInTheDocument();
    expect(tenantStore.get()).toBeNull();
  });
});
