import { eq } from 'drizzle-orm';
import type { Database } from '../server/platform/db/database';
import { migrate } from '../server/platform/db/migrate';
import { contentTrainingPrograms } from '../server/platform/db/schema/index';
import type { RequestContext } from '../server/platform/tenancy';
import { getContent, listContent } from '../server/modules/content/content.service';
import { programKind } from '../server/modules/content/programs/program.kind';
import { populateContent, type ContentPopulated } from './content/populate';
import { openEngine } from './subjects.bench';
import { measure, type Timing } from './subjects/measure';

// The training program list at scale (issue 18 "Measure"): 10,000 programs and 100,000 offline
// plan template items naming them, the list's first, a middle and the last page, searches that
// match a quarter of the library, one program and nothing, as the editor (every status) and as a
// centre (Public only, contentReaderOf), through the service as a request runs it (one
// transaction as the application role, under row-level security), each page with what its
// programs name (targets, categories, materials, form, files). Against a primary-key lookup of
// one program in the same transaction shape and the same run. Target: p95 at most 3× the lookup.
//   npx tsx bench/run.ts content   (BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL too)

const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
const PROGRAMS = Number(process.env['BENCH_PROGRAMS'] ?? 10_000);
const PLAN_ITEMS = Number(process.env['BENCH_PLAN_ITEMS'] ?? 100_000);
const PAGE_SIZE = 12;

type Case = { name: string; search?: string; page: number | 'last' };

const CASES: Case[] = [
  { name: 'list, page 1', page: 1 },
  { name: 'list, middle page', page: Math.floor(PROGRAMS / PAGE_SIZE / 2) },
  { name: 'list, last page', page: 'last' },
  { name: 'search "attention" (a quarter)', search: 'attention', page: 1 },
  { name: 'search "attention", page 100', search: 'attention', page: 100 },
  { name: 'search 注意力 (Chinese)', search: '注意力', page: 1 },
  { name: 'search a code (one)', search: 'P04201', page: 1 },
  { name: 'search, no match', search: 'zebra', page: 1 },
];

const editorOf = (p: ContentPopulated): RequestContext => ({
  userId: p.userId,
  tenant: null,
  adminRoles: ['editor'],
  roles: [],
  permissions: new Set(),
  features: new Set(),
});

const centreOf = (p: ContentPopulated): RequestContext => ({
  userId: p.userId,
  tenant: { id: p.centreId, name: 'Bench Content Centre', type: 'Center' },
  adminRoles: [],
  roles: ['CenterAdmin'],
  permissions: new Set(),
  features: new Set(),
});

const benchEngine = async (engine: Database['engine']) => {
  const { db, dispose, settle } = await openEngine(engine);
  try {
    await migrate(db);
    const started = Date.now();
    const populated = await populateContent(db, { programs: PROGRAMS, planItems: PLAN_ITEMS });
    // PostgreSQL: VACUUM ANALYZE, as its autovacuum would; PGlite: the product's own maintenance.
    await settle();
    console.log(
      `${engine}: ${PROGRAMS.toLocaleString('en')} programs, ${PLAN_ITEMS.toLocaleString('en')} plan items in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const readers = [
      { who: 'editor', ctx: editorOf(populated), tx: { tenantId: null, userId: populated.userId } },
      { who: 'centre', ctx: centreOf(populated), tx: { tenantId: populated.centreId, userId: populated.userId } },
    ];
    const baseline = await measure(
      () =>
        db.transaction(readers[1]!.tx, (t) =>
          t.select().from(contentTrainingPrograms).where(eq(contentTrainingPrograms.id, populated.programId)),
        ),
      RUNS,
    );
    const rows: { who: string; case: string; matches: number; timing: Timing }[] = [];
    for (const { who, ctx, tx } of readers) {
      const detail = await measure(
        () => db.transaction(tx, (t) => getContent(t, ctx, programKind, populated.programId)),
        RUNS,
      );
      rows.push({ who, case: 'one program by id (detail)', matches: 1, timing: detail });
      for (const c of CASES) {
        const list = (skipCount: number) =>
          db.transaction(tx, (t) =>
            listContent(t, ctx, programKind, {
              skipCount,
              maxResultCount: PAGE_SIZE,
              ...(c.search ? { search: c.search } : {}),
            }),
          );
        const total = (await list(0)).totalCount;
        const page = c.page === 'last' ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : c.page;
        const timing = await measure(() => list((page - 1) * PAGE_SIZE), RUNS);
        rows.push({ who, case: `${c.name} (page ${page})`, matches: total, timing });
      }
    }
    console.log(
      `\n${engine}: primary-key lookup of one program p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`,
    );
    console.table(
      rows.map((r) => ({
        reader: r.who,
        case: r.case,
        matches: r.matches,
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
