import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage, translatorFor } from '../../platform/i18n';
import { cancelGuardian, setAuthorization } from './binding.service';
import {
  AddChildBody,
  AddChildResponse,
  AuthorizationBody,
  GuardianAndSubjectBody,
  GuardianAndSubjectResponse,
  GuardianIdBody,
  GuardianIdParams,
  GuardianInfo,
  GuardianListRequest,
  GuardianListResponse,
  RegisterCodeResponse,
} from './guardians.schemas';
import {
  addChildren,
  addGuardianWithSubjects,
  guardianInfo,
  listGuardians,
  sendRegisterCode,
} from './guardians.service';

/** Spec 000 §7 "Subjects and guardians": the guardian calls, plus the binding changes (our paths). */
export const guardianRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Guardians'];
  const { messenger } = deps;
  const translator = (acceptLanguage: string | undefined) => translatorFor(requestLanguage(acceptLanguage));

  app.post(
    '/api/business/subject/getGuardianList',
    { schema: { tags, body: GuardianListRequest, response: { 200: GuardianListResponse } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => listGuardians(tx, ctx, request.body, t));
    },
  );

  app.post(
    '/api/business/subject/getGuardianInfo/:guardianId',
    { schema: { tags, params: GuardianIdParams, response: { 200: GuardianInfo } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => guardianInfo(tx, ctx, request.params.guardianId, t));
    },
  );

  app.post(
    '/api/business/subject/guardianAndSubject',
    { schema: { tags, body: GuardianAndSubjectBody, response: { 200: GuardianAndSubjectResponse } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => addGuardianWithSubjects(tx, ctx, request.body, t));
    },
  );

  app.post(
    '/api/business/subject/child',
    { schema: { tags, body: AddChildBody, response: { 200: AddChildResponse } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => addChildren(tx, ctx, request.body, t));
    },
  );

  app.post(
    '/api/business/subject/sendRegisterCode',
    { schema: { tags, body: GuardianIdBody, response: { 200: RegisterCodeResponse } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => sendRegisterCode(tx, ctx, request.body.guardianId, { messenger, t }));
    },
  );

  app.post(
    '/api/business/subject/authorization',
    { schema: { tags, body: AuthorizationBody, response: { 200: GuardianInfo } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => setAuthorization(tx, ctx, request.body, t));
    },
  );

  app.post(
    '/api/business/subject/cancelGuardian',
    { schema: { tags, body: GuardianIdBody, response: { 200: GuardianInfo } } },
    (request) => {
      const t = translator(request.headers['accept-language']);
      return request.inTenantTx((tx, ctx) => cancelGuardian(tx, ctx, request.body.guardianId, t));
    },
  );
};
