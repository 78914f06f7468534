import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as StartModule from '../start.ts';
import { consoleStep } from './console-build.ts';
import { buildIfChanged } from './inputs-hash.ts';
import { SERVER_OUT_DIR, serverBundle, serverStep } from './server-build.ts';

// `npm start` (and start:server, start:gateway): bundles the server if its sources changed (about
// a second), then runs the bundle in this process. The console is built, if its sources changed,
// while the database boots, so that on a fresh clone the first start (migrations, keys, demo seed)
// overlaps `vite build`. With nothing changed a start only hashes the sources (tens of ms).
const root = new URL('..', import.meta.url).pathname;
const entry = process.argv[2] ?? 'start';
if (entry !== 'start' && entry !== 'server' && entry !== 'gateway')
  throw new Error(`Unknown entry ${entry}: start, server or gateway`);

// V8 keeps the compiled bundle and packages on disk: later starts skip compiling them again.
enableCompileCache(join(root, SERVER_OUT_DIR, '.compile-cache'));

if ((await buildIfChanged(serverStep(root))) === 'built') console.log('Bundled the server into build/.');
const consoleReady = () =>
  buildIfChanged(consoleStep(root)).then((outcome) => {
    if (outcome === 'built') console.log('Built the console into dist/.');
  });
const bundle = pathToFileURL(serverBundle(root, entry)).href;

if (entry === 'start') {
  const building = consoleReady();
  // Awaited by startAtrium once the database is up; failing before then must not count as unhandled.
  building.catch(() => undefined);
  const { startAtrium } = (await import(bundle)) as typeof StartModule;
  await startAtrium({ consoleReady: building });
} else {
  // The gateway serves the console; the REST server alone does not need it.
  if (entry === 'gateway') await consoleReady();
  await import(bundle);
}
