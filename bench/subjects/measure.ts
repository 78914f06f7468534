import { performance } from 'node:perf_hooks';

export type Timing = { p50: number; p95: number };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Times `run` `runs` times after `warmUp` untimed runs; milliseconds at p50 and p95. */
export const measure = async (run: () => Promise<unknown>, runs: number, warmUp = 5): Promise<Timing> => {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
};
