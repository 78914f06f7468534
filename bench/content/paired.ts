import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/database';
import type { RequestContext } from '../../server/platform/tenancy';
import type * as MigrateModule from '../../server/platform/db/migrate';
import type * as ServiceModule from '../../server/modules/content/content.service';
import type * as ProgramKindModule from '../../server/modules/content/programs/program.kind';
import type * as PopulateModule from './populate';
import type * as SubjectsBenchModule from '../subjects.bench';
import type * as SchemaModule from '../../server/platform/db/schema/index';

// bench/content's cases for two trees in one process, called alternately, so that both meet the
// same load (separate bench runs on a loaded two-core machine met different bursts; docs/
// performance.md "After the shaped statements and the narrow count"). Each tree opens, migrates,
// fills and settles a database of its own, as content.bench.ts does; "before" is another checkout
// (a git worktree of the commit to compare with, its node_modules linked to this one's).
//   BENCH_BEFORE=/tmp/wt-before [BENCH_ENGINE=postgres TEST_DATABASE_URL=…] [BENCH_RUNS=60] npx tsx bench/content/paired.ts

const RUNS = Number(process.env['BENCH_RUNS'] ?? 60);
const ENGINE = (process.env['BENCH_ENGINE'] ?? 'pglite') as Database['engine'];
const BEFORE = process.env['BENCH_BEFORE'];
const AFTER = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

type Run = () => Promise<unknown>;

/** The cases of the tree at `root`, on a database of its own: [name, run]. */
const casesOf = async (root: string): Promise<{ cases: [string, Run][]; dispose: () => Promise<void> }> => {
  const { migrate } = (await import(`${root}/server/platform/db/migrate.ts`)) as typeof MigrateModule;
  const service = (await import(`${root}/server/modules/content/content.service.ts`)) as typeof ServiceModule;
  const { programKind } = (await import(
    `${root}/server/modules/content/programs/program.kind.ts`
  )) as typeof ProgramKindModule;
  const { populateContent } = (await import(`${root}/bench/content/populate.ts`)) as typeof PopulateModule;
  const { openEngine } = (await import(`${root}/bench/subjects.bench.ts`)) as typeof SubjectsBenchModule;
  const { contentTrainingPrograms } = (await import(
    `${root}/server/platform/db/schema/index.ts`
  )) as typeof SchemaModule;
  const { db, dispose, settle } = await openEngine(ENGINE);
  await migrate(db);
  const p = await populateContent(db, { programs: 10_000, planItems: 100_000 });
  await settle();
  const editor: RequestContext = {
    userId: p.userId,
    tenant: null,
    adminRoles: ['editor'],
    roles: [],
    permissions: new Set(),
    features: new Set(),
  };
  const centre: RequestContext = {
    ...editor,
    tenant: { id: p.centreId, name: 'Bench Content Centre', type: 'Center' },
    adminRoles: [],
    roles: ['CenterAdmin'],
  };
  const cases: [string, Run][] = [
    [
      'primary-key lookup',
      () =>
        db.transaction({ tenantId: p.centreId, userId: p.userId }, (t) =>
          t.select().from(contentTrainingPrograms).where(eq(contentTrainingPrograms.id, p.programId)),
        ),
    ],
  ];
  // "attention" in another casing at each call (the same programmes match: the search ignores
  // case), so that no count was kept for it: what a search costs the first time, or after any
  // write to the library (content-count-cache.ts). 512 casings, more than the runs of a case.
  const casings = () => {
    let k = 0;
    return () => {
      const bits = k++;
      return [...'attention'].map((c, i) => ((bits >> i) & 1 ? c.toUpperCase() : c)).join('');
    };
  };
  const lists = [
    ['page 1', undefined, 0],
    ['middle page', undefined, 4992],
    ['search "attention" p1', 'attention', 0],
    ['search "attention" p100', 'attention', 1188],
    ['search 注意力 p1', '注意力', 0],
    ['search "attention" p1, not kept', 'casings', 0],
    ['search a code', 'P04201', 0],
    ['search, no match', 'zebra', 0],
  ] as const;
  for (const [who, ctx] of [
    ['editor', editor],
    ['centre', centre],
  ] as const) {
    const tx = { tenantId: ctx.tenant?.id ?? null, userId: p.userId };
    cases.push([
      `${who}: detail`,
      () => db.transaction(tx, (t) => service.getContent(t, ctx, programKind, p.programId)),
    ]);
    for (const [name, text, skipCount] of lists) {
      const next = text === 'casings' ? casings() : () => text;
      cases.push([
        `${who}: ${name}`,
        () => {
          const search = next();
          return db.transaction(tx, (t) =>
            service.listContent(t, ctx, programKind, { skipCount, maxResultCount: 12, ...(search ? { search } : {}) }),
          );
        },
      ]);
    }
  }
  return { cases, dispose };
};

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

if (!BEFORE) throw new Error('BENCH_BEFORE: the checkout to compare with');
const before = await casesOf(BEFORE);
const after = await casesOf(AFTER);
try {
  const times = { before: new Map<string, number[]>(), after: new Map<string, number[]>() };
  const time = async (side: 'before' | 'after', name: string, run: Run) => {
    const start = performance.now();
    await run();
    const list = times[side].get(name) ?? [];
    list.push(performance.now() - start);
    times[side].set(name, list);
  };
  for (const [i, [, run]] of before.cases.entries())
    for (let k = 0; k < 5; k++) {
      await run();
      await after.cases[i]![1]();
    }
  for (let r = 0; r < RUNS; r++)
    for (const [i, [name, run]] of before.cases.entries()) {
      // Each goes first every other round.
      const sides = [
        ['before', run],
        ['after', after.cases[i]![1]],
      ] as const;
      for (const [side, call] of r % 2 ? sides : [...sides].reverse()) await time(side, name, call);
    }
  const lookup = before.cases[0]![0];
  const baseline = {
    before: quantile(times.before.get(lookup)!, 0.95),
    after: quantile(times.after.get(lookup)!, 0.95),
  };
  console.log(`${ENGINE}: ${RUNS} runs a case; ratio = p95 / that side's lookup p95`);
  console.table(
    before.cases.map(([name]) => {
      const b = times.before.get(name)!;
      const a = times.after.get(name)!;
      return {
        case: name,
        'p50 before': Number(quantile(b, 0.5).toFixed(2)),
        'p50 after': Number(quantile(a, 0.5).toFixed(2)),
        'p95 before': Number(quantile(b, 0.95).toFixed(2)),
        'p95 after': Number(quantile(a, 0.95).toFixed(2)),
        'ratio before': Number((quantile(b, 0.95) / baseline.before).toFixed(2)),
        'ratio after': Number((quantile(a, 0.95) / baseline.after).toFixed(2)),
      };
    }),
  );
} finally {
  await before.dispose();
  await after.dispose();
}
