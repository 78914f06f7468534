import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { oidcBrowser } from '../server/platform/oidc/oidc.testing';
import { DEMO_PASSWORD } from '../server/seed/demo.seed';
import { atriumEnv, waitForHealthy } from '../tests/support/atrium-process';

// Issue 16 item 3, on PGlite (the embedded default), each against its target:
// - a fresh clone's `npm start` to a healthy /healthz: a clone of HEAD with no dist/ and no build/
//   (node_modules linked in entry by entry, without its caches: "after npm ci"), an empty DATA_DIR; it bundles the server, builds the
//   console and migrates and seeds the database;
// - a warm restart: the same clone and DATA_DIR again, nothing changed;
// - resident memory of that server after a load (a demo user signs in, then REST and GraphQL
//   subject lists and /healthz at 20 connections).
// In the same run, as before issue 16: `vite build` then `tsx start.ts` (what npm start did).
// Starts run `node --enable-source-maps scripts/start.ts`, what `npm start` runs, without npm's
// own ~0.3 s in front (npm does not pass SIGTERM on to the server it started).

const WARM_RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const LOAD_REQUESTS = Number(process.env['BENCH_LOAD_REQUESTS'] ?? 3000);
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const TARGETS = { freshMs: 15_000, warmMs: 3_000, rssBytes: 1024 ** 3 };
const repo = new URL('..', import.meta.url).pathname;
const port = 18_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', (code, signal) => (code === 0 || signal ? resolve() : reject(new Error(`exit ${code}`))));
  });

const freshClone = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-clone-'));
  execFileSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', repo, dir]);
  // What npm ci installs, linked entry by entry, without the checkout's caches (node_modules/.vite
  // holds Vite's and the brotli precompression's): a fresh clone after npm ci has none.
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(repo, 'node_modules')).filter((name) => name !== '.vite' && name !== '.cache'))
    symlinkSync(join(repo, 'node_modules', entry), join(dir, 'node_modules', entry));
  return dir;
};

/**
 * CPU time the process (and the children it waited for: vite build) used so far. Less sensitive
 * than wall time to other work on a loaded machine, where a start mostly waits for a core.
 */
const cpuMsOf = (pid: number) => {
  // Fields after the command name (which may hold spaces): utime stime cutime cstime are 14–17.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return (ticks * 1000) / CLOCK_TICKS;
};

/** Starts `args` in `cwd` and resolves once /healthz answers, with the ms it took and the process. */
const startToHealthy = async (cwd: string, args: string[], dataDir: string) => {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    // The load below is one sign-in's 1,000 GraphQL requests in a few seconds: the per-caller
    // rate limit would refuse them and measure itself, not the memory.
    env: { ...atriumEnv(port, dataDir), GRAPHQL_RATE_LIMIT: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Polled often: the figure is the time to the first healthy answer. A fresh clone builds the
  // console and bundles the server first, so it is given longer than a test's start.
  await waitForHealthy(child, port, { intervalMs: 20, timeoutMs: 600_000 });
  return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid!), child };
};

const stop = async (child: ChildProcess) => {
  const exited = exitOf(child);
  child.kill('SIGTERM');
  await exited;
};

const timeToHealthy = async (cwd: string, args: string[], dataDir: string) => {
  const { ms, cpuMs, child } = await startToHealthy(cwd, args, dataDir);
  await stop(child);
  return { ms, cpuMs };
};

const residentBytes = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
};

