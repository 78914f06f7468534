import { emptyPlanRules } from '../../../../forms/plan-rules';
import {
  contentClassPlanItems,
  contentClassPlans,
  GROUP_TYPES,
  type GroupType,
} from '../../../platform/db/schema/index';
import { UUID } from '../../../platform/patterns';
import type { ContentKind } from '../content-kind';
import { sessionsItemFields } from '../shared/numbered-sessions.fields';
import { acceptPlanFields, checkSessionPrograms, rulesFit, planValuesOf } from './plan-fields';
import { planValidationError, type PlanProblem } from './plan-problems';
import { classPlanCategoryExists, planRepository, type PlanValuesStored, type WithSessions } from './plan.repository';
import { ClassPlanBody, ClassPlanItem, ClassPlanValues, type ClassPlanItem as ClassPlanItemType } from './plan.schemas';

// Class plans (spec 001 §2 trainingPlan, §3 "Group training plan", §7 GET, POST, PUT /trainingPlanV2,
// prepareForEdit, categories): the plan a group of the given types follows, filed under a program
// category of type '1', with numbered sessions of programs like a template. A group's card shows
// its name (spec 000 "trainingPlanV2.displayName"). Its rules are a template's (PUT
// /trainingPlanV2/rules, plan-rules.service.ts), kept apart from the body as the templates' are.

type ClassPlanValuesStored = PlanValuesStored & { groupTypes: GroupType[]; categoryId: string };
type ClassPlanRow = typeof contentClassPlans.$inferSelect;

const isGroupType = (value: unknown): value is GroupType => (GROUP_TYPES as readonly unknown[]).includes(value);

export const classPlanKind: ContentKind<ClassPlanValuesStored, WithSessions<ClassPlanRow>, ClassPlanItemType> = {
  segment: 'trainingPlanV2',
  openApiTag: 'Content: class plans',
  body: ClassPlanBody,
  item: ClassPlanItem,
  values: ClassPlanValues,
  defaults: {
    code: '',
    nameZh: '',
    nameEn: '',
    sessions: [{ programIds: [] }],
    groupTypes: ['OneToOne'],
    categoryId: '',
    sortOrder: 0,
  },
  accept(body) {
    const problems: PlanProblem[] = [];
    const { sortOrder, ...values } = acceptPlanFields(body, problems);
    const given = Array.isArray(body['groupTypes']) ? (body['groupTypes'] as unknown[]) : [];
    // Kept in the one order of GROUP_TYPES whatever order was sent.
    const groupTypes = GROUP_TYPES.filter((g) => given.includes(g));
    if (given.length === 0 || !given.every(isGroupType))
      problems.push({ key: 'group-types', field: 'groupTypes', params: { allowed: GROUP_TYPES.join(', ') } });
    const categoryId = typeof body['categoryId'] === 'string' ? body['categoryId'] : '';
    if (categoryId === '') problems.push({ key: 'required', field: 'categoryId' });
    else if (!UUID.test(categoryId)) problems.push({ key: 'category-unknown', field: 'categoryId' });
    if (problems.length > 0) throw planValidationError(problems);
    return { values: { ...values, groupTypes, categoryId, sortOrder }, problems: [] };
  },
  valuesOf: (row) => ({
    ...planValuesOf(row),
    groupTypes: row.groupTypes,
    categoryId: row.categoryId,
    sortOrder: row.sortOrder,
  }),
  fieldsOf: (row) => ({
    ...sessionsItemFields(row),
    groupTypes: row.groupTypes,
    categoryId: row.categoryId,
    rules: row.rules ?? emptyPlanRules(),
  }),
  repository: planRepository<ClassPlanValuesStored, ClassPlanRow>(contentClassPlans, contentClassPlanItems, {
    what: 'class plan',
    columnsOf: (v) => ({ groupTypes: v.groupTypes, categoryId: v.categoryId }),
    async check(tx, values, current) {
      if (!(await classPlanCategoryExists(tx, values.categoryId)))
        throw planValidationError([{ key: 'category-unknown', field: 'categoryId' }]);
      await checkSessionPrograms(tx, values.sessions);
      const row = await current();
      if (row) rulesFit(row.rules, values.sessions.length);
    },
  }),
};
