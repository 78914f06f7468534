import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, TxContext } from '../../../platform/db/database';
import { tenantContracts } from '../../../platform/db/schema/index';
import { rememberContract } from './remembered-contracts';

/**
 * Makes this process remember the contract as it is now in `db`, as a movement of it would have:
 * tests of the remembered way start from a row in a chosen state, not only from one a movement wrote.
 */
export const rememberAsItIs = (db: Database, ctx: TxContext, contractId: string) =>
  db.transaction(ctx, async (tx) => {
    const [found] = await tx
      .select({ ...getTableColumns(tenantContracts), xmin: sql<string>`xmin::text`, ctid: sql<string>`ctid::text` })
      .from(tenantContracts)
      .where(eq(tenantContracts.id, contractId));
    if (!found) throw new Error(`No contract ${contractId} to remember`);
    const { xmin, ctid, ...row } = found;
    rememberContract(tx, row, { xmin, ctid });
  });
