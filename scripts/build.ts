import { consoleStep } from './console-build.ts';
import { buildIfChanged } from './inputs-hash.ts';
import { serverStep } from './server-build.ts';

// `npm run build`: the server bundle and the console, always (npm start builds only what changed).
// Each leaves its inputs' hash, so the npm start that follows builds neither again.
const root = new URL('..', import.meta.url).pathname;
await buildIfChanged(serverStep(root), true);
console.log('Bundled the server into build/.');
await buildIfChanged(consoleStep(root), true);
