import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../../platform/app-deps';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { idempotent } from '../../../platform/idempotency';
import {
  BalanceSummary,
  DeleteResponse,
  HfsContractBody,
  HfsContractEditBody,
  HfsContractItem,
  HfsContractListQuery,
  HfsContractListResponse,
  IdParams,
  KeyIndicator,
  OperationRecordPage,
  PageQuery,
  ParentMoneyResponse,
  RechargeBody,
  RechargeRecord,
  RechargeRecordPage,
  RechargeRemarkBody,
  ReminderAmountBody,
  RemindContactsBody,
  RemindContactsResponse,
  RenewalBody,
  SellPriceBody,
  TenantParams,
  TenantQuery,
  UsageQuery,
  UsageRecordPage,
} from './hfs-contract.schemas';
import {
  changeHfsStatus,
  createHfsContract,
  deleteHfsContract,
  editHfsContract,
  getHfsContract,
  hfsDateLimits,
  listHfsContracts,
  renewHfsContract,
} from './hfs-lifecycle.service';
import { hfsBalanceSummary, hfsKeyIndicator, hfsParentMoneyRequired, rechargeHfsContract } from './hfs-money.service';
import { hfsTenantContractList } from './hfs-tenants.service';
import { hfsOperationRecords, hfsRechargeRecords, hfsUsageRecords } from './hfs-records.service';
import { editHfsRechargeRemark } from './hfs-record-remark.service';
import {
  hfsReminderSettings,
  setHfsReminderAmount,
  setHfsRemindContacts,
  setHfsSellPrice,
} from './hfs-settings.service';
import { contractCallRunner } from '../contract-call.routes';

const BASE = '/api/rocket/tenantContract';

