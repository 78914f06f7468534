import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './loadWhenOnline';
import { createNetworkProblems } from './networkProblems';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');

const settled = async <T>(promise: Promise<T>) => {
  const state = { done: false };
  void promise.then(
    () => (state.done = true),
    () => (state.done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state.done;
};

describe('loadWhenOnline', () => {
  it('offline, waits for the network instead of failing, then fetches the code again', async () => {
    const problems = createNetworkProblems(null);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValueOnce('page');
    const loading = loadWhenOnline(load, { problems, isOnline: () => false })();
    expect(await settled(loading)).toBe(false);
    expect(problems.hasProblem()).toBe(true);
    problems.retryAll();
    await expect(loading).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(problems.hasProblem()).toBe(false);
  });

  it('online, fails as before: the files may have been replaced by a deploy', async () => {
    const problems = createNetworkProblems(null);
    const loading = loadWhenOnline(() => Promise.reject(chunkFailure()), { problems, isOnline: () => true })();
    await expect(loading).rejects.toThrow(/dynamically imported module/);
    expect(problems.hasProblem()).toBe(false);
  });

  it('lets any other error through, offline too', async () => {
    const problems = createNetworkProblems(null);
    const loading = loadWhenOnline(() => Promise.reject(new Error('a bug')), { problems, isOnline: () => false })();
    await expect(loading).rejects.toThrow('a bug');
    expect(problems.hasProblem()).toBe(false);
  });
});
