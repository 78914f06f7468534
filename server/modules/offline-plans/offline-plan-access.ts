import { nextOfflinePlan, type OfflinePlan, type OfflinePlanEvent } from '../../../machines/offline-plan.machine';
import type { Tx } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { planConflict, planNotFound } from './offline-plan.errors';
import { findPlan, findSubject, type PlanRow } from './offline-plans.repository';

// Who may read and write a child's offline plans (spec 001 §6), and the one way a step changes a
// plan: the machine answers, or the step is refused with a 409 that names it.

/** Reading plans: the subject-detail tab's policy. */
export const PLAN_READ = 'RocketSystem.UserOfflinePlan';
/** Writing feedback, editing, marking not started, ending a class, activating the next (001 §6). */
export const PLAN_WRITE = 'RocketSystem.UserOfflinePlan.Write';

export const canWritePlans = (ctx: RequestContext) => ctx.permissions.has(PLAN_WRITE);

export const requireReader = (ctx: RequestContext) => {
  requireTenant(ctx);
  requirePermission(ctx, PLAN_READ);
};

export const requireWriter = (ctx: RequestContext) => {
  requireReader(ctx);
  if (!canWritePlans(ctx)) throw forbidden('offline-plans:write-needed');
};

/** The plan as the machine reads it. */
export const machinePlanOf = (row: PlanRow): OfflinePlan => ({
  status: row.status,
  num: row.num,
  totalNum: row.totalNum,
  canNext: row.canNext,
  interviewPending: row.interviewPending,
  isDeleted: row.isDeleted,
});

/**
 * The plan a writing step works on, locked until the transaction ends (two staff stepping the same
 * plan go one after the other), with its child, which must still be bound (001 §6: editing needs
 * isBind and not isLogout).
 */
export const planForStep = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireWriter(ctx);
  const plan = await findPlan(tx, id, true);
  if (!plan) throw planNotFound();
  return { plan, subject: await boundSubjectOf(tx, plan) };
};

/** The plan's child, which must still be bound for the plan to change (001 §6). */
export const boundSubjectOf = async (tx: Tx, plan: PlanRow) => {
  const subject = await findSubject(tx, plan.subjectId);
  if (!subject) throw planNotFound();
  if (subject.status !== 'Bind') throw planConflict('subject-not-bound');
  return subject;
};

/** Why the machine refuses `event` on `plan`, as the message key a person reads. */
const refusalOf = (plan: OfflinePlan, event: OfflinePlanEvent): string => {
  if (plan.isDeleted) return 'suspended';
  if (plan.status === 'Closed') return 'closed';
  switch (event.type) {
    case 'plan.start':
      return 'already-started';
    case 'session.finish':
    case 'session.edit':
      if (plan.status !== 'Started') return 'not-started';
      return 'session-finished';
    case 'session.next':
      if (plan.status !== 'Started') return 'not-started';
      if (!plan.canNext) return 'session-not-finished';
      if (plan.interviewPending) return 'interview-pending';
      return 'no-next-session';
    case 'interview.record':
      return 'no-interview-owed';
    case 'plan.adjustCourse':
    case 'plan.extend':
      if (plan.status === 'None') return 'not-started';
      return 'too-many-sessions';
    case 'plan.end':
      return plan.status === 'None' ? 'not-started' : 'already-ended';
    case 'plan.restart':
      return 'not-ended';
    case 'plan.changeMode':
      return 'already-ended';
    default:
      return 'step-not-allowed';
  }
};

/** The plan after `event`, or a 409 saying why the machine refuses it. */
export const stepOf = (row: PlanRow, event: OfflinePlanEvent): OfflinePlan => {
  const plan = machinePlanOf(row);
  const next = nextOfflinePlan(plan, event);
  if (!next) throw planConflict(refusalOf(plan, event));
  return next;
};
