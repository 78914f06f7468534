import type { Tx } from '../../platform/db/database';
import type { CertificateStatus } from '../../platform/db/schema/trainer-credentials';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { canWriteGroupPlans, groupPlanToRead } from '../group-plans/group-plan-access';
import { planChild } from '../offline-plans/offline-plan-read.service';
import { findCredentialsOf, type CredentialRow } from './trainer-credentials.repository';
import type { Credential, GroupCertificateState, OfflineCertificateState } from './trainer-credentials.schemas';

// Spec 001 §7 checkCertificateState: before a session of a plan starts, the signed-in staff
// member's credential (spec 002 §3) in this centre, and what it means now (002 §4: "The credential
// status shown is valid, expired or not active by comparing the current time with start and
// end"). It never refuses the session: the console warns (docs/decisions.md "Trainer credentials").

/**
 * What a recorded credential means at `now`: Canceled and NotIssued as recorded; Ineffective when
 * recorded so or before its start; Expired when recorded so or past its end; otherwise InEffect.
 */
export const certificateStateAt = (
  row: Pick<CredentialRow, 'certificateStatus' | 'startTime' | 'endTime'>,
  now: Date,
): CertificateStatus => {
  const recorded = row.certificateStatus;
  if (recorded === 'Canceled' || recorded === 'NotIssued') return recorded;
  if (recorded === 'Expired' || now.getTime() > row.endTime.getTime()) return 'Expired';
  if (recorded === 'Ineffective' || now.getTime() < row.startTime.getTime()) return 'Ineffective';
  return 'InEffect';
};

/** Which state speaks for a trainer holding several: one in effect, then one to come, then the rest. */
const RANK: Record<CertificateStatus, number> = { InEffect: 0, Ineffective: 1, Expired: 2, Canceled: 3, NotIssued: 4 };

/** The credential that speaks for the trainer now (the best state; of equals, the one ending last), or null. */
export const credentialFor = (rows: readonly CredentialRow[], now: Date) =>
  rows
    .map((row) => ({ row, state: certificateStateAt(row, now) }))
    .sort((a, b) => RANK[a.state] - RANK[b.state] || b.row.endTime.getTime() - a.row.endTime.getTime())[0] ?? null;

const viewOf = (row: CredentialRow): Credential => ({
  certificateId: row.id,
  credentialsCode: row.credentialsCode,
  trainingModule: row.trainingModule,
  certifier: row.certifier,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  creationTime: row.createdAt.toISOString(),
  recordedStatus: row.certificateStatus,
});

/** The caller's certificate state in the current centre at `now`. */
export const callerCertificateState = async (tx: Tx, ctx: RequestContext, now: Date) => {
  const tenant = requireTenant(ctx);
  const best = credentialFor(await findCredentialsOf(tx, tenant.id, ctx.userId), now);
  return {
    certificateStatus: best?.state ?? ('NotIssued' as const),
    certificate: best ? viewOf(best.row) : null,
    certificationChecked: true,
  };
};

/** POST userOfflinePlan/checkCertificateState {id}: the plan's read policy, then the caller's state. */
export const checkOfflineCertificateState = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  now: Date,
): Promise<OfflineCertificateState> => {
  const plan = await planChild(tx, ctx, id);
  return { id: plan.id, ...(await callerCertificateState(tx, ctx, now)) };
};

/**
 * POST groupTrainingPlan/checkCertificateState {groupTrainingPlanId}: the plan's read policy, then
 * whether the caller may run its classes (the write policy, a plan not ended: what the call
 * answered before certificates existed) and their certificate state.
 */
export const checkGroupCertificateState = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  now: Date,
): Promise<GroupCertificateState> => {
  const plan = await groupPlanToRead(tx, ctx, id);
  const reason = !canWriteGroupPlans(ctx) ? 'WriteNeeded' : plan.status === 'Ended' ? 'PlanEnded' : null;
  return {
    groupTrainingPlanId: plan.id,
    canRun: reason === null,
    reason,
    ...(await callerCertificateState(tx, ctx, now)),
  };
};
