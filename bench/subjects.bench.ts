import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/platform/db/database';
import { migrate } from '../server/platform/db/migrate';
import { openPglite } from '../server/platform/db/pglite';
import { vacuumPglite } from '../server/platform/db/pglite-maintenance';
import { createScratchPostgres } from '../server/platform/db/testing';
import { subjects } from '../server/platform/db/schema/index';
import type { RequestContext } from '../server/platform/tenancy';
import { centreDay } from '../server/platform/time';
import { listSubjects } from '../server/modules/subjects/subjects.service';
import type { SubjectListRequest } from '../server/modules/subjects/subjects.schemas';
import { measure, type Timing } from './subjects/measure';
import { populate, type Populated, type Population } from './subjects/populate';

// The subject list at scale (issue 5 item 8): page 1 and page 500 of the large centre's list,
// unfiltered and with each filter, through the service as a request runs it (one transaction as
// the application role, under row-level security), against a primary-key lookup of one child in
// the same transaction shape and the same run. PostgreSQL gets the full population (1,000,000
// children, 100,000 in one centre); PGlite, which runs in WebAssembly on one connection, a
// smaller one unless BENCH_PGLITE_TOTAL says otherwise.

const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
const TIME_ZONE = 'Asia/Shanghai';
const PAGE_SIZE = 12;

const populations: Record<Database['engine'], Population> = {
  postgres: {
    total: Number(process.env['BENCH_PG_TOTAL'] ?? 1_000_000),
    largeCentre: 100_000,
    perCentre: 10_000,
    day: '',
  },
  pglite: {
    total: Number(process.env['BENCH_PGLITE_TOTAL'] ?? 200_000),
    largeCentre: 100_000,
    perCentre: 10_000,
    day: '',
  },
};

type Case = { name: string; request: Omit<SubjectListRequest, 'skipCount' | 'maxResultCount'> };

const cases = (p: Populated): Case[] => [
  { name: 'no filter', request: {} },
  { name: 'status Bind', request: { status: 'Bind' } },
  { name: 'search 王 (Chinese)', request: { filter: '王' } },
  { name: 'search "ryan" (Latin)', request: { filter: 'ryan' } },
  { name: 'outpatient number', request: { outpatientNumber: 'MZ0004' } },
  { name: 'checked in', request: { isCheckIn: true } },
  { name: 'school', request: { school: p.schoolName } },
  { name: 'coach name', request: { coachName: p.coachName } },
  { name: 'remark', request: { remark: 'mornings' } },
];

export type Engine = { db: Database; dispose: () => Promise<void>; settle: () => Promise<void> };

// After a bulk load PostgreSQL's autovacuum would soon mark the pages all-visible, which is what
// lets counts read the index alone; the bench does it at once (VACUUM cannot run in a
// transaction, so on its own connection). PGlite has no autovacuum: the product's own maintenance
// (pglite-maintenance.ts, run after the seed and on its timer) does it there, so the bench runs that.
const vacuum = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
};

/** A fresh, empty database of the engine (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL); the content bench opens its own too. */
export const openEngine = async (engine: Database['engine']): Promise<Engine> => {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-subjects-'));
    const db = await openPglite(dir);
    return {
      db,
      dispose: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })),
      settle: async () => void (await vacuumPglite(db.direct)),
    };
  }
  const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('no PostgreSQL');
  const scratch = await createScratchPostgres(serverUrl, 'atrium_bench');
  return { ...scratch, settle: () => vacuum(scratch.url) };
};

const contextFor = (p: Populated): RequestContext => ({
  userId: p.userId,
  tenant: { id: p.largeCentreId, name: 'Bench Large Centre', type: 'Center' },
  adminRoles: [],
  roles: ['CenterAdmin'],
  permissions: new Set(['Menu.User.Subject']),
  features: new Set(),
});

const benchEngine = async (engine: Database['engine']) => {
  const { db, dispose, settle } = await openEngine(engine);
  try {
    await migrate(db);
    const base = populations[engine];
    const population = { ...base, largeCentre: Math.min(base.largeCentre, base.total), day: centreDay(TIME_ZONE) };
    const started = Date.now();
    const populated = await populate(db, population);
    await settle();
    console.log(
      `${engine}: ${population.total.toLocaleString('en')} children in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const ctx = contextFor(populated);
    const tx = { tenantId: populated.largeCentreId, userId: populated.userId };
    const baseline = await measure(
      () => db.transaction(tx, (t) => t.select().from(subjects).where(eq(subjects.id, populated.subjectId))),
      RUNS,
    );
    const rows: { case: string; page: number; total: number; timing: Timing }[] = [];
    for (const c of cases(populated)) {
      for (const page of [1, 500]) {
        const request = { ...c.request, skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE };
        let total = 0;
        const timing = await measure(async () => {
          total = (await db.transaction(tx, (t) => listSubjects(t, ctx, request, 'en-US', TIME_ZONE))).totalCount;
        }, RUNS);
        rows.push({ case: c.name, page, total, timing });
      }
    }
    console.log(
      `\n${engine}, large centre of ${population.largeCentre.toLocaleString('en')}: primary-key lookup p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`,
    );
    console.table(
      rows.map((r) => ({
        filter: r.case,
        page: r.page,
        matches: r.total,
        'p50 ms': Number(r.timing.p50.toFixed(2)),
        'p95 ms': Number(r.timing.p95.toFixed(2)),
        'p95 / lookup': Number((r.timing.p95 / baseline.p95).toFixed(1)),
      })),
    );
  } finally {
    await dispose();
  }
};

export const run = async () => {
  await benchEngine('pglite');
  if (process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']) await benchEngine('postgres');
  else console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
};
