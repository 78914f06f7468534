import type { Tx } from '../../platform/db/database';
import type { SessionMode } from '../../platform/db/schema/index';
import type { RequestContext } from '../../platform/tenancy';
import { planForStep, stepOf } from './offline-plan-access';
import { planConflict } from './offline-plan.errors';
import { planEvent } from './offline-plan.service';
import { setPlanMode } from './offline-plans.repository';

/**
 * POST changeDeductionType (spec 001 §7): the plan's sessions are delivered, and counted, online
 * or offline from the current one on: a session not yet finished ends in the new mode, so it
 * uses that mode's session quota and is charged at that mode's course price (OnlinePlanCourse or
 * OfflinePlanCourse); finished sessions keep theirs. Only while the plan runs (its machine).
 */
export const changeDeductionType = async (tx: Tx, ctx: RequestContext, body: { id: string; mode: SessionMode }) => {
  const { plan, subject } = await planForStep(tx, ctx, body.id);
  stepOf(plan, { type: 'plan.changeMode' });
  if (plan.mode === body.mode) throw planConflict('same-mode');
  const row = await setPlanMode(tx, plan.id, body.mode);
  await planEvent(tx, row, 'OfflinePlanChanged', { action: 'ModeChanged', subject, by: ctx.userId });
  return row;
};
