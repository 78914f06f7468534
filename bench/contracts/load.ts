import { performance } from 'node:perf_hooks';

export type Throughput = {
  ops: number;
  opsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Every operation that ended, the untimed warm-up's too: what the CPU spent during the call paid for. */
  completed: number;
};

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * `clients` loops, each calling `op(client, i)` back to back for `durationMs` after `warmUpMs`
 * untimed: operations per second over the timed window and each operation's latency in ms. An
 * operation that throws is counted, not timed: a bench whose operations fail measures nothing.
 */
export const load = async (
  clients: number,
  op: (client: number, i: number) => Promise<unknown>,
  durationMs: number,
  warmUpMs = 1_000,
): Promise<Throughput> => {
  const started = performance.now();
  const from = started + warmUpMs;
  const until = from + durationMs;
  const times: number[] = [];
  let errors = 0;
  let completed = 0;
  const loop = async (client: number) => {
    for (let i = 0; performance.now() < until; i++) {
      const t0 = performance.now();
      try {
        await op(client, i);
      } catch (error) {
        errors++;
        if (errors === 1) console.error(error);
        continue;
      }
      const t1 = performance.now();
      completed++;
      // Only operations that started and ended inside the window count, so the rate is not flattered by the edges.
      if (t0 >= from && t1 <= until) times.push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => loop(c)));
  times.sort((a, b) => a - b);
  return {
    ops: times.length,
    opsPerSecond: times.length / (durationMs / 1000),
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    errors,
    completed,
  };
};
