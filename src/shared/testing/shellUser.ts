import type { ShellCurrentUserQuery } from '../../generated/graphql';
import type { StubResponse } from './stubGraphqlClient';

/**
 * Component tests only: the shell's current-user answer for a user holding `roles` in the current
 * centre (t1, Sunrise) and CenterAdmin in another (t2), for parts offered to some roles only.
 */
export const shellUserWithRoles = (roles: readonly string[]): StubResponse => ({
  data: {
    language: 'zh-CN',
    me: {
      id: 'u1',
      name: 'Amy',
      userName: 'centeradmin',
      landingRoute: '/system/center/dataPanel/workTable',
      adminRoles: [],
      currentTenant: { id: 't1', displayName: 'Sunrise', type: 'Center' },
      canChangeList: [],
      centerList: [
        {
          id: 'm1',
          tenantId: 't1',
          displayName: 'Sunrise',
          type: 'Center',
          state: 'Effective',
          roles: roles.map((name) => ({ name, displayName: name })),
        },
        // A centre admin elsewhere is not one here.
        {
          id: 'm2',
          tenantId: 't2',
          displayName: 'Moonlight',
          type: 'Center',
          state: 'Effective',
          roles: [{ name: 'CenterAdmin', displayName: 'CenterAdmin' }],
        },
      ],
    },
  } satisfies ShellCurrentUserQuery,
});
