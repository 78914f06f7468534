import { readFile, rename, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'esbuild';
import type { BuildStep } from './inputs-hash.ts';
import { trimSourceMap } from './trim-source-map.ts';

// The server ahead of time: start.ts, server/main.ts and gateway/main.ts bundled by esbuild into
// build/, so a start runs plain JavaScript instead of transforming ~600 TypeScript modules through
// tsx. Source maps beside the bundles give stack traces in the sources (node --enable-source-maps).

export const SERVER_OUT_DIR = 'build';

export const SERVER_ENTRIES = {
  start: 'start.ts',
  server: 'server/main.ts',
  gateway: 'gateway/main.ts',
} as const;

/** What the bundles are made from (runtime-read files, such as migrations, are read where they lie). */
export const SERVER_INPUTS = [
  'start.ts',
  'server',
  'gateway',
  'env',
  'events',
  'menus',
  'machines',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/server-build.ts',
] as const;

/**
 * Packages bundled with the server rather than loaded from node_modules at each start. Node loads
 * an ES module graph file by file: drizzle-orm alone is ~450 files, and loading the server's
 * packages took longer than everything else in a warm start (on a loaded machine 8–9 s for the
 * packages, 3.5 s with drizzle-orm bundled, 1.1–1.5 s with nearly all bundled). These are the
 * heavy ones that only our code imports, so no package left outside holds a second copy of them;
 * what they import comes along unless it is in KEPT_OUTSIDE.
 */
const BUNDLED = new Set(['drizzle-orm', 'exceljs', 'oidc-provider', 'graphql-yoga', 'nodemailer', 'i18next', 'luxon']);

/**
 * Never bundled: graphql must be one instance (gateway/realtime/shared-execution.ts requires it
 * at run time); PGlite loads its WebAssembly and data files beside its module; argon2 is native;
 * pdfjs-dist starts workers from its own files; Fastify's logger (pino) starts its transports from
 * files found through __dirname.
 */
const KEPT_OUTSIDE =
  /^(graphql|@electric-sql\/pglite|@node-rs\/|pdfjs-dist|fastify|@fastify\/|pino|pg|pg-native)(\/|$)/;

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const selectedPackages = (): Plugin => ({
  name: 'atrium-selected-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (path.startsWith('node:') || KEPT_OUTSIDE.test(path)) return { external: true };
      // A bundled package's own imports come along (they may be versions nested in its folder).
      if (importer.includes('/node_modules/')) return undefined;
      return BUNDLED.has(packageName(path)) ? undefined : { external: true };
    });
  },
});

/**
 * Source files find what they read at run time (migrations, locales, the SDL, dist/) relative to
 * their own `import.meta.url`; in a bundle that URL would be the bundle's. Each source's
 * `import.meta.url` becomes its own file's URL, computed from the bundle's location at run time
 * (the bundle sits one folder below the root), so the tree can still be moved or copied whole.
 */
const sourceUrls = (root: string): Plugin => ({
  name: 'atrium-source-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.includes(`/node_modules/`)) return undefined;
      const source = await readFile(path, 'utf8');
      if (/\bimport\.meta\.(dirname|filename)\b/.test(source))
        throw new Error(`${path}: use import.meta.url (the bundle rewrites it; dirname and filename it does not)`);
      if (!source.includes('import.meta.url')) return undefined;
      const own = `new URL(${JSON.stringify(relative(root, path))}, __atriumRoot).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

const bundleServer = async (root: string) => {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, join(root, file)])),
    outdir: join(root, SERVER_OUT_DIR),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces need the mappings, not the sources (which are in the tree anyway).
    sourcesContent: false,
    banner: {
      js: [
        `const __atriumRoot = new URL('../', import.meta.url);`,
        // Bundled CommonJS packages (exceljs, nodemailer) require Node's built-in modules.
        `import { createRequire as __atriumCreateRequire } from 'node:module';`,
        `const require = __atriumCreateRequire(import.meta.url);`,
      ].join('\n'),
    },
    plugins: [selectedPackages(), sourceUrls(root)],
    logLevel: 'warning',
    write: false,
  });
  const paths = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  for (const file of paths) {
    // A bundled package that finds its files through __dirname would fail only when that code runs.
    const found = /\b__(dirname|filename)\b/.exec(file.text);
    if (found) throw new Error(`${file.path} uses ${found[0]}: keep the package it comes from in KEPT_OUTSIDE`);
  }
  // Each file replaced by a rename: a server starting meanwhile reads the old bundle or the new, never half of one.
  mkdirSync(join(root, SERVER_OUT_DIR), { recursive: true });
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const temporary = `${file.path}.${process.pid}.tmp`;
      await writeFile(temporary, file.path.endsWith('.map') ? trimSourceMap(file.text) : file.contents);
      await rename(temporary, file.path);
    }),
  );
};

export const serverStep = (root: string): BuildStep => ({
  root,
  inputs: SERVER_INPUTS,
  outputs: Object.keys(SERVER_ENTRIES).map((name) => `${SERVER_OUT_DIR}/${name}.js`),
  stampFile: join(root, SERVER_OUT_DIR, '.inputs-hash'),
  build: () => bundleServer(root),
});

export const serverBundle = (root: string, entry: keyof typeof SERVER_ENTRIES) =>
  join(root, SERVER_OUT_DIR, `${entry}.js`);
