import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BROTLI_EFFORT_ENV, type BrotliEffort } from '../vite.precompress.ts';
import type { BuildStep } from './inputs-hash.ts';

// The console (Vite) as a build step: what it reads, what it leaves, and how to run it.

/** What `vite build` reads: the console's sources and the shared folders it imports. */
export const CONSOLE_INPUTS = [
  'src',
  'public',
  'index.html',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'machines',
  'events',
  'menus',
  'env',
] as const;

const viteBuild = (root: string, effort: BrotliEffort) =>
  new Promise<void>((resolve, reject) => {
    // Vite in a process of its own: its ~0.9 GB of build memory is returned when it exits, instead
    // of staying in the server's heap (npm start runs the server in the process that called this).
    // Warnings only: its per-file table lists some 2,600 icon files on every start that builds, and
    // computing each file's gzip size for that table costs time a start does not need.
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: root,
        env: { ...process.env, ...(effort === 'quick' ? { [BROTLI_EFFORT_ENV]: 'quick' } : {}) },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`)),
    );
  });

/** Vite's configuration may import helpers beside it (vite.precompress.ts): every root vite*.ts counts. */
const viteConfigFiles = (root: string) => readdirSync(root).filter((name) => /^vite\b.*\.ts$/.test(name));

/**
 * `effort`: how hard the build's brotli works (vite.precompress.ts): `quick` for the build a start
 * makes, `best` for `npm run build`.
 */
export const consoleStep = (root: string, effort: BrotliEffort = 'best'): BuildStep => ({
  root,
  inputs: [...CONSOLE_INPUTS, ...viteConfigFiles(root)],
  outputs: ['dist/index.html'],
  // A dot file: the gateway serves dist/ without dot files, so the stamp is not published.
  stampFile: join(root, 'dist/.inputs-hash'),
  build: () => viteBuild(root, effort),
});
