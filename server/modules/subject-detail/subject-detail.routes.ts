import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../platform/i18n';
import {
  AdminSubjectInfoQuery,
  PrepareForEditRequest,
  PrepareForEditResponse,
  SubjectIdParams,
  SubjectInfoRequest,
  SubjectInfoResponse,
  SubjectLinkedStaffResponse,
  SubjectTenantResponse,
} from './subject-detail.schemas';
import {
  getSubjectInfo,
  getSubjectInfoForAdmin,
  getSubjectLinkedStaff,
  getSubjectTenants,
  prepareSubjectForEdit,
} from './subject-detail.service';

/** Spec 000 §7, the subject detail page's calls. timeZone decides the day a child's age is counted on. */
export const subjectDetailRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Subject detail'];

  app.post(
    '/api/business/subject/getSubjectInfo',
    { schema: { tags, body: SubjectInfoRequest, response: { 200: SubjectInfoResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        getSubjectInfo(tx, ctx, request.body.subjectId, {
          language: requestLanguage(request.headers['accept-language']),
          timeZone,
        }),
      ),
  );

  app.get(
    '/api/rocket/user/subjectInfo',
    { schema: { tags, querystring: AdminSubjectInfoQuery, response: { 200: SubjectInfoResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        getSubjectInfoForAdmin(tx, ctx, request.query, {
          language: requestLanguage(request.headers['accept-language']),
          timeZone,
        }),
      ),
  );

  app.get(
    '/api/business/subject/subjectLinkedStaff/:subjectId',
    { schema: { tags, params: SubjectIdParams, response: { 200: SubjectLinkedStaffResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        getSubjectLinkedStaff(tx, ctx, request.params.subjectId, requestLanguage(request.headers['accept-language'])),
      ),
  );

  app.get(
    '/api/rocket/userGrant/subjectTenant/:subjectId',
    { schema: { tags, params: SubjectIdParams, response: { 200: SubjectTenantResponse } } },
    (request) => request.inTenantTx((tx, ctx) => getSubjectTenants(tx, ctx, request.params.subjectId)),
  );

  app.post(
    '/api/business/subject/prepareForEdit',
    { schema: { tags, body: PrepareForEditRequest, response: { 200: PrepareForEditResponse } } },
    (request) => request.inTenantTx((tx, ctx) => prepareSubjectForEdit(tx, ctx, request.body.subjectId)),
  );
};
