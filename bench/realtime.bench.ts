import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { closeClients, openClients, type Target } from './realtime/clients';
import { createCommitter, type Committer } from './realtime/committer';
import type { CpuUsage, Lag, Setup, StoredEvent } from './realtime/control';
import { startServerProcess, type ServerProcess } from './realtime/server-process';
import { deliveryRate, latencies } from './realtime/timing';
import { expectedFor, percentile, tally, type Tally } from './realtime/verify';

// Commit-to-client latency and delivered events per second of the live paths of issue 4:
// graphql-ws subscriptions and the SignalR hub, each beside a bare `ws` broadcast of the same
// outbox feed in the same run. docs/performance.md "Real time" explains the method.
//
// Two processes: Atrium in a child (bench/realtime/server.ts, as start.ts runs it), and here the
// committer and every client, so that the clients' work does not take the server's core.
//
// BENCH_SUBSCRIBERS  sizes to run (default 100,1000,5000)
// BENCH_PACE_MS      one commit every so many ms in the latency phase (default 500)
// BENCH_PACED        commits in the latency phase (default 30)
// BENCH_BURST        commits in the throughput phase, 4 at a time (default 100)
// (each run of commits checks half as many children in, then the same children out)
// BENCH_TARGETS      which of bare,graphql-ws,signalr (default all three); graphql-ws-shipped adds
//                    graphql-ws without the gateway's shared execution, for comparison
// BENCH_DATABASE_URL PostgreSQL server to bench on instead of PGlite (TEST_DATABASE_URL too)
// BENCH_CPU_PROF     a directory for the server's CPU profile

const numbers = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(',').map((v) => Number(v.trim()));
const SIZES = numbers('BENCH_SUBSCRIBERS', '100,1000,5000');
const PACE_MS = numbers('BENCH_PACE_MS', '500')[0]!;
const PACED = numbers('BENCH_PACED', '30')[0]!;
const BURST = numbers('BENCH_BURST', '100')[0]!;
const TARGETS = (process.env['BENCH_TARGETS'] ?? 'bare,graphql-ws,signalr').split(',') as Target[];
const PORT = 18_500 + Math.floor(Math.random() * 200);
// How long deliveries may trail the last commit before the missing ones count as lost.
const DRAIN_MS = 120_000;

// The clients' own event loop: when it lags, arrivals are stamped late (the clients are the limit).
const clientLoop = monitorEventLoopDelay({ resolution: 5 });

const until = async (done: () => boolean, ms: number) => {
  const end = performance.now() + ms;
  while (!done() && performance.now() < end) await new Promise((r) => setTimeout(r, 20));
  return done();
};

type Row = {
  target: Target;
  size: number;
  /** The commit alone: POST to its response. */
  commitP50: number;
  /** Event loop delay in the latency phase, server and clients: which side kept events waiting. */
  serverLag: Lag;
  clientLag: Lag;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  serverCpuMsPerThousand: number;
  /** From the first handshake until every client got its first event, and the server's CPU time for it per client. */
  connectSeconds: number;
  serverCpuMsPerConnection: number;
  tally: Tally;
};

