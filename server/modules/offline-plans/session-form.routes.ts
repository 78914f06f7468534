import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { Uuid } from '../../platform/schemas';
import { centreDay } from '../../platform/time';
import { sendWorkbook } from '../../platform/workbook';
import { sessionFormWorkbook } from './session-form.excel';
import { sessionForm } from './session-form.service';

/**
 * GET /api/rocket/userOfflinePlan/sessionFeedbackForm?id=&num= (ours; spec 001 §2 screen 2's
 * "download" of the session feedback form): the session's questions and answers as Excel.
 */
export const sessionFormRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/rocket/userOfflinePlan/sessionFeedbackForm',
    {
      schema: {
        tags: ['Offline plans'],
        querystring: Type.Object({ id: Uuid, num: Type.Integer({ minimum: 1, maximum: 200 }) }),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers['accept-language']);
      const today = centreDay(deps.timeZone, deps.clock());
      const form = await request.inTenantTx((tx, ctx) => sessionForm(tx, ctx, request.query, language, today));
      return sendWorkbook(reply, await sessionFormWorkbook(form, { language, timeZone: deps.timeZone }));
    },
  );
};
