import type { GatewayContext } from '../context';
import type {
  HfsBalanceSummary,
  HfsContract,
  HfsContractPage,
  HfsDateLimits,
  HfsDeleteResult,
  HfsKeyIndicator,
  HfsManagedTenant,
  HfsOperationRecordPage,
  HfsParentMoney,
  HfsRechargeRecord,
  HfsRechargeRecordPage,
  HfsReminderSettings,
  HfsUsageRecordPage,
  Resolvers,
} from '../generated/resolvers';
import { CONTRACT_BASE, id, via } from './contract-rest';

// Spec 002 §7 "HFS contracts" (/api/rocket/tenantContract). The browser's unlock token travels in
// the caller's authenticate header; a money call's idempotency key is passed on as it came.

const BASE = CONTRACT_BASE.hfs;

const page = (skipCount: number, maxResultCount: number) => ({ SkipCount: skipCount, MaxResultCount: maxResultCount });

const reminderSettings = async (context: GatewayContext, tenantId: string) =>
  via(context)<HfsReminderSettings>({ method: 'GET', path: `${BASE}/reminder/${id(tenantId)}` });

export const hfsContractResolvers: Resolvers<GatewayContext> = {
  Query: {
    hfsContracts: (_p, { tenantId, states, skipCount, maxResultCount }, context) =>
      via(context)<HfsContractPage>({
        method: 'GET',
        path: BASE,
        query: {
          TenantId: tenantId,
          ...page(skipCount, maxResultCount),
          ...(states && states.length > 0 ? { contractStates: states.join(',') } : {}),
        },
      }),
    hfsContract: (_p, args, context) => via(context)<HfsContract>({ method: 'GET', path: `${BASE}/${id(args.id)}` }),
    hfsBalanceSummary: (_p, { tenantId }, context) =>
      via(context)<HfsBalanceSummary>({ method: 'GET', path: `${BASE}/balance/${id(tenantId)}` }),
    hfsParentMoney: (_p, { tenantId }, context) =>
      via(context)<HfsParentMoney>({ method: 'GET', path: `${BASE}/parentMoneyRequired`, query: { tenantId } }),
    hfsKeyIndicator: (_p, { tenantId }, context) =>
      via(context)<HfsKeyIndicator>({ method: 'GET', path: `${BASE}/keyIndicator/${id(tenantId)}` }),
    hfsDateLimits: (_p, { tenantId }, context) =>
      via(context)<HfsDateLimits>({ method: 'GET', path: `${BASE}/dateLimits/${id(tenantId)}` }),
    hfsRechargeRecords: (_p, { contractId, skipCount, maxResultCount }, context) =>
      via(context)<HfsRechargeRecordPage>({
        method: 'GET',
        path: `${BASE}/${id(contractId)}/rechargeRecords`,
        query: page(skipCount, maxResultCount),
      }),
    hfsOperationRecords: (_p, { contractId, skipCount, maxResultCount }, context) =>
      via(context)<HfsOperationRecordPage>({
        method: 'GET',
        path: `${BASE}/${id(contractId)}/operationRecords`,
        query: page(skipCount, maxResultCount),
      }),
    hfsMinSellingPriceRecords: (_p, { contractId, skipCount, maxResultCount }, context) =>
      via(context)<HfsOperationRecordPage>({
        method: 'GET',
        path: `${BASE}/${id(contractId)}/minSellingPriceRecords`,
        query: page(skipCount, maxResultCount),
      }),
    hfsUsageRecords: (_p, { contractId, kind, skipCount, maxResultCount }, context) =>
      via(context)<HfsUsageRecordPage>({
        method: 'GET',
        path: `${BASE}/${id(contractId)}/usageRecords`,
        query: { kind, ...page(skipCount, maxResultCount) },
      }),
    hfsReminderSettings: (_p, { tenantId }, context) => reminderSettings(context, tenantId),
    hfsManagedTenants: async (_p, _args, context) =>
      (await via(context)<{ items: HfsManagedTenant[] }>({ method: 'GET', path: `${BASE}/tenantContractList` })).items,
  },
  Mutation: {
    createHfsContract: (_p, { input }, context) =>
      via(context)<HfsContract>({
        method: 'POST',
        path: BASE,
        body: {
          ...input,
          ...(input.reminderAmount == null ? { reminderAmount: undefined } : {}),
          minSellPrice: input.minSellPrice ?? null,
        },
      }),
    updateHfsContract: (_p, { id: contractId, input }, context) =>
      via(context)<HfsContract>({
        method: 'PUT',
        path: `${BASE}/${id(contractId)}`,
        body: { ...input, ...(input.reminderAmount == null ? { reminderAmount: undefined } : {}) },
      }),
    deleteHfsContract: (_p, args, context) =>
      via(context)<HfsDeleteResult>({ method: 'DELETE', path: `${BASE}/${id(args.id)}` }),
    enableHfsContract: (_p, args, context) =>
      via(context)<HfsContract>({ method: 'POST', path: `${BASE}/${id(args.id)}/enable` }),
    stopHfsContract: (_p, args, context) =>
      via(context)<HfsContract>({ method: 'POST', path: `${BASE}/${id(args.id)}/stop` }),
    reEnableHfsContract: (_p, args, context) =>
      via(context)<HfsContract>({ method: 'POST', path: `${BASE}/${id(args.id)}/reEnable` }),
    renewHfsContract: (_p, { contractId, endTime }, context) =>
      via(context)<HfsContract>({ method: 'POST', path: `${BASE}/renewal`, body: { contractId, EndTime: endTime } }),
    rechargeHfsContract: (_p, { input, idempotencyKey }, context) =>
      via(context)<HfsContract>({
        method: 'POST',
        path: `${BASE}/recharge`,
        body: input,
        idempotencyKey: idempotencyKey ?? undefined,
      }),
    editHfsRechargeRemark: (_p, { id, remark }, context) =>
      via(context)<HfsRechargeRecord>({
        method: 'PUT',
        path: `${BASE}/contractRechargeRecord`,
        body: { id: Number(id), remark },
      }),
    setHfsSellPrice: (_p, { contractId, setSellingPrice, minSellPrice }, context) =>
      via(context)<HfsContract>({
        method: 'PUT',
        path: `${BASE}/sellPrice`,
        body: { id: contractId, setSellingPrice, minSellPrice },
      }),
    setHfsReminderAmount: async (_p, { tenantId, amount }, context) => {
      await via(context)({
        method: 'PUT',
        path: `${BASE}/reminderAmount`,
        body: { id: tenantId, hfsReminderAmount: amount },
      });
      return reminderSettings(context, tenantId);
    },
    setHfsRemindContacts: async (_p, { tenantId, contacts }, context) => {
      await via(context)({ method: 'PUT', path: `${BASE}/remindContacts`, body: { tenantId, contacts } });
      return reminderSettings(context, tenantId);
    },
  },
};
