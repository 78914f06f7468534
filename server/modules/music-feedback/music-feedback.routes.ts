import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import { MusicFeedback, MusicFeedbackBody, PlanMusicRecords, PlanMusicRecordsQuery } from './music-feedback.schemas';
import { planMusicRecords, recordMusicState } from './music-feedback.service';

const BASE = '/api/rocket/idtMusic';

/** Spec 001 §7 "Music": POST idtMusic/recordMusicState and GET (idtMusic/)planMusicRecords. */
export const musicFeedbackRoutes: FastifyPluginAsync<RouteDeps> = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Music feedback'];
  app.post(
    `${BASE}/recordMusicState`,
    { schema: { tags, body: MusicFeedbackBody, response: { 200: MusicFeedback } } },
    (request) => request.inTenantTx((tx, ctx) => recordMusicState(tx, ctx, request.body)),
  );
  app.get(
    `${BASE}/planMusicRecords`,
    { schema: { tags, querystring: PlanMusicRecordsQuery, response: { 200: PlanMusicRecords } } },
    (request) => request.inTenantTx((tx, ctx) => planMusicRecords(tx, ctx, request.query)),
  );
};
