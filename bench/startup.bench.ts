import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

// Cold start (empty DATA_DIR: migrations, keys, demo seed) and warm start (seeded DATA_DIR) to
// a healthy /healthz, against the time a bare `node -e ""` takes in the same run.

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const port = 18_000 + Math.floor(Math.random() * 1000);

const time = async (run: () => Promise<void>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

const exitOf = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve, reject) => {
    child.once('exit', (code, signal) => (code === 0 || signal ? resolve() : reject(new Error(`exit ${code}`))));
  });

const bareNode = async () => {
  await exitOf(spawn(process.execPath, ['-e', ''], { stdio: 'ignore' }));
};

/** Starts Atrium on dataDir, waits for /healthz, stops it with SIGTERM; returns ms to healthy. */
const startToHealthy = async (dataDir: string): Promise<number> => {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = exitOf(child);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('Atrium exited before it was healthy');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export const run = async () => {
  const baseline: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    baseline.push(await time(bareNode));
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
    try {
      cold.push(await startToHealthy(dataDir));
      warm.push(await startToHealthy(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const base = median(baseline);
  const rows = [
    ['node -e "" (baseline)', base],
    ['cold start to healthy (empty DATA_DIR)', median(cold)],
    ['warm start to healthy (seeded DATA_DIR)', median(warm)],
  ] as const;
  console.log(`\nstartup (median of ${RUNS} runs)`);
  console.log('| measurement | ms | × baseline |\n| --- | ---: | ---: |');
  for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(0)} | ${(ms / base).toFixed(1)} |`);
};
