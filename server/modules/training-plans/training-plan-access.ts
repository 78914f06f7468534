import type { Tx } from '../../platform/db/database';
import type { TrainingPlanType } from '../../platform/db/schema/index';
import { forbidden, notFound } from '../../platform/errors';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { planConflict } from './training-plans.errors';
import { findSubject } from './training-plans.repository';

// Who may read and write a child's clock-in plans. Spec 000 §6: the sleep and nutrition tabs need
// the centre's guardian feature (the family does the plan at home, through the guardian app), the
// exercise tab also the RocketSystem.UserTrainingPlan policy; all of them sit on the subject
// detail, so the subject list's permission comes first. Writing needs our write policy.

export const GUARDIAN_FEATURE = 'guardian';
export const PLAN_POLICY = 'RocketSystem.UserTrainingPlan';
export const PLAN_WRITE = 'RocketSystem.UserTrainingPlan.Write';

export const canWrite = (ctx: RequestContext) => ctx.permissions.has(PLAN_WRITE);

export const requireReader = (ctx: RequestContext, type?: TrainingPlanType) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  if (!ctx.features.has(GUARDIAN_FEATURE)) throw forbidden('training-plans:feature-off', 'Business:GuardianFeatureOff');
  if (type === 'Exercise') requirePermission(ctx, PLAN_POLICY);
};

export const requireWriter = (ctx: RequestContext, type?: TrainingPlanType) => {
  requireReader(ctx, type);
  if (!canWrite(ctx)) throw forbidden('training-plans:write-needed');
};

/** The child, which row-level security finds only in this centre. */
export const subjectOf = async (tx: Tx, subjectId: string) => {
  const subject = await findSubject(tx, subjectId);
  if (!subject) throw notFound('subject');
  return subject;
};

/** A plan changes only for a child still bound to the centre (001 §6 "isBind and not isLogout"). */
export const boundSubjectOf = async (tx: Tx, subjectId: string) => {
  const subject = await subjectOf(tx, subjectId);
  if (subject.status !== 'Bind') throw planConflict('subject-not-bound', { name: subject.name });
  return subject;
};
