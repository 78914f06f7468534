import { describe, expect, it, vi } from 'vitest';
import { createNetworkProblems } from './networkProblems';

const fakeWindow = () => {
  const target = new EventTarget();
  return { target, goOnline: () => target.dispatchEvent(new Event('online')) };
};

describe('networkProblems', () => {
  it('lists failures once per key and tells its listeners when the list starts and ends', () => {
    const problems = createNetworkProblems(null);
    const listener = vi.fn();
    problems.subscribe(listener);
    expect(problems.hasProblem()).toBe(false);
    problems.report('graphql:1');
    problems.report('graphql:1');
    problems.report('graphql:2');
    expect(problems.hasProblem()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    problems.resolve('graphql:1');
    expect(problems.hasProblem()).toBe(true);
    problems.resolve('graphql:2');
    expect(problems.hasProblem()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tries every failure again on Retry, and forgets them until they fail again', () => {
    const problems = createNetworkProblems(null);
    const first = vi.fn();
    const second = vi.fn(() => problems.report('b', second));
    problems.report('a', first);
    problems.report('b', second);
    problems.report('c');
    problems.retryAll();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    // The one that failed again is listed again, with its retry.
    expect(problems.hasProblem()).toBe(true);
    problems.retryAll();
    expect(second).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledOnce();
  });

  it('tries them again by itself when the browser is back online', () => {
    const { target, goOnline } = fakeWindow();
    const problems = createNetworkProblems(target);
    const retry = vi.fn();
    problems.report('graphql:7', retry);
    goOnline();
    expect(retry).toHaveBeenCalledOnce();
    expect(problems.hasProblem()).toBe(false);
    goOnline();
    expect(retry).toHaveBeenCalledOnce();
  });
});
