import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testEngines = (): Engine[] => (process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite']);

export type TestDatabase = { db: Database; dispose: () => Promise<void> };

/**
 * A migrated, empty database of its own for one test file: in-memory PGlite, or a new database
 * on the TEST_DATABASE_URL server that is dropped afterwards.
 */
export const createTestDatabase = async (engine: Engine): Promise<TestDatabase> => {
  if (engine === 'pglite') {
    const db = await openPglite(undefined);
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchPostgres(serverUrl, 'atrium_test');
  await migrate(scratch.db);
  return scratch;
};

/** A new, empty database named `prefix_<random>` on the server at serverUrl, dropped by dispose. */
export const createScratchPostgres = async (
  serverUrl: string,
  prefix: string,
): Promise<TestDatabase & { url: string }> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  return {
    db,
    url: url.toString(),
    dispose: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
