import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { canWriteGroupPlans } from './group-plan-access';
import type { GroupPlanRow } from './group-plans.repository';
import type { GroupPlanView } from './group-plans.schemas';

/** The plan as the drawer and every step's answer show it, its plan's name in the caller's language. */
export const groupPlanView = (
  plan: GroupPlanRow,
  group: { name: string },
  ctx: RequestContext,
  language: Language,
): GroupPlanView => ({
  id: plan.id,
  groupId: plan.groupId,
  groupName: group.name,
  status: plan.status,
  currentNum: plan.num,
  totalNum: plan.totalNum,
  classState: plan.classState,
  courseOpen: plan.courseOpen,
  initDifficulty: plan.initDifficulty,
  difficulty: plan.difficulty,
  trainingPlanV2: {
    id: plan.classPlanId,
    code: plan.code,
    displayName: language === 'en-US' ? plan.nameEn : plan.nameZh,
  },
  startedAt: plan.startedAt?.toISOString() ?? null,
  endedAt: plan.endedAt?.toISOString() ?? null,
  canWrite: canWriteGroupPlans(ctx),
});
