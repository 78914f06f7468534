import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage, translatorFor } from '../../platform/i18n';
import {
  NotificationListQuery,
  NotificationListResponse,
  ReadAllBody,
  ReadAllResponse,
  ReadBody,
  SystemNoticeBody,
  SystemNoticeResponse,
  UnreadCountResponse,
} from './notifications.schemas';
import { list, publishSystemNotice, read, readAll, unreadCount } from './notifications.service';

/** Spec 000 §7 "Messages", plus the administrator's system notice. */
export const notificationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Messages'];

  app.get(
    '/api/business/message/unreadCount',
    { schema: { tags, response: { 200: UnreadCountResponse } } },
    (request) => request.inTenantTx((tx, ctx) => unreadCount(tx, ctx)),
  );

  app.get(
    '/api/business/message',
    { schema: { tags, querystring: NotificationListQuery, response: { 200: NotificationListResponse } } },
    (request) => {
      const t = translatorFor(requestLanguage(request.headers['accept-language']));
      return request.inTenantTx((tx, ctx) => list(tx, ctx, request.query, t));
    },
  );

  app.post('/api/business/message/read', { schema: { tags, body: ReadBody } }, async (request, reply) => {
    await request.inTenantTx((tx, ctx) => read(tx, ctx, request.body.id));
    return reply.code(204).send();
  });

  app.post(
    '/api/business/message/readAll',
    { schema: { tags, body: ReadAllBody, response: { 200: ReadAllResponse } } },
    (request) => request.inTenantTx((tx, ctx) => readAll(tx, ctx, request.body.type)),
  );

  app.post(
    '/api/business/message/systemNotice',
    { schema: { tags, body: SystemNoticeBody, response: { 200: SystemNoticeResponse } } },
    (request) => request.inTenantTx((tx, ctx) => publishSystemNotice(tx, ctx, request.body)),
  );
};
