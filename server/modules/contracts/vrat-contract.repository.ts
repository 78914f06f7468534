import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { contractLedger } from '../../platform/db/schema/index';

// The VRAT queries the HFS repository has no use for; the rest are hfs-contract.repository's
// with the line passed.

/** Spec 002 §3 VRAT `Records`: the recharges and deductions, with the free tests that moved. */
export const moneyRecords = (tx: Tx, contractId: string, take: number) =>
  tx
    .select({
      id: contractLedger.id,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
      remark: contractLedger.remark,
      createdAt: contractLedger.createdAt,
    })
    .from(contractLedger)
    .where(and(eq(contractLedger.contractId, contractId), inArray(contractLedger.kind, ['Recharge', 'Deduct'])))
    .orderBy(desc(contractLedger.id))
    .limit(take);
