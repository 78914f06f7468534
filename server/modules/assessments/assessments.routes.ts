import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { changeContentStatus, listLibrary, listLibraryByIds, moveAssessment } from './assessment-library.service';
import { assessmentQrCode } from './assessment-qr.service';
import { sendWorkbook } from '../../platform/workbook';
import { userAssessmentWorkbook } from './assessments.excel';
import {
  centreAssessmentsForExport,
  createUserAssessments,
  getUserAssessment,
  listOfCentre,
  listOfChild,
  mediumAssessment,
} from './user-assessments.service';
import { obtainReport, readReport, sendToGuardian, submitAnswers } from './user-assessment-steps.service';
import {
  AnswersBody,
  AssessmentIdParams,
  AssessmentItem,
  AssessmentList,
  AssessmentListBody,
  AssessmentQr,
  AssessmentQrQuery,
  AssessmentQuery,
  ContentStatusBody,
  CreatedUserAssessments,
  CreateUserAssessmentBody,
  IdParams,
  MediumAssessmentBody,
  MoveQuery,
  ReportQuery,
  ReportView,
  SendBody,
  UserAssessmentDetail,
  UserAssessmentIdParams,
  UserAssessmentItem,
  UserAssessmentPage,
  UserAssessmentQuery,
  UserAssessmentsPagedBody,
} from './assessments.schemas';

const ROCKET = '/api/rocket';
const USER_ASSESSMENT = `${ROCKET}/userAssessment`;

/** Spec 001 §7 "Assessments": the library, a centre's user assessments, their steps and QR codes. */
export const assessmentRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Assessments'];
  const lang = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
  const qrSettings = { publicUrl: deps.publicUrl, now: deps.clock };

  // The library.
  app.get(
    `${ROCKET}/assessment`,
    { schema: { tags, querystring: AssessmentQuery, response: { 200: AssessmentList } } },
    (request) => request.inTenantTx((tx, ctx) => listLibrary(tx, ctx, request.query, lang(request))),
  );
  app.post(
    `${ROCKET}/assessment/list`,
    { schema: { tags, body: AssessmentListBody, response: { 200: AssessmentList } } },
    (request) => request.inTenantTx((tx, ctx) => listLibraryByIds(tx, ctx, request.body, lang(request))),
  );
  app.put(
    `${ROCKET}/assessment/move/:assessmentId`,
    { schema: { tags, params: AssessmentIdParams, querystring: MoveQuery, response: { 200: Type.Null() } } },
    async (request) => {
      await request.inTenantTx((tx, ctx) =>
        moveAssessment(tx, ctx, request.params.assessmentId, request.query.newSortOrder),
      );
      return null;
    },
  );
  app.put(
    `${ROCKET}/assessment/contentStatus`,
    { schema: { tags, body: ContentStatusBody, response: { 200: AssessmentItem } } },
    (request) => request.inTenantTx((tx, ctx) => changeContentStatus(tx, ctx, request.body, lang(request))),
  );

  // A child's assessments.
  app.get(
    USER_ASSESSMENT,
    { schema: { tags, querystring: UserAssessmentQuery, response: { 200: UserAssessmentPage } } },
    (request) => request.inTenantTx((tx, ctx) => listOfChild(tx, ctx, request.query, lang(request))),
  );
  app.post(
    USER_ASSESSMENT,
    { schema: { tags, body: CreateUserAssessmentBody, response: { 200: CreatedUserAssessments } } },
    (request) => request.inTenantTx((tx, ctx) => createUserAssessments(tx, ctx, request.body, lang(request))),
  );
  app.post(
    `${USER_ASSESSMENT}/userAssessmentsPaged`,
    { schema: { tags, body: UserAssessmentsPagedBody, response: { 200: UserAssessmentPage } } },
    (request) => request.inTenantTx((tx, ctx) => listOfCentre(tx, ctx, request.body, lang(request))),
  );
  app.post(
    `${USER_ASSESSMENT}/userAssessmentsExcel`,
    { schema: { tags, body: Type.Omit(UserAssessmentsPagedBody, ['skipCount', 'maxResultCount']) } },
    async (request, reply) => {
      const items = await request.inTenantTx((tx, ctx) =>
        centreAssessmentsForExport(tx, ctx, request.body, lang(request)),
      );
      const options = { language: lang(request), timeZone: deps.timeZone, now: deps.clock() };
      return sendWorkbook(reply, await userAssessmentWorkbook(items, options));
    },
  );
  app.post(
    `${USER_ASSESSMENT}/send`,
    { schema: { tags, body: SendBody, response: { 200: CreatedUserAssessments } } },
    (request) => request.inTenantTx((tx, ctx) => sendToGuardian(tx, ctx, request.body, lang(request))),
  );
  app.get(
    `${USER_ASSESSMENT}/report`,
    { schema: { tags, querystring: ReportQuery, response: { 200: ReportView } } },
    (request) => request.inTenantTx((tx, ctx) => readReport(tx, ctx, request.query.userAssessmentId, lang(request))),
  );
  app.post(
    `${USER_ASSESSMENT}/obtainReport/:userAssessmentId`,
    { schema: { tags, params: UserAssessmentIdParams, response: { 200: UserAssessmentItem } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        obtainReport(tx, ctx, request.params.userAssessmentId, lang(request), deps.clock()),
      ),
  );
  app.get(
    `${USER_ASSESSMENT}/:id`,
    { schema: { tags, params: IdParams, response: { 200: UserAssessmentDetail } } },
    (request) => request.inTenantTx((tx, ctx) => getUserAssessment(tx, ctx, request.params.id, lang(request))),
  );
  app.post(
    `${USER_ASSESSMENT}/:id/answers`,
    { schema: { tags, params: IdParams, body: AnswersBody, response: { 200: UserAssessmentItem } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        submitAnswers(tx, ctx, request.params.id, request.body, lang(request), deps.clock()),
      ),
  );

  // The offline plan page's "arrange assessment".
  app.post(
    `${ROCKET}/userOfflinePlan/mediumAssessment`,
    { schema: { tags, body: MediumAssessmentBody, response: { 200: CreatedUserAssessments } } },
    (request) => request.inTenantTx((tx, ctx) => mediumAssessment(tx, ctx, request.body, lang(request))),
  );

  for (const kind of ['Assessment', 'UserAssessment'] as const) {
    app.get(
      `${ROCKET}/QrCode/${kind}`,
      { schema: { tags, querystring: AssessmentQrQuery, response: { 200: AssessmentQr } } },
      (request) => request.inTenantTx((tx, ctx) => assessmentQrCode(tx, ctx, request.query, qrSettings)),
    );
  }
};
