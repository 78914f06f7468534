import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_EFFORT_ENV, brotliEffortFrom, precompressDir } from '../vite.precompress';
import { readGatewayConfig } from './config';
import { gatewayPlugin } from './plugin';
import { createHttpRestClient } from './rest-client';

// Issue 16 item 4: the built console goes out compressed as the browser asks, without its source
// maps, with an icon at /favicon.ico. A build of a few files, precompressed by the build's own
// step (vite.precompress.ts), served by the gateway as `npm start` serves dist/.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

describe('the console’s files', () => {
  let app: FastifyInstance;
  let uiDir: string;

  beforeAll(async () => {
    uiDir = mkdtempSync(join(tmpdir(), 'atrium-assets-'));
    mkdirSync(join(uiDir, 'assets'));
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Atrium</title>');
    writeFileSync(join(uiDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(uiDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    copyFileSync(new URL('../public/favicon.ico', import.meta.url), join(uiDir, 'favicon.ico'));
    copyFileSync(new URL('../public/favicon.svg', import.meta.url), join(uiDir, 'favicon.svg'));
    await precompressDir(uiDir, join(uiDir, '..', `${uiDir.split('/').pop() ?? 'x'}-cache`));
    app = Fastify({ logger: false });
    // REST is never reached: only files are asked for.
    await app.register(gatewayPlugin, {
      config: readGatewayConfig({ PUBLIC_URL: 'http://localhost:8080', UI_DIR: uiDir }),
      rest: createHttpRestClient('http://127.0.0.1:9'),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(uiDir, { recursive: true, force: true });
    rmSync(`${uiDir}-cache`, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not serve source maps, nor the compressed copies under their own names', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/missing.js.map']) {
      const answer = await get(path, 'br');
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).not.toContain('secret.ts');
    }
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
  });

  it('answers /favicon.ico with an icon, not the console’s page', async () => {
    const answer = await get('/favicon.ico', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes =
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload) : answer.rawPayload;
    // An ICO file starts with reserved 0, type 1 (icon).
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/favicon.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a missing file with 404, and a deep link with the page, never cached', async () => {
    expect((await get('/apple-touch-icon.png')).statusCode).toBe(404);
    const page = await get('/system/center/dataPanel/workTable');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

// Issue 16 item 3: the build `npm start` makes compresses quickly; `npm run build` the hardest.
describe('how hard the console’s build compresses', () => {
  it('is quick only when npm start’s build asks, and each effort gives the same files back', async () => {
    expect(brotliEffortFrom({ [BROTLI_EFFORT_ENV]: 'quick' })).toBe('quick');
    expect(brotliEffortFrom({})).toBe('best');
    expect(brotliEffortFrom({ [BROTLI_EFFORT_ENV]: 'fast please' })).toBe('best');

    // Code-like text with little repetition, where effort shows (a repeated line compresses alike).
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const code = Array.from(
      { length: 3000 },
      (_, i) => `const v${i} = f${next() % 97}(${next() % 1000}, "k${next() % 5000}");`,
    ).join('\n');
    const root = mkdtempSync(join(tmpdir(), 'atrium-effort-'));
    const sizes: Record<string, number> = {};
    try {
      for (const effort of ['quick', 'best'] as const) {
        const out = join(root, effort);
        mkdirSync(out);
        writeFileSync(join(out, 'app.js'), code);
        // One cache for both: an effort's result is never taken for the other's.
        await precompressDir(out, join(root, 'cache'), effort);
        const br = readFileSync(join(out, 'app.js.br'));
        expect(brotliDecompressSync(br).toString()).toBe(code);
        sizes[effort] = br.length;
      }
      expect(sizes['best']).toBeLessThan(sizes['quick']!);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
