import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { readConfig } from '../../server/platform/config';
import { rowsOf } from '../../server/platform/db/database';
import { migrate } from '../../server/platform/db/migrate';
import { alterForExperiment } from './experiment';
import { openPostgres } from '../../server/platform/db/postgres';
import { createScratchPostgres } from '../../server/platform/db/testing';
import { messengerFromConfig } from '../../server/platform/messaging/messaging.plugin';
import { centreDay } from '../../server/platform/time';
import { deduct, recharge } from '../../server/modules/contracts/ledger/contract-money.service';
import { clientCpu, serverCpu, serverCpuSpent } from './cpu';
import { appendUnordered, buildTree, bump } from './setup';

// Each statement of a top-level contract movement (bench case (c)), counted and timed from the
// client (round trip included), one client at a time so that nothing waits on a lock; and the CPU
// a movement and the bench's "update + event, no ordering" cost the database and the client:
// `TEST_DATABASE_URL=… npx tsx bench/contracts/profile.ts`.

const RUNS = Number(process.env['PROFILE_RUNS'] ?? 400);
const timings = new Map<string, number[]>();
let recording = false;

// Every query of the pool goes through Client.prototype.query; wrapping it times each one.
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const t0 = performance.now();
  const result = original.apply(this, args) as Promise<unknown> | undefined;
  // The pool's own calls pass a callback and get no promise: those are not the movement's.
  // Nothing is done when not recording, so that the CPU measured is the operations' own.
  if (!result || !recording) return result;
  const first = args[0] as string | { text: string };
  const whole = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ');
  // Statements that begin alike (the selects of all columns) differ at their end.
  const text = whole.length > 110 ? `${whole.slice(0, 60)} … ${whole.slice(-45)}` : whole;
  return result.then((r) => {
    const ts = timings.get(text) ?? [];
    ts.push(performance.now() - t0);
    timings.set(text, ts);
    return r;
  });
} as typeof pg.Client.prototype.query;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const main = async () => {
  const serverUrl = process.env['TEST_DATABASE_URL']!;
  const scratch = await createScratchPostgres(serverUrl, 'atrium_profile');
  const db = await openPostgres(scratch.url, 2);
  const config = readConfig({ ...process.env, DATABASE_URL: scratch.url });
  const messenger = messengerFromConfig(config);
  try {
    await migrate(scratch.db);
    await alterForExperiment(scratch.db);
    const tree = await buildTree(db, 1, { today: centreDay(config.timeZone), messenger });
    const mover = { userId: tree.userId, today: tree.today, messenger };
    const top = tree.tops[0]!;
    const move = (i: number) =>
      db.transaction({ tenantId: top.tenantId, userId: tree.userId }, (tx) =>
        (i % 2 === 0 ? recharge : deduct)(tx, mover, top.contractId, { amountFen: 100, freeTimes: 0, remark: '' }),
      );
    // The bench's "update + event, no ordering" case, the movement's yardstick, on the same tenant.
    const bare = () =>
      db.transaction({ tenantId: top.tenantId, userId: tree.userId }, async (tx) => {
        await tx.execute(bump(1));
        await appendUnordered(tx, top.tenantId);
      });
    for (let i = 0; i < 50; i++) await move(i);
    for (let i = 0; i < 50; i++) await bare();
    // The two take turns in blocks, so that both meet the same load on a shared machine.
    const spent = { movement: { ms: 0, server: 0, client: 0 }, bare: { ms: 0, server: 0, client: 0 } };
    const block = async (which: keyof typeof spent, run: () => Promise<void>) => {
      const [t0, server0, client0] = [performance.now(), await serverCpu(scratch.url), clientCpu()];
      await run();
      const [t1, server1, client1] = [performance.now(), await serverCpu(scratch.url), clientCpu()];
      spent[which].ms += t1 - t0;
      spent[which].server += serverCpuSpent(server0, server1);
      spent[which].client += client1 - client0;
    };
    const BLOCK = 50;
    for (let done = 0; done < RUNS; done += BLOCK) {
      await block('bare', async () => {
        for (let i = 0; i < BLOCK; i++) await bare();
      });
      await block('movement', async () => {
        for (let i = done; i < done + BLOCK; i++) await move(i);
      });
    }
    // Each statement's time is recorded in a pass of its own, so that recording costs the CPU above nothing.
    recording = true;
    for (let i = 0; i < RUNS; i++) await move(i);
    recording = false;
    const runs = Math.ceil(RUNS / BLOCK) * BLOCK;
    console.log(`${runs} of each, one after another, in turns of ${BLOCK} (CPU in 10 ms ticks):`);
    console.table(
      Object.entries(spent).map(([which, s]) => ({
        operation: which === 'bare' ? 'bare update + event, no ordering' : 'movement (recharge, deduct)',
        'ms each': Number((s.ms / runs).toFixed(3)),
        'db CPU ms': Number(((s.server * 1000) / runs).toFixed(3)),
        'client CPU ms': Number(((s.client * 1000) / runs).toFixed(3)),
      })),
    );
    console.table(
      [...timings].map(([text, ts]) => ({
        statement: text,
        'per movement': Number((ts.length / RUNS).toFixed(2)),
        'median ms': Number(median(ts).toFixed(3)),
        'ms per movement': Number((ts.reduce((a, b) => a + b, 0) / RUNS).toFixed(3)),
      })),
    );
    // Whether the session's prepared statements run a cached (generic) plan or are planned each time.
    const plans = await db.transaction({ tenantId: top.tenantId, userId: tree.userId }, async (tx) =>
      rowsOf(await tx.execute(sql`select name, generic_plans, custom_plans from pg_prepared_statements`)),
    );
    console.table(plans);
  } finally {
    await messenger.close();
    await db.close();
    await scratch.dispose();
  }
};

await main();
