import type { GatewayContext } from '../context';
import type { AccountSettings, CenterMembership, MembershipState, Resolvers, Resume } from '../generated/resolvers';
import { rest } from './errors';

// REST shapes: GET /api/Account/Info (spec 000 §3 "User profile") and what the page needs of
// GET /api/business/account/tenantInfo.
type RestAccountInfo = {
  id: string;
  userName: string;
  name: string;
  gender: string;
  birthday: string;
  countryCode: string | null;
  phoneNumber: string | null;
  email: string | null;
  picture: { url: string | null };
  roles: string[];
};
type RestTenantInfo = { centerList: CenterMembership[]; adminRoles: { name: string }[] };

/** Spec 000 §5: enterprise admins (role EnterpriseAdmin in the current tenant) cannot edit account info. */
const ENTERPRISE_ADMIN = 'EnterpriseAdmin';

// Year 0001 is the REST API's "unset" birthday; GraphQL says null.
const birthdayOf = (value: string) => (value.startsWith('0001-') ? null : value.slice(0, 10));

const loadSettings = async ({ rest: client, caller }: GatewayContext): Promise<AccountSettings> => {
  const [info, tenantInfo, resumes] = await Promise.all([
    rest(() => client.call<RestAccountInfo>({ method: 'GET', path: '/api/Account/Info', caller })),
    rest(() => client.call<RestTenantInfo>({ method: 'GET', path: '/api/business/account/tenantInfo', caller })),
    rest(() => client.call<Resume[]>({ method: 'GET', path: '/api/business/user/resumes', caller })),
  ]);
  return {
    id: info.id,
    userName: info.userName,
    name: info.name,
    gender: info.gender,
    birthday: birthdayOf(info.birthday),
    countryCode: info.countryCode,
    phoneNumber: info.phoneNumber,
    email: info.email,
    pictureUrl: info.picture.url,
    resumes,
    centerList: tenantInfo.centerList,
    canEditAccountInfo: !info.roles.includes(ENTERPRISE_ADMIN),
    canFreezeMemberships: tenantInfo.adminRoles.length > 0,
  };
};

export const accountSettingsResolvers: Resolvers<GatewayContext> = {
  Query: {
    accountSettings: (_parent, _args, context) => loadSettings(context),
  },
  Mutation: {
    updateProfile: async (_parent, { input }, context) => {
      const body = { name: input.name, gender: input.gender, birthday: input.birthday || '0001-01-01' };
      await rest(() =>
        context.rest.call({ method: 'PUT', path: '/api/business/user/profile', body, caller: context.caller }),
      );
      return loadSettings(context);
    },
    changePassword: async (_parent, args, context) => {
      await rest(() =>
        context.rest.call({ method: 'POST', path: '/api/Account/ChangePassword', body: args, caller: context.caller }),
      );
      return true;
    },
    sendEmailCode: (_parent, { email }, context) =>
      rest(() =>
        context.rest.call<{ secondsUntilResend: number }>({
          method: 'POST',
          path: '/api/business/user/sendEmailCode',
          body: { email },
          caller: context.caller,
        }),
      ),
    changeEmail: async (_parent, args, context) => {
      await rest(() =>
        context.rest.call({ method: 'PUT', path: '/api/business/user/userEmail', body: args, caller: context.caller }),
      );
      return loadSettings(context);
    },
    sendPhoneCode: (_parent, args, context) =>
      rest(() =>
        context.rest.call<{ secondsUntilResend: number }>({
          method: 'POST',
          path: '/api/business/user/sendCheckPhoneNumberCode',
          body: { phone: args.phone, countryCode: args.countryCode },
          caller: context.caller,
        }),
      ),
    changePhoneNumber: async (_parent, args, context) => {
      await rest(() =>
        context.rest.call({
          method: 'POST',
          path: '/api/business/user/changePhoneNumber',
          body: args,
          caller: context.caller,
        }),
      );
      return loadSettings(context);
    },
    deleteResume: async (_parent, { id }, context) => {
      await rest(() =>
        context.rest.call({
          method: 'DELETE',
          path: `/api/business/user/resume/${encodeURIComponent(id)}`,
          caller: context.caller,
        }),
      );
      return rest(() =>
        context.rest.call<Resume[]>({ method: 'GET', path: '/api/business/user/resumes', caller: context.caller }),
      );
    },
    deletePicture: async (_parent, _args, context) => {
      await rest(() =>
        context.rest.call({ method: 'DELETE', path: '/api/business/user/picture', caller: context.caller }),
      );
      return loadSettings(context);
    },
    freezeMembership: async (_parent, args, context) => {
      const result = await rest(() =>
        context.rest.call<{ state: MembershipState }>({
          method: 'POST',
          path: '/api/business/user/freezeUser',
          body: args,
          caller: context.caller,
        }),
      );
      return result.state;
    },
  },
};
