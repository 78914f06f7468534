import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { PlayedDetailsAnswer, PlayedDetailsParams, PlayedDetailsQuery } from './music-played-details.schemas';
import { playedDetails } from './music-played-details.service';

// Spec 001 §7 "Music": GET idtMusicPlayedDetails/{userPlanItemId}, under /api/rocket as the other
// idtMusic calls.
export const musicPlayedDetailsRoutes: FastifyPluginAsync<RouteDeps> = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/rocket/idtMusicPlayedDetails/:userPlanItemId',
    {
      schema: {
        tags: ['Music listening'],
        params: PlayedDetailsParams,
        querystring: PlayedDetailsQuery,
        response: { 200: PlayedDetailsAnswer },
      },
    },
    (request) => request.inTenantTx((tx, ctx) => playedDetails(tx, ctx, request.params.userPlanItemId, request.query)),
  );
};
