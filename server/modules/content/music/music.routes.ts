import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { musicCategoriesFor, queryTagsFor } from './music.service';
import { MusicCategories, QueryTagsAnswer, QueryTagsBody } from './music.schemas';

/**
 * The music plans' routes beyond the generic ones (content.routes.ts registers each kind's set at
 * /api/rocket/idtMusicPlan and /brainMusic): spec 001 §7 GET idtMusicCategory and POST queryTags.
 */
export const musicContentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/rocket/idtMusicCategory',
    { schema: { tags: ['Content: music plans'], response: { 200: MusicCategories } } },
    (request) => request.inTenantTx((_tx, ctx) => Promise.resolve(musicCategoriesFor(ctx))),
  );
  app.post(
    '/api/rocket/queryTags',
    { schema: { tags: ['Content: music plans'], body: QueryTagsBody, response: { 200: QueryTagsAnswer } } },
    (request) => request.inTenantTx((tx, ctx) => queryTagsFor(tx, ctx, request.body)),
  );
};
