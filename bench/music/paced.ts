import { performance } from 'node:perf_hooks';
import type { PacedResult } from './control';

/**
 * A paced (open) load: `listeners` callers, each calling every `intervalMs` from a random phase
 * within the first interval, for `seconds`. A call is sent when it is due whether or not the
 * caller's previous one has been answered (as the player's timer does), so a slow server is not
 * given fewer calls. Each call's time runs from just before it is sent to its answer.
 * `call(listener, n)` is the n-th call (from 1) of that listener; false counts as an error.
 */
export const paced = async (
  listeners: number,
  intervalMs: number,
  seconds: number,
  call: (listener: number, n: number) => Promise<boolean>,
): Promise<PacedResult> => {
  const times: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const pending: Promise<void>[] = [];
  await Promise.all(
    Array.from({ length: listeners }, async (_, listener) => {
      let due = start + Math.random() * intervalMs;
      for (let n = 1; due < end; n++, due += intervalMs) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const begun = performance.now();
        pending.push(
          call(listener, n).then(
            (ok) => {
              if (ok) times.push(performance.now() - begun);
              else errors++;
            },
            () => void errors++,
          ),
        );
      }
    }),
  );
  await Promise.all(pending);
  return { calls: times.length + errors, errors, seconds, sorted: times.sort((a, b) => a - b) };
};
