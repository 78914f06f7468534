import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPglite, type PgliteDatabase } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/pgdata. */
export const openDatabase = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database | PgliteDatabase> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pgdata'));
