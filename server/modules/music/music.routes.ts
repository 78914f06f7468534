import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  FasValidity,
  MusicPlanRefBody,
  MusicPlaylist,
  MusicStartResult,
  PlaylistQuery,
  StartablePlansBody,
  StartablePlansResponse,
} from './music.schemas';
import { checkFasValidity, getPlaylist, listStartablePlans, startMusicPlan } from './music.service';

const BASE = '/api/rocket/idtMusic';

/**
 * Spec 001 §7 "Music": startMusicPlan is the spec's path. The validity check's path is not shown
 * (000 §7), nor are the subject list's startable plans or the music page's playlist: ours.
 */
export const musicRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Music'];

  app.post(
    `${BASE}/fasValidity`,
    { schema: { tags, body: MusicPlanRefBody, response: { 200: FasValidity } } },
    (request) => request.inTenantTx((tx, ctx) => checkFasValidity(tx, ctx, request.body, timeZone)),
  );

  app.post(
    `${BASE}/startMusicPlan`,
    { schema: { tags, body: MusicPlanRefBody, response: { 200: MusicStartResult } } },
    (request) => request.inTenantTx((tx, ctx) => startMusicPlan(tx, ctx, request.body, timeZone)),
  );

  app.post(
    `${BASE}/startablePlans`,
    { schema: { tags, body: StartablePlansBody, response: { 200: StartablePlansResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listStartablePlans(tx, ctx, request.body)),
  );

  app.get(
    `${BASE}/playlist`,
    { schema: { tags, querystring: PlaylistQuery, response: { 200: MusicPlaylist } } },
    (request) => request.inTenantTx((tx, ctx) => getPlaylist(tx, ctx, request.query)),
  );
};
