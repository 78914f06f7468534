import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/database';

/**
 * BENCH_ALTER: SQL run on the scratch database after its migrations, to measure a schema change
 * (an index or a foreign key dropped, a policy rewritten) against the same code before writing
 * its migration: `BENCH_ALTER='drop index contract_ledger_tenant_idx' … bench/run.ts contracts`.
 */
export const alterForExperiment = async (db: Database) => {
  const statement = process.env['BENCH_ALTER'];
  if (!statement) return;
  console.log(`BENCH_ALTER: ${statement}`);
  await db.privileged((tx) => tx.execute(sql.raw(statement)));
};
