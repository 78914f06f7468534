import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../platform/errors';
import { createEventNotifier } from '../../platform/event-notifier';
import { EventFeedQuery, EventFeedResponse, MissedEventsQuery, MissedEventsResponse } from './realtime.schemas';
import { readEventFeed, readMissedEvents } from './realtime.service';

/** The event feed the gateway long-polls (not a spec path; docs/decisions.md "The event feed"). */
export const realtimeRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { db } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const notifier = createEventNotifier(db);
  app.addHook('onClose', () => notifier.close());

  app.get(
    '/api/realtime/events',
    { schema: { tags: ['Real time'], querystring: EventFeedQuery, response: { 200: EventFeedResponse } } },
    (request) => {
      if (!request.auth) throw unauthorized();
      return readEventFeed(db, notifier, request.auth, request.query);
    },
  );

  // A subscriber that reconnects asks for what it missed, as itself (its tenant, its rights).
  app.get(
    '/api/business/events',
    { schema: { tags: ['Real time'], querystring: MissedEventsQuery, response: { 200: MissedEventsResponse } } },
    (request) => request.inTenantTx((tx, ctx) => readMissedEvents(tx, ctx, request.query)),
  );
};
