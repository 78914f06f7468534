import { performance } from 'node:perf_hooks';
import type { Setup } from './control';

export type Committer = ReturnType<typeof createCommitter>;

/**
 * Commits real events through REST, as the centre's front desk does: the coach checks children
 * in (POST /api/business/checkIn/in: CheckedIn, and NotificationCreated for the colleagues), then
 * out again (/out: CheckedOut). Every run of commits checks half its children in and then the
 * same ones out, so each target of the bench gets the same mix of events and leaves every child
 * outside. `started` holds when each commit was begun, by the key its event carries (type and
 * check-in id), for the latency.
 */
export const createCommitter = (setup: Setup) => {
  const started = new Map<string, number>();
  /** How long each commit took, request to response (ms). */
  const durations: number[] = [];
  let nextChild = 0;

  const commit = async (path: 'in' | 'out', subjectId: string) => {
    const begun = performance.now();
    const response = await fetch(`http://127.0.0.1:${setup.port}/api/business/checkIn/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${setup.committer.token}`,
        __tenant: setup.sunriseId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ subjectId }),
    });
    const body = (await response.json()) as { id?: string; error?: { message?: string } };
    if (!response.ok || !body.id) {
      throw new Error(`check-${path} of ${subjectId}: ${response.status} ${body.error?.message ?? ''}`);
    }
    started.set(`${path === 'in' ? 'CheckedIn' : 'CheckedOut'}:${body.id}`, begun);
    durations.push(performance.now() - begun);
  };

  /** `count` (even) commits: check-ins of the next count/2 children, then their check-outs. */
  const plan = (count: number) => {
    const chosen = Array.from(
      { length: Math.ceil(count / 2) },
      () => setup.children[nextChild++ % setup.children.length]!,
    );
    return [...chosen.map((c) => ['in', c] as const), ...chosen.map((c) => ['out', c] as const)];
  };

  /** One commit every `paceMs`, one at a time (back to back when a commit takes longer). */
  const paced = async (count: number, paceMs: number) => {
    const start = performance.now();
    for (const [i, [path, child]] of plan(count).entries()) {
      const due = start + i * paceMs - performance.now();
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      await commit(path, child);
    }
  };

  /**
   * As fast as REST takes them, `parallel` at a time. A child's check-out comes half the run
   * after its check-in, long after that has finished (the run is far longer than `parallel`).
   */
  const burst = async (count: number, parallel: number) => {
    const steps = plan(count);
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let step = steps.shift(); step; step = steps.shift()) await commit(step[0], step[1]);
      }),
    );
  };

  return { paced, burst, started, durations };
};
