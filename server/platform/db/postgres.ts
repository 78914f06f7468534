import pg from 'pg';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { relationalConfig, type Database, type DrizzleDb, type OpeningRead, type Tx, type TxContext } from './database';
import { openTransaction, type SimpleSession } from './opening';
import { bindSession } from './prepared';

// Dates, times and intervals as the text PostgreSQL sends, as drizzle's own queries read them
// (its columns map them from that text): a prepared statement's rows stay what tx.execute gave.
const RAW = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

/** Several statements in one query (the simple protocol): node-postgres answers one result each. */
const simpleSession = (client: pg.PoolClient): SimpleSession => ({
  exec: async (text) => {
    const answer = (await client.query({ text, types })) as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(answer) ? answer : [answer]).map((result) => result.rows as unknown[]);
  },
});

/** A PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export const openPostgres = async (connectionString: string, poolSize = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server ends (a restart, pg_terminate_backend, a dropped database)
  // is an 'error' event on the pool; unheard, it would take the whole process down.
  pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  const db = drizzle({ client: pool, schema }) as unknown as DrizzleDb;
  const dialect = new PgDialect();
  const relational = relationalConfig(db);
  // What each connection has prepared; a connection the pool drops takes its own with it.
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  const identity = {};

  /**
   * drizzle's transaction() on a pooled connection, but BEGIN goes with the settings and the
   * opening read in one simple-protocol query: the request's first round trip, not three.
   */
  const transaction = async <T>(
    ctx: TxContext,
    fn: (tx: Tx, read: unknown[]) => Promise<T>,
    read?: OpeningRead,
  ): Promise<T> => {
    const client = await pool.connect();
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Set()));
    // A connection whose ROLLBACK failed is in no known state: the pool drops it.
    let broken: Error | undefined;
    try {
      const session = simpleSession(client);
      const rows = await openTransaction(session, prepared, ctx, read, { begin: true });
      const tx = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, relational),
        relational,
      ) as unknown as Tx;
      bindSession(tx, session, prepared, identity);
      const result = await fn(tx, rows);
      // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK, not an error.
      if ((await client.query('commit')).command === 'ROLLBACK') {
        throw new Error('The transaction was rolled back: a statement in it had failed');
      }
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };

  return {
    engine: 'postgres',
    transaction,
    privileged: (fn) => db.transaction(fn),
    listen: async (channel, onNotify) => {
      // A dedicated connection: a pooled one would be handed to a request mid-LISTEN.
      const client = await pool.connect();
      client.on('error', (error) => console.error('PostgreSQL closed the LISTEN connection:', error.message));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        try {
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
          client.release();
        } catch (error) {
          // The connection is gone already: drop it rather than return it to the pool.
          client.release(error instanceof Error ? error : true);
        }
      };
    },
    close: () => pool.end(),
  };
};
