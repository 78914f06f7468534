import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalesce';

afterEach(() => vi.useRealTimers());

describe('identical questions answered by one load', () => {
  it('shares a running load and its answer for the reuse time, then loads again', async () => {
    vi.useFakeTimers();
    const coalesce = createCoalescer<number>({ reuseMs: 3000 });
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([coalesce('a', load), coalesce('a', load), coalesce('b', load)]);
    expect(answers).toEqual([1, 1, 2]);
    await expect(coalesce('a', load)).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(coalesce('a', load)).resolves.toBe(3);
  });

  it('keeps no failure: the next call loads again', async () => {
    const coalesce = createCoalescer<string>();
    await expect(coalesce('a', () => Promise.reject(new Error('REST is down')))).rejects.toThrow('REST is down');
    await expect(coalesce('a', async () => 'up')).resolves.toBe('up');
  });
});
