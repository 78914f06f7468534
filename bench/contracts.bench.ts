import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/platform/config';
import type { Database } from '../server/platform/db/database';
import { migrate } from '../server/platform/db/migrate';
import { alterForExperiment } from './contracts/experiment';
import { openPostgres } from '../server/platform/db/postgres';
import { createScratchPostgres } from '../server/platform/db/testing';
import type { Messenger } from '../server/platform/messaging/messenger';
import { messengerFromConfig } from '../server/platform/messaging/messaging.plugin';
import { appendEvent, type NewDomainEvent } from '../server/platform/outbox';
import { centreDay } from '../server/platform/time';
import { deduct, recharge } from '../server/modules/contracts/ledger/contract-money.service';
import { load, type Throughput } from './contracts/load';
import { clientCpu, serverCpu, serverCpuSpent } from './contracts/cpu';
import { appendUnordered, bump, buildTree, verifyLedger, type BenchTree } from './contracts/setup';

// Issue #6 "Measure": recharge and deduction throughput and latency with CLIENTS concurrent
// clients on PostgreSQL, each operation one transaction as the application role through the
// ledger functions, against a bare one-row `update … set n = n + 1` transaction of the same
// shape, the same clients and the same run. PGlite has one connection: nothing runs at once there.

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
// The cases take turns, ROUNDS times, and each reports its median round: on a shared machine the
// load drifts during a run, and a case measured all at once would carry whatever load it met.
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
// A regular expression: only the cases whose names it matches run (a quick before/after pair).
const ONLY = process.env['BENCH_CASES'] ? new RegExp(process.env['BENCH_CASES']) : undefined;
const AMOUNT = { amountFen: 100, freeTimes: 0, remark: '' };

type Case = { name: string; op: (client: number, i: number) => Promise<unknown> };

const EVENT_APPEND = 'bare update per client + one outbox event';
const NO_ORDERING = 'bare update per client + the same event row, no ordering (no lock, no tx_id)';
const INDEPENDENT_MOVEMENTS = '(c) a top-level contract per client';
// The lock the outbox took before events were ordered by transaction ('ATEV').
const FORMER_OUTBOX_LOCK = 0x41_54_45_56;
// A fact no reader knows, outside the catalogue on purpose: only the writing is measured.
const TICK = { type: 'BenchTick', version: 1, payload: {} };

