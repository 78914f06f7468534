import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { runAsApp, type Database, type DrizzleDb } from './database';

/** A PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export const openPostgres = async (connectionString: string, poolSize = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
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
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        client.release();
      };
    },
    close: () => pool.end(),
  };
};
