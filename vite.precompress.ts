import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text that compresses; images and fonts are compressed already. Source maps are not shipped.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|ico)$/;
// Below this a compressed copy saves less than its own request headers cost.
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

const readIfPresent = async (file: string): Promise<Buffer | null> => readFile(file).catch(() => null);

/**
 * How hard brotli works. `best` (quality 11) is what `npm run build` and a deployment ship: the
 * fewest bytes. It is slow: the whole console (2.6 MB of JS and CSS) took 33 s of CPU at 11 and
 * 0.4 s at 5 for 10 % more bytes (571 against 627 KB; a loaded machine). `quick` (quality 5) is
 * for the build `npm start` makes when the sources changed, a fresh clone's first start above all
 * (issue 16 item 3: healthy within 15 s), where the console is read over the loopback.
 */
export type BrotliEffort = 'best' | 'quick';

const BROTLI_QUALITY: Record<BrotliEffort, number> = { best: constants.BROTLI_MAX_QUALITY, quick: 5 };

/** The environment variable `npm start`'s console build sets (scripts/console-build.ts). */
export const BROTLI_EFFORT_ENV = 'ATRIUM_BROTLI_EFFORT';

export const brotliEffortFrom = (env: NodeJS.ProcessEnv): BrotliEffort =>
  env[BROTLI_EFFORT_ENV] === 'quick' ? 'quick' : 'best';

/**
 * Each result is kept under the content's hash and the effort: a rebuild recompresses only what
 * changed (quick start, issue 16 item 3).
 */
const compressed = async (
  source: Buffer,
  cacheDir: string,
  effort: BrotliEffort,
): Promise<{ key: string; br: Buffer; gz: Buffer }> => {
  const key = `${createHash('sha256').update(source).digest('hex')}-${effort}`;
  const [cachedBr, cachedGz] = await Promise.all([
    readIfPresent(join(cacheDir, `${key}.br`)),
    readIfPresent(join(cacheDir, `${key}.gz`)),
  ]);
  if (cachedBr && cachedGz) return { key, br: cachedBr, gz: cachedGz };
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(join(cacheDir, `${key}.br`), br), writeFile(join(cacheDir, `${key}.gz`), gzipped)]);
  return { key, br, gz: gzipped };
};

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under outDir. */
export const precompressDir = async (
  outDir: string,
  cacheDir: string,
  effort: BrotliEffort = 'best',
): Promise<void> => {
  await mkdir(cacheDir, { recursive: true });
  const queue: string[] = [];
  for (const file of await filesUnder(outDir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) queue.push(file);
  }
  const used = new Set<string>();
  // A few at a time: compression runs on libuv's four threads and the machine is shared.
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const source = await readFile(file);
      const { key, br, gz: gzipped } = await compressed(source, cacheDir, effort);
      used.add(key);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  // The cache holds the last build only.
  for (const entry of await readdir(cacheDir)) {
    if (!used.has(entry.replace(/\.(?:br|gz)$/, ''))) await rm(join(cacheDir, entry), { force: true });
  }
};

/**
 * Precompresses the build with brotli and gzip (issue 16 item 4): the server picks a file by
 * Accept-Encoding (@fastify/static `preCompressed`, gateway/plugin.ts) and spends no CPU per
 * request. A copy is written only when it is smaller than the file.
 */
export const precompress = (options: { cacheDir?: string; effort?: BrotliEffort } = {}): Plugin => {
  let outDir = 'dist';
  let cacheDir = '';
  return {
    name: 'atrium:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
      cacheDir = options.cacheDir ?? join(config.cacheDir, 'precompress');
    },
    writeBundle: () => precompressDir(outDir, cacheDir, options.effort ?? brotliEffortFrom(process.env)),
  };
};
