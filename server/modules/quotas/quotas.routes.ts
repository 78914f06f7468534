import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage, translatorFor } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import { SESSION_TYPES } from '../../platform/db/schema/index';
import {
  addAssessmentTimes,
  assessmentTimesForExport,
  childAssessmentTimes,
  listAssessmentTimes,
  prepareAssessmentTimes,
} from './assessment-quota.service';
import { sendWorkbook } from '../../platform/workbook';
import { assessmentQuotaWorkbook, sessionQuotaWorkbook } from './quotas.excel';
import {
  AdventQuery,
  AssessmentListQuery,
  AssessmentPrepare,
  AssessmentTimesBody,
  AssessmentTimesItem,
  AssessmentTimesPage,
  DeliveryMethods,
  QuotaChangePage,
  RecordIdBody,
  RecordIdParams,
  RecordsFilter,
  RecordsListQuery,
  RenewalBody,
  RoleLimitTypes,
  SessionQuotaBody,
  SessionQuotaItem,
  SessionQuotaPage,
  SessionQuotaUpdateBody,
  UsageBody,
  UserAssessmentTimes,
  UserIdParams,
} from './quotas.schemas';
import {
  addRecord,
  changeRecords,
  childRecords,
  disableRecord,
  editRecord,
  listRecords,
  recordsForExport,
  recordUsage,
  removeRecord,
  renewRecord,
  roleLimitTypes,
} from './quotas.service';
import { keyOf } from './quota-keys';

const SESSIONS = '/api/rocket/classHoursSettingRecords';
const ASSESSMENTS = '/api/rocket/assessmentTimesSettingRecords';

/** Spec 001 §7 "Quotas": session quota records, assessment quota entries and the session types. */
export const quotaRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Quotas'];
  const today = () => centreDay(timeZone, deps.clock());

  const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

  app.post(
    `${SESSIONS}/add`,
    { schema: { tags, body: SessionQuotaBody, response: { 200: SessionQuotaItem } } },
    (request) => request.inTenantTx((tx, ctx) => addRecord(tx, ctx, request.body)),
  );

  app.put(
    SESSIONS,
    { schema: { tags, body: SessionQuotaUpdateBody, response: { 200: SessionQuotaItem } } },
    (request) => request.inTenantTx((tx, ctx) => editRecord(tx, ctx, request.body)),
  );

  app.post(
    `${SESSIONS}/disable`,
    { schema: { tags, body: RecordIdBody, response: { 200: SessionQuotaItem } } },
    (request) => request.inTenantTx((tx, ctx) => disableRecord(tx, ctx, request.body.id)),
  );

  app.post(
    `${SESSIONS}/renewal`,
    { schema: { tags, body: RenewalBody, response: { 200: SessionQuotaItem } } },
    (request) => request.inTenantTx((tx, ctx) => renewRecord(tx, ctx, request.body)),
  );

  app.post(`${SESSIONS}/usage`, { schema: { tags, body: UsageBody, response: { 200: SessionQuotaItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => recordUsage(tx, ctx, request.body, today())),
  );

  app.get(
    `${SESSIONS}/recordsList`,
    { schema: { tags, querystring: RecordsListQuery, response: { 200: SessionQuotaPage } } },
    (request) => request.inTenantTx((tx, ctx) => listRecords(tx, ctx, request.query)),
  );

  app.get(
    `${SESSIONS}/records/:userId`,
    { schema: { tags, params: UserIdParams, response: { 200: Type.Array(SessionQuotaItem) } } },
    (request) => request.inTenantTx((tx, ctx) => childRecords(tx, ctx, request.params.userId)),
  );

  app.get(
    `${SESSIONS}/adventRecords`,
    { schema: { tags, querystring: AdventQuery, response: { 200: QuotaChangePage } } },
    (request) => request.inTenantTx((tx, ctx) => changeRecords(tx, ctx, request.query)),
  );

  app.get(`${SESSIONS}/roleLimitTypes`, { schema: { tags, response: { 200: RoleLimitTypes } } }, (request) =>
    request.inTenantTx(async (_tx, ctx) => roleLimitTypes(ctx)),
  );

  app.get(`${SESSIONS}/recordsListExcel`, { schema: { tags, querystring: RecordsFilter } }, async (request, reply) => {
    const records = await request.inTenantTx((tx, ctx) => recordsForExport(tx, ctx, request.query));
    return sendWorkbook(reply, await sessionQuotaWorkbook(records, { language: languageOf(request), timeZone }));
  });

  app.delete(`${SESSIONS}/:id`, { schema: { tags, params: RecordIdParams } }, async (request, reply) => {
    await request.inTenantTx((tx, ctx) => removeRecord(tx, ctx, request.params.id));
    return reply.status(204).send();
  });

  app.get(
    `${ASSESSMENTS}/list`,
    { schema: { tags, querystring: AssessmentListQuery, response: { 200: AssessmentTimesPage } } },
    (request) => request.inTenantTx((tx, ctx) => listAssessmentTimes(tx, ctx, request.query)),
  );

  app.get(`${ASSESSMENTS}/prepare`, { schema: { tags, response: { 200: AssessmentPrepare } } }, (request) =>
    request.inTenantTx((tx, ctx) => prepareAssessmentTimes(tx, ctx)),
  );

  app.get(
    `${ASSESSMENTS}/userAssessmentTimeSetting/:userId`,
    { schema: { tags, params: UserIdParams, response: { 200: UserAssessmentTimes } } },
    (request) => request.inTenantTx((tx, ctx) => childAssessmentTimes(tx, ctx, request.params.userId)),
  );

  app.get(
    `${ASSESSMENTS}/excel`,
    { schema: { tags, querystring: Type.Omit(AssessmentListQuery, ['skipCount', 'maxResultCount']) } },
    async (request, reply) => {
      const entries = await request.inTenantTx((tx, ctx) => assessmentTimesForExport(tx, ctx, request.query));
      return sendWorkbook(reply, await assessmentQuotaWorkbook(entries, { language: languageOf(request), timeZone }));
    },
  );

  app.post(
    `${ASSESSMENTS}/add`,
    { schema: { tags, body: AssessmentTimesBody, response: { 200: AssessmentTimesItem } } },
    (request) => request.inTenantTx((tx, ctx) => addAssessmentTimes(tx, ctx, request.body)),
  );

  // Spec 001 §7: the session types a quota and a plan's session are delivered by.
  app.get(
    '/api/rocket/userOfflinePlan/classDeliveryMethod',
    { schema: { tags, response: { 200: DeliveryMethods } } },
    (request) => {
      const t = translatorFor(languageOf(request));
      return SESSION_TYPES.map((value) => ({ value, name: t(`quotas:types.${keyOf(value)}`) }));
    },
  );
};
