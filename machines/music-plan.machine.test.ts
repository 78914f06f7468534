import { describe, expect, it } from 'vitest';
import { musicPlanAllows, musicPlanAt, nextMusicPlan } from './music-plan.machine';

describe('a child’s music plan', () => {
  it('starts a plan that was never started, counting the first playlist', () => {
    expect(nextMusicPlan({ state: 'NotStarted', playedTime: 0 }, { type: 'plan.start' })).toEqual({
      state: 'Started',
      playedTime: 1,
    });
  });

  it('starts a started plan again, one more playlist each time', () => {
    const twice = nextMusicPlan({ state: 'Started', playedTime: 1 }, { type: 'plan.start' });
    expect(twice).toEqual({ state: 'Started', playedTime: 2 });
    expect(nextMusicPlan(twice!, { type: 'plan.start' })).toEqual({ state: 'Started', playedTime: 3 });
  });

  it('finishes a started plan, which then can neither start nor finish again', () => {
    const finished = nextMusicPlan({ state: 'Started', playedTime: 4 }, { type: 'plan.finish' });
    expect(finished).toEqual({ state: 'Finished', playedTime: 4 });
    expect(musicPlanAllows(finished!, { type: 'plan.start' })).toBe(false);
    expect(nextMusicPlan(finished!, { type: 'plan.start' })).toBe(null);
    expect(nextMusicPlan(finished!, { type: 'plan.finish' })).toBe(null);
    expect(musicPlanAt(finished!).status).toBe('done');
  });

  it('does not finish a plan that never started', () => {
    expect(musicPlanAllows({ state: 'NotStarted', playedTime: 0 }, { type: 'plan.finish' })).toBe(false);
  });
});