const cases = (db: Database, tree: BenchTree, messenger: Messenger): Case[] => {
  const mover = { userId: tree.userId, today: tree.today, messenger };
  const as = (tenantId: string) => ({ tenantId, userId: tree.userId });
  // Recharge then deduct, so that every balance ends where it began and never runs out.
  const move = (tenantId: string, contractId: string, i: number) =>
    db.transaction(as(tenantId), (tx) => (i % 2 === 0 ? recharge : deduct)(tx, mover, contractId, AMOUNT));
  const parent = tree.parent.tenantId;
  const tick = { ...TICK, tenantId: parent } as unknown as NewDomainEvent;
  return [
    { name: 'baseline: bare update, one row', op: () => db.transaction(as(parent), (tx) => tx.execute(bump(0))) },
    {
      name: 'bare update, a row per client',
      op: (c) => db.transaction(as(parent), (tx) => tx.execute(bump(c + 1))),
    },
    {
      // The event append as the outbox does it now (server/platform/outbox.ts): no lock; readers
      // order by the writing transaction's id, which the row takes by default.
      name: EVENT_APPEND,
      op: (c) =>
        db.transaction(as(parent), async (tx) => {
          await tx.execute(bump(c + 1));
          await appendEvent(tx, tick);
        }),
    },
    {
      // Before (issue 16 item 1): the advisory lock every event-writing transaction queued on.
      name: 'bare update per client + one outbox event, with the former outbox lock',
      op: (c) =>
        db.transaction(as(parent), async (tx) => {
          await tx.execute(bump(c + 1));
          await tx.execute(sql`select pg_advisory_xact_lock(${FORMER_OUTBOX_LOCK})`);
          await appendEvent(tx, tick);
        }),
    },
    {
      // The same event row, id and NOTIFY without any ordering: no lock, no tx_id, no index on it.
      // The statement has appendEvent's shape (server/platform/outbox.ts: one statement draws the
      // id, inserts and notifies), so that the two differ only by tx_id and its index.
      name: NO_ORDERING,
      op: (c) =>
        db.transaction(as(parent), async (tx) => {
          await tx.execute(bump(c + 1));
          await appendUnordered(tx, parent);
        }),
    },
    {
      name: '(a) one contract (and its parent)',
      op: (_c, i) => move(parent, tree.siblings[0]!.contractId, i),
    },
    {
      name: '(b) a sibling contract per client, one parent',
      op: (c, i) => move(parent, tree.siblings[c]!.contractId, i),
    },
    {
      name: INDEPENDENT_MOVEMENTS,
      op: (c, i) => move(tree.tops[c]!.tenantId, tree.tops[c]!.contractId, i),
    },
    {
      // Before, for the movements: the former lock taken first, held to the commit. An upper bound
      // of what it cost them (the outbox took it at the event, after the movement's row locks).
      name: '(c) a top-level contract per client, with the former outbox lock',
      op: (c, i) =>
        db.transaction(as(tree.tops[c]!.tenantId), async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${FORMER_OUTBOX_LOCK})`);
          return (i % 2 === 0 ? recharge : deduct)(tx, mover, tree.tops[c]!.contractId, AMOUNT);
        }),
    },
  ];
};

/** A round and the CPU each operation cost, in ms: the database's backends and this process (the clients). */
type Measured = Throughput & { serverMs: number; clientMs: number };

const median = (rounds: readonly Measured[]): Measured =>
  [...rounds].sort((a, b) => a.opsPerSecond - b.opsPerSecond)[Math.floor(rounds.length / 2)]!;

export const run = async () => {
  const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    console.log('contracts: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const scratch = await createScratchPostgres(serverUrl, 'atrium_bench');
  // One connection per client: a client never waits for the pool, only for the database.
  const db = await openPostgres(scratch.url, CLIENTS);
  // The messenger and the centres' day as the composition root (server/app.ts) builds them.
  const config = readConfig({ ...process.env, DATABASE_URL: scratch.url });
  const messenger = messengerFromConfig(config);
  try {
    await migrate(scratch.db);
    await alterForExperiment(scratch.db);
    const tree = await buildTree(db, CLIENTS, { today: centreDay(config.timeZone), messenger });
    const loadBefore = loadavg()[0]!.toFixed(2);
    const all = cases(db, tree, messenger).filter((c) => !ONLY || ONLY.test(c.name));
    const rounds: Measured[][] = all.map(() => []);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, c] of all.entries()) {
        const [server0, client0] = [await serverCpu(scratch.url), clientCpu()];
        const result = await load(CLIENTS, c.op, SECONDS * 1000);
        const [server1, client1] = [await serverCpu(scratch.url), clientCpu()];
        const perOp = (seconds: number) => (seconds * 1000) / result.completed;
        rounds[i]!.push({
          ...result,
          serverMs: perOp(serverCpuSpent(server0, server1)),
          clientMs: perOp(client1 - client0),
        });
        console.log(`  round ${round + 1}, ${c.name}: ${result.opsPerSecond.toFixed(0)} ops/s`);
      }
    await verifyLedger(db);
    const results = all.map((c, i) => ({ name: c.name, result: median(rounds[i]!) }));
    // The first case run: the bare one-row update unless BENCH_CASES left it out.
    const [baseline] = results;
    const loadAfter = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nevery balance equals its ledger after the run\npostgres, ${CLIENTS} clients, median of ${ROUNDS} rounds of ${SECONDS} s per case; load average ${loadBefore} before, ${loadAfter} after (1, 5, 15 min)`,
    );
    console.table(
      results.map(({ name, result: r }) => ({
        case: name,
        'ops/s': Math.round(r.opsPerSecond),
        'p50 ms': Number(r.p50.toFixed(2)),
        'p99 ms': Number(r.p99.toFixed(2)),
        'ops/s ÷ baseline': Number((r.opsPerSecond / baseline!.result.opsPerSecond).toFixed(2)),
        'p99 ÷ baseline': Number((r.p99 / baseline!.result.p99).toFixed(1)),
        errors: r.errors,
        'db CPU ms/op': Number(r.serverMs.toFixed(3)),
        'client CPU ms/op': Number(r.clientMs.toFixed(3)),
      })),
    );
    // Issue 16 item 1's targets, as ratios within this run.
    const ops = (name: string) => results.find((r) => r.name === name)?.result.opsPerSecond ?? Number.NaN;
    const ratio = (a: string, b: string) => ops(a) / ops(b);
    console.table(
      [
        { target: 'event-writing updates ÷ no ordering', ratio: ratio(EVENT_APPEND, NO_ORDERING), needed: 0.9 },
        {
          target: 'independent movements ÷ no ordering',
          ratio: ratio(INDEPENDENT_MOVEMENTS, NO_ORDERING),
          needed: 0.8,
        },
      ].map((t) => ({ ...t, ratio: Number(t.ratio.toFixed(2)), met: t.ratio >= t.needed })),
    );
  } finally {
    await messenger.close();
    await db.close();
    await scratch.dispose();
  }
};
