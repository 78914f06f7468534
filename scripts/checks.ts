import { spawn } from 'node:child_process';

// `npm run checks`: the type check, the lint, the format check and the codegen check side by side.
// tsc and ESLint each use one core: one after the other they took about 3.5 min of CI's two cores
// where side by side they take the longer of the two. Each one's output is printed whole once it
// ends (never interleaved), and the run fails if any of them failed.
const CHECKS = ['typecheck', 'lint', 'format:check', 'codegen:check'] as const;

const run = (script: string) =>
  new Promise<{ script: string; code: number; output: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const result = {
        script,
        code: code ?? 1,
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      };
      const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      console.log(`── npm run ${script}: ${verdict} in ${result.seconds.toFixed(1)} s`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      resolve(result);
    });
  });

const results = await Promise.all(CHECKS.map(run));
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
