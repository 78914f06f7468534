import { contentStatusAllows } from '../../../../machines/content-status.machine';
import { checkPlanRules, type PlanRules } from '../../../../forms/plan-rules';
import type { Tx } from '../../../platform/db/database';
import { contentNewOfflinePlans, contentOfflinePlans } from '../../../platform/db/schema/index';
import { AppError, conflict } from '../../../platform/errors';
import type { RequestContext } from '../../../platform/tenancy';
import { insertHistory } from '../content-history.repository';
import { getContent } from '../content.service';
import { contentReaderOf, requireContentEditor } from '../content-visibility.service';
import { OFFLINE_PLAN_KINDS, type IlsVersion } from './offline-plan.kind';
import { planValidationError } from './plan-problems';
import { classPlanCategories, setTemplateRules } from './plan.repository';
import type { OfflinePlanItem } from './plan.schemas';

// The rules of an offline plan template (issue 18 item 5; spec 001 §7 PUT /trainingPlanTemplate/rules
// and /offlineTrainingPlan/rules): checked against the template's sessions by forms/plan-rules.ts (the
// console runs the same), stored as data, every change in the template's history; and the reader the
// offline-plan engine uses.

const TABLES = { V3: contentOfflinePlans, V4: contentNewOfflinePlans } as const;

/** PUT …/rules `{id, rules}`: the template's rules replaced, or a 400 naming the field and session. */
export const setPlanRules = async (tx: Tx, ctx: RequestContext, version: IlsVersion, id: string, raw: unknown) => {
  requireContentEditor(ctx);
  const kind = OFFLINE_PLAN_KINDS[version];
  const current = (await getContent(tx, ctx, kind, id)) as OfflinePlanItem;
  if (!contentStatusAllows(current.contentStatus, { type: 'content.edit' }))
    throw conflict('Business:ContentStatusRefuses', 'content:refused-edit', {
      status: `@content:status.${current.contentStatus}`,
    });
  const { rules, problems } = checkPlanRules(raw, current.sessionCount);
  if (!rules) throw planValidationError(problems);
  if (!(await setTemplateRules(tx, TABLES[version], id, rules, ctx.userId)))
    throw new AppError(404, 'NotFound', 'content:not-found');
  if (JSON.stringify(rules) !== JSON.stringify(current.rules))
    await insertHistory(tx, {
      kind: kind.segment,
      itemId: id,
      action: 'Updated',
      changes: { rules: { from: current.rules, to: rules } },
      userId: ctx.userId,
    });
  return (await getContent(tx, ctx, kind, id)) as OfflinePlanItem;
};

/** What the offline-plan engine reads of a template: its version, sessions and rules. */
export type TemplateRules = { ilsVersion: IlsVersion; sessionCount: number; rules: PlanRules };

/**
 * The offline-plan engine's reader (the next issue): a template's rules by version and id, whatever
 * its status (a plan already running keeps its template's rules); undefined when there is none.
 */
export const templateRulesOf = async (tx: Tx, version: IlsVersion, id: string): Promise<TemplateRules | undefined> => {
  const row = await OFFLINE_PLAN_KINDS[version].repository.find(tx, id);
  return row ? { ilsVersion: version, sessionCount: row.sessionCount, rules: row.rules } : undefined;
};

/** GET /trainingPlanV2/categories: type '1' program categories the caller may see, in order. */
export const classPlanCategoriesFor = async (tx: Tx, ctx: RequestContext) => ({
  items: await classPlanCategories(tx, contentReaderOf(ctx).statuses),
});
