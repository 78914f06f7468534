import { offlinePlanAllows } from '../../../machines/offline-plan.machine';
import type { Tx } from '../../platform/db/database';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import type { PlanSession } from '../content/plans/plan.schemas';
import { canWritePlans, machinePlanOf, planForStep, requireReader, stepOf } from './offline-plan-access';
import { itemNotFound, planConflict, planNotFound } from './offline-plan.errors';
import { planEvent } from './offline-plan.service';
import { findStatic, findStatics, insertStatics, updateStatic, type StaticRow } from './offline-plan-static.repository';
import { findPlan, findSubject, type PlanRow } from './offline-plans.repository';
import type { StaticActivityItem, StaticTickBody } from './offline-plan-static.schemas';

// A plan's static activities (nonePlaybook; spec 001 §2 screen 2, §4, §7): copied from the
// template's sessions when the plan is arranged, ticked by staff during the session, under the same
// rules as the items (offline-plan-items.service.ts): write policy, bound child, the current
// session, started and not finished. Ending the class waits for all of them (offline-plan.service.ts).

/** Arrangement: each template session's static activities become the plan's, not yet done. */
export const copyTemplateStatics = (tx: Tx, plan: PlanRow, sessions: readonly PlanSession[]) =>
  insertStatics(
    tx,
    sessions.flatMap((session) =>
      (session.staticActivities ?? []).map((a, position) => ({
        tenantId: plan.tenantId,
        planId: plan.id,
        num: session.number,
        position,
        nameZh: a.nameZh,
        nameEn: a.nameEn,
      })),
    ),
  );

/** The card's view of static activities; `editable` says whether the current session may change. */
export const staticItemsOf = (
  rows: readonly StaticRow[],
  plan: PlanRow,
  editable: boolean,
  language: Language,
): StaticActivityItem[] =>
  rows.map((r) => ({
    id: r.id,
    num: r.num,
    position: r.position,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    name: language === 'en-US' ? r.nameEn : r.nameZh,
    hasDone: r.hasDone,
    doneTime: r.doneTime ? r.doneTime.toISOString() : null,
    isEdit: editable && r.num === plan.num,
  }));

/** Whether the caller may tick the plan's current session now (the card's checkboxes). */
const editableFor = async (tx: Tx, ctx: RequestContext, plan: PlanRow) => {
  if (!canWritePlans(ctx)) return false;
  const subject = await findSubject(tx, plan.subjectId);
  return subject?.status === 'Bind' && offlinePlanAllows(machinePlanOf(plan), { type: 'session.edit' });
};

/** GET nonePlaybook?planId=&num=: the session's static activities. */
export const listStatics = async (
  tx: Tx,
  ctx: RequestContext,
  query: { planId: string; num: number },
  language: Language,
) => {
  requireReader(ctx);
  const plan = await findPlan(tx, query.planId);
  if (!plan) throw planNotFound();
  const rows = await findStatics(tx, plan.id, query.num);
  return { items: staticItemsOf(rows, plan, await editableFor(tx, ctx, plan), language) };
};

/**
 * POST nonePlaybook: ticks (hasDone true) or unticks one static activity of the current session,
 * the plan locked so that a tick and the class's end go one after the other. Another session, a
 * session not started or already finished, or an unbound child is a 409 naming why.
 */
export const tickStatic = async (tx: Tx, ctx: RequestContext, body: StaticTickBody, language: Language) => {
  const { plan, subject } = await planForStep(tx, ctx, body.planId);
  const row = await findStatic(tx, body.id);
  if (!row || row.planId !== plan.id) throw itemNotFound();
  if (row.num !== plan.num) throw planConflict('not-current-session', { num: row.num, current: plan.num });
  stepOf(plan, { type: 'session.edit' });
  const done = body.hasDone === true;
  const updated = await updateStatic(tx, row.id, {
    hasDone: done ? true : null,
    doneTime: done ? new Date() : null,
    doneBy: done ? ctx.userId : null,
  });
  await planEvent(tx, plan, 'OfflinePlanChanged', { action: 'StaticTicked', subject, by: ctx.userId });
  return staticItemsOf([updated ?? row], plan, true, language)[0]!;
};
