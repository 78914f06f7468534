import {
  contentClassPlanItems,
  contentClassPlans,
  contentNewOfflinePlanItems,
  contentNewOfflinePlans,
  contentOfflinePlanItems,
  contentOfflinePlans,
} from '../../../platform/db/schema/index';
import type { ContentUsers } from '../content-usage';
import { classPlansOfCategory, planUsersOf } from './plan.repository';

/**
 * The templates and class plans whose sessions use a program (issue 18 "Bad input": its delete is
 * refused naming them). A kind's usedBy has no reader language, so each is named in both, as the
 * catalogue's display names are ("感统训练方案 Sensory integration plan").
 */
export const plansUsingProgramNames: ContentUsers = planUsersOf(
  [
    [contentOfflinePlans, contentOfflinePlanItems],
    [contentNewOfflinePlans, contentNewOfflinePlanItems],
    [contentClassPlans, contentClassPlanItems],
  ],
  (plan) => `${plan.nameZh} ${plan.nameEn}`,
);

/** The class plans filed under a programme category: the category's delete names them. */
export const classPlansInCategory: ContentUsers = async (tx, categoryId) =>
  (await classPlansOfCategory(tx, categoryId)).map((plan) => `${plan.nameZh} ${plan.nameEn}`);