const DateLimits = Type.Object({
  today: Type.String(),
  parentEndTime: Type.Union([Type.String(), Type.Null()]),
  taken: Type.Array(Type.Object({ id: Type.String(), startTime: Type.String(), endTime: Type.String() })),
});
const TenantContractList = Type.Object({
  items: Type.Array(
    Type.Object({
      tenantId: Type.String(),
      tenantName: Type.String(),
      tenantType: Type.String(),
      contractCount: Type.Integer(),
      activeEndTime: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
const ReminderSettings = Type.Object({
  ...RemindContactsResponse.properties,
  caller: HfsContractListResponse.properties.caller,
});

/**
 * Spec 002 §7 "HFS contracts". Paths the spec does not give (balance summary, records, usage,
 * reminder settings, date limits) are under the same base; docs/decisions.md names them. Every
 * call is checked against the caller's profile and the verification lock (hfs-access.ts).
 */
export const hfsContractRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['HFS contracts'];
  const run = contractCallRunner(deps);

  app.get(
    BASE,
    { schema: { tags, querystring: HfsContractListQuery, response: { 200: HfsContractListResponse } } },
    (request) => run(request, (call) => listHfsContracts(call, request.query)),
  );
  app.post(BASE, { schema: { tags, body: HfsContractBody, response: { 200: HfsContractItem } } }, (request) =>
    run(request, (call) => createHfsContract(call, request.body)),
  );

  // Fixed paths before /:id, so that "renewal" is never read as an id.
  app.post(`${BASE}/renewal`, { schema: { tags, body: RenewalBody, response: { 200: HfsContractItem } } }, (request) =>
    run(request, (call) => renewHfsContract(call, request.body)),
  );
  app.post(
    `${BASE}/recharge`,
    { schema: { tags, body: RechargeBody, response: { 200: HfsContractItem } } },
    (request) =>
      run(request, (call) =>
        idempotent(call.tx, call.ctx.userId, request, () => rechargeHfsContract(call, request.body)),
      ),
  );
  app.put(
    `${BASE}/contractRechargeRecord`,
    { schema: { tags, body: RechargeRemarkBody, response: { 200: RechargeRecord } } },
    (request) => run(request, (call) => editHfsRechargeRemark(call, request.body)),
  );
  app.put(
    `${BASE}/sellPrice`,
    { schema: { tags, body: SellPriceBody, response: { 200: HfsContractItem } } },
    (request) => run(request, (call) => setHfsSellPrice(call, request.body)),
  );
  app.get(`${BASE}/tenantContractList`, { schema: { tags, response: { 200: TenantContractList } } }, (request) =>
    run(request, (call) => hfsTenantContractList(call)),
  );
  app.get(
    `${BASE}/keyIndicator/:tenantId`,
    { schema: { tags, params: TenantParams, response: { 200: KeyIndicator } } },
    (request) => run(request, (call) => hfsKeyIndicator(call, request.params.tenantId)),
  );
  app.get(
    `${BASE}/parentMoneyRequired`,
    { schema: { tags, querystring: TenantQuery, response: { 200: ParentMoneyResponse } } },
    (request) => run(request, (call) => hfsParentMoneyRequired(call, request.query.tenantId)),
  );
  app.get(
    `${BASE}/balance/:tenantId`,
    { schema: { tags, params: TenantParams, response: { 200: BalanceSummary } } },
    (request) => run(request, (call) => hfsBalanceSummary(call, request.params.tenantId)),
  );
  app.get(
    `${BASE}/dateLimits/:tenantId`,
    { schema: { tags, params: TenantParams, response: { 200: DateLimits } } },
    (request) => run(request, (call) => hfsDateLimits(call, request.params.tenantId)),
  );
  app.get(
    `${BASE}/reminder/:tenantId`,
    { schema: { tags, params: TenantParams, response: { 200: ReminderSettings } } },
    (request) => run(request, (call) => hfsReminderSettings(call, request.params.tenantId)),
  );
  app.put(
    `${BASE}/reminderAmount`,
    { schema: { tags, body: ReminderAmountBody, response: { 200: RemindContactsResponse } } },
    (request) => run(request, (call) => setHfsReminderAmount(call, request.body)),
  );
  app.put(
    `${BASE}/remindContacts`,
    { schema: { tags, body: RemindContactsBody, response: { 200: RemindContactsResponse } } },
    (request) => run(request, (call) => setHfsRemindContacts(call, request.body)),
  );

  app.get(`${BASE}/:id`, { schema: { tags, params: IdParams, response: { 200: HfsContractItem } } }, (request) =>
    run(request, (call) => getHfsContract(call, request.params.id)),
  );
  app.put(
    `${BASE}/:id`,
    { schema: { tags, params: IdParams, body: HfsContractEditBody, response: { 200: HfsContractItem } } },
    (request) => run(request, (call) => editHfsContract(call, request.params.id, request.body)),
  );
  app.delete(`${BASE}/:id`, { schema: { tags, params: IdParams, response: { 200: DeleteResponse } } }, (request) =>
    run(request, (call) => deleteHfsContract(call, request.params.id)),
  );
  for (const action of ['stop', 'enable', 'reEnable'] as const) {
    app.post(
      `${BASE}/:id/${action}`,
      { schema: { tags, params: IdParams, response: { 200: HfsContractItem } } },
      (request) => run(request, (call) => changeHfsStatus(call, request.params.id, action)),
    );
  }
  app.get(
    `${BASE}/:id/rechargeRecords`,
    { schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: RechargeRecordPage } } },
    (request) => run(request, (call) => hfsRechargeRecords(call, request.params.id, request.query)),
  );
  app.get(
    `${BASE}/:id/operationRecords`,
    { schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: OperationRecordPage } } },
    (request) => run(request, (call) => hfsOperationRecords(call, request.params.id, request.query)),
  );
  app.get(
    `${BASE}/:id/minSellingPriceRecords`,
    { schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: OperationRecordPage } } },
    (request) => run(request, (call) => hfsOperationRecords(call, request.params.id, request.query, true)),
  );
  app.get(
    `${BASE}/:id/usageRecords`,
    { schema: { tags, params: IdParams, querystring: UsageQuery, response: { 200: UsageRecordPage } } },
    (request) => run(request, (call) => hfsUsageRecords(call, request.params.id, request.query)),
  );
};
