import { emptyPlanRules } from '../../../../forms/plan-rules';
import {
  contentNewOfflinePlanItems,
  contentNewOfflinePlans,
  contentOfflinePlanItems,
  contentOfflinePlans,
} from '../../../platform/db/schema/index';
import type { ContentKind } from '../content-kind';
import { sessionsItemFields } from '../shared/numbered-sessions.fields';
import { acceptPlanFields, checkSessionPrograms, rulesFit, planValuesOf } from './plan-fields';
import { planValidationError, type PlanProblem } from './plan-problems';
import { planRepository, type PlanValuesStored, type WithSessions } from './plan.repository';
import { acceptStaticActivities, staticsOf } from './static-activities.fields';
import { OfflinePlanItem, PlanBody, PlanValues, type OfflinePlanItem as OfflinePlanItemType } from './plan.schemas';

// Offline plan templates (spec 001 §2 offlinePlan and newOfflinePlan; §7 segments
// trainingPlanTemplate and OfflineTrainingPlan): numbered sessions of training programs, and their
// rules (PUT …/rules, plan-rules.service.ts). The two kinds are one shape in two tables; the second
// is the V4 kind (ilsVersion 'V4' is special: no class repeats, no difficulty link, 001 §4, §6).

export type IlsVersion = 'V3' | 'V4';
type OfflinePlanRow = typeof contentOfflinePlans.$inferSelect;
/** A template's values: a plan's, and each session's static activities (by session index). */
type TemplateValuesStored = PlanValuesStored & { staticActivities: OfflinePlanRow['staticActivities'] };

const offlinePlanKindOf = (options: {
  segment: string;
  openApiTag: string;
  version: IlsVersion;
  table: typeof contentOfflinePlans;
  items: typeof contentOfflinePlanItems;
}): ContentKind<TemplateValuesStored, WithSessions<OfflinePlanRow>, OfflinePlanItemType> => ({
  segment: options.segment,
  openApiTag: options.openApiTag,
  body: PlanBody,
  item: OfflinePlanItem,
  values: PlanValues,
  defaults: { code: '', nameZh: '', nameEn: '', sessions: [{ programIds: [] }], staticActivities: [[]], sortOrder: 0 },
  accept(body) {
    const problems: PlanProblem[] = [];
    const { sortOrder, ...values } = acceptPlanFields(body, problems);
    const staticActivities = acceptStaticActivities(body, problems);
    if (problems.length > 0) throw planValidationError(problems);
    return { values: { ...values, staticActivities, sortOrder }, problems: [] };
  },
  valuesOf: (row) => {
    const values = planValuesOf(row);
    const sessions = values.sessions.map((s, i) => ({ ...s, staticActivities: staticsOf(row.staticActivities, i) }));
    return { ...values, sessions, staticActivities: row.staticActivities, sortOrder: row.sortOrder };
  },
  fieldsOf: (row) => ({
    ...sessionsItemFields(row),
    sessions: row.sessions.map((s, i) => ({ ...s, staticActivities: staticsOf(row.staticActivities, i) })),
    ilsVersion: options.version,
    rules: row.rules ?? emptyPlanRules(),
  }),
  repository: planRepository<TemplateValuesStored, OfflinePlanRow>(options.table, options.items, {
    what: options.segment,
    columnsOf: (v) => ({ staticActivities: v.staticActivities }),
    async check(tx, values, current) {
      await checkSessionPrograms(tx, values.sessions);
      const row = await current();
      if (row) rulesFit(row.rules, values.sessions.length);
    },
  }),
});

/** /system/manage/content/offlinePlan at /api/rocket/trainingPlanTemplate. */
export const offlinePlanKind = offlinePlanKindOf({
  segment: 'trainingPlanTemplate',
  openApiTag: 'Content: offline plan templates',
  version: 'V3',
  table: contentOfflinePlans,
  items: contentOfflinePlanItems,
});

/** /system/manage/content/newOfflinePlan at /api/rocket/OfflineTrainingPlan (the V4 kind). */
export const newOfflinePlanKind = offlinePlanKindOf({
  segment: 'OfflineTrainingPlan',
  openApiTag: 'Content: offline plan templates (V4)',
  version: 'V4',
  table: contentNewOfflinePlans,
  items: contentNewOfflinePlanItems,
});

/** The kind of each version: the rules routes and the engine's reader pick by it. */
export const OFFLINE_PLAN_KINDS: Record<IlsVersion, typeof offlinePlanKind> = {
  V3: offlinePlanKind,
  V4: newOfflinePlanKind,
};
