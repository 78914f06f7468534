import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openPglite } from '../../server/platform/db/pglite';
import { subjects } from '../../server/platform/db/schema/index';
import { atriumEnv, waitForHealthy } from '../support/atrium-process';

// The one-process start on PGlite: healthy once migrated and seeded, a clean stop on SIGTERM,
// and a second start on the same DATA_DIR that finds everything as it was.
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-restart-'));
const port = 19_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

const start = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
    env: atriumEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
};

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe('one process on PGlite', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, stops cleanly on SIGTERM and starts again with its data', { timeout: 120_000 }, async () => {
    const first = start();
    expect(await (await waitForHealthy(first.child, port, { context: first.output })).json()).toEqual({ status: 'ok' });
    const jwks = await (await fetch(`${base}/oidc/jwks`)).json();
    expect(first.output()).toContain('Seeded the demo data');
    expect(first.output()).toContain('centeradmin');
    expect(await stop(first.child)).toBe(0);

    const second = start();
    expect(await (await waitForHealthy(second.child, port, { context: second.output })).json()).toEqual({
      status: 'ok',
    });
    // Same signing keys: tokens issued before the restart still verify.
    expect(await (await fetch(`${base}/oidc/jwks`)).json()).toEqual(jwks);
    expect(second.output()).not.toContain('Seeded the demo data');
    expect(await stop(second.child)).toBe(0);

    const db = await openPglite(join(dataDir, 'pgdata'));
    try {
      const [row] = await db.privileged((tx) => tx.select({ value: count() }).from(subjects));
      expect(row?.value).toBe(310);
    } finally {
      await db.close();
    }
  });
});
