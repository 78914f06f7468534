import type { GatewayContext } from '../context';
import type {
  ContractState,
  Resolvers,
  VratBalanceSummary,
  VratContract,
  VratContractPage,
  VratDeleteResult,
  VratKeyIndicator,
  VratManagedTenant,
  VratMoneyRecord,
  VratOperateRecord,
  VratParentMoney,
  VratReminderSettings,
} from '../generated/resolvers';
import { CONTRACT_BASE, id, via } from './contract-rest';

// Spec 002 §7 "VRAT contracts" (/api/vrclassroom/tenantContract). Like the HFS resolvers, the
// browser's unlock token travels in the caller's authenticate header (a 412 relocks the console)
// and a money call's idempotency key is passed on as it came.

const BASE = CONTRACT_BASE.vrat;
// Spec 002 §9: contract lists in dialogs and the renewal lookup read up to 999.
const ALL = 999;
// The states whose days another contract may not take (spec 002 §5).
const COUNTING: ContractState[] = ['NotEnable', 'NotActive', 'Active'];

type RestDetail = VratContract & { operateRecords: VratOperateRecord[]; records: VratMoneyRecord[] };

const list = (
  context: GatewayContext,
  tenantId: string,
  options: { states?: readonly ContractState[] | null; skipCount: number; maxResultCount: number },
) =>
  via(context)<VratContractPage>({
    method: 'POST',
    path: `${BASE}/listFromTenant`,
    body: {
      tenantId,
      skipCount: options.skipCount,
      maxResultCount: options.maxResultCount,
      contractStates: options.states ?? [],
    },
  });

const parentMoney = (context: GatewayContext, tenantId: string, contractId?: string | null) =>
  via(context)<VratParentMoney>({
    method: 'GET',
    path: `${BASE}/parentMoneyRequired`,
    query: { tenantId, ...(contractId ? { contractId } : {}) },
  });

const reminderSettings = (context: GatewayContext, tenantId: string) =>
  via(context)<VratReminderSettings>({ method: 'GET', path: `${BASE}/reminder/${id(tenantId)}` });

/**
 * The tenants right below the caller's (the administrator without a tenant: the tops of the
 * trees), each with its VRAT contracts in brief. REST has no VRAT tenantContractList, so it is
 * put together from the tenant tree and each tenant's list; a caller who may not list the tree
 * (a centre) manages no one.
 */
const managedTenants = async (context: GatewayContext): Promise<VratManagedTenant[]> => {
  let children: { id: string; displayName: string; type: string }[];
  try {
    children = await via(context)<typeof children>({ method: 'GET', path: '/api/business/tenant/nextLevelList' });
  } catch {
    return [];
  }
  const rows = await Promise.all(
    children.map(async (child): Promise<VratManagedTenant | null> => {
      const page = await list(context, child.id, { skipCount: 0, maxResultCount: ALL }).catch(() => null);
      if (!page) return null;
      const activeEnds = page.items.filter((c) => c.state === 'Active').map((c) => c.endTime);
      return {
        tenantId: child.id,
        tenantName: child.displayName,
        tenantType: child.type,
        contractCount: page.totalCount,
        activeEndTime: activeEnds.sort().at(-1) ?? null,
      };
    }),
  );
  return rows.filter((row): row is VratManagedTenant => row !== null);
};

