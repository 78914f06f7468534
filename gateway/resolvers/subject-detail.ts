import type { GatewayContext } from '../context';
import type { Resolvers, SubjectDetail } from '../generated/resolvers';
import { rest } from './errors';

type RestGuardian = {
  id: string;
  nickName: string;
  roleDefinition: { name: string; displayName: string };
  state: string;
};
type RestSubjectInfo = {
  subjectInfoReturnModel: Omit<SubjectDetail['info'], 'guardians' | '__typename'> & { guardians: RestGuardian[] };
  groups: {
    id: string;
    name: string;
    groupTrainingPlans: { id: string; currentNum: number; trainingPlanV2: { displayName: string } }[];
  }[];
  userMusics: SubjectDetail['userMusics'];
};

const toDetail = ({ subjectInfoReturnModel: info, groups, userMusics }: RestSubjectInfo): SubjectDetail => ({
  info: {
    ...info,
    guardians: info.guardians.map(({ roleDefinition, ...guardian }) => ({
      ...guardian,
      roleName: roleDefinition.name,
      roleDisplayName: roleDefinition.displayName,
    })),
  },
  groups: groups.map((group) => ({
    ...group,
    groupTrainingPlans: group.groupTrainingPlans.map(({ trainingPlanV2, ...plan }) => ({
      ...plan,
      displayName: trainingPlanV2.displayName,
    })),
  })),
  userMusics,
});

// Spec 000 §7: the subject detail page's calls.
export const subjectDetailResolvers: Resolvers<GatewayContext> = {
  Query: {
    subjectDetail: async (_parent, { id }, { rest: client, caller }) =>
      toDetail(
        await rest(() =>
          client.call<RestSubjectInfo>({
            method: 'POST',
            path: '/api/business/subject/getSubjectInfo',
            body: { subjectId: id },
            caller,
          }),
        ),
      ),
    adminSubjectDetail: async (_parent, { id, tenantId }, { rest: client, caller }) =>
      toDetail(
        await rest(() =>
          client.call<RestSubjectInfo>({
            method: 'GET',
            path: '/api/rocket/user/subjectInfo',
            query: { id, ...(tenantId ? { tenantId } : {}) },
            caller,
          }),
        ),
      ),
    subjectLinkedStaff: async (_parent, { subjectId }, { rest: client, caller }) => {
      const { items } = await rest(() =>
        client.call<{ items: { id: string; name: string; userName: string; roles: { displayName: string }[] }[] }>({
          method: 'GET',
          path: `/api/business/subject/subjectLinkedStaff/${encodeURIComponent(subjectId)}`,
          caller,
        }),
      );
      return items.map(({ roles, ...staff }) => ({ ...staff, roleDisplayNames: roles.map((r) => r.displayName) }));
    },
    subjectTenants: async (_parent, { subjectId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: { tenantId: string; tenantName: string; status: string; grantTime: string }[] }>({
            method: 'GET',
            path: `/api/rocket/userGrant/subjectTenant/${encodeURIComponent(subjectId)}`,
            caller,
          }),
        )
      ).items,
  },
};
