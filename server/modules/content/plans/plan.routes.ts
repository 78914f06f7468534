import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { classPlanCategoriesFor, setPlanRules } from './plan-rules.service';
import { ClassPlanCategories, OfflinePlanItem, PlanRulesBody } from './plan.schemas';

/**
 * The plans' routes beyond the generic ones (content.routes.ts registers each kind's set): spec 001
 * §7 PUT /trainingPlanTemplate/rules and /offlineTrainingPlan/rules, GET /trainingPlanV2/categories.
 */
export const planRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules = (path: string, version: 'V3' | 'V4', tag: string) =>
    app.put(path, { schema: { tags: [tag], body: PlanRulesBody, response: { 200: OfflinePlanItem } } }, (request) =>
      request.inTenantTx((tx, ctx) => setPlanRules(tx, ctx, version, request.body.id, request.body.rules)),
    );
  rules('/api/rocket/trainingPlanTemplate/rules', 'V3', 'Content: offline plan templates');
  rules('/api/rocket/offlineTrainingPlan/rules', 'V4', 'Content: offline plan templates (V4)');

  app.get(
    '/api/rocket/trainingPlanV2/categories',
    { schema: { tags: ['Content: class plans'], response: { 200: ClassPlanCategories } } },
    (request) => request.inTenantTx((tx, ctx) => classPlanCategoriesFor(tx, ctx)),
  );
};
