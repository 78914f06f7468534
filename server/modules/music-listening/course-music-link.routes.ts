import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { CourseMusicPlanAnswer, CourseMusicPlanBody, CourseMusicPlanQuery } from './course-music-link.schemas';
import { courseMusicPlan, setCourseMusicPlan } from './course-music-link.service';

// Ours: a plan's course music, read and picked (spec 001 §3 "Course-music plan"; no path in the spec).
export const courseMusicLinkRoutes: FastifyPluginAsync<RouteDeps> = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Music listening'];
  app.get(
    '/api/rocket/courseMusicPlan',
    { schema: { tags, querystring: CourseMusicPlanQuery, response: { 200: CourseMusicPlanAnswer } } },
    (request) => request.inTenantTx((tx, ctx) => courseMusicPlan(tx, ctx, request.query)),
  );
  app.put(
    '/api/rocket/courseMusicPlan',
    { schema: { tags, body: CourseMusicPlanBody, response: { 200: CourseMusicPlanAnswer } } },
    (request) => request.inTenantTx((tx, ctx) => setCourseMusicPlan(tx, ctx, request.body)),
  );
};
