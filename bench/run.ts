import { readdirSync } from 'node:fs';

// Runs every bench/*.bench.ts in turn (or those named on the command line). Each prints a table
// whose figures are ratios to a baseline measured in the same run.
const only = process.argv.slice(2);
const files = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

for (const file of files) {
  const bench = (await import(new URL(file, import.meta.url).href)) as { run: () => Promise<void> };
  await bench.run();
}
