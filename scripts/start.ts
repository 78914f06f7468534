import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as StartModule from '../start.ts';
import { consoleStep } from './console-build.ts';
import { buildIfChanged } from './inputs-hash.ts';
import { SERVER_OUT_DIR, serverBundle, serverStep } from './server-build.ts';

// `npm start` (and start:server, start:gateway): bundles the server if its sources changed (about
// a second) and runs the bundle in this process. The console, if its sources changed, is built
// meanwhile, also while the database boots, so that on a fresh clone `vite build` overlaps the
// first start (migrations, keys, demo seed). With nothing changed a start only hashes the sources.
const root = new URL('..', import.meta.url).pathname;
const entry = process.argv[2] ?? 'start';
if (entry !== 'start' && entry !== 'server' && entry !== 'gateway')
  throw new Error(`Unknown entry ${entry}: start, server or gateway`);

// V8 keeps the compiled bundle and packages on disk: later starts skip compiling them again.
enableCompileCache(join(root, SERVER_OUT_DIR, '.compile-cache'));

const consoleReady = async () => {
  // Compressed quickly (vite.precompress.ts): `npm run build` makes the smallest files for a deployment.
  if ((await buildIfChanged(consoleStep(root, 'quick'))) === 'built') console.log('Built the console into dist/.');
};
// The REST server alone serves no console; the others start building it first, as it takes longest.
const building = entry === 'server' ? Promise.resolve() : consoleReady();
// Awaited below, or by startAtrium once the database is up; failing before then is not "unhandled".
building.catch(() => undefined);

if ((await buildIfChanged(serverStep(root))) === 'built') console.log('Bundled the server into build/.');
const bundle = pathToFileURL(serverBundle(root, entry)).href;

if (entry === 'start') {
  const { startAtrium } = (await import(bundle)) as typeof StartModule;
  await startAtrium({ consoleReady: building });
} else {
  await building;
  await import(bundle);
}
