import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { CpuUsage, Lag, PacedResult, Setup } from './music/control';
import { createPlayers } from './music/listeners';
import { startServerProcess } from './music/process';
import { closeClients, openClient, type Client, type Target } from './realtime/clients';
import type { StoredEvent } from './realtime/control';
import { latencies } from './realtime/timing';
import { expectedFor, percentile, tally, type Tally } from './realtime/verify';

// Music listening under a paced load (issue 21 "Measure"): BENCH_LISTENERS children each with a
// play session open, each saving progress every BENCH_INTERVAL_MS from a random phase, as the
// player does (PUT progressAudioTrack with playSessionId); the progress call's p50/p95/p99 against
// a bare update of the same row in a request-shaped transaction at the same pace; the workbench's
// heartbeat delivery (ListeningProgress on the graphql-ws `events` subscription the console's
// workbench follows) against a bare `ws` broadcast of the same outbox events; and the server's CPU
// time per 1,000 progress calls. docs/performance.md "Music listening" explains the method.
//
// BENCH_LISTENERS     listeners (default 2000)
// BENCH_INTERVAL_MS   progress interval (default 15000, spec 001 §9)
// BENCH_SECONDS       length of each paced phase (default 60)
// BENCH_CONNECTIONS   keep-alive sockets the players share (default 64)
// BENCH_WORKBENCHES   workbench subscribers, and as many bare ws sockets (default 1)
// BENCH_DATABASE_URL  PostgreSQL server (TEST_DATABASE_URL too; a database is created and dropped
//                     there); PGlite without either
// BENCH_CPU_PROF      a directory for the server's CPU profile

const LISTENERS = Number(process.env['BENCH_LISTENERS'] ?? 2000);
const INTERVAL_MS = Number(process.env['BENCH_INTERVAL_MS'] ?? 15_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 64);
const WORKBENCHES = Number(process.env['BENCH_WORKBENCHES'] ?? 1);
const POSTGRES = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
const PORT = 18_900 + Math.floor(Math.random() * 200);
// How long deliveries may trail the last progress call before the missing ones count as lost.
const DRAIN_MS = 60_000;

// The bench's own event loop in the progress phase: when it lags, calls and arrivals are timed late.
const clientLoop = monitorEventLoopDelay({ resolution: 5 });

const until = async (done: () => boolean, ms: number, everyMs = 50) => {
  const end = performance.now() + ms;
  while (!done() && performance.now() < end) await new Promise((r) => setTimeout(r, everyMs));
  return done();
};

type CallRow = { name: string; result: PacedResult; cpuMsPerThousand: number; lag: Lag };
type DeliveryRow = { name: string; sorted: Float64Array; tally: Tally };

const at = (sorted: ArrayLike<number>, p: number) => percentile(Float64Array.from(sorted), p);
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

