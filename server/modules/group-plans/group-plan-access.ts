import { nextGroupPlan, type GroupPlan, type GroupPlanEvent } from '../../../machines/group-plan.machine';
import type { Tx } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { groupPlanConflict, groupPlanNotFound } from './group-plan.errors';
import { findPlan, type GroupPlanRow } from './group-plans.repository';

// Who may read and write a class's group training plans (spec 001 §6 "group training plan
// management (read, write)"), and the one way a step changes a plan: the machine answers, or the
// step is refused with a 409 that names it.

export const GROUP_PLAN_READ = 'RocketSystem.GroupTrainingPlan';
/** Assigning a plan, running its classes, marking attendance, adjusting, ending and restarting. */
export const GROUP_PLAN_WRITE = 'RocketSystem.GroupTrainingPlan.Write';

export const canWriteGroupPlans = (ctx: RequestContext) => ctx.permissions.has(GROUP_PLAN_WRITE);

export const requireGroupPlanReader = (ctx: RequestContext) => {
  requireTenant(ctx);
  requirePermission(ctx, GROUP_PLAN_READ);
};

export const requireGroupPlanWriter = (ctx: RequestContext) => {
  requireGroupPlanReader(ctx);
  if (!canWriteGroupPlans(ctx)) throw forbidden('group-plans:write-needed');
};

export const machineGroupPlanOf = (row: GroupPlanRow): GroupPlan => ({
  status: row.status,
  num: row.num,
  totalNum: row.totalNum,
  classState: row.classState,
  courseOpen: row.courseOpen,
  difficulty: row.difficulty,
});

/** The plan to read (another centre's is simply not found: row-level security). */
export const groupPlanToRead = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireGroupPlanReader(ctx);
  const plan = await findPlan(tx, id);
  if (!plan) throw groupPlanNotFound();
  return plan;
};

/**
 * The plan a writing step works on, locked until the transaction ends: two staff stepping the
 * same plan go one after the other, and the second meets the first's result (one of two
 * startClass wins, the other is told the class has started).
 */
export const groupPlanForStep = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireGroupPlanWriter(ctx);
  const plan = await findPlan(tx, id, true);
  if (!plan) throw groupPlanNotFound();
  return plan;
};

/** Why the machine refuses `event` on `plan`, as the message key a person reads. */
const refusalOf = (plan: GroupPlan, event: GroupPlanEvent): string => {
  if (plan.status === 'Ended') return event.type === 'plan.end' ? 'already-ended' : 'plan-ended';
  if (event.type === 'plan.restart') return 'not-ended';
  switch (plan.classState) {
    case 'ClassStarted':
      if (event.type === 'class.start') return 'class-started';
      if (event.type === 'course.start') return 'course-started';
      if (event.type === 'class.end') return 'course-running';
      if (event.type === 'plan.end') return 'class-running';
      if (event.type === 'course.end') return 'course-not-started';
      if (event.type === 'class.continue') return 'class-not-ended';
      break;
    case 'ClassEnded':
      if (event.type === 'class.continue') return 'no-next-class';
      if (event.type !== 'difficulty.adjust') return 'class-ended';
      break;
    case 'Idle':
      if (event.type === 'plan.end') return 'not-started';
      if (event.type === 'class.continue') return 'class-not-ended';
      if (event.type === 'difficulty.adjust' && plan.status === 'NotStarted') return 'not-started';
      if (event.type !== 'difficulty.adjust') return 'class-not-started';
  }
  return event.type === 'difficulty.adjust' ? 'difficulty-out-of-range' : 'step-not-allowed';
};

/** The plan after `event`, or a 409 saying why the machine refuses it. */
export const groupStepOf = (row: GroupPlanRow, event: GroupPlanEvent): GroupPlan => {
  const plan = machineGroupPlanOf(row);
  const next = nextGroupPlan(plan, event);
  if (!next) throw groupPlanConflict(refusalOf(plan, event));
  return next;
};
