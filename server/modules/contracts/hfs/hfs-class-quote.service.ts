import type { Tx } from '../../../platform/db/database';
import { latestActiveContract } from '../lifecycle/tenant-contracts.repository';
import { rowsOfResource } from './resources/hfs-resources.repository';

// Issue 20 (group plan checks, beforeStartCourse): what ending a class would ask of the centre's
// HFS contract, read before the class starts, by the same rule chargeDeliveredClass charges by
// (hfs-session-charge.service.ts): the latest Active HFS contract's TrainingPlanV2 row for the class
// plan at the class's size on the Web platform. Nothing is written, and only the verdict leaves:
// whoever starts a class (a coach) need not be someone who may read the contract's money.

/** NoContract and NotPriced charge nothing; Insufficient would refuse endClass (409). */
export type ClassChargeQuote = 'NoContract' | 'NotPriced' | 'Ok' | 'Insufficient';

export const quoteClassCharge = async (
  tx: Tx,
  session: { tenantId: string; classPlanId: string; size: string; today: string },
): Promise<ClassChargeQuote> => {
  const contract = await latestActiveContract(tx, session.tenantId, session.today, 'hfs');
  if (!contract) return 'NoContract';
  const [resource] = (await rowsOfResource(tx, contract.id, 'TrainingPlanV2', session.classPlanId)).filter(
    (r) => r.isInContract && r.resourceType === session.size && r.platform === 'Web',
  );
  if (!resource || resource.priceFen <= 0) return 'NotPriced';
  return contract.balanceFen < resource.priceFen ? 'Insufficient' : 'Ok';
};
