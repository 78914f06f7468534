import type { GatewayContext } from '../context';
import type {
  Resolvers,
  StaffDetail,
  StaffInvitation,
  StaffMember,
  StaffPage,
  StaffPick,
  StaffProfile,
  StaffRole,
} from '../generated/resolvers';
import { rest } from './errors';

type StaffChange = { staff: StaffMember };

// Spec 000 §7 "Staff and users": thin calls to REST.
export const staffResolvers: Resolvers<GatewayContext> = {
  Query: {
    staffMembers: (_parent, { skipCount, maxResultCount, filter, roleName, state }, { rest: client, caller }) =>
      rest(() =>
        client.call<StaffPage>({
          method: 'POST',
          path: '/api/business/user/list',
          body: {
            skipCount,
            maxResultCount,
            ...(filter ? { filter } : {}),
            ...(roleName ? { roleName } : {}),
            ...(state ? { state } : {}),
          },
          caller,
        }),
      ),
    staffRoles: async (_parent, _args, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ availableRoles: StaffRole[] }>({
            method: 'POST',
            path: '/api/business/user/prepareForEdit',
            body: {},
            caller,
          }),
        )
      ).availableRoles,
    staffDetail: (_parent, { userId }, { rest: client, caller }) =>
      rest(() =>
        client.call<StaffDetail>({
          method: 'GET',
          path: `/api/business/user/staffDetail/${encodeURIComponent(userId)}`,
          caller,
        }),
      ),
    staffMember: (_parent, { userId }, { rest: client, caller }) =>
      rest(() =>
        client.call<StaffMember>({ method: 'GET', path: `/api/business/user/${encodeURIComponent(userId)}`, caller }),
      ),
    staffProfile: (_parent, { userId }, { rest: client, caller }) =>
      rest(() =>
        client.call<StaffProfile>({
          method: 'GET',
          path: `/api/business/user/${encodeURIComponent(userId)}/profile`,
          caller,
        }),
      ),
    staffList: (_parent, _args, { rest: client, caller }) =>
      rest(() => client.call<StaffPick[]>({ method: 'GET', path: '/api/business/user/staffList', caller })),
    supervisorList: (_parent, _args, { rest: client, caller }) =>
      rest(() => client.call<StaffPick[]>({ method: 'GET', path: '/api/business/user/supervisorList', caller })),
  },
  Mutation: {
    inviteStaff: async (_parent, { input }, { rest: client, caller }) =>
      (await rest(() => client.call<StaffChange>({ method: 'POST', path: '/api/business/user', body: input, caller })))
        .staff,
    updateStaff: async (_parent, { userId, input }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<StaffChange>({
            method: 'PUT',
            path: '/api/business/user',
            body: { id: userId, ...input },
            caller,
          }),
        )
      ).staff,
    changeStaffRoles: async (_parent, { userId, roleNames }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<StaffChange>({
            method: 'POST',
            path: '/api/business/user/changeUserRole',
            body: { userId, roleNames },
            caller,
          }),
        )
      ).staff,
    freezeStaff: async (_parent, { userId, tenantId, operate }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<StaffChange>({
            method: 'POST',
            path: '/api/business/user/freezeStaff',
            body: { userId, tenantId, operate },
            caller,
          }),
        )
      ).staff,
    resendStaffInvitation: (_parent, { userId }, { rest: client, caller }) =>
      rest(() =>
        client.call<StaffInvitation>({
          method: 'POST',
          path: `/api/business/user/sendEmailToUser/${encodeURIComponent(userId)}`,
          caller,
        }),
      ),
    removeStaff: async (_parent, { userId }, { rest: client, caller }) => {
      await rest(() =>
        client.call<unknown>({ method: 'DELETE', path: '/api/business/user/byTenant', query: { id: userId }, caller }),
      );
      return true;
    },
  },
};
