import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TestRequestItem } from '../../vrat-tests/vrat-tests.schemas';
import { vratDeductAndGetReport } from './vrat-consumption.service';
import { contractCallRunner } from '../contract-call.routes';

const CaseParams = Type.Object({ caseId: Type.String({ maxLength: 100 }) });

/** The case's report fields of today, and what its test cost (the same on every call). */
const DeductReport = Type.Object({
  ...TestRequestItem.properties,
  charge: Type.Object({
    contractId: Type.String(),
    /** Yuan taken from the contract; 0 when a free test paid. */
    money: Type.Number(),
    freeTimes: Type.Integer(),
    chargedAt: Type.String(),
  }),
});

/** Spec 002 §7 GET /api/vrclassroom/testRequest/vratDeductAndGetReport/{caseId}. */
export const vratConsumptionRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const run = contractCallRunner(deps);
  app.get(
    '/api/vrclassroom/testRequest/vratDeductAndGetReport/:caseId',
    { schema: { tags: ['Test requests'], params: CaseParams, response: { 200: DeductReport } } },
    (request) => run(request, (call) => vratDeductAndGetReport(call, request.params.caseId)),
  );
};