/** A signed-in coach's subject list over REST and GraphQL, and /healthz, at 20 connections. */
const load = async () => {
  const { tokens } = await oidcBrowser(base).signIn({ login: 'coach', password: DEMO_PASSWORD });
  const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
  const requests = [
    () =>
      fetch(`${base}/api/business/subject/getList`, {
        method: 'POST',
        headers,
        body: '{"skipCount":0,"maxResultCount":20}',
      }),
    () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: '{ subjects(skipCount: 0, maxResultCount: 20) { totalCount items { id name } } }',
        }),
      }),
    () => fetch(`${base}/healthz`),
  ];
  let next = 0;
  const worker = async () => {
    while (next < LOAD_REQUESTS) {
      const response = await requests[next++ % requests.length]!();
      if (!response.ok) throw new Error(`load: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const MiB = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

export const run = async () => {
  const clone = freshClone();
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
  const npmStart = ['--enable-source-maps', 'scripts/start.ts'];
  try {
    const fresh = await timeToHealthy(clone, npmStart, dataDir);
    const warm: { ms: number; cpuMs: number }[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeToHealthy(clone, npmStart, dataDir));
    const warmMs = median(warm.map((run) => run.ms));
    const warmCpuMs = median(warm.map((run) => run.cpuMs));

    const { child } = await startToHealthy(clone, npmStart, dataDir);
    const idle = residentBytes(child.pid!);
    await load();
    const loaded = residentBytes(child.pid!);
    await stop(child);

    // Before: npm start was `npm run build && tsx start.ts` (vite build on every start).
    const viteStarted = performance.now();
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { cwd: clone });
    const viteMs = performance.now() - viteStarted;
    const tsx = ['--import', 'tsx', 'start.ts'];
    const tsxWarm = await timeToHealthy(clone, tsx, dataDir);
    const before = await startToHealthy(clone, tsx, dataDir);
    await load();
    const beforeLoaded = residentBytes(before.child.pid!);
    await stop(before.child);
    const emptyDataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
    const tsxCold = await timeToHealthy(clone, tsx, emptyDataDir).finally(() =>
      rmSync(emptyDataDir, { recursive: true, force: true }),
    );

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const times = (before: number, after: number) => `×${(before / after).toFixed(1)}`;
    const rows: [string, string, string, string][] = [
      [
        'fresh clone: npm start to healthy (no dist/, no build/, empty DATA_DIR)',
        ms(fresh.ms),
        '≤ 15000 ms',
        fresh.ms <= TARGETS.freshMs ? 'met' : 'missed',
      ],
      [
        `warm restart: npm start to healthy (median of ${WARM_RUNS})`,
        ms(warmMs),
        '≤ 3000 ms',
        warmMs <= TARGETS.warmMs ? 'met' : 'missed',
      ],
      [
        `RSS after the load (${LOAD_REQUESTS} requests)`,
        MiB(loaded.rss),
        '< 1024 MiB',
        loaded.rss < TARGETS.rssBytes ? 'met' : 'missed',
      ],
      ['RSS peak over the start and the load (VmHWM)', MiB(loaded.peak), '', ''],
      ['RSS once healthy, before the load', MiB(idle.rss), '', ''],
      ['CPU to healthy: fresh clone (incl. vite build)', ms(fresh.cpuMs), '', ''],
      ['CPU to healthy: warm restart', ms(warmCpuMs), '', ''],
      [
        'before: fresh clone (vite build + tsx start.ts, empty DATA_DIR)',
        ms(viteMs + tsxCold.ms),
        '',
        `${times(viteMs + tsxCold.ms, fresh.ms)} the fresh clone`,
      ],
      [
        'before: warm restart (vite build + tsx start.ts)',
        ms(viteMs + tsxWarm.ms),
        '',
        `${times(viteMs + tsxWarm.ms, warmMs)} the warm restart`,
      ],
      [
        'before: tsx start.ts alone to healthy (warm DATA_DIR)',
        ms(tsxWarm.ms),
        '',
        `${times(tsxWarm.ms, warmMs)} the warm restart`,
      ],
      [
        'before: CPU to healthy, tsx start.ts alone (warm)',
        ms(tsxWarm.cpuMs),
        '',
        `${times(tsxWarm.cpuMs, warmCpuMs)} the warm restart`,
      ],
      ['before: RSS after the load, tsx start.ts', MiB(beforeLoaded.rss), '', `peak ${MiB(beforeLoaded.peak)}`],
    ];
    console.log('\nstartup (PGlite)');
    console.log('| measurement | value | target | |\n| --- | ---: | ---: | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clone, { recursive: true, force: true });
  }
};
