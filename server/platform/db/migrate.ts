import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './database';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies the committed SQL migrations (server/migrations, made by drizzle-kit), then forces
 * row-level security on every table that enables it, so that a new tenant-owned table cannot
 * be left readable by its owner through an oversight in a later migration.
 */
export const migrate = async (database: Database): Promise<void> => {
  await database.privileged(async (tx) => {
    // Both drizzle migrators read the same folder and journal; which one runs depends on the driver.
    const { readMigrationFiles } = await import('drizzle-orm/migrator');
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    // Two processes starting at once on one server must not both migrate.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const done = rowsOf<{ created_at: string }>(
      await tx.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    const last = done[0] ? Number(done[0].created_at) : -1;
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    await tx.execute(
      sql.raw(`DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity AND NOT c.relforcerowsecurity LOOP
    EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', t.relname);
  END LOOP;
END
$$`),
    );
  });
};
