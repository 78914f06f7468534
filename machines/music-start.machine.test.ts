import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  GENERATION_TIMER_MS,
  musicPagePath,
  musicStartMachine,
  PROGRESS_TICK_MS,
  type FasValidity,
  type MusicPlanRef,
} from './music-start.machine';

const VALID: FasValidity = { isFasValid: true, playedTime: 2, tagNames: ['Attention', 'Sleep'] };

const start = (
  options: {
    planId?: string | null;
    validity?: FasValidity;
    checkFails?: boolean;
    startFails?: boolean;
    blocked?: boolean;
    random?: () => number;
  } = {},
) => {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const opened: MusicPlanRef[] = [];
  const actor = createActor(
    musicStartMachine.provide({
      actors: {
        checkValidity: fromPromise(async ({ input }: { input: MusicPlanRef }) => {
          calls.push(`check ${input.subjectId} ${input.planId}`);
          if (options.checkFails) throw { message: 'The child was not found.' };
          return options.validity ?? VALID;
        }),
        startPlan: fromPromise(async ({ input }: { input: MusicPlanRef }) => {
          calls.push(`start ${input.subjectId} ${input.planId}`);
          if (options.startFails) throw { message: 'The FAS evaluation must be finished first.' };
          return { id: 'playlist-1' };
        }),
        openMusicPage: fromPromise(async ({ input }: { input: MusicPlanRef }) => {
          opened.push(input);
          return !options.blocked;
        }),
      },
    }),
    {
      clock,
      input: {
        subjectId: 'child-1',
        planId: options.planId === undefined ? 'plan-1' : options.planId,
        random: options.random ?? (() => 0.99),
      },
    },
  ).start();
  return { actor, clock, calls, opened };
};

/** Lets the invoked promises settle between clock steps. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whole ticks, one at a time: a simulated clock fires only the timers that exist when it moves. */
const ticks = (clock: SimulatedClock, count: number) => {
  for (let i = 0; i < count; i += 1) clock.increment(PROGRESS_TICK_MS);
};

describe('starting music from the subject list', () => {
  it('stops at once with the no-plan message when the child has no startable plan', () => {
    for (const planId of [null, '']) {
      const { actor, calls } = start({ planId });
      expect(actor.getSnapshot().value).toBe('noPlan');
      expect(actor.getSnapshot().status).toBe('done');
      expect(calls).toEqual([]);
    }
  });

  it('stops with the FAS message when the child has no valid FAS test, without starting anything', async () => {
    const { actor, calls } = start({ validity: { isFasValid: false, playedTime: 0, tagNames: [] } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('fasInvalid');
    expect(calls).toEqual(['check child-1 plan-1']);
  });

  it('asks for confirmation with the tags and times played, and cancelling starts nothing', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context).toMatchObject({ tagNames: ['Attention', 'Sleep'], playedTime: 2 });
    actor.send({ type: 'start.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls).toEqual(['check child-1 plan-1']);
  });

  it('generates, fills the progress in steps of 1 to 5 every 100 ms, then opens the music page', async () => {
    const { actor, clock, calls, opened } = start({ random: () => 0 });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'start.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    expect(actor.getSnapshot().context.playlistId).toBe('playlist-1');
    expect(actor.getSnapshot().context.progress).toBe(0);
    clock.increment(PROGRESS_TICK_MS - 1);
    expect(actor.getSnapshot().context.progress).toBe(0);
    clock.increment(1);
    // The smallest step is 1 %.
    expect(actor.getSnapshot().context.progress).toBe(1);
    ticks(clock, 9);
    expect(actor.getSnapshot().context.progress).toBe(10);
    expect(opened).toEqual([]);
    expect(calls).toEqual(['check child-1 plan-1', 'start child-1 plan-1']);
  });

  it('opens the music page once the steps reach 100 %, the largest step being 5 %', async () => {
    const { actor, clock, opened } = start({ random: () => 0.999 });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'start.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    clock.increment(PROGRESS_TICK_MS);
    expect(actor.getSnapshot().context.progress).toBe(5);
    ticks(clock, 19);
    expect(actor.getSnapshot().context.progress).toBe(100);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(opened).toEqual([{ subjectId: 'child-1', planId: 'plan-1' }]);
  });

  it('fills the bar and opens the page when the 3000 ms generation timer runs out first', async () => {
    const { actor, clock, opened } = start({ random: () => 0 });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'start.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    ticks(clock, GENERATION_TIMER_MS / PROGRESS_TICK_MS - 1);
    clock.increment(PROGRESS_TICK_MS - 1);
    expect(actor.getSnapshot().context.progress).toBe(29);
    expect(opened).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.progress).toBe(100);
    expect(opened).toHaveLength(1);
  });

  it('asks to allow pop-ups when the browser blocks the new tab, and closes when told', async () => {
    const { actor, clock } = start({ blocked: true });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'start.confirm' });
    await waitFor(actor, (s) => s.matches('progress'));
    ticks(clock, GENERATION_TIMER_MS / PROGRESS_TICK_MS);
    await waitFor(actor, (s) => s.matches('popupBlocked'));
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('keeps the server’s error when the check or the start fails', async () => {
    const check = start({ checkFails: true });
    await waitFor(check.actor, (s) => s.status === 'done');
    expect(check.actor.getSnapshot().value).toBe('failed');
    expect(check.actor.getSnapshot().context.error).toEqual({ message: 'The child was not found.' });

    const begun = start({ startFails: true });
    await waitFor(begun.actor, (s) => s.matches('confirming'));
    begun.actor.send({ type: 'start.confirm' });
    await waitFor(begun.actor, (s) => s.status === 'done');
    await settle();
    expect(begun.actor.getSnapshot().value).toBe('failed');
    expect(begun.actor.getSnapshot().context.error).toEqual({ message: 'The FAS evaluation must be finished first.' });
    expect(begun.opened).toEqual([]);
  });

  it('opens the spec’s music page address', () => {
    expect(musicPagePath('p 1', 'c/2')).toBe('/system/center/detail/musicRehab?id=p%201&subjectId=c%2F2');
  });
});
