import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../../../platform/app-deps';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../hfs-contract.schemas';
import { deleteHfsRechargeRecord } from '../hfs-record-remark.service';
import {
  addHfsPlanV2,
  addHfsResources,
  batchHfsResourcePrices,
  deleteHfsResource,
  editHfsPlanV2,
  editHfsResource,
  hfsRechargeCeiling,
  listHfsResources,
  prepareHfsResources,
} from './hfs-resources.service';
import {
  AddableList,
  AddPlanV2Body,
  AddResourcesBody,
  ContractParams,
  ContractResource,
  ContractResourcePage,
  DeleteResourceQuery,
  EditPlanV2Body,
  EditResourceBody,
  PrepareBody,
  RechargeCeiling,
  RecordIdParams,
  ResourceBatchBody,
  ResourceListQuery,
} from './hfs-resources.schemas';
import { contractCallRunner } from '../../contract-call.routes';

const BASE = '/api/rocket/tenantContract';
const Count = Type.Object({ count: Type.Integer() });
const Items = Type.Object({ items: Type.Array(ContractResource) });

// The single-type add calls of spec 002 §7 and the resource type each one adds.
const ADD_PATHS = {
  assessmentResource: 'Assessment',
  courseResource: 'Course',
  idtMusicPlanResource: 'IdtMusicPlan',
} as const;

/**
 * Spec 002 §7 resource calls of "HFS contracts" and the deletion of a recharge record. Paths the
 * spec does not spell out (the prepareForAdd variants, the recharge ceiling, the record's delete)
 * sit beside the calls they serve.
 */
export const hfsResourceRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['HFS contract resources'];
  const run = contractCallRunner(deps);

  app.get(
    `${BASE}/resources/:contractId`,
    {
      schema: { tags, params: ContractParams, querystring: ResourceListQuery, response: { 200: ContractResourcePage } },
    },
    (request) => run(request, (call) => listHfsResources(call, request.params.contractId, request.query)),
  );
  app.get(
    `${BASE}/:id/planV2Resource`,
    { schema: { tags, params: IdParams, querystring: ResourceListQuery, response: { 200: ContractResourcePage } } },
    (request) =>
      run(request, (call) => listHfsResources(call, request.params.id, { ...request.query, type: 'TrainingPlanV2' })),
  );
  app.get(
    `${BASE}/:id/rechargeCeiling`,
    { schema: { tags, params: IdParams, response: { 200: RechargeCeiling } } },
    (request) => run(request, (call) => hfsRechargeCeiling(call, request.params.id)),
  );

  for (const [path, type] of Object.entries(ADD_PATHS)) {
    app.post(`${BASE}/${path}`, { schema: { tags, body: AddResourcesBody, response: { 200: Items } } }, (request) =>
      run(request, (call) => addHfsResources(call, type, request.body)),
    );
    app.post(
      `${BASE}/${path}/prepareForAdd`,
      { schema: { tags, body: PrepareBody, response: { 200: AddableList } } },
      (request) => run(request, (call) => prepareHfsResources(call, type, request.body)),
    );
  }
  // planResource adds online or offline plan courses: the body says which.
  app.post(`${BASE}/planResource`, { schema: { tags, body: AddResourcesBody, response: { 200: Items } } }, (request) =>
    run(request, (call) => addHfsResources(call, request.body.type ?? 'OnlinePlanCourse', request.body)),
  );
  app.post(
    `${BASE}/planResource/prepareForAdd`,
    { schema: { tags, body: PrepareBody, response: { 200: AddableList } } },
    (request) =>
      run(request, (call) => prepareHfsResources(call, request.body.type ?? 'OnlinePlanCourse', request.body)),
  );
  app.post(`${BASE}/planV2Resource`, { schema: { tags, body: AddPlanV2Body, response: { 200: Items } } }, (request) =>
    run(request, (call) => addHfsPlanV2(call, request.body)),
  );
  app.put(
    `${BASE}/planV2Resource`,
    { schema: { tags, body: EditPlanV2Body, response: { 200: ContractResource } } },
    (request) => run(request, (call) => editHfsPlanV2(call, request.body)),
  );
  app.post(
    `${BASE}/planV2Resource/prepareForAdd`,
    { schema: { tags, body: PrepareBody, response: { 200: AddableList } } },
    (request) => run(request, (call) => prepareHfsResources(call, 'TrainingPlanV2', request.body)),
  );

  app.put(
    `${BASE}/resource`,
    { schema: { tags, body: EditResourceBody, response: { 200: ContractResource } } },
    (request) => run(request, (call) => editHfsResource(call, request.body)),
  );
  app.put(`${BASE}/resourceBatch`, { schema: { tags, body: ResourceBatchBody, response: { 200: Count } } }, (request) =>
    run(request, (call) => batchHfsResourcePrices(call, request.body)),
  );
  app.delete(
    `${BASE}/resource`,
    { schema: { tags, querystring: DeleteResourceQuery, response: { 200: Count } } },
    (request) => run(request, (call) => deleteHfsResource(call, request.query.id)),
  );

  app.delete(
    `${BASE}/contractRechargeRecord/:id`,
    {
      schema: {
        tags,
        params: RecordIdParams,
        querystring: Type.Object({ contractId: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: Type.Object({ id: Type.String() }) },
      },
    },
    (request) => run(request, (call) => deleteHfsRechargeRecord(call, request.params.id, request.query.contractId)),
  );
};
