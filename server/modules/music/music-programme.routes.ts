import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import {
  FasExistence,
  MusicProgramme,
  MusicProgrammeRequest,
  ProgressQuery,
  SubjectFasPlanDetail,
  UserPlanParams,
  UserQuery,
} from './music-programme.schemas';
import {
  fasExistence,
  musicPlanDetail,
  programmeProgress,
  subjectFasPlanDetail,
  submitProgramme,
} from './music-programme.service';

const BASE = '/api/rocket/idtMusic';

/**
 * Spec 001 §7 "Music": GET subjectFasPlanDetail and musicPlanDetail/{userPlanId} are the spec's
 * names; the class music programme calls' paths are not shown (ours: programme/fas,
 * programme/progress, programme).
 */
export const musicProgrammeRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Music'];
  app.get(
    `${BASE}/subjectFasPlanDetail`,
    { schema: { tags, querystring: UserQuery, response: { 200: SubjectFasPlanDetail } } },
    (request) => request.inTenantTx((tx, ctx) => subjectFasPlanDetail(tx, ctx, request.query)),
  );
  app.get(
    `${BASE}/musicPlanDetail/:userPlanId`,
    { schema: { tags, params: UserPlanParams, response: { 200: MusicProgramme } } },
    (request) => request.inTenantTx((tx, ctx) => musicPlanDetail(tx, ctx, request.params)),
  );
  app.get(
    `${BASE}/programme/fas`,
    { schema: { tags, querystring: UserQuery, response: { 200: FasExistence } } },
    (request) => request.inTenantTx((tx, ctx) => fasExistence(tx, ctx, request.query)),
  );
  app.get(
    `${BASE}/programme/progress`,
    { schema: { tags, querystring: ProgressQuery, response: { 200: MusicProgramme } } },
    (request) => request.inTenantTx((tx, ctx) => programmeProgress(tx, ctx, request.query)),
  );
  app.post(
    `${BASE}/programme`,
    { schema: { tags, body: MusicProgrammeRequest, response: { 200: MusicProgramme } } },
    (request) => request.inTenantTx((tx, ctx) => submitProgramme(tx, ctx, request.body, timeZone)),
  );
};
