import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { contractLedger } from '../../../platform/db/schema/index';

/** The music entry of a child's session of a plan, if its course music was charged already. */
export const musicEntry = async (tx: Tx, tenantId: string, planId: string, subjectId: string, num: number) => {
  const [row] = await tx
    .select({ contractId: contractLedger.contractId, amountFen: contractLedger.amountFen })
    .from(contractLedger)
    .where(
      and(
        eq(contractLedger.tenantId, tenantId),
        eq(contractLedger.kind, 'Consumption'),
        eq(contractLedger.usageKind, 'music'),
        // The expressions of contract_ledger_music_once_idx, so that the lookup reads that index.
        sql`(${contractLedger.details} ->> 'planId') = ${planId}`,
        sql`(${contractLedger.details} ->> 'subjectId') = ${subjectId}`,
        sql`(${contractLedger.details} ->> 'num') = ${String(num)}`,
      ),
    )
    .limit(1);
  return row;
};
