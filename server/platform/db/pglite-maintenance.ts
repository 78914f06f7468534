import type { Database } from './database';
import type { SimpleSession } from './opening';
import type { PgliteDatabase } from './pglite';

// PGlite runs PostgreSQL single-user: no autovacuum. Without VACUUM no page is marked all-visible,
// so a count or a page can never be an index-only scan and reads every matching heap row; without
// ANALYZE the planner guesses every table's size and spread. This does for the embedded engine
// what autovacuum does for a server: VACUUM (ANALYZE) of every table. Not for DATABASE_URL.

/** The user tables, schema-qualified and quoted, biggest first (pg_class, which survives restarts). */
const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name, c.reltuples < 0 as never
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
  order by c.relpages desc, 1`;

// Moves only when something is written: an unchanged position means there is nothing to do.
const WAL_POSITION = 'select pg_current_wal_insert_lsn()::text as lsn';

type Table = { name: string; never: boolean };

const tablesOf = async (session: SimpleSession): Promise<Table[]> => ((await session.exec(TABLES))[0] ?? []) as Table[];

const walPosition = async (session: SimpleSession): Promise<string> =>
  (((await session.exec(WAL_POSITION))[0] ?? []) as { lsn: string }[])[0]!.lsn;

export type MaintenanceRun = { tables: number; ms: number };

/**
 * VACUUM (ANALYZE) of every table, one statement each: PGlite has one connection and VACUUM
 * cannot run in a transaction, so a request waits for at most one table's run, not the database's.
 */
export const vacuumPglite = async (session: SimpleSession): Promise<MaintenanceRun> => {
  const started = performance.now();
  const tables = await tablesOf(session);
  for (const { name } of tables) await session.exec(`vacuum (analyze) ${name}`);
  return { tables: tables.length, ms: performance.now() - started };
};

/** Whether some table was never vacuumed nor analyzed (pg_class.reltuples is -1 until then). */
export const neverVacuumed = async (session: SimpleSession): Promise<boolean> =>
  (await tablesOf(session)).some((table) => table.never);

export type MaintenanceLog = { warn(message: string): void };

export type PgliteMaintenance = {
  /** Runs now unless nothing was written since the last run (or `force`). */
  run(options?: { force?: boolean }): Promise<MaintenanceRun | undefined>;
  /** No more runs; waits for one under way. */
  stop(): Promise<void>;
};

/**
 * Maintenance of `session`'s database every `intervalMs` (0: never by itself), skipped when
 * nothing was written since the last run. The next run is timed from the end of the previous,
 * so two never overlap; the timer does not keep the process alive.
 */
export const startPgliteMaintenance = (
  session: SimpleSession,
  { intervalMs, log }: { intervalMs: number; log: MaintenanceLog },
): PgliteMaintenance => {
  let lastPosition: string | undefined;
  let running: Promise<MaintenanceRun | undefined> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const maintain = async (force: boolean) => {
    if (!force && lastPosition !== undefined && (await walPosition(session)) === lastPosition) return undefined;
    const result = await vacuumPglite(session);
    lastPosition = await walPosition(session);
    return result;
  };

  const run = (options: { force?: boolean } = {}) => {
    running ??= maintain(options.force ?? false).finally(() => (running = undefined));
    return running;
  };

  const schedule = () => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      run().then(
        () => schedule(),
        (error: unknown) => {
          log.warn(
            `PGlite maintenance (VACUUM ANALYZE) failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          schedule();
        },
      );
    }, intervalMs);
    timer.unref();
  };

  schedule();
  return {
    run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
};

/**
 * `db` with its maintenance: run at once when some table was never vacuumed (a new database, the
 * demo seed, a migration's new table), else at the first interval; stopped by `close`.
 */
export const withPgliteMaintenance = async (
  db: PgliteDatabase,
  options: { intervalMs: number; log: MaintenanceLog },
): Promise<Database> => {
  const maintenance = startPgliteMaintenance(db.direct, options);
  try {
    if (await neverVacuumed(db.direct)) await maintenance.run({ force: true });
  } catch (error) {
    await maintenance.stop();
    throw error;
  }
  return {
    ...db,
    close: async () => {
      await maintenance.stop();
      await db.close();
    },
  };
};
