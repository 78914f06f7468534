import type { GatewayContext } from '../context';
import type { IlsVersion, Resolvers } from '../generated/resolvers';
import { contentHistory, contentItemPath, contentPageQuery } from './content-rest';
import { rest } from './errors';

// Offline plan templates and class plans (issue 18 items 1, 3, 5) through the content library's
// generic endpoints at spec 001 §7's segments, and the plans' own: PUT …/rules (templates and class
// plans), GET /trainingPlanV2/categories; the session picker reads the program list.
const SEGMENT: Record<IlsVersion, string> = {
  V3: '/api/rocket/trainingPlanTemplate',
  V4: '/api/rocket/OfflineTrainingPlan',
};
const RULES: Record<IlsVersion, string> = {
  V3: '/api/rocket/trainingPlanTemplate/rules',
  V4: '/api/rocket/offlineTrainingPlan/rules',
};
const CLASS = '/api/rocket/trainingPlanV2';
const PROGRAMS = '/api/rocket/trainingProgram';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST shapes match the SDL's
type Loose = any;

export const contentPlanResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentOfflinePlans: (_p, { version, ...args }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'GET', path: SEGMENT[version], query: contentPageQuery(args), caller })),
    contentOfflinePlan: (_p, { version, id }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'GET', path: contentItemPath(SEGMENT[version], id), caller })),
    contentOfflinePlanHistory: (_p, { version, id }, context) => contentHistory(context, SEGMENT[version], id),
    contentClassPlans: (_p, args, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'GET', path: CLASS, query: contentPageQuery(args), caller })),
    contentClassPlan: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'GET', path: contentItemPath(CLASS, id), caller })),
    contentClassPlanHistory: (_p, { id }, context) => contentHistory(context, CLASS, id),
    contentClassPlanCategories: async (_p, _a, { rest: client, caller }) =>
      (await rest(() => client.call<{ items: Loose[] }>({ method: 'GET', path: `${CLASS}/categories`, caller }))).items,
    contentPlanPrograms: (_p, args, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'GET', path: PROGRAMS, query: contentPageQuery(args), caller })),
  },
  Mutation: {
    createContentOfflinePlan: (_p, { version, input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'POST', path: SEGMENT[version], body: input, caller })),
    updateContentOfflinePlan: (_p, { version, id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({ method: 'PUT', path: contentItemPath(SEGMENT[version], id), body: input, caller }),
      ),
    setContentOfflinePlanRules: (_p, { version, id, rules }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'PUT', path: RULES[version], body: { id, rules }, caller })),
    changeContentOfflinePlanStatus: (_p, { version, id, contentStatus }, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({
          method: 'PUT',
          path: `${SEGMENT[version]}/contentStatus`,
          body: { id, contentStatus },
          caller,
        }),
      ),
    moveContentOfflinePlan: (_p, { version, id, newSortOrder }, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({
          method: 'PUT',
          path: `${SEGMENT[version]}/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      ),
    deleteContentOfflinePlan: async (_p, { version, id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: contentItemPath(SEGMENT[version], id), caller }));
      return true;
    },
    createContentClassPlan: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'POST', path: CLASS, body: input, caller })),
    updateContentClassPlan: (_p, { id, input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'PUT', path: contentItemPath(CLASS, id), body: input, caller })),
    setContentClassPlanRules: (_p, { id, rules }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'PUT', path: `${CLASS}/rules`, body: { id, rules }, caller })),
    changeContentClassPlanStatus: (_p, { id, contentStatus }, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({ method: 'PUT', path: `${CLASS}/contentStatus`, body: { id, contentStatus }, caller }),
      ),
    moveContentClassPlan: (_p, { id, newSortOrder }, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({
          method: 'PUT',
          path: `${CLASS}/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      ),
    deleteContentClassPlan: async (_p, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: contentItemPath(CLASS, id), caller }));
      return true;
    },
  },
};
