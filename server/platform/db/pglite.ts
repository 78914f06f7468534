import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { relationalConfig, type Database, type DrizzleDb, type Tx } from './database';
import { openTransaction, type SimpleSession } from './opening';
import { bindSession } from './prepared';
import { preparedStatements } from './pglite-statements';

// Dates, times and intervals as the text PostgreSQL sends, as drizzle's own queries read them
// (its columns map them from that text): a prepared statement's rows stay what tx.execute gave.
const raw = (value: string) => value;
const RAW = Object.fromEntries(
  [types.TIMESTAMPTZ, types.TIMESTAMP, types.DATE, types.INTERVAL, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    raw,
  ]),
);

/** A PGlite database can also be written out whole, for a later openPglite to load. */
export type PgliteDatabase = Database & {
  dumpDataDir(): Promise<Blob>;
  /** Statements outside any transaction, as the owner: VACUUM (pglite-maintenance.ts) cannot run in one. */
  direct: SimpleSession;
};

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
  // For every statement on the session, not per call: PGlite copies its several hundred parsers into
  // a new object for each call that names its own. Set after PGlite.create, which replaces the
  // array types' parsers with its own.
  Object.assign(client.parsers, RAW);
  const db = drizzle({ client, schema }) as unknown as DrizzleDb;
  const dialect = new PgDialect();
  const relational = relationalConfig(db);
  // One session: what it has prepared serves every later transaction.
  const prepared = new Set<string>();
  const identity = {};
  // drizzle's statements in a request transaction, each planned once for the session.
  const statements = preparedStatements(client);
  return {
    engine: 'pglite',
    // PGlite's own transaction holds its lock and sends BEGIN and COMMIT (or ROLLBACK) itself; the
    // settings and the opening read go in one exec, and drizzle works on that transaction as
    // drizzle's own transaction() would have it.
    transaction: (ctx, fn, read) =>
      client.transaction(async (session) => {
        const simple: SimpleSession = {
          exec: async (text) => (await session.exec(text)).map((result) => result.rows),
        };
        const rows = await openTransaction(simple, prepared, ctx, read, { begin: false });
        const tx = new PgliteTransaction(
          dialect,
          new PgliteSession(
            Object.assign(Object.create(session) as typeof session, { query: statements.queryIn(session) }),
            dialect,
            relational,
          ),
          relational,
        ) as unknown as Tx;
        bindSession(tx, simple, prepared, identity);
        return fn(tx, rows);
      }),
    privileged: (fn) => db.transaction(fn),
    listen: async (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    direct: { exec: async (text) => (await client.exec(text)).map((result) => result.rows) },
  };
};
