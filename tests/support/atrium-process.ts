import type { ChildProcess } from 'node:child_process';

// Starting Atrium itself in a child process (start.ts, the bundle, a fresh clone's npm start), for
// the integration tests and the startup bench: the environment it listens with, and waiting for it.

/** The environment for an Atrium listening on 127.0.0.1:`port` with its data in `dataDir`. */
export const atriumEnv = (port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  ...extra,
});

export type HealthyOptions = {
  /** How long a first start (migrations, the demo seed) may take: generous, machines are shared. */
  timeoutMs?: number;
  /** Between attempts; the startup bench polls often, as its figure is the time to healthy. */
  intervalMs?: number;
  /** What to add to the error when the process exits first or never gets healthy (its output). */
  context?: () => string;
};

/**
 * Resolves with the first OK answer of /healthz on 127.0.0.1:`port`; fails as soon as `child`
 * exits, or after `timeoutMs`.
 */
export const waitForHealthy = async (
  child: ChildProcess,
  port: number,
  { timeoutMs = 180_000, intervalMs = 50, context = () => '' }: HealthyOptions = {},
): Promise<Response> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Atrium exited before it was healthy\n${context()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Atrium was not healthy in ${timeoutMs / 1000} s\n${context()}`);
};
