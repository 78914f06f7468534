import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../platform/i18n';
import { addSubjects, checkSameName, formOptions } from './add-subject.service';
import { assignCoaches, changeOutpatientNumber, changeRemark } from './subject-edits.service';
import {
  AddSubjectBody,
  AddSubjectResponse,
  AssignCoachesBody,
  CheckNameBody,
  CheckNameResponse,
  FormOptionsResponse,
  OutpatientNumberBody,
  RemarkBody,
  SubjectListItem,
  SubjectListRequest,
  SubjectListResponse,
} from './subjects.schemas';
import { listSubjects } from './subjects.service';

/** timeZone: the centres' zone, which decides the day a check-in belongs to (check-ins module). */
export const subjectRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const settings = (request: FastifyRequest) => ({
    language: requestLanguage(request.headers['accept-language']),
    timeZone,
  });
  const tags = ['Subjects'];

  app.post(
    '/api/business/subject/getList',
    { schema: { tags, body: SubjectListRequest, response: { 200: SubjectListResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => listSubjects(tx, ctx, request.body, settings(request).language, timeZone)),
  );

  app.put(
    '/api/business/subject/remark',
    { schema: { tags, body: RemarkBody, response: { 200: SubjectListItem } } },
    (request) => request.inTenantTx((tx, ctx) => changeRemark(tx, ctx, request.body, settings(request))),
  );

  app.put(
    '/api/business/subject/outpatientNumber',
    { schema: { tags, body: OutpatientNumberBody, response: { 200: SubjectListItem } } },
    (request) => request.inTenantTx((tx, ctx) => changeOutpatientNumber(tx, ctx, request.body, settings(request))),
  );

  app.post(
    '/api/business/userCoach/assign',
    { schema: { tags, body: AssignCoachesBody, response: { 200: SubjectListItem } } },
    (request) => request.inTenantTx((tx, ctx) => assignCoaches(tx, ctx, request.body, settings(request))),
  );

  app.post(
    '/api/business/subject/check',
    { schema: { tags, body: CheckNameBody, response: { 200: CheckNameResponse } } },
    (request) => request.inTenantTx((tx, ctx) => checkSameName(tx, ctx, request.body.name)),
  );

  app.post(
    '/api/business/subject/subject',
    { schema: { tags, body: AddSubjectBody, response: { 200: AddSubjectResponse } } },
    (request) => request.inTenantTx((tx, ctx) => addSubjects(tx, ctx, request.body, settings(request))),
  );

  // The spec names no path for the guardian roles and coaches (§7 "Fetch guardian roles and coaches").
  app.get(
    '/api/business/subject/formOptions',
    { schema: { tags, response: { 200: FormOptionsResponse } } },
    (request) => request.inTenantTx((tx, ctx) => formOptions(tx, ctx, settings(request))),
  );
};
