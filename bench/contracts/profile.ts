import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { readConfig } from '../../server/platform/config';
import { rowsOf } from '../../server/platform/db/database';
import { migrate } from '../../server/platform/db/migrate';
import { openPostgres } from '../../server/platform/db/postgres';
import { createScratchPostgres } from '../../server/platform/db/testing';
import { messengerFromConfig } from '../../server/platform/messaging/messaging.plugin';
import { centreDay } from '../../server/platform/time';
import { deduct, recharge } from '../../server/modules/contracts/ledger/contract-money.service';
import { buildTree } from './setup';

// Each statement of a top-level contract movement (bench case (c)), counted and timed from the
// client (round trip included), one client at a time so that nothing waits on a lock:
// `TEST_DATABASE_URL=… npx tsx bench/contracts/profile.ts`.

const RUNS = Number(process.env['PROFILE_RUNS'] ?? 400);
const timings = new Map<string, number[]>();
let recording = false;

// Every query of the pool goes through Client.prototype.query; wrapping it times each one.
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const whole = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ');
  // Statements that begin alike (the selects of all columns) differ at their end.
  const text = whole.length > 110 ? `${whole.slice(0, 60)} … ${whole.slice(-45)}` : whole;
  const t0 = performance.now();
  const result = original.apply(this, args) as Promise<unknown> | undefined;
  // The pool's own calls pass a callback and get no promise: those are not the movement's.
  if (!result) return result;
  return result.then((r) => {
    if (recording) timings.set(text, [...(timings.get(text) ?? []), performance.now() - t0]);
    return r;
  });
} as typeof pg.Client.prototype.query;

/**
 * CPU seconds the database's server processes for `url`'s database have used, from /proc (the
 * server runs on this machine): what the movements cost the database, whatever else loads it.
 */
const serverCpu = async (url: string): Promise<number | undefined> => {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    try {
      return rows.reduce((sum, { pid }) => {
        // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return sum + (Number(fields[11]) + Number(fields[12])) / 100;
      }, 0);
    } catch {
      return undefined; // A server on another machine: its processes are not in this /proc.
    }
  } finally {
    await client.end();
  }
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const main = async () => {
  const serverUrl = process.env['TEST_DATABASE_URL']!;
  const scratch = await createScratchPostgres(serverUrl, 'atrium_profile');
  const db = await openPostgres(scratch.url, 2);
  const config = readConfig({ ...process.env, DATABASE_URL: scratch.url });
  const messenger = messengerFromConfig(config);
  try {
    await migrate(scratch.db);
    const tree = await buildTree(db, 1, { today: centreDay(config.timeZone), messenger });
    const mover = { userId: tree.userId, today: tree.today, messenger };
    const top = tree.tops[0]!;
    const move = (i: number) =>
      db.transaction({ tenantId: top.tenantId, userId: tree.userId }, (tx) =>
        (i % 2 === 0 ? recharge : deduct)(tx, mover, top.contractId, { amountFen: 100, freeTimes: 0, remark: '' }),
      );
    for (let i = 0; i < 50; i++) await move(i);
    const cpu0 = await serverCpu(scratch.url);
    recording = true;
    const t0 = performance.now();
    for (let i = 0; i < RUNS; i++) await move(i);
    const total = performance.now() - t0;
    recording = false;
    const cpu1 = await serverCpu(scratch.url);
    console.log(`${RUNS} movements one after another: ${(total / RUNS).toFixed(2)} ms each`);
    if (cpu0 !== undefined && cpu1 !== undefined)
      console.log(`database server CPU: ${(((cpu1 - cpu0) * 1000) / RUNS).toFixed(3)} ms per movement (10 ms ticks)`);
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
