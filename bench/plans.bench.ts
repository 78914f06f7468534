import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../server/platform/db/database';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/postgres';
import { createScratchPostgres } from '../server/platform/db/testing';
import { userOfflinePlans } from '../server/platform/db/schema/index';
import { submitFeedback } from '../server/modules/offline-plans/offline-plan-items.service';
import { getPlan, listPlansOfSubject } from '../server/modules/offline-plans/offline-plan-read.service';
import {
  activateNext,
  arrangePlan,
  finishCurrentSession,
  startPlan,
} from '../server/modules/offline-plans/offline-plan.service';
import { findItems } from '../server/modules/offline-plans/offline-plans.repository';
import { load, type Throughput } from './contracts/load';
import { createMessenger } from '../server/platform/messaging/messenger';
import { buildPlansBench, populatePlans, type PlansBench } from './plans/setup';
import { measure } from './subjects/measure';

// Issue 19 "Measure", on PostgreSQL: finishing a session (every item's feedback, the session
// finished, one session of the child's quota used, the next activated, with their events), one
// transaction as the application role through the services a request calls, with CLIENTS clients
// on different children and on one plan, against a bare one-row update of the same shape; then
// the plan page's reads (the child's plan list and one plan with its items, forms and answers) at
// a centre with 10,000 plans, p95 against a primary-key lookup in the same run.
//   TEST_DATABASE_URL=… npx tsx bench/run.ts plans

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const PLANS = Number(process.env['BENCH_PLANS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 60);
/** Children (plans of 200 sessions) per client: enough sessions for every round. */
const PLANS_PER_CLIENT = 6;
const TODAY = '2026-06-01';

// No contract prices the bench's template: the finish does not charge (bench/contracts measures the ledger).
const messenger = createMessenger();

/** Answers the plan's current session, finishes it and activates the next: one delivered session. */
const deliver = async (tx: Tx, bench: PlansBench, planId: string) => {
  // Locked first, as a page that read the plan and then acted would be by its first step: the
  // clients of one plan take turns instead of finishing a session one of them already finished.
  const [plan] = await tx.select().from(userOfflinePlans).where(eq(userOfflinePlans.id, planId)).for('update');
  const items = await findItems(tx, planId, plan!.num);
  for (const { item } of items)
    if (item.hasDone === null)
      await submitFeedback(
        tx,
        bench.ctx,
        {
          userOfflineTrainingPlanId: planId,
          num: item.num,
          planItemId: item.id,
          feedbacks: [{ programFeedbackPropertyId: bench.focus.get(item.programId)!, value: 'steady' }],
        },
        'en-US',
      );
  const done = await finishCurrentSession(tx, bench.ctx, { id: planId, num: plan!.num }, TODAY, messenger);
  if (!done.lastSession) await activateNext(tx, bench.ctx, planId);
};

const median = (rounds: readonly Throughput[]): Throughput =>
  [...rounds].sort((a, b) => a.opsPerSecond - b.opsPerSecond)[Math.floor(rounds.length / 2)]!;

export const run = async () => {
  const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    console.log('plans: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const scratch = await createScratchPostgres(serverUrl, 'atrium_bench');
  const db: Database = await openPostgres(scratch.url, CLIENTS);
  try {
    await migrate(scratch.db);
    const bench = await buildPlansBench(db, CLIENTS * PLANS_PER_CLIENT + ROUNDS);
    const as = { tenantId: bench.tenantId, userId: bench.userId };
    const plans: string[] = [];
    for (const subjectId of bench.children) {
      const plan = await db.transaction(as, (tx) =>
        arrangePlan(tx, bench.ctx, { subjectId, templateId: bench.templateId, ilsVersion: 'V3' }),
      );
      await db.transaction(as, (tx) => startPlan(tx, bench.ctx, plan.id));
      plans.push(plan.id);
    }
    // One plan per round for the shared case: a plan has at most 200 sessions, and one round of
    // 16 clients taking turns on it gets through most of them (its window is shorter for that).
    const shared = plans.slice(-ROUNDS);
    let round = 0;
    // Each client moves through its own children's plans, one session at a time.
    const own = (client: number, i: number) => plans[client * PLANS_PER_CLIENT + (i % PLANS_PER_CLIENT)]!;
    const cases: { name: string; seconds?: number; op: (client: number, i: number) => Promise<unknown> }[] = [
      {
        name: 'baseline: bare update, a row per client',
        op: (c: number) =>
          db.transaction(as, (tx) => tx.execute(sql`update bench_counter set n = n + 1 where id = ${c}`)),
      },
      {
        name: 'finish a session, a child per client',
        op: (c: number, i: number) => db.transaction(as, (tx) => deliver(tx, bench, own(c, i))),
      },
      {
        name: 'finish a session, every client on one plan',
        seconds: Math.min(SECONDS, 1.5),
        op: () => db.transaction(as, (tx) => deliver(tx, bench, shared[round]!)),
      },
    ];
    const loadBefore = loadavg()[0]!.toFixed(2);
    const rounds: Throughput[][] = cases.map(() => []);
    for (round = 0; round < ROUNDS; round++)
      for (const [i, c] of cases.entries()) {
        const result = await load(CLIENTS, c.op, (c.seconds ?? SECONDS) * 1000);
        rounds[i]!.push(result);
        console.log(`  round ${round + 1}, ${c.name}: ${result.opsPerSecond.toFixed(0)} ops/s`);
      }
    const results = cases.map((c, i) => ({ name: c.name, result: median(rounds[i]!) }));
    const baseline = results[0]!.result;
    console.log(
      `\npostgres, ${CLIENTS} clients, median of ${ROUNDS} rounds of ${SECONDS} s (the shared plan's 1.5 s, a fresh plan each round); load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after`,
    );
    console.table(
      results.map(({ name, result: r }) => ({
        case: name,
        'ops/s': Math.round(r.opsPerSecond),
        'p50 ms': Number(r.p50.toFixed(2)),
        'p99 ms': Number(r.p99.toFixed(2)),
        'ops/s ÷ baseline': Number((r.opsPerSecond / baseline.opsPerSecond).toFixed(2)),
        errors: r.errors,
      })),
    );

    await populatePlans(db, bench, PLANS);
    // A 12-session plan among the 10,000, as a centre's plans are (the 200-session ones above are the bench's own).
    const [typical] = await db.privileged((tx) =>
      tx
        .select({ id: userOfflinePlans.id, subjectId: userOfflinePlans.subjectId })
        .from(userOfflinePlans)
        .where(eq(userOfflinePlans.code, 'BENCH-12'))
        .limit(1),
    );
    const someone = typical!.subjectId;
    const planId = typical!.id;
    const lookup = await measure(
      () => db.transaction(as, (tx) => tx.select().from(userOfflinePlans).where(eq(userOfflinePlans.id, planId))),
      RUNS,
    );
    const reads = [
      {
        name: "the child's plan list (currentList)",
        timing: await measure(
          () =>
            db.transaction(as, (tx) =>
              listPlansOfSubject(
                tx,
                bench.ctx,
                { subjectId: someone, skipCount: 0, maxResultCount: 6 },
                'en-US',
                TODAY,
              ),
            ),
          RUNS,
        ),
      },
      {
        name: 'one plan with items, forms and answers (find)',
        timing: await measure(() => db.transaction(as, (tx) => getPlan(tx, bench.ctx, planId, 'en-US', TODAY)), RUNS),
      },
    ];
    console.log(
      `\npostgres, ${PLANS.toLocaleString('en')} plans at the centre: primary-key lookup p50 ${lookup.p50.toFixed(2)} ms, p95 ${lookup.p95.toFixed(2)} ms`,
    );
    console.table(
      reads.map((r) => ({
        read: r.name,
        'p50 ms': Number(r.timing.p50.toFixed(2)),
        'p95 ms': Number(r.timing.p95.toFixed(2)),
        'p95 ÷ lookup': Number((r.timing.p95 / lookup.p95).toFixed(1)),
      })),
    );
  } finally {
    await db.close();
    await scratch.dispose();
  }
};
