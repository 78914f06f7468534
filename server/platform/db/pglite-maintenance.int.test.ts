import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimpleSession } from './opening';
import type { PgliteDatabase } from './pglite';
import { neverVacuumed, startPgliteMaintenance, vacuumPglite, withPgliteMaintenance } from './pglite-maintenance';
import { createTestDatabase, type TestDatabase } from './testing';

// PGlite only: a PostgreSQL server vacuums itself (autovacuum), and DATABASE_URL gets none of this.

const rows = async <T>(session: SimpleSession, text: string) => ((await session.exec(text))[0] ?? []) as T[];

const migrationsTable = async (session: SimpleSession) =>
  (
    await rows<{ reltuples: number; relallvisible: number; vacuumed: boolean; analyzed: boolean }>(
      session,
      `select c.reltuples, c.relallvisible, s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed
       from pg_class c join pg_stat_user_tables s on s.relid = c.oid
       where s.schemaname = 'drizzle' and s.relname = '__drizzle_migrations'`,
    )
  )[0]!;

/** The session, counting the VACUUMs sent through it. */
const counting = (session: SimpleSession) => {
  const counted = { vacuums: 0 };
  const wrapped: SimpleSession = {
    exec: (text) => {
      if (text.startsWith('vacuum')) counted.vacuums += 1;
      return session.exec(text);
    },
  };
  return { session: wrapped, counted };
};

const quietLog = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => warnings.push(message) } };
};

describe('PGlite maintenance (VACUUM ANALYZE, as autovacuum would)', () => {
  let test: TestDatabase | undefined;
  const open = async () => {
    test = await createTestDatabase('pglite');
    const db = test.db as PgliteDatabase;
    // A table written after the migrations, so that a run has something new to do.
    await db.direct.exec('create table maintenance_probe (id int primary key)');
    await db.direct.exec('insert into maintenance_probe select generate_series(1, 2000)');
    return db;
  };
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  it('vacuums and analyzes every table: pages all-visible, statistics present', async () => {
    const db = await open();
    expect(await neverVacuumed(db.direct)).toBe(true);
    expect(await migrationsTable(db.direct)).toMatchObject({ reltuples: -1, relallvisible: 0, vacuumed: false });

    const run = await vacuumPglite(db.direct);

    expect(run.tables).toBeGreaterThan(50);
    expect(await neverVacuumed(db.direct)).toBe(false);
    const migrations = await migrationsTable(db.direct);
    expect(migrations).toMatchObject({ vacuumed: true, analyzed: true });
    expect(migrations.reltuples).toBeGreaterThan(20);
    expect(migrations.relallvisible).toBeGreaterThan(0);
    const [probe] = await rows<{ relallvisible: number }>(
      db.direct,
      `select relallvisible from pg_class where relname = 'maintenance_probe'`,
    );
    expect(probe!.relallvisible).toBeGreaterThan(0);
  });

  it('runs on its interval only when something was written, and stops', async () => {
    const db = await open();
    const { session, counted } = counting(db.direct);
    const { warnings, log } = quietLog();
    const maintenance = startPgliteMaintenance(session, { intervalMs: 20, log });
    try {
      await expect.poll(() => counted.vacuums, { timeout: 5000 }).toBeGreaterThan(0);
      // Nothing written since: the ticks read the WAL position and vacuum nothing.
      await expect.poll(() => maintenance.run(), { timeout: 5000 }).toBeUndefined();
      const idle = counted.vacuums;
      await sleep(150);
      expect(counted.vacuums).toBe(idle);

      await db.direct.exec('insert into maintenance_probe values (0)');
      await expect.poll(() => counted.vacuums, { timeout: 5000 }).toBeGreaterThan(idle);
    } finally {
      await maintenance.stop();
    }
    const stopped = counted.vacuums;
    await db.direct.exec('insert into maintenance_probe values (-1)');
    await sleep(150);
    expect(counted.vacuums).toBe(stopped);
    expect(warnings).toEqual([]);
  });

  it('runs at once on a database never vacuumed, and its close stops the timer', async () => {
    const db = await open();
    const { session, counted } = counting(db.direct);
    const { warnings, log } = quietLog();
    const maintained = await withPgliteMaintenance({ ...db, direct: session }, { intervalMs: 20, log });
    // Done before it answers: the first requests find the tables vacuumed.
    expect(counted.vacuums).toBeGreaterThan(50);
    expect(await neverVacuumed(db.direct)).toBe(false);

    await maintained.close();
    test = undefined;
    const closed = counted.vacuums;
    await sleep(150);
    // A tick after the close would have failed on the closed database and warned.
    expect(counted.vacuums).toBe(closed);
    expect(warnings).toEqual([]);
  });

  it('leaves a database already maintained for its interval', async () => {
    const db = await open();
    await vacuumPglite(db.direct);
    const { session, counted } = counting(db.direct);
    const maintained = await withPgliteMaintenance({ ...db, direct: session }, { intervalMs: 0, ...quietLog() });
    expect(counted.vacuums).toBe(0);
    await maintained.close();
    test = undefined;
  });
});
