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

export type DeliveredClass = {
  tenantId: string;
  /** The group plan and its class session. */
  planId: string;
  num: number;
  classPlanId: string;
  /** The class's size (OneToOne … OneToSix), the resource type its contract prices. */
  size: string;
  groupId: string;
  groupName: string;
  attended: number;
  resourceName: string;
};

/**
 * Issue 20 item 2: a class session given consumes the centre's HFS contract once, at the price its
 * contract gives the class plan (TrainingPlanV2) for the class's size on the Web platform, through
 * the ledger (usage kind "class", the usage drawer's class tab); a second call for the same
 * session finds the first one's entry. Null when nothing prices it; a contract that cannot pay
 * refuses (409), and with it the caller's transaction.
 */
export const chargeDeliveredClass = async (tx: Tx, mover: Mover, session: DeliveredClass): Promise<SessionCharge> => {
  const paid = await trainSessionEntry(tx, session.tenantId, session.planId, session.num, 'class');
  if (paid) return { contractId: paid.contractId, amountFen: -paid.amountFen };
  const contract = await latestActiveContract(tx, session.tenantId, mover.today, 'hfs');
  if (!contract) return null;
  const [resource] = (await rowsOfResource(tx, contract.id, 'TrainingPlanV2', session.classPlanId)).filter(
    (r) => r.isInContract && r.resourceType === session.size && r.platform === 'Web',
  );
  if (!resource || resource.priceFen <= 0) return null;
  await consume(tx, mover, contract.id, {
    amountFen: resource.priceFen,
    freeTimes: 0,
    usageKind: 'class',
    details: {
      planId: session.planId,
      num: session.num,
      groupId: session.groupId,
      groupName: session.groupName,
      size: session.size,
      attended: session.attended,
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
