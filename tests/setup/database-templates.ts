import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate } from '../../server/platform/db/migrate';
import { openPglite } from '../../server/platform/db/pglite';
import { createScratchPostgres, dropPostgres, TEMPLATE_ENV } from '../../server/platform/db/testing';
import { seedDemoData } from '../../server/seed/demo.seed';

/**
 * Vitest global setup: migrate (and seed) once per run, so that each test file copies a database
 * instead of building one (createTestDatabase reads the TEMPLATE_ENV variables set here; the
 * workers start after this and inherit them).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'atrium-db-templates-'));
  const pglite = await openPglite(undefined);
  await migrate(pglite);
  const emptyDump = join(dir, 'empty.tar');
  await writeFile(emptyDump, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
  await seedDemoData(pglite);
  const demoDump = join(dir, 'demo.tar');
  await writeFile(demoDump, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV.pglite.empty] = emptyDump;
  process.env[TEMPLATE_ENV.pglite.demo] = demoDump;

  const serverUrl = process.env['TEST_DATABASE_URL'];
  const templates: string[] = [];
  if (serverUrl) {
    const prefix = `atrium_template_${randomBytes(4).toString('hex')}`;
    for (const kind of ['empty', 'demo'] as const) {
      const scratch = await createScratchPostgres(serverUrl, `${prefix}_${kind}`);
      await migrate(scratch.db);
      if (kind === 'demo') await seedDemoData(scratch.db);
      // A template may have no one connected while it is copied.
      await scratch.db.close();
      const name = new URL(scratch.url).pathname.slice(1);
      templates.push(name);
      process.env[TEMPLATE_ENV.postgres[kind]] = name;
    }
  }

  return async () => {
    for (const name of templates) await dropPostgres(serverUrl!, name);
    await rm(dir, { recursive: true, force: true });
  };
}
