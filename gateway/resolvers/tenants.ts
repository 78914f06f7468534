import type { GatewayContext } from '../context';
import type {
  ProjectCloseCheck,
  ProjectSwitchRecord,
  Resolvers,
  Tenant,
  TenantEditOptions,
  TenantPage,
  TenantQrLink,
  TenantRef,
} from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/business/tenant';

const id = (value: string) => encodeURIComponent(value);

// Spec 002 §7 "Tenants" (/api/business/tenant) and the project switches.
export const tenantResolvers: Resolvers<GatewayContext> = {
  Query: {
    tenants: (_parent, { types, filter, parentId, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<TenantPage>({
          method: 'GET',
          path: BASE,
          query: {
            skipCount,
            maxResultCount,
            type: types && types.length > 0 ? types.join(',') : undefined,
            filter: filter ?? undefined,
            parentId: parentId ?? undefined,
          },
          caller,
        }),
      ),
    tenant: (_parent, args, { rest: client, caller }) =>
      rest(() => client.call<Tenant>({ method: 'GET', path: `${BASE}/${id(args.id)}`, caller })),
    tenantEditOptions: (_parent, args, { rest: client, caller }) =>
      rest(() =>
        client.call<TenantEditOptions>({
          method: 'GET',
          path: `${BASE}/prepareForEdit`,
          query: { id: args.id ?? undefined },
          caller,
        }),
      ),
    childInstitutions: (_parent, { tenantId }, { rest: client, caller }) =>
      rest(() => client.call<TenantPage>({ method: 'GET', path: `${BASE}/childInstitutions/${id(tenantId)}`, caller })),
    tenantQrLink: (_parent, { tenantId }, { rest: client, caller }) =>
      rest(() => client.call<TenantQrLink>({ method: 'GET', path: `${BASE}/qRCodeLink/${id(tenantId)}`, caller })),
    areaOptions: (_parent, { filter }, { rest: client, caller }) =>
      rest(() =>
        client.call<TenantRef[]>({
          method: 'GET',
          path: `${BASE}/areaList`,
          query: { filter: filter ?? undefined },
          caller,
        }),
      ),
    enterpriseOptions: (_parent, { filter }, { rest: client, caller }) =>
      rest(() =>
        client.call<TenantRef[]>({
          method: 'GET',
          path: `${BASE}/enterpriseSearchList`,
          query: { filter: filter ?? undefined },
          caller,
        }),
      ),
    projectCloseCheck: (_parent, { tenantId, project }, { rest: client, caller }) =>
      rest(() =>
        client.call<ProjectCloseCheck>({
          method: 'GET',
          path: `${BASE}/beforeCloseProject`,
          query: { tenantId, projectFeatureName: project },
          caller,
        }),
      ),
    projectSwitchRecords: (_parent, { tenantId, project }, { rest: client, caller }) =>
      rest(() =>
        client.call<ProjectSwitchRecord[]>({
          method: 'GET',
          path: `${BASE}/projectSwitchRecords`,
          query: { tenantId, projectFeatureName: project },
          caller,
        }),
      ),
  },
  Mutation: {
    createTenant: (_parent, { input }, { rest: client, caller }) =>
      rest(() => client.call<Tenant>({ method: 'POST', path: `${BASE}/simple`, body: input, caller })),
    updateTenant: (_parent, args, { rest: client, caller }) =>
      rest(() =>
        client.call<Tenant>({ method: 'PUT', path: `${BASE}/simple`, body: { id: args.id, ...args.input }, caller }),
      ),
    deleteTenant: async (_parent, args, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: `${BASE}/${id(args.id)}`, caller }));
      return true;
    },
    freezeTenant: (_parent, args, { rest: client, caller }) =>
      rest(() =>
        client.call<Tenant>({
          method: 'POST',
          path: `${BASE}/freeze`,
          body: { tenantId: args.id, operate: args.operate },
          caller,
        }),
      ),
    setTenantReminderAmounts: (_parent, args, { rest: client, caller }) =>
      rest(() =>
        client.call<Tenant>({
          method: 'PUT',
          path: `${BASE}/reminderAmount`,
          body: {
            id: args.id,
            ...(args.hfsReminderAmount == null ? {} : { hfsReminderAmount: args.hfsReminderAmount }),
            ...(args.vratReminderAmount == null ? {} : { vratReminderAmount: args.vratReminderAmount }),
          },
          caller,
        }),
      ),
    changeTenantEmail: (_parent, { tenantId, email }, { rest: client, caller }) =>
      rest(() =>
        client.call<Tenant>({ method: 'PUT', path: `${BASE}/changeTenantEmail`, body: { tenantId, email }, caller }),
      ),
    sendEmailToTenant: async (_parent, { tenantId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ recipient: string }>({
            method: 'POST',
            path: `${BASE}/sendEmailToTenant/${id(tenantId)}`,
            caller,
          }),
        )
      ).recipient,
    // REST answers the switch; the list row (with its projectStatus) is read back for the screen.
    openProject: async (_parent, { tenantId, project }, { rest: client, caller }) => {
      await rest(() =>
        client.call({
          method: 'POST',
          path: `${BASE}/openProject`,
          body: { tenantId, projectFeatureName: project },
          caller,
        }),
      );
      return rest(() => client.call<Tenant>({ method: 'GET', path: `${BASE}/${id(tenantId)}`, caller }));
    },
    closeProject: async (_parent, { tenantId, project }, { rest: client, caller }) => {
      await rest(() =>
        client.call({
          method: 'POST',
          path: `${BASE}/closeProject`,
          body: { tenantId, projectFeatureName: project },
          caller,
        }),
      );
      return rest(() => client.call<Tenant>({ method: 'GET', path: `${BASE}/${id(tenantId)}`, caller }));
    },
  },
};