export const vratContractResolvers: Resolvers<GatewayContext> = {
  VratReminderSettings: {
    reminderAmountOn: (settings) => settings.reminderAmountOn ?? null,
    reminderTimesNextAllowTime: (settings) => settings.reminderTimesNextAllowTime ?? null,
  },
  Query: {
    vratContracts: (_p, { tenantId, states, skipCount, maxResultCount }, context) =>
      list(context, tenantId, { states, skipCount, maxResultCount }),
    vratContract: async (_p, args, context) => {
      const { operateRecords, records, ...contract } = await via(context)<RestDetail>({
        method: 'GET',
        path: BASE,
        query: { id: args.id },
      });
      return { contract, operateRecords, records };
    },
    vratBalanceSummary: (_p, { tenantId }, context) =>
      via(context)<VratBalanceSummary>({ method: 'GET', path: `${BASE}/balance/${id(tenantId)}` }),
    vratParentMoney: (_p, { tenantId, contractId }, context) => parentMoney(context, tenantId, contractId),
    vratKeyIndicator: (_p, { tenantId }, context) =>
      via(context)<VratKeyIndicator>({ method: 'GET', path: `${BASE}/keyIndicator/${id(tenantId)}` }),
    vratReminderSettings: (_p, { tenantId }, context) => reminderSettings(context, tenantId),
    vratDateLimits: async (_p, { tenantId }, context) => {
      const [page, parent] = await Promise.all([
        list(context, tenantId, { states: COUNTING, skipCount: 0, maxResultCount: ALL }),
        parentMoney(context, tenantId),
      ]);
      return {
        today: page.today,
        parentEndTime: parent.parentLatestContract?.endTime ?? null,
        taken: page.items.map((c) => ({ id: c.id, startTime: c.startTime, endTime: c.endTime })),
      };
    },
    vratManagedTenants: (_p, _args, context) => managedTenants(context),
  },
  Mutation: {
    createVratContract: (_p, { input }, context) =>
      via(context)<VratContract>({ method: 'POST', path: BASE, body: input }),
    updateVratContract: (_p, { id: contractId, input }, context) =>
      via(context)<VratContract>({ method: 'PUT', path: BASE, body: { id: contractId, ...input } }),
    deleteVratContract: (_p, args, context) =>
      via(context)<VratDeleteResult>({ method: 'DELETE', path: `${BASE}/${id(args.id)}` }),
    enableVratContract: (_p, args, context) =>
      via(context)<VratContract>({ method: 'POST', path: `${BASE}/${id(args.id)}/enable` }),
    stopVratContract: (_p, args, context) =>
      via(context)<VratContract>({ method: 'POST', path: `${BASE}/${id(args.id)}/stop` }),
    reEnableVratContract: (_p, args, context) =>
      via(context)<VratContract>({ method: 'POST', path: `${BASE}/${id(args.id)}/reEnable` }),
    renewVratContract: (_p, { contractId, endTime }, context) =>
      via(context)<VratContract>({ method: 'POST', path: `${BASE}/renewal`, body: { contractId, endTime } }),
    rechargeVratContract: (_p, { input, idempotencyKey }, context) => {
      const { remindContacts, ...movement } = input;
      return via(context)<VratContract>({
        method: 'POST',
        path: `${BASE}/recharge`,
        // Sent only when someone is to be told, so a server that does not know the field yet is not troubled.
        body: { ...movement, ...(remindContacts && remindContacts.length > 0 ? { remindContacts } : {}) },
        idempotencyKey: idempotencyKey ?? undefined,
      });
    },
    setVratUnitPrice: (_p, { id: contractId, unitPrice }, context) =>
      via(context)<VratContract>({ method: 'PUT', path: `${BASE}/unitPrice`, body: { id: contractId, unitPrice } }),
    setVratReminderTimes: (_p, { tenantId, reminderTimes }, context) =>
      via(context)<VratReminderSettings>({
        method: 'PUT',
        path: `${BASE}/reminderTimes`,
        body: { tenantId, reminderTimes },
      }),
    setVratReminderAmount: (_p, { tenantId, amount }, context) =>
      via(context)<VratReminderSettings>({
        method: 'PUT',
        path: `${BASE}/reminderAmount`,
        body: { tenantId, reminderAmount: amount },
      }),
    setVratRemindContacts: (_p, { tenantId, contacts }, context) =>
      via(context)<VratReminderSettings>({
        method: 'PUT',
        path: `${BASE}/remindContacts`,
        body: { tenantId, contacts },
      }),
  },
};
