import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';
import { PLAN_STATUSES } from '../../../machines/offline-plan.machine';
import { PlanSummary } from './offline-plans.schemas';

// The centre's training plan list (spec 000 §2 menu traningManage/trainList: "Training plans of
// this centre's children and their progress"). The spec names no call for it; ours is
// GET /api/rocket/userOfflinePlan/tenantList (docs/decisions.md "Offline plans: the calls").

/** Spec 001 §9: table page-size options 6, 12, 18, 24. */
export const TENANT_PLAN_PAGE_SIZE = 24;

/** Open means not yet ended: None or Started (the plans a centre works on). */
export const PLAN_LIST_STATUSES = ['Open', ...PLAN_STATUSES] as const;
export type PlanListStatus = (typeof PLAN_LIST_STATUSES)[number];

export const TenantPlanListQuery = Type.Object({
  status: Type.Optional(Type.Union(PLAN_LIST_STATUSES.map((s) => Type.Literal(s)))),
  coachId: Type.Optional(Uuid),
  /** Part of the child's name. */
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: TENANT_PLAN_PAGE_SIZE, default: 12 }),
});
export type TenantPlanListQuery = Static<typeof TenantPlanListQuery>;

export const TenantPlanRow = Type.Object({ subjectName: Type.String(), plan: PlanSummary });

export const TenantPlanList = Type.Object({ items: Type.Array(TenantPlanRow), totalCount: Type.Integer() });
