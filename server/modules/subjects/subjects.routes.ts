import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../platform/i18n';
import { SubjectListRequest, SubjectListResponse } from './subjects.schemas';
import { listSubjects } from './subjects.service';

/** timeZone: the centres' zone, which decides the day a check-in belongs to (check-ins module). */
export const subjectRoutes: FastifyPluginAsync<{ timeZone: string }> = async (fastify, { timeZone }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/business/subject/getList',
    { schema: { tags: ['Subjects'], body: SubjectListRequest, response: { 200: SubjectListResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        listSubjects(tx, ctx, request.body, requestLanguage(request.headers['accept-language']), timeZone),
      ),
  );
};