const print = (
  setup: Setup,
  calls: readonly CallRow[],
  deliveries: readonly DeliveryRow[],
  announced: number,
  load: { before: number[]; after: number[] },
) => {
  const loadText = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
  console.log(
    `\nmusic listening on ${setup.engine}, ${cpus().length} cores: ${setup.listeners.length} listeners, progress every ${INTERVAL_MS} ms, ${SECONDS} s per phase, ${CONNECTIONS} keep-alive sockets, ${WORKBENCHES} workbench(es); load average ${loadText(load.before)} before, ${loadText(load.after)} after`,
  );
  const [progress, bare] = calls;
  console.log(
    '| call | calls | errors | calls/s | p50 ms | p95 ms | p99 ms | p99 × bare | over 1 s | server CPU ms / 1k calls | server loop lag p99 / max ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of calls) {
    const p99 = at(row.result.sorted, 99);
    console.log(
      `| ${row.name} | ${row.result.calls} | ${row.result.errors} | ${(row.result.calls / row.result.seconds).toFixed(1)} | ${ms(
        at(row.result.sorted, 50),
      )} | ${ms(at(row.result.sorted, 95))} | ${ms(p99)} | ${bare ? (p99 / at(bare.result.sorted, 99)).toFixed(2) : '–'} | ${row.result.sorted.filter((v) => v > 1000).length} | ${row.cpuMsPerThousand.toFixed(0)} | ${row.lag.p99.toFixed(0)} / ${row.lag.max.toFixed(0)} |`,
    );
  }
  console.log(
    `\nheartbeat delivery, ListeningProgress only, from just before its progress call to its arrival; the server announced ${announced} of ${progress?.result.calls ?? 0} progress calls (at most one per play session per interval)`,
  );
  console.log(
    '| path | deliveries | p50 ms | p95 ms | p99 ms | p99 × bare | lost | duplicated | unexpected | out of order |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const bareDelivery = deliveries.find((row) => row.name.startsWith('bare'));
  for (const row of deliveries) {
    const p99 = percentile(row.sorted, 99);
    const t = row.tally;
    console.log(
      `| ${row.name} | ${row.sorted.length} | ${ms(percentile(row.sorted, 50))} | ${ms(percentile(row.sorted, 95))} | ${ms(p99)} | ${
        bareDelivery ? (p99 / percentile(bareDelivery.sorted, 99)).toFixed(2) : '–'
      } | ${t.lost} | ${t.duplicated} | ${t.unexpected} | ${t.unordered} |`,
    );
  }
};

export const run = async () => {
  const loadBefore = loadavg();
  const server = await startServerProcess(PORT, POSTGRES);
  const log = (text: string) => console.error(`  music: ${text}`);
  let clients: { target: Target; client: Client }[] = [];
  try {
    const setup = await server.call<Setup>({ op: 'setup', listeners: LISTENERS });
    log(`${setup.listeners.length} listeners created`);
    const players = createPlayers(setup, CONNECTIONS);
    try {
      const playing = await players.start(Math.min(CONNECTIONS, 16));
      log('play sessions open');
      /** The server's CPU time for the work, and its event-loop delay meanwhile. */
      const cpuSpent = async <T>(work: () => Promise<T>) => {
        await server.call<Lag>({ op: 'lag' });
        const before = await server.call<CpuUsage>({ op: 'cpu' });
        const result = await work();
        const after = await server.call<CpuUsage>({ op: 'cpu' });
        return { result, ms: after.ms - before.ms, lag: await server.call<Lag>({ op: 'lag' }) };
      };

      // The workbench and the baseline's sockets, subscribed from the newest event on.
      const from = await server.call<number>({ op: 'lastId' });
      const endpoint = { port: setup.port, tenantId: setup.sunriseId };
      for (const target of ['graphql-ws', 'bare'] as const) {
        for (let i = 0; i < WORKBENCHES; i++)
          clients.push({ target, client: await openClient(target, endpoint, setup.admin, from) });
      }
      // graphql-ws does not acknowledge a subscribe, and the feed may still be delivering the
      // starts' ListeningStarted (older than `from`: the bare socket gets them, being live): wait
      // until nothing has arrived for 3 s, then count from a clean slate.
      let heard = -1;
      const total = () => clients.reduce((sum, c) => sum + c.client.ids.length, 0);
      await until(
        () => {
          const quiet = heard === total();
          heard = total();
          return quiet;
        },
        DRAIN_MS,
        3_000,
      );
      for (const { client } of clients) client.ids.length = client.at.length = 0;

      clientLoop.enable();
      const progress = await cpuSpent(() => players.progress(playing, INTERVAL_MS, SECONDS));
      clientLoop.disable();
      log(
        `bench loop lag in the progress phase: p99 ${(clientLoop.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientLoop.max / 1e6).toFixed(0)} ms`,
      );
      log('progress calls done');

      // The baseline after it (its updates would move the rows' progress the calls report), alone on
      // the server: the same listeners' rows at the same pace, bare updates, no HTTP.
      const bare = await cpuSpent(() =>
        server.call<PacedResult>({
          op: 'bareUpdates',
          subjectIds: playing.map((p) => p.subjectId),
          intervalMs: INTERVAL_MS,
          seconds: SECONDS,
        }),
      );
      log('bare updates done');

      const events = await server.call<StoredEvent[]>({ op: 'events', after: from });
      const wanted = (target: Target) => expectedFor(target, setup.admin, setup.sunriseId, events).length;
      await until(() => clients.every(({ target, client }) => client.ids.length >= wanted(target)), DRAIN_MS);
      const heartbeats = events.filter((e) => e.type === 'ListeningProgress');
      const of = (target: Target) => clients.filter((c) => c.target === target).map((c) => c.client);

      print(
        setup,
        [
          {
            name: 'progress call (PUT progressAudioTrack, HTTP)',
            result: progress.result,
            cpuMsPerThousand: (progress.ms / Math.max(1, progress.result.calls)) * 1000,
            lag: progress.lag,
          },
          {
            name: 'bare update in a request transaction (baseline)',
            result: bare.result,
            cpuMsPerThousand: (bare.ms / Math.max(1, bare.result.calls)) * 1000,
            lag: bare.lag,
          },
        ],
        (['graphql-ws', 'bare'] as const).map((target) => ({
          name: target === 'bare' ? 'bare ws broadcast (baseline)' : 'workbench, graphql-ws events',
          sorted: latencies(of(target), heartbeats, players.started),
          tally: tally(target, of(target), setup.sunriseId, events),
        })),
        heartbeats.length,
        { before: loadBefore, after: loadavg() },
      );
    } finally {
      await players.close();
    }
  } finally {
    await closeClients(clients.map((c) => c.client));
    clients = [];
    await server.stop();
  }
};
