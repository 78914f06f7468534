import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { runAsApp, type Database, type DrizzleDb } from './database';

/** A PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export const openPostgres = async (connectionString: string, poolSize = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server ends (a restart, pg_terminate_backend, a dropped database)
  // is an 'error' event on the pool; unheard, it would take the whole process down.
  pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  const db = drizzle({ client: pool, schema }) as unknown as DrizzleDb;
  return {
    engine: 'postgres',
    transaction: (ctx, fn) => runAsApp(db, ctx, fn),
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
