import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type {
  HfsAddableResource,
  HfsContractResource,
  HfsContractResourcePage,
  HfsRechargeCeiling,
  HfsResourceType,
  Resolvers,
} from '../generated/resolvers';
import { CONTRACT_BASE, id, via } from './contract-rest';

// Spec 002 §7 resource calls of "HFS contracts" (/api/rocket/tenantContract) and the deletion of
// a recharge record.

const BASE = CONTRACT_BASE.hfs;

// The add and prepareForAdd path of each single-price type; plan courses name their type in the body.
const ADD_PATH: Record<Exclude<HfsResourceType, 'TrainingPlanV2'>, string> = {
  Assessment: 'assessmentResource',
  Course: 'courseResource',
  IdtMusicPlan: 'idtMusicPlanResource',
  OnlinePlanCourse: 'planResource',
  OfflinePlanCourse: 'planResource',
};
const planType = (type: HfsResourceType) =>
  type === 'OnlinePlanCourse' || type === 'OfflinePlanCourse' ? { type } : {};

export const hfsResourceResolvers: Resolvers<GatewayContext> = {
  Query: {
    hfsContractResources: (_p, { contractId, type, skipCount, maxResultCount }, context) =>
      via(context)<HfsContractResourcePage>({
        method: 'GET',
        path: `${BASE}/resources/${id(contractId)}`,
        query: { type, SkipCount: skipCount, MaxResultCount: maxResultCount },
      }),
    hfsAddableResources: async (_p, { contractId, type, filter }, context) =>
      (
        await via(context)<{ items: HfsAddableResource[] }>({
          method: 'POST',
          path: `${BASE}/${type === 'TrainingPlanV2' ? 'planV2Resource' : ADD_PATH[type]}/prepareForAdd`,
          body: { contractId, ...planType(type), ...(filter ? { filter } : {}) },
        })
      ).items,
    hfsRechargeCeiling: (_p, { contractId }, context) =>
      via(context)<HfsRechargeCeiling>({ method: 'GET', path: `${BASE}/${id(contractId)}/rechargeCeiling` }),
  },
  Mutation: {
    addHfsResources: async (_p, { contractId, type, resources }, context) => {
      if (type === 'TrainingPlanV2')
        throw new GraphQLError('Class plans are added with addHfsPlanV2Resources.', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      await via(context)({
        method: 'POST',
        path: `${BASE}/${ADD_PATH[type]}`,
        body: { contractId, ...planType(type), resources },
      });
      return resources.length;
    },
    addHfsPlanV2Resources: async (_p, { contractId, resourceIds, prices }, context) => {
      await via(context)({ method: 'POST', path: `${BASE}/planV2Resource`, body: { contractId, resourceIds, prices } });
      return resourceIds.length;
    },
    setHfsPlanV2Prices: (_p, { contractId, resourceId, prices }, context) =>
      via(context)<HfsContractResource>({
        method: 'PUT',
        path: `${BASE}/planV2Resource`,
        body: { contractId, resourceId, prices },
      }),
    setHfsResourcePrice: (_p, args, context) =>
      via(context)<HfsContractResource>({
        method: 'PUT',
        path: `${BASE}/resource`,
        body: { id: args.id, price: args.price },
      }),
    setHfsResourcePrices: async (_p, { resources }, context) =>
      (await via(context)<{ count: number }>({ method: 'PUT', path: `${BASE}/resourceBatch`, body: { resources } }))
        .count,
    deleteHfsResource: async (_p, args, context) =>
      (await via(context)<{ count: number }>({ method: 'DELETE', path: `${BASE}/resource`, query: { id: args.id } }))
        .count,
    deleteHfsRechargeRecord: async (_p, { contractId, id: recordId }, context) =>
      (
        await via(context)<{ id: string }>({
          method: 'DELETE',
          path: `${BASE}/contractRechargeRecord/${id(recordId)}`,
          query: { contractId },
        })
      ).id,
  },
};
