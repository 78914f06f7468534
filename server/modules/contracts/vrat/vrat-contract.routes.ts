import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { idempotent } from '../../../platform/idempotency';
import { RemindContactsBody } from '../hfs/hfs-contract.schemas';
import {
  VRAT_REMINDER_DEFAULT,
  VRAT_REMINDER_OFF,
  VratBalanceSummary,
  VratContractBody,
  VratContractDetail,
  VratContractEditBody,
  VratContractItem,
  VratDeleteResponse,
  VratIdParams,
  VratIdQuery,
  VratKeyIndicator,
  VratListBody,
  VratListResponse,
  VratParentMoneyQuery,
  VratParentMoneyResponse,
  VratRechargeBody,
  VratReminder,
  VratReminderAmountBody,
  VratReminderTimesBody,
  VratReminderTimesSwitchBody,
  VratRenewalBody,
  VratTenantParams,
  VratUnitPriceBody,
} from './vrat-contract.schemas';
import {
  changeVratStatus,
  changeVratUnitPrice,
  createVratContract,
  deleteVratContract,
  editVratContract,
  getVratContract,
  listVratContracts,
  renewVratContract,
} from './vrat-lifecycle.service';
import {
  rechargeVratContract,
  vratBalanceSummary,
  vratKeyIndicator,
  vratParentMoneyRequired,
} from './vrat-money.service';
import {
  setVratRemindContacts,
  setVratReminderAmount,
  setVratReminderTimes,
  vratReminderSettings,
} from './vrat-settings.service';
import { contractCallRunner } from '../contract-call.routes';

const BASE = '/api/vrclassroom/tenantContract';
const TENANT_BASE = '/api/business/tenant';

/**
 * Spec 002 §7 "VRAT contracts". Paths the spec does not give (balance summary, reminder times,
 * amount and contacts) are under the same base; every call is checked against the caller's profile and the
 * vrat verification lock (vrat-access.ts).
 */
export const vratContractRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['VRAT contracts'];
  const run = contractCallRunner(deps);

  app.get(BASE, { schema: { tags, querystring: VratIdQuery, response: { 200: VratContractDetail } } }, (request) =>
    run(request, (call) => getVratContract(call, request.query.id)),
  );
  app.post(BASE, { schema: { tags, body: VratContractBody, response: { 200: VratContractItem } } }, (request) =>
    run(request, (call) => createVratContract(call, request.body)),
  );
  app.put(BASE, { schema: { tags, body: VratContractEditBody, response: { 200: VratContractItem } } }, (request) =>
    run(request, (call) => editVratContract(call, request.body)),
  );

  // Fixed paths before /:id, so that "renewal" is never read as an id.
  app.put(
    `${BASE}/unitPrice`,
    { schema: { tags, body: VratUnitPriceBody, response: { 200: VratContractItem } } },
    (request) => run(request, (call) => changeVratUnitPrice(call, request.body)),
  );
  app.post(
    `${BASE}/renewal`,
    { schema: { tags, body: VratRenewalBody, response: { 200: VratContractItem } } },
    (request) => run(request, (call) => renewVratContract(call, request.body)),
  );
  app.post(
    `${BASE}/recharge`,
    { schema: { tags, body: VratRechargeBody, response: { 200: VratContractItem } } },
    (request) =>
      run(request, (call) =>
        idempotent(call.tx, call.ctx.userId, request, () => rechargeVratContract(call, request.body)),
      ),
  );
  for (const path of ['listFromTenant', 'contractList']) {
    app.post(
      `${BASE}/${path}`,
      { schema: { tags, body: VratListBody, response: { 200: VratListResponse } } },
      (request) => run(request, (call) => listVratContracts(call, request.body)),
    );
  }
  app.get(
    `${BASE}/keyIndicator/:tenantId`,
    { schema: { tags, params: VratTenantParams, response: { 200: VratKeyIndicator } } },
    (request) => run(request, (call) => vratKeyIndicator(call, request.params.tenantId)),
  );
  app.get(
    `${BASE}/parentMoneyRequired`,
    { schema: { tags, querystring: VratParentMoneyQuery, response: { 200: VratParentMoneyResponse } } },
    (request) => run(request, (call) => vratParentMoneyRequired(call, request.query)),
  );
  app.get(
    `${BASE}/balance/:tenantId`,
    { schema: { tags, params: VratTenantParams, response: { 200: VratBalanceSummary } } },
    (request) => run(request, (call) => vratBalanceSummary(call, request.params.tenantId)),
  );
  app.get(
    `${BASE}/reminder/:tenantId`,
    { schema: { tags, params: VratTenantParams, response: { 200: VratReminder } } },
    (request) => run(request, (call) => vratReminderSettings(call, request.params.tenantId)),
  );
  app.put(
    `${BASE}/remindContacts`,
    { schema: { tags, body: RemindContactsBody, response: { 200: VratReminder } } },
    (request) => run(request, (call) => setVratRemindContacts(call, request.body)),
  );
  app.put(
    `${BASE}/reminderTimes`,
    { schema: { tags, body: VratReminderTimesBody, response: { 200: VratReminder } } },
    (request) => run(request, (call) => setVratReminderTimes(call, request.body)),
  );
  app.put(
    `${BASE}/reminderAmount`,
    { schema: { tags, body: VratReminderAmountBody, response: { 200: VratReminder } } },
    (request) => run(request, (call) => setVratReminderAmount(call, request.body)),
  );

  // The spec lists these under the tenants' calls; they set the same tenant fields.
  app.put(
    `${TENANT_BASE}/vratContractReminderAmount`,
    { schema: { tags, body: VratReminderAmountBody, response: { 200: VratReminder } } },
    (request) => run(request, (call) => setVratReminderAmount(call, request.body)),
  );
  app.put(
    `${TENANT_BASE}/vratContractReminderTimesSwitch`,
    { schema: { tags, body: VratReminderTimesSwitchBody, response: { 200: VratReminder } } },
    (request) =>
      run(request, (call) =>
        setVratReminderTimes(call, {
          tenantId: request.body.tenantId,
          reminderTimes: request.body.isOpen ? VRAT_REMINDER_DEFAULT : VRAT_REMINDER_OFF,
        }),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, params: VratIdParams, response: { 200: VratDeleteResponse } } },
    (request) => run(request, (call) => deleteVratContract(call, request.params.id)),
  );
  for (const action of ['stop', 'enable', 'reEnable'] as const) {
    app.post(
      `${BASE}/:id/${action}`,
      { schema: { tags, params: VratIdParams, response: { 200: VratContractItem } } },
      (request) => run(request, (call) => changeVratStatus(call, request.params.id, action)),
    );
  }
};
