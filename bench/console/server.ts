import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The production build and the real server on the embedded default (PGlite in a fresh DATA_DIR),
// as `npm start` runs them: one process, the console served by the gateway.

const root = new URL('../..', import.meta.url).pathname;

/** BENCH_UI_DIR when given (an existing build), else a fresh `vite build` into a temporary folder. */
export const productionBuild = (): { uiDir: string; cleanup(): void } => {
  const given = process.env['BENCH_UI_DIR'];
  if (given) {
    if (!existsSync(join(given, 'index.html'))) throw new Error(`BENCH_UI_DIR=${given} has no index.html`);
    return { uiDir: resolve(given), cleanup: () => undefined };
  }
  const uiDir = mkdtempSync(join(tmpdir(), 'atrium-bench-ui-'));
  const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', uiDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('vite build failed');
  return { uiDir, cleanup: () => rmSync(uiDir, { recursive: true, force: true }) };
};

export type RunningServer = { url: string; stop(): Promise<void> };

export const startServer = async (uiDir: string): Promise<RunningServer> => {
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-console-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      UI_DIR: uiDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('Atrium exited before it was healthy');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('Atrium was not healthy within 3 minutes');
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((done) => setTimeout(done, 100));
  }
};
