import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../scripts/inputs-hash.ts';
import { serverBundle, serverStep } from '../../scripts/server-build.ts';
import { oidcBrowser } from '../../server/platform/oidc/oidc.testing';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';
import { atriumEnv, waitForHealthy } from '../support/atrium-process';

// What npm start and the browser tests run: the esbuild bundle in build/, with its packages partly
// inside it. Files read at run time (migrations, locales, the SDL, PGlite's WebAssembly) must still
// be found from the bundle, and the bundled packages (drizzle-orm, oidc-provider, graphql-yoga)
// must work: a first start on an empty DATA_DIR migrates and seeds, a demo user signs in through
// the provider, and REST and GraphQL answer with the seeded data.
const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bundle-'));
const uiDir = mkdtempSync(join(tmpdir(), 'atrium-bundle-ui-'));
const port = 20_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess;
let output = '';

describe('the bundled server (build/start.js)', () => {
  beforeAll(async () => {
    await buildIfChanged(serverStep(root));
    // A console of its own, so that the test does not need a Vite build.
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>bundled</title>');
    child = spawn(process.execPath, ['--enable-source-maps', serverBundle(root, 'start')], {
      env: atriumEnv(port, dataDir, { UI_DIR: uiDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealthy(child, port, { intervalMs: 100, context: () => output });
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('answers /healthz, publishes the provider and serves the console', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(base);
    expect(await (await fetch(`${base}/system/center`)).text()).toContain('<title>bundled</title>');
  });

  it('signs a demo user in, and REST and GraphQL answer with the seeded data', async () => {
    const { tokens } = await oidcBrowser(base).signIn({ login: 'coach', password: DEMO_PASSWORD });
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    const rest = await fetch(`${base}/api/business/subject/getList`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ skipCount: 0, maxResultCount: 5 }),
    });
    expect(rest.status).toBe(200);
    const list = (await rest.json()) as { totalCount: number; items: unknown[] };
    expect(list.totalCount).toBeGreaterThan(0);

    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ subjects(skipCount: 0, maxResultCount: 5) { totalCount } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { subjects: { totalCount: list.totalCount } } });
  });

  it('answers in the caller language, from server/locales read beside the sources', async () => {
    const refusal = async (language: string) => {
      const response = await fetch(`${base}/api/business/subject/getList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: '{}',
      });
      expect(response.status).toBe(401);
      return ((await response.json()) as { error: { code: string; message: string } }).error;
    };
    expect(await refusal('en')).toMatchObject({
      code: 'Unauthorized',
      message: expect.stringMatching(/sign in again/),
    });
    expect(await refusal('zh-CN')).toMatchObject({ code: 'Unauthorized', message: expect.stringMatching(/重新登录/) });
  });
});
