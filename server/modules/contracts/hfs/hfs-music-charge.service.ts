import type { Tx } from '../../../platform/db/database';
import { lockContract } from '../ledger/contract-ledger.repository';
import { consume, type Mover } from '../ledger/contract-money.service';
import { latestActiveContract } from '../lifecycle/tenant-contracts.repository';
import { musicEntry } from './hfs-music-charge.repository';
import { rowsOfResource } from './resources/hfs-resources.repository';
import type { SessionCharge } from './hfs-session-charge.service';

// Issue 21 item 4: a child's course music of a session, once every track of it is finished,
// consumes the centre's HFS contract at the price its contract gives the brain-music programme the
// plan plays (an IdtMusicPlan resource whose resource id is the programme), through the ledger
// (usage kind "music", the usage drawer's music tab), once per plan, child and session: the entry
// is looked up first, and contract_ledger_music_once_idx refuses a second one.

export type FinishedCourseMusic = {
  tenantId: string;
  planId: string;
  subjectId: string;
  num: number;
  brainMusicId: string;
  childName: string;
  /** The programme as the drawer names it (code and name). */
  resourceName: string;
};

/**
 * Charges the course music, or answers null when it is not (yet) to be charged: no Active HFS
 * contract, the programme is not priced in it, or `complete` (asked again once the contract is
 * locked) says not every track of the session is finished. Locking the contract before asking
 * queues two finishes of the same session's last tracks (two tabs): the second one to get the
 * lock reads the first's finish, committed, and charges. A contract that cannot pay refuses (409),
 * and with it the finish: the caller's transaction writes nothing.
 */
export const chargeFinishedCourseMusic = async (
  tx: Tx,
  mover: Mover,
  music: FinishedCourseMusic,
  complete: () => Promise<boolean>,
): Promise<SessionCharge> => {
  const paidOf = async () => {
    const paid = await musicEntry(tx, music.tenantId, music.planId, music.subjectId, music.num);
    return paid ? { contractId: paid.contractId, amountFen: -paid.amountFen } : null;
  };
  const before = await paidOf();
  if (before) return before;
  const contract = await latestActiveContract(tx, music.tenantId, mover.today, 'hfs');
  if (!contract) return null;
  const [resource] = (await rowsOfResource(tx, contract.id, 'IdtMusicPlan', music.brainMusicId)).filter(
    (r) => r.isInContract,
  );
  if (!resource || resource.priceFen <= 0) return null;
  await lockContract(tx, contract.id);
  if (!(await complete())) return null;
  // Another finish of this session may have charged while this one waited for the lock.
  const after = await paidOf();
  if (after) return after;
  await consume(tx, mover, contract.id, {
    amountFen: resource.priceFen,
    freeTimes: 0,
    usageKind: 'music',
    details: {
      planId: music.planId,
      subjectId: music.subjectId,
      num: music.num,
      brainMusicId: music.brainMusicId,
      childName: music.childName,
      resourceName: music.resourceName,
    },
  });
  return { contractId: contract.id, amountFen: resource.priceFen };
};
