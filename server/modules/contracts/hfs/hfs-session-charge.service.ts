import type { Tx } from '../../../platform/db/database';
import {
  trainSessionCharges,
  trainSessionChargesPerPlan,
  trainSessionEntry,
} from '../ledger/contract-ledger.repository';
import { consume, type Mover } from '../ledger/contract-money.service';
import { latestActiveContract } from '../lifecycle/tenant-contracts.repository';
import { rowsOfResource } from './resources/hfs-resources.repository';

// Issue 19 item 6: a delivered offline-plan session consumes the centre's HFS contract at the
// price its contract gives the plan's resource (OfflinePlanCourse, or OnlinePlanCourse for an
// online plan; the resource is the plan's template), through the ledger (usage kind "train", so
// the usage-records drawer's train tab shows it), once per session: a second call for the same
// session finds the first one's entry and charges nothing.

export type DeliveredSession = {
  tenantId: string;
  planId: string;
  num: number;
  templateId: string;
  mode: 'Offline' | 'Online';
  subjectId: string;
  childName: string;
  resourceName: string;
};

export type SessionCharge = { contractId: string; amountFen: number } | null;

/**
 * Charges the session, or answers null when nothing prices it (no Active HFS contract, or the
 * template is not a resource in it). A contract that cannot pay refuses (409), and with it the
 * finishing of the session: the caller's transaction writes nothing.
 */
export const chargeDeliveredSession = async (
  tx: Tx,
  mover: Mover,
  session: DeliveredSession,
): Promise<SessionCharge> => {
  const paid = await trainSessionEntry(tx, session.tenantId, session.planId, session.num);
  if (paid) return { contractId: paid.contractId, amountFen: -paid.amountFen };
  const contract = await latestActiveContract(tx, session.tenantId, mover.today, 'hfs');
  if (!contract) return null;
  const type = session.mode === 'Online' ? 'OnlinePlanCourse' : 'OfflinePlanCourse';
  const [resource] = (await rowsOfResource(tx, contract.id, type, session.templateId)).filter((r) => r.isInContract);
  if (!resource || resource.priceFen <= 0) return null;
  await consume(tx, mover, contract.id, {
    amountFen: resource.priceFen,
    freeTimes: 0,
    usageKind: 'train',
    details: {
      planId: session.planId,
      num: session.num,
      subjectId: session.subjectId,
      childName: session.childName,
      resourceName: session.resourceName,
    },
  });
  return { contractId: contract.id, amountFen: resource.priceFen };
};

/** The centre's session charges in a period (tenantCourseCostList), a page of them. */
export const sessionCharges = (
  tx: Tx,
  tenantId: string,
  range: { from: Date; to: Date },
  page: { skipCount: number; maxResultCount: number },
) => trainSessionCharges(tx, tenantId, range, page);

/** Sessions charged and their cost per plan in a period (what coachCourseCostList sums per coach). */
export const sessionChargesPerPlan = (tx: Tx, tenantId: string, range: { from: Date; to: Date }) =>
  trainSessionChargesPerPlan(tx, tenantId, range);
