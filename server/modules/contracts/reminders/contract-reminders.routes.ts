import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reminderHistory } from './contract-reminder-history.service';
import { VratReminder, VratReminderAmountSwitchBody } from '../vrat/vrat-contract.schemas';
import { setVratReminderAmountSwitch } from '../vrat/vrat-settings.service';
import type { ContractLine } from '../contract.types';
import { contractCallRunner } from '../contract-call.routes';

const Id = Type.String({ format: 'uuid' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const HistoryParams = Type.Object({ tenantId: Id });
const HistoryQuery = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
const HistoryResponse = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      reason: Type.Union([Type.Literal('amount'), Type.Literal('times'), Type.Literal('recharge')]),
      contractId: Nullable(Type.String()),
      /** What the tenant could spend (amount, times) or the contract held (recharge) when it was sent. */
      balance: Type.Number(),
      /** How many contacts it went to on each channel: email, sms, systemNotice. */
      channels: Type.Record(Type.String(), Type.Integer()),
      creationTime: Type.String(),
    }),
  ),
});

/**
 * The reminders sent for a tenant's line, newest first (paths not in the spec: docs/decisions.md),
 * and the VRAT amount reminder's switch (spec 002 §7 PUT vratReminderAmountSwitch).
 */
export const contractReminderRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const run = contractCallRunner(deps);

  const lines: [ContractLine, string, string][] = [
    ['hfs', '/api/rocket/tenantContract/reminders/:tenantId', 'HFS contracts'],
    ['vrat', '/api/vrclassroom/tenantContract/reminders/:tenantId', 'VRAT contracts'],
  ];
  for (const [line, path, tag] of lines) {
    app.get(
      path,
      { schema: { tags: [tag], params: HistoryParams, querystring: HistoryQuery, response: { 200: HistoryResponse } } },
      (request) => run(request, (call) => reminderHistory(call, line, request.params.tenantId, request.query)),
    );
  }

  app.put(
    '/api/business/tenant/vratReminderAmountSwitch',
    { schema: { tags: ['VRAT contracts'], body: VratReminderAmountSwitchBody, response: { 200: VratReminder } } },
    (request) => run(request, (call) => setVratReminderAmountSwitch(call, request.body)),
  );
};