const measure = async (
  server: ServerProcess,
  setup: Setup,
  committer: Committer,
  target: Target,
  size: number,
): Promise<Row> => {
  const endpoint = { port: setup.port, tenantId: setup.sunriseId };
  const from = await server.call<number>({ op: 'lastId' });
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    console.error(`  ${target} × ${size}: ${name} ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  };
  const connectCpu = await server.call<CpuUsage>({ op: 'cpu' });
  const connectStart = performance.now();
  const clients = await openClients(target, endpoint, setup.subscribers, size, from);
  phase('connected');
  const events = (after: number) => server.call<StoredEvent[]>({ op: 'events', after });
  /** Waits until every client has what it should of the events since `from`; false on time out. */
  const drained = async () => {
    const stored = await events(from);
    const wanted = new Map<string, number>();
    for (const user of setup.subscribers) {
      wanted.set(user.userId, expectedFor(target, user, setup.sunriseId, stored).length);
    }
    return until(() => clients.every((c) => c.ids.length >= (wanted.get(c.user.userId) ?? 0)), DRAIN_MS);
  };
  try {
    // Warm-up, and the proof that every client is live: all of them see a check-in and its check-out.
    await committer.paced(2, 0);
    if (!(await until(() => clients.every((c) => c.ids.length > 0), DRAIN_MS))) {
      throw new Error(
        `${target} × ${size}: ${clients.filter((c) => c.ids.length === 0).length} clients never got live`,
      );
    }
    const liveCpu = await server.call<CpuUsage>({ op: 'cpu' });
    const connectSeconds = (performance.now() - connectStart) / 1000;
    phase('live');

    // Latency: paced commits, each delivery timed from the moment its commit began.
    const pacedFrom = await server.call<number>({ op: 'lastId' });
    const firstDuration = committer.durations.length;
    await server.call<Lag>({ op: 'lag' });
    clientLoop.reset();
    await committer.paced(PACED, PACE_MS);
    const serverLag = await server.call<Lag>({ op: 'lag' });
    const clientLag = { p99: clientLoop.percentile(99) / 1e6, max: clientLoop.max / 1e6 };
    const commits = Float64Array.from(committer.durations.slice(firstDuration)).sort();
    await drained();
    const sorted = latencies(clients, await events(pacedFrom), committer.started);
    phase('latency phase');

    // Throughput: commits back to back, deliveries counted until the last one arrives.
    const burstFrom = await server.call<number>({ op: 'lastId' });
    const cpuBefore = await server.call<CpuUsage>({ op: 'cpu' });
    const burstStart = performance.now();
    await committer.burst(BURST, 4);
    await drained();
    const cpuAfter = await server.call<CpuUsage>({ op: 'cpu' });
    phase('throughput phase');
    const { delivered, perSecond } = deliveryRate(clients, burstFrom, burstStart);
    // The server's CPU time in the burst (ms, its share of commits included) per 1,000 deliveries.
    const cpuMs = cpuSpent(cpuBefore, cpuAfter);

    return {
      target,
      size,
      commitP50: percentile(commits, 50),
      serverLag,
      clientLag,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      perSecond,
      serverCpuMsPerThousand: (cpuMs / delivered) * 1000,
      connectSeconds,
      // The warm-up's two commits and their deliveries included: small beside the handshakes.
      serverCpuMsPerConnection: cpuSpent(connectCpu, liveCpu) / size,
      tally: tally(target, clients, setup.sunriseId, await events(from)),
    };
  } finally {
    await closeClients(clients);
    // Let the server notice the sockets went, so the next run starts clean.
    await new Promise((r) => setTimeout(r, 1_000));
  }
};

const cpuSpent = (before: CpuUsage, after: CpuUsage) => after.userMs + after.systemMs - before.userMs - before.systemMs;

const LABEL: Record<Target, string> = {
  bare: 'bare ws (baseline)',
  'graphql-ws': 'graphql-ws',
  signalr: 'SignalR hub',
  'graphql-ws-shipped': 'graphql-ws as shipped',
};

const print = (setup: Setup, rows: readonly Row[], load: { before: number[]; after: number[] }) => {
  const loadText = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
  console.log(
    `\nreal time on ${setup.engine}, ${cpus().length} cores: ${PACED} commits one per ${PACE_MS} ms for latency, ${BURST} back to back (4 at a time) for throughput; load average ${loadText(load.before)} before, ${loadText(load.after)} after`,
  );
  console.log(
    '| path | subscribers | commit p50 ms | p50 ms | p95 ms | p99 ms | p99 × bare | loop lag p99 server / clients ms | delivered/s | × bare | server CPU ms / 1k deliveries | connect to live s | server CPU ms / connection | deliveries | lost | duplicated | unexpected | out of order |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of rows) {
    const bare = rows.find((r) => r.target === 'bare' && r.size === row.size);
    const t = row.tally;
    console.log(
      `| ${LABEL[row.target]} | ${row.size} | ${row.commitP50.toFixed(1)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${
        bare ? (row.p99 / bare.p99).toFixed(2) : '–'
      } | ${row.serverLag.p99.toFixed(0)} / ${row.clientLag.p99.toFixed(0)} | ${Math.round(row.perSecond)} | ${bare ? (row.perSecond / bare.perSecond).toFixed(2) : '–'} | ${row.serverCpuMsPerThousand.toFixed(
        1,
      )} | ${row.connectSeconds.toFixed(1)} | ${row.serverCpuMsPerConnection.toFixed(2)} | ${t.delivered} | ${t.lost} | ${t.duplicated} | ${t.unexpected} | ${t.unordered} |`,
    );
  }
};

export const run = async () => {
  const loadBefore = loadavg();
  clientLoop.enable();
  const server = await startServerProcess(PORT);
  const rows: Row[] = [];
  let setup: Setup | undefined;
  try {
    setup = await server.call<Setup>({ op: 'setup' });
    const committer = createCommitter(setup);
    for (const size of SIZES) {
      for (const target of TARGETS) {
        rows.push(await measure(server, setup, committer, target, size));
      }
    }
  } finally {
    if (setup) print(setup, rows, { before: loadBefore, after: loadavg() });
    await server.stop();
    clientLoop.disable();
  }
  const failed = rows.filter((r) => r.tally.lost + r.tally.duplicated + r.tally.unexpected + r.tally.unordered > 0);
  if (failed.length > 0) {
    throw new Error(
      `events lost, duplicated, misdelivered or out of order in: ${failed.map((r) => `${r.target} × ${r.size}`).join(', ')}`,
    );
  }
};
