import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { classPlanCategoriesFor, setPlanRules, type RulesTarget } from './plan-rules.service';
import { ClassPlanCategories, ClassPlanItem, OfflinePlanItem, PlanRulesBody } from './plan.schemas';

/**
 * The plans' routes beyond the generic ones (content.routes.ts registers each kind's set): spec 001
 * §7 PUT /trainingPlanTemplate/rules and /offlineTrainingPlan/rules (and /trainingPlanV2/rules on
 * their pattern), GET /trainingPlanV2/categories.
 */
export const planRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules = (path: string, target: RulesTarget, tag: string, item: typeof OfflinePlanItem | typeof ClassPlanItem) =>
    app.put(path, { schema: { tags: [tag], body: PlanRulesBody, response: { 200: item } } }, (request) =>
      request.inTenantTx((tx, ctx) => setPlanRules(tx, ctx, target, request.body.id, request.body.rules)),
    );
  rules('/api/rocket/trainingPlanTemplate/rules', 'V3', 'Content: offline plan templates', OfflinePlanItem);
  rules('/api/rocket/offlineTrainingPlan/rules', 'V4', 'Content: offline plan templates (V4)', OfflinePlanItem);
  // Not in the spec (its rules paths are the two templates'): a class plan's, on their pattern.
  rules('/api/rocket/trainingPlanV2/rules', 'class', 'Content: class plans', ClassPlanItem);

  app.get(
    '/api/rocket/trainingPlanV2/categories',
    { schema: { tags: ['Content: class plans'], response: { 200: ClassPlanCategories } } },
    (request) => request.inTenantTx((tx, ctx) => classPlanCategoriesFor(tx, ctx)),
  );
};
