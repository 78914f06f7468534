import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { openDatabase } from './platform/db/open';
import { withPgliteMaintenance } from './platform/db/pglite-maintenance';
import { createDiskStorage, filesDirOf } from './platform/storage/file-storage';
import { findDemoAccounts } from './seed/demo-accounts';
import { DEMO_PASSWORD, seedDemoData } from './seed/demo.seed';

export type BootLog = { info(message: string): void; warn(message: string): void };

export type BootedDatabase = {
  db: Database;
  /** The seed's accounts that still sign in with DEMO_PASSWORD (none on a real installation). */
  demoAccounts: readonly string[];
};

/** A production start that found demo accounts nobody asked for: the process must not serve. */
export class DemoAccountsRefused extends Error {
  override readonly name = 'DemoAccountsRefused';
}

export type DemoAccountVerdict = { kind: 'none' } | { kind: 'warn' | 'refuse'; message: string };

const listed = (names: readonly string[]) =>
  names.length > 6 ? `${names.slice(0, 6).join(', ')} and ${names.length - 6} more` : names.join(', ');

/**
 * What a start does about demo accounts: nothing when there are none; refuses a production start
 * that did not ask for them (DEMO_MODE=true or SEED_DEMO=true); otherwise warns, every start.
 */
export const judgeDemoAccounts = (
  config: Pick<Config, 'production' | 'demoAccountsAllowed' | 'publicUrl'>,
  demoAccounts: readonly string[],
): DemoAccountVerdict => {
  if (demoAccounts.length === 0) return { kind: 'none' };
  const accounts = `${demoAccounts.length} demo account(s) that sign in with the published password ${DEMO_PASSWORD} (${listed(demoAccounts)})`;
  if (config.production && !config.demoAccountsAllowed)
    return {
      kind: 'refuse',
      message:
        `Refusing to start: this is a production start (NODE_ENV=production, or PUBLIC_URL ${config.publicUrl} is not localhost) ` +
        `and the database holds ${accounts}. Nothing was changed. If this server is a demo on purpose, start it with ` +
        `DEMO_MODE=true. Otherwise start once with SEED_DEMO=true, sign in as admin and change or remove these accounts ` +
        `(or start on a new, empty database).`,
    };
  return {
    kind: 'warn',
    message: `DEMO ACCOUNTS ARE ACTIVE: ${accounts}. Anyone who can reach this server can sign in as them, the platform administrator included. Fine for a demo; for real use start on an empty database with SEED_DEMO=false.`,
  };
};

/**
 * Opens the database, applies migrations, seeds demo data on the first start when wanted, and
 * checks for demo accounts (judgeDemoAccounts). PGlite then gets its maintenance (VACUUM ANALYZE
 * now if needed, then every PGLITE_MAINTENANCE_INTERVAL seconds), which its close stops.
 */
export const bootDatabase = async (config: Config, log: BootLog): Promise<BootedDatabase> => {
  const opened = await openDatabase(config);
  let db: Database = opened;
  try {
    await migrate(db);
    if (config.seedDemo) {
      const { seeded } = await seedDemoData(db, {
        timeZone: config.timeZone,
        storage: createDiskStorage(filesDirOf(config.dataDir)),
      });
      if (seeded) log.info('Seeded the demo data (first start).');
    }
    const demoAccounts = await findDemoAccounts(db);
    const verdict = judgeDemoAccounts(config, demoAccounts);
    if (verdict.kind === 'refuse') throw new DemoAccountsRefused(verdict.message);
    if (verdict.kind === 'warn') log.warn(verdict.message);
    if ('direct' in opened)
      db = await withPgliteMaintenance(opened, { intervalMs: config.pgliteMaintenanceInterval * 1000, log });
    return { db, demoAccounts };
  } catch (error) {
    await db.close();
    throw error;
  }
};
