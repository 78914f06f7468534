import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type Engine = 'pglite' | 'postgres';

/**
 * Marks a test file whose behaviour can differ between PGlite and PostgreSQL: row-level security
 * and tenancy, concurrency, money and idempotency, the outbox and real time, search, migrations,
 * input handling (docs/decisions.md, "Which test goes where").
 */
export type EngineSensitivity = 'sensitive';

/**
 * The engines a database test file runs on: PGlite always; PostgreSQL too when TEST_DATABASE_URL
 * names a server (CI sets it) and the file is engine-sensitive, because PGlite is PostgreSQL and
 * repeating engine-neutral files there doubles the run for no finding.
 * TEST_ALL_ENGINES=1 runs every file on both, for a full check before a release.
 */
export const testEngines = (sensitivity?: EngineSensitivity): Engine[] => {
  const both = sensitivity === 'sensitive' || process.env['TEST_ALL_ENGINES'] === '1';
  return process.env['TEST_DATABASE_URL'] && both ? ['pglite', 'postgres'] : ['pglite'];
};

export type TestDatabase = { db: Database; dispose: () => Promise<void> };

/**
 * Where tests/setup/database-templates.ts leaves this run's migrated databases, without and with
 * the demo data: a PGlite dump file, and a template database on the TEST_DATABASE_URL server.
 * Copying one takes a fraction of migrating and seeding again in every test file.
 */
export const TEMPLATE_ENV = {
  pglite: { empty: 'ATRIUM_TEST_PGLITE_EMPTY', demo: 'ATRIUM_TEST_PGLITE_DEMO' },
  postgres: { empty: 'ATRIUM_TEST_PG_EMPTY', demo: 'ATRIUM_TEST_PG_DEMO' },
} as const;

export type TestDatabaseOptions = {
  /**
   * The database holds the demo data: copied from the run's demo template, or (no template, as
   * when a single file runs outside vitest's setup) migrated and then seeded with this function.
   * Passed in so that platform code does not import the seed.
   */
  demo?: (db: Database) => Promise<unknown>;
};

/**
 * A migrated database of its own for one test file (with the demo data when asked): in-memory
 * PGlite, or a new database on the TEST_DATABASE_URL server that is dropped afterwards.
 */
export const createTestDatabase = async (engine: Engine, { demo }: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  const template = process.env[TEMPLATE_ENV[engine][demo ? 'demo' : 'empty']];
  let test: TestDatabase;
  if (engine === 'pglite') {
    const db = await openPglite(undefined, template ? { loadDataDir: new Blob([await readFile(template)]) } : {});
    test = { db, dispose: () => db.close() };
  } else {
    const serverUrl = process.env['TEST_DATABASE_URL'];
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    test = await createScratchPostgres(serverUrl, 'atrium_test', template);
  }
  if (!template) {
    await migrate(test.db);
    if (demo) await demo(test.db);
  }
  return test;
};

/**
 * A new database named `prefix_<random>` on the server at serverUrl (empty, or a copy of the
 * database `template`), dropped by dispose.
 */
export const createScratchPostgres = async (
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<TestDatabase & { url: string }> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  return {
    db,
    url: url.toString(),
    dispose: async () => {
      await db.close();
      await dropPostgres(serverUrl, name);
    },
  };
};

/** Drops database `name` on the server at serverUrl, whoever is still connected. */
export const dropPostgres = async (serverUrl: string, name: string): Promise<void> => {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
};
