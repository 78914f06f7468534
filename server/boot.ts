import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { openDatabase } from './platform/db/open';
import { seedDemoData } from './seed/demo.seed';

/** Opens the database, applies migrations and seeds demo data on the first start. */
export const bootDatabase = async (config: Config, log: (message: string) => void): Promise<Database> => {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (config.seedDemo) {
      const { seeded } = await seedDemoData(db);
      if (seeded) log('Seeded the demo data (first start).');
    }
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
};
