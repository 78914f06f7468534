import { isDeepStrictEqual } from 'node:util';
import { contentStatusAllows } from '../../../../machines/content-status.machine';
import { checkPlanRules, type PlanRules } from '../../../../forms/plan-rules';
import type { Tx } from '../../../platform/db/database';
import { contentClassPlans, contentNewOfflinePlans, contentOfflinePlans } from '../../../platform/db/schema/index';
import { AppError, conflict } from '../../../platform/errors';
import type { RequestContext } from '../../../platform/tenancy';
import { insertHistory } from '../content-history.repository';
import { getContent } from '../content.service';
import { contentReaderOf, requireContentEditor } from '../content-visibility.service';
import { classPlanKind } from './class-plan.kind';
import { OFFLINE_PLAN_KINDS, type IlsVersion, type offlinePlanKind } from './offline-plan.kind';
import { planValidationError } from './plan-problems';
import { classPlanCategories, writePlanRules } from './plan.repository';
import type { ClassPlanItem, OfflinePlanItem } from './plan.schemas';

// The rules of a plan (issue 18 item 5): an offline plan template's (spec 001 §7 PUT
// /trainingPlanTemplate/rules and /offlineTrainingPlan/rules) or a class plan's (PUT
// /trainingPlanV2/rules, on the same pattern): checked against the plan's sessions by
// forms/plan-rules.ts (the console runs the same), stored as data, every change in the plan's
// history; and the reader the offline-plan engine uses.

/** Whose rules: a template of either version, or a class plan. */
export type RulesTarget = IlsVersion | 'class';

type RulesKind = typeof offlinePlanKind | typeof classPlanKind;
const TARGETS: Record<RulesTarget, { kind: RulesKind; table: Parameters<typeof writePlanRules>[1] }> = {
  V3: { kind: OFFLINE_PLAN_KINDS.V3, table: contentOfflinePlans },
  V4: { kind: OFFLINE_PLAN_KINDS.V4, table: contentNewOfflinePlans },
  class: { kind: classPlanKind, table: contentClassPlans },
};

/** PUT …/rules `{id, rules}`: the plan's rules replaced, or a 400 naming the field and session. */
export const setPlanRules = async (tx: Tx, ctx: RequestContext, target: RulesTarget, id: string, raw: unknown) => {
  requireContentEditor(ctx);
  const { kind, table } = TARGETS[target];
  const current = (await getContent(tx, ctx, kind, id)) as PlanItemWithRules;
  if (!contentStatusAllows(current.contentStatus, { type: 'content.edit' }))
    throw conflict('Business:ContentStatusRefuses', 'content:refused-edit', {
      status: `@content:status.${current.contentStatus}`,
    });
  const { rules, problems } = checkPlanRules(raw, current.sessionCount);
  if (!rules) throw planValidationError(problems);
  if (!(await writePlanRules(tx, table, id, rules, ctx.userId)))
    throw new AppError(404, 'NotFound', 'content:not-found');
  // Compared by value, not as JSON text: jsonb answers an object's keys in its own order.
  if (!isDeepStrictEqual(rules, current.rules))
    await insertHistory(tx, {
      kind: kind.segment,
      itemId: id,
      action: 'Updated',
      changes: { rules: { from: current.rules, to: rules } },
      userId: ctx.userId,
    });
  return (await getContent(tx, ctx, kind, id)) as PlanItemWithRules;
};

type PlanItemWithRules = OfflinePlanItem | ClassPlanItem;

/**
 * What the offline-plan engine reads of a plan: whose rules, its sessions and rules. For a class
 * plan the group's own initDifficulty (the plan's assignment, spec 001 group dialogs) overrides
 * rules.difficulty.startLevel; the steps still apply from it.
 */
export type TemplateRules = { target: RulesTarget; sessionCount: number; rules: PlanRules };

/**
 * The offline-plan engine's reader (the next issue): a template's or class plan's rules by target
 * and id, whatever its status (a plan already running keeps its rules); undefined when there is none.
 */
export const templateRulesOf = async (tx: Tx, target: RulesTarget, id: string): Promise<TemplateRules | undefined> => {
  const row = await TARGETS[target].kind.repository.find(tx, id);
  return row ? { target, sessionCount: row.sessionCount, rules: row.rules } : undefined;
};

/** GET /trainingPlanV2/categories: type '1' program categories the caller may see, in order. */
export const classPlanCategoriesFor = async (tx: Tx, ctx: RequestContext) => ({
  items: await classPlanCategories(tx, contentReaderOf(ctx).statuses),
});
