import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { runAsApp, type Database, type DrizzleDb } from './database';

/** A PGlite database can also be written out whole, for a later openPglite to load. */
export type PgliteDatabase = Database & { dumpDataDir(): Promise<Blob> };

/**
 * Embedded PostgreSQL (PGlite) in dataDir, or in memory when dataDir is undefined. PGlite has
 * one connection: transactions queue on it, so keep them short.
 */
export const openPglite = async (
  dataDir: string | undefined,
  // A dumpDataDir() of another database to start from instead of an empty one (test templates).
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the name search's indexes (migration 0006); btree_gin: the centre leading them (0010).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gin },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle({ client, schema }) as unknown as DrizzleDb;
  return {
    engine: 'pglite',
    transaction: (ctx, fn) => runAsApp(db, ctx, fn),
    privileged: (fn) => db.transaction(fn),
    listen: async (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
};
